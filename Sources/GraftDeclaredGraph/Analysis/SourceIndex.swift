package import GraftPackageReading

/// How the tree is wired, read from the source alone: which protocol each component names, what each type
/// conforms to, and the names of its members.
///
/// It serves when the package does not compile, so there is no symbol graph: the compiler says which requirement a
/// parent does not provide, and this finds the ancestor that does.
package struct SourceIndex {
    /// A class or protocol declaration: where its body is, so members can be added beside the others.
    package struct Declaration {
        /// The file that declares it, among the indexed files.
        package let file: SourceFile
        /// The declaration's name token.
        package let nameIndex: Int
        /// The tokens between its braces.
        package let body: Range<Int>
        /// Whether it is declared `public` or `open`.
        package let isPublic: Bool
    }

    /// A property or method a type declares, with its type and whether it only forwards `dependency.name`.
    struct MemberDeclaration {
        /// The type as written; empty when the declaration writes none.
        let type: String
        /// The file that declares it, where the type's names are looked up.
        let path: String
        let isForwarding: Bool
    }

    /// The protocol each component names in `Component<…>`, by component.
    private(set) var dependencyOf: [QualifiedName: QualifiedName] = [:]
    /// The types declared in the files that each type names after `:` in its declaration and its extensions.
    private(set) var conformances: [QualifiedName: Set<QualifiedName>] = [:]
    /// The properties and methods each type declares in its body and its extensions, by base name.
    private(set) var members: [QualifiedName: [String: MemberDeclaration]] = [:]
    /// The main declaration of each class and protocol, not its extensions.
    package private(set) var declarations: [QualifiedName: Declaration] = [:]
    /// The indexed files, by path: the texts that edits planned from this index apply to.
    package private(set) var files: [String: SourceFile] = [:]
    /// Each indexed file's module and the modules it imports, by path.
    private var scopes: [String: (module: String, imports: Set<String>)] = [:]
    /// The declarations by name, to find which one a name written in a file means.
    private var lookup = TypeLookup([])
    /// Every type and typealias of the files, to tell whether two spellings name one type.
    private var types = TypeDeclarations([])
    /// The declarations by the description ``lookup`` finds them by.
    private var named: [String: QualifiedName] = [:]
    /// How messages name the declarations: qualified by module when two modules share a name.
    package private(set) var labels = NameLabels(names: [])

    /// Indexes the files' classes, protocols and extensions.
    ///
    /// A name written in a file, after `:` or in `Component<…>`, means the declaration Swift's lookup finds from
    /// there: the file's own module's, then an imported module's; two imported modules' declarations of the name
    /// make it mean neither.
    ///
    /// - Parameters:
    ///   - files: The source files, each with the module it belongs to.
    ///   - types: The types and typealiases of every module the files may name; those of `files` when `nil`.
    package init(files: [(module: String, file: SourceFile)], types: TypeDeclarations? = nil) {
        let sites = files.map { (module: $0.module, file: $0.file, sites: Self.declarationSites(in: $0.file)) }
        for (module, file, fileSites) in sites {
            self.files[file.path] = file
            scopes[file.path] = (module, file.importedModules)
            for site in fileSites where !site.isExtension {
                let name = QualifiedName(module: module, name: site.name)
                guard declarations[name] == nil else { continue }
                declarations[name] = Declaration(
                    file: file, nameIndex: site.nameIndex, body: site.body, isPublic: site.isPublic)
            }
        }
        lookup = TypeLookup(declarations.keys.map { ($0.name, $0.module, $0.description) })
        self.types = types ?? TypeDeclarations(files: files)
        named = Dictionary(declarations.keys.map { ($0.description, $0) }, uniquingKeysWith: { first, _ in first })
        labels = NameLabels(names: declarations.keys)
        for (module, file, fileSites) in sites {
            for site in fileSites {
                let name =
                    site.isExtension
                    ? type(named: site.spelling, inFile: file.path) ?? QualifiedName(module: "", name: site.name)
                    : QualifiedName(module: module, name: site.name)
                let inherited = Self.inheritedNames(in: file, from: site.nameIndex + 1, to: site.body)
                if site.isClass, inherited.contains("Component"),
                    let argument = file.superclassGenericArgument(ofClassAt: site.nameIndex)
                {
                    dependencyOf[name] =
                        type(named: Self.protocolSpelling(argument), inFile: file.path)
                        ?? QualifiedName(module: "", name: Self.protocolName(argument))
                }
                conformances[name, default: []].formUnion(inherited.compactMap { type(named: $0, inFile: file.path) })
                members[name, default: [:]].merge(Self.members(in: file, body: site.body)) { first, _ in first }
            }
        }
    }

    /// The declaration a type's name, as written in a file or printed by the compiler for an error in it, means
    /// there.
    ///
    /// - Parameters:
    ///   - name: The name, such as `SettingsComponent` or `ProfileFeature.SettingsComponent`.
    ///   - path: The file's path, as the indexed files give it.
    /// - Returns: The declaration's name and module, or `nil` when no indexed file declares it or the name is
    ///   ambiguous there.
    func type(named name: String, inFile path: String) -> QualifiedName? {
        let scope = scopes[path] ?? ("", [])
        guard case .found(let id) = lookup.resolve(name, from: scope.module, imports: scope.imports) else {
            return nil
        }
        return named[id]
    }

    /// Whether a type declares a member with this base name, in its body or an extension.
    package func declares(_ member: String, in type: QualifiedName) -> Bool {
        members[type]?[member] != nil
    }

    /// A member's declaration, when it writes its type.
    func typedMember(_ member: String, in type: QualifiedName) -> MemberDeclaration? {
        members[type]?[member].flatMap { $0.type.isEmpty ? nil : $0 }
    }

    /// The type a spelling means in a file, equal for every spelling of one type.
    ///
    /// - Parameters:
    ///   - spelling: The type as written in the file, or as the compiler printed it for a diagnostic there.
    ///   - path: The file's path, as the indexed files give it.
    /// - Returns: The type.
    func type(_ spelling: String, writtenIn path: String) -> SwiftType {
        let scope = scopes[path] ?? ("", [])
        return types.type(spelling, module: scope.module, imports: scope.imports)
    }

    /// The protocol a component names in `Component<…>`.
    package func dependency(of component: QualifiedName) -> QualifiedName? {
        dependencyOf[component]
    }

    /// The component whose generic argument is a protocol.
    func component(depending on: QualifiedName) -> QualifiedName? {
        dependencyOf.filter { $0.value == on }.keys.sorted().first
    }

    /// The protocol a generic argument names, as written: `Home.HomeDependency` for `any Home.HomeDependency`.
    static func protocolSpelling(_ argument: String) -> String {
        argument.hasPrefix("any ") ? String(argument.dropFirst(4)) : argument
    }

    /// The protocol a generic argument names: `HomeDependency` for `any Home.HomeDependency`.
    static func protocolName(_ argument: String) -> String {
        var name = Substring(argument)
        if name.hasPrefix("any ") { name = name.dropFirst(4) }
        if let dot = name.lastIndex(of: ".") { name = name[name.index(after: dot)...] }
        return String(name)
    }

    /// A class, protocol or extension declaration in a file.
    private struct DeclarationSite {
        /// The declared or extended type's name, without a module.
        let name: String
        /// The name as written, `ProfileFeature.SettingsComponent` for an extension that qualifies it.
        let spelling: String
        /// The name's token.
        let nameIndex: Int
        /// The tokens between its braces.
        let body: Range<Int>
        let isClass: Bool
        let isExtension: Bool
        /// Whether it is declared `public` or `open`.
        let isPublic: Bool
    }

    /// The classes, protocols and extensions a file declares, at any depth, in file order.
    private static func declarationSites(in file: SourceFile) -> [DeclarationSite] {
        let tokens = file.tokens
        var sites: [DeclarationSite] = []
        for index in tokens.indices.dropLast() {
            let keyword = tokens[index]
            guard
                keyword.isIdentifier("class") || keyword.isIdentifier("extension") || keyword.isIdentifier("protocol"),
                index == 0 || !tokens[index - 1].isPunctuation("."), tokens[index + 1].kind == .identifier
            else { continue }
            var nameIndex = index + 1
            while nameIndex + 2 < tokens.count, tokens[nameIndex + 1].isPunctuation("."),
                tokens[nameIndex + 2].kind == .identifier
            {
                nameIndex += 2
            }
            guard let body = file.bodyRange(ofDeclarationAt: nameIndex, isProperty: false) else { continue }
            var first = index
            while first > 0, tokens[first - 1].line == keyword.line, tokens[first - 1].kind == .identifier {
                first -= 1
            }
            sites.append(
                DeclarationSite(
                    name: tokens[nameIndex].text,
                    spelling: tokens[(index + 1)...nameIndex].map(\.text).joined(), nameIndex: nameIndex, body: body,
                    isClass: keyword.isIdentifier("class"), isExtension: keyword.isIdentifier("extension"),
                    isPublic: tokens[first..<index].contains { $0.text == "public" || $0.text == "open" }))
        }
        return sites
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
            if found[name] == nil {
                found[name] = MemberDeclaration(type: type, path: file.path, isForwarding: isForwarding)
            }
        }
        return found
    }
}
