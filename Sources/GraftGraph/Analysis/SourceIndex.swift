/// How the tree is wired, read from the source alone: which protocol each component names, what each type
/// conforms to, and the names of its members.
///
/// It serves when the package does not compile, so there is no symbol graph: the compiler says which requirement a
/// parent does not provide, and this finds the ancestor that does.
struct SourceIndex {
    /// A class or protocol declaration: where its body is, so members can be added beside the others.
    struct Declaration {
        /// The file that declares it, among the indexed files.
        let file: SourceFile
        /// The declaration's name token.
        let nameIndex: Int
        /// The tokens between its braces.
        let body: Range<Int>
        /// Whether it is declared `public` or `open`.
        let isPublic: Bool
    }

    /// A property or method a type declares, with its type and whether it only forwards `dependency.name`.
    struct MemberDeclaration {
        let type: String
        let isForwarding: Bool
    }

    /// The protocol each component names in `Component<…>`, by component.
    private var dependencyOf: [String: String] = [:]
    /// The types each type names after `:` in its declaration and its extensions.
    private var conformances: [String: Set<String>] = [:]
    /// The properties and methods each type declares in its body and its extensions, by base name.
    private var members: [String: [String: MemberDeclaration]] = [:]
    /// The main declaration of each class and protocol, not its extensions.
    private(set) var declarations: [String: Declaration] = [:]
    /// The indexed files, by path: the texts that edits planned from this index apply to.
    private(set) var files: [String: SourceFile] = [:]

    /// Indexes the files' classes, protocols and extensions.
    ///
    /// - Parameter files: The source files.
    init(files: [SourceFile]) {
        for file in files {
            self.files[file.path] = file
            let tokens = file.tokens
            for index in tokens.indices.dropLast() {
                let keyword = tokens[index]
                guard
                    keyword.isIdentifier("class") || keyword.isIdentifier("extension")
                        || keyword.isIdentifier("protocol"),
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
                if !keyword.isIdentifier("extension"), declarations[name] == nil {
                    var first = index
                    while first > 0, tokens[first - 1].line == keyword.line, tokens[first - 1].kind == .identifier {
                        first -= 1
                    }
                    let modifiers = tokens[first..<index]
                    declarations[name] = Declaration(
                        file: file, nameIndex: nameIndex, body: body,
                        isPublic: modifiers.contains { $0.text == "public" || $0.text == "open" })
                }
                conformances[name, default: []].formUnion(inherited)
                members[name, default: [:]].merge(Self.members(in: file, body: body)) { first, _ in first }
            }
        }
    }

    /// Whether a type declares a member with this base name, in its body or an extension.
    func declares(_ member: String, in type: String) -> Bool {
        members[type]?[member] != nil
    }

    /// The declared type of a member, when the declaration writes one.
    func memberType(_ member: String, in type: String) -> String? {
        members[type]?[member].flatMap { $0.type.isEmpty ? nil : $0.type }
    }

    /// The protocol a component names in `Component<…>`.
    func dependency(of component: String) -> String? {
        dependencyOf[component]
    }

    /// The component whose generic argument is a protocol.
    func component(depending on: String) -> String? {
        dependencyOf.filter { $0.value == on }.keys.sorted().first
    }

    /// Says which component up each branch provides a requirement that a parent does not.
    ///
    /// - Parameter missing: The requirement the compiler reported.
    /// - Returns: `SettingsDependency.settingsStore: HomeComponent does not provide it; AppComponent does (App ->
    ///   LoggedIn -> Home -> Settings)` and what to add, or `nil` when the protocol is not a component's.
    func explanation(of missing: BuildFailure.UnprovidedRequirement) -> String? {
        guard component(depending: missing.dependency) != nil else { return nil }
        let member = missing.member.baseName
        switch forwardingPath(of: missing) {
        case .success(let paths):
            var between: [String] = []
            for path in paths {
                for component in path.branch.dropLast() where !between.contains(component) { between.append(component) }
            }
            var providers: [String] = []
            for path in paths where !providers.contains(path.provider) { providers.append(path.provider) }
            let protocols = between.compactMap { dependencyOf[$0] }
            let head = paths.first?.head ?? "\(missing.dependency).\(missing.member)"
            return "\(head); \(providers.joined(separator: " and ")) "
                + "\(providers.count == 1 ? "does" : "do") (\(paths.map(\.description).joined(separator: ", "))); "
                + "forward it: add 'var \(member): \(missing.type) { get }' to \(protocols.joined(separator: " and ")) "
                + "and 'var \(member): \(missing.type) { dependency.\(member) }' to \(between.joined(separator: " and "))"
        case .failure(.noProvider(let path, _)):
            return "\(path.head), and no component above it does (\(path.description)); create it in "
                + "\(missing.component) with 'var \(member): \(missing.type) { shared { … } }'"
        case .failure(let refusal):
            return "\(missing.dependency).\(missing.member): \(missing.component) does not provide it; \(refusal)"
        }
    }

