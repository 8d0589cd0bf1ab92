/// How the tree is wired, read from the source alone: which protocol each component names, what each type
/// conforms to, and the names of its members.
///
/// It serves when the package does not compile, so there is no symbol graph: the compiler says which requirement a
/// parent does not provide, and this finds the ancestor that does.
struct SourceIndex {
    /// The protocol each component names in `Component<…>`, by component.
    private var dependencyOf: [String: String] = [:]
    /// The types each type names after `:` in its declaration and its extensions.
    private var conformances: [String: Set<String>] = [:]
    /// The names of the properties and methods each type declares in its body and its extensions.
    private var members: [String: Set<String>] = [:]

    /// Indexes the files' classes and extensions.
    ///
    /// - Parameter files: The source files.
    init(files: [SourceFile]) {
        for file in files {
            let tokens = file.tokens
            for index in tokens.indices.dropLast() {
                let keyword = tokens[index]
                guard keyword.isIdentifier("class") || keyword.isIdentifier("extension"),
                    index == 0 || !tokens[index - 1].isPunctuation("."), tokens[index + 1].kind == .identifier
                else { continue }
                var nameIndex = index + 1
                while nameIndex + 2 < tokens.count, tokens[nameIndex + 1].isPunctuation("."),
                    tokens[nameIndex + 2].kind == .identifier
                {
                    nameIndex += 2
                }
                let name = tokens[nameIndex].text
                guard let body = file.bodyRange(ofDeclarationAt: nameIndex, isProperty: false) else { continue }
                let inherited = Self.inheritedNames(in: file, from: nameIndex + 1, to: body)
                if keyword.isIdentifier("class"), inherited.contains("Component"),
                    let argument = file.superclassGenericArgument(ofClassAt: nameIndex)
                {
                    dependencyOf[name] = Self.protocolName(argument)
                }
                conformances[name, default: []].formUnion(inherited)
                members[name, default: []].formUnion(Self.memberNames(in: file, body: body))
            }
        }
    }

    /// Says which component up the branch provides a requirement that a parent does not.
    ///
    /// - Parameter missing: The requirement the compiler reported.
    /// - Returns: `SettingsDependency.settingsStore: HomeComponent does not provide it; AppComponent does (App ->
    ///   LoggedIn -> Home -> Settings)` and what to add, or `nil` when the protocol is not a component's.
    func explanation(of missing: BuildFailure.UnprovidedRequirement) -> String? {
        let member = String(missing.member.prefix { $0 != "(" })
        guard let child = dependencyOf.filter({ $0.value == missing.dependency }).keys.sorted().first else {
            return nil
        }
        var branch = [missing.component]
        var provider: String?
        var current = missing.component
        while let dependency = dependencyOf[current], dependency != "EmptyDependency",
            let parent = conformances.filter({ $0.value.contains(dependency) && dependencyOf[$0.key] != nil }).keys
                .sorted().first,
            !branch.contains(parent)
        {
            branch.append(parent)
            if provider == nil, members[parent, default: []].contains(member) { provider = parent }
            current = parent
        }
        let path = (branch.reversed() + [child]).map(\.featureName).joined(separator: " -> ")
        let head = "\(missing.dependency).\(missing.member): \(missing.component) does not provide it"
        guard let provider, let providerIndex = branch.firstIndex(of: provider) else {
            return "\(head), and no component above it does (\(path)); create it in \(missing.component) with "
                + "'var \(member): \(missing.type) { shared { … } }'"
        }
        let between = Array(branch[..<providerIndex])
        let protocols = between.compactMap { dependencyOf[$0] }
        return "\(head); \(provider) does (\(path)); forward it: add 'var \(member): \(missing.type) { get }' to "
            + "\(protocols.joined(separator: " and ")) and 'var \(member): \(missing.type) { dependency.\(member) }' "
            + "to \(between.joined(separator: " and "))"
    }

    /// The protocol a generic argument names: `HomeDependency` for `any Home.HomeDependency`.
    static func protocolName(_ argument: String) -> String {
        var name = Substring(argument)
        if name.hasPrefix("any ") { name = name.dropFirst(4) }
        if let dot = name.lastIndex(of: ".") { name = name[name.index(after: dot)...] }
        return String(name)
    }

    /// The last names of the types after `:` and before the body or a `where` clause, generic arguments skipped.
    private static func inheritedNames(in file: SourceFile, from start: Int, to body: Range<Int>) -> Set<String> {
        let tokens = file.tokens
        guard start < tokens.count, tokens[start].isPunctuation(":") else { return [] }
        var names: Set<String> = []
        var depth = 0
        var cursor = start + 1
        while cursor < body.lowerBound - 1 {
            let token = tokens[cursor]
            if token.isIdentifier("where") && depth == 0 { break }
            if token.isPunctuation("<") { depth += 1 }
            if token.isPunctuation(">") { depth -= 1 }
            let next = tokens[cursor + 1]
            if depth == 0, token.kind == .identifier, !next.isPunctuation("."), !token.text.hasPrefix("@") {
                names.insert(token.text)
            }
            cursor += 1
        }
        return names
    }

    /// The names declared with `var`, `let` or `func` directly in a body, not in a nested one.
    private static func memberNames(in file: SourceFile, body: Range<Int>) -> Set<String> {
        let tokens = file.tokens
        var names: Set<String> = []
        var depth = 0
        for index in body {
            let token = tokens[index]
            if token.isPunctuation("{") { depth += 1 }
            if token.isPunctuation("}") { depth -= 1 }
            guard depth == 0, token.isIdentifier("var") || token.isIdentifier("let") || token.isIdentifier("func"),
                index + 1 < body.upperBound, tokens[index + 1].kind == .identifier
            else { continue }
            names.insert(tokens[index + 1].text)
        }
        return names
    }
}