    /// The branches from the component that lacks a requirement up to the nearest ancestor on each that provides a
    /// member of that name and type; the components in between forward it, or should.
    ///
    /// A feature with several parents has a branch through each of them, up to the provider nearest on that
    /// branch, so a value reaches it whichever parent builds it.
    ///
    /// - Parameter missing: The requirement the compiler reported.
    /// - Returns: The branches, each with its provider last, or why one of them has none to forward from.
    func forwardingPath(
        of missing: BuildFailure.UnprovidedRequirement
    ) -> Result<
        [ForwardingPath], ForwardingRefusal
    > {
        let member = missing.member.baseName
        let child = missing.isUndeclaredRead ? nil : component(depending: missing.dependency)
        var paths: [ForwardingPath] = []
        // Each pending branch, with the components up it that declare the member, nearest first.
        var pending: [(branch: [String], providers: [(component: String, type: String)])] = [
            ([missing.component], [])
        ]
        while !pending.isEmpty {
            let (branch, providers) = pending.removeFirst()
            let current = branch[branch.count - 1]
            let path = ForwardingPath(
                member: member, type: missing.type, requirement: "\(missing.dependency).\(missing.member)",
                child: child, branch: branch)
            let isProvided = providers.last.map { Self.sameType($0.type, missing.type) } ?? false
            guard !isProvided, let dependency = dependencyOf[current], dependency != "EmptyDependency" else {
                guard let nearest = providers.first else { return .failure(.noProvider(path, root: current)) }
                guard Self.sameType(nearest.type, missing.type) else {
                    return .failure(
                        .conflictingTypes(
                            path, nearest: nearest.component, nearestType: nearest.type,
                            matching: providers.dropFirst().last.map(\.component)))
                }
                paths.append(path)
                continue
            }
            let parents = conformances.filter { $0.value.contains(dependency) && dependencyOf[$0.key] != nil }.keys
                .sorted()
            guard !parents.isEmpty else {
                return .failure(.unfollowableParent(component: current, dependency: dependency, cycle: []))
            }
            for parent in parents {
                guard !branch.contains(parent) else {
                    return .failure(
                        .unfollowableParent(
                            component: current, dependency: dependency,
                            cycle: Array(branch.drop { $0 != parent }) + [parent]))
                }
                var found = providers
                if let declared = members[parent]?[member], !declared.isForwarding {
                    found.append((parent, declared.type))
                }
                pending.append((branch + [parent], found))
            }
        }
        return .success(paths)
    }

    /// Whether two spellings name the same type: the same text without spaces, or the same name with and without
    /// its module.
    static func sameType(_ first: String, _ second: String) -> Bool {
        func unqualified(_ type: String) -> String {
            let compact = type.filter { !$0.isWhitespace }
            guard !compact.contains(where: { "<>()[],:?!".contains($0) }) else { return compact }
            return String(compact.split(separator: ".").last ?? Substring(compact))
        }
        return unqualified(first) == unqualified(second)
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

    /// The members declared with `var`, `let` or `func` directly in a body, not in a nested one, by base name.
    private static func members(in file: SourceFile, body: Range<Int>) -> [String: MemberDeclaration] {
        let tokens = file.tokens
        var found: [String: MemberDeclaration] = [:]
        var depth = 0
        for index in body {
            let token = tokens[index]
            if token.isPunctuation("{") { depth += 1 }
            if token.isPunctuation("}") { depth -= 1 }
            guard depth == 0, token.isIdentifier("var") || token.isIdentifier("let") || token.isIdentifier("func"),
                index + 1 < body.upperBound, tokens[index + 1].kind == .identifier
            else { continue }
            let name = tokens[index + 1].text
            let memberBody = file.bodyRange(ofDeclarationAt: index + 1, isProperty: !token.isIdentifier("func"))
            var type = ""
            if index + 2 < body.upperBound, tokens[index + 2].isPunctuation(":") {
                let end =
                    (index + 3..<body.upperBound).first {
                        tokens[$0].isPunctuation("{") || tokens[$0].isPunctuation("=") || tokens[$0].line != token.line
                    } ?? body.upperBound
                if end > index + 3 { type = file.text(of: (index + 3)..<end) }
            }
            let isForwarding = file.memberBody(memberBody) == .forwarded(name)
            if found[name] == nil { found[name] = MemberDeclaration(type: type, isForwarding: isForwarding) }
        }
        return found
    }
}
