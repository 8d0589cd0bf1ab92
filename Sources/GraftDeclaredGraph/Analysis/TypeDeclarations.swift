import GraftPackageReading

/// The types and typealiases the modules read declare, to say which type a spelling means where it is written.
///
/// Every comparison of types in `graph`, `check` and `fix` goes through ``type(_:module:imports:)``: two spellings
/// name one type when they give the same ``SwiftType``. A name resolves as Swift's lookup does (see
/// ``TypeLookup``), so two modules' `Theme`s stay two types; a module qualifier the lookup does not need is
/// dropped, and a typealias becomes what it names.
package struct TypeDeclarations {
    /// One declared type or typealias.
    struct Declaration {
        let name: String
        let module: String
        /// For a non-generic typealias, what it names as written, and the modules its file imports.
        let aliased: (spelling: String, imports: Set<String>)?
    }

    private let lookup: TypeLookup
    /// The declarations by the name ``lookup`` finds them by: `Module.Name`.
    private let declarations: [String: Declaration]
    private let modules: Set<String>

    /// Indexes the types and typealiases that source files declare.
    ///
    /// - Parameter files: The files of every module whose types the code read may name, each with its module.
    init(files: [(module: String, file: SourceFile)]) {
        self.init(
            files.flatMap { module, file in
                file.typeDeclarations.map { declared in
                    Declaration(
                        name: declared.name, module: module,
                        aliased: declared.aliased.map { ($0, file.importedModules) })
                }
            })
    }

    /// Indexes the declarations.
    ///
    /// - Parameter declarations: The types and typealiases of every module read.
    init(_ declarations: [Declaration]) {
        var byID: [String: Declaration] = [:]
        for declaration in declarations {
            let id = QualifiedName(module: declaration.module, name: declaration.name).description
            if byID[id] == nil { byID[id] = declaration }
        }
        self.declarations = byID
        lookup = TypeLookup(byID.map { ($0.value.name, $0.value.module, $0.key) })
        modules = Set(declarations.map(\.module))
    }

    /// The type a spelling means in a file.
    ///
    /// - Parameters:
    ///   - spelling: The type as written, or as the compiler printed it for a diagnostic in the file.
    ///   - module: The file's module.
    ///   - imports: The modules the file imports.
    /// - Returns: The type, equal to that of every other spelling of it.
    func type(_ spelling: String, module: String, imports: Set<String>) -> SwiftType {
        type(spelling, module: module, imports: imports, aliasDepth: 0)
    }

    private func type(_ spelling: String, module: String, imports: Set<String>, aliasDepth: Int) -> SwiftType {
        SwiftType(parsing: spelling).resolved { meaning(of: $0, module: module, imports: imports, depth: aliasDepth) }
    }

    /// What a possibly qualified name means: its declaration as `Module.Name`, what a typealias names, or the name
    /// without a module qualifier for a type no module read declares, such as `Swift.Int`.
    private func meaning(of name: String, module: String, imports: Set<String>, depth: Int) -> SwiftType? {
        var parts = name.split(separator: ".").map(String.init)
        if parts.count > 1, parts[0] == "Swift" || modules.contains(parts[0]) || imports.contains(parts[0]) {
            if case .found(let id) = lookup.resolve(parts[0] + "." + parts[1], from: module, imports: imports) {
                return declared(id, rest: parts.dropFirst(2), depth: depth)
            }
            parts.removeFirst()
        }
        if parts == ["Void"] { return .tuple([]) }
        guard case .found(let id) = lookup.resolve(parts[0], from: module, imports: imports) else {
            return .named(parts.joined(separator: "."), [])
        }
        return declared(id, rest: parts.dropFirst(), depth: depth)
    }

    private func declared(_ id: String, rest: ArraySlice<String>, depth: Int) -> SwiftType {
        // A typealias that names itself through others is left as it is; the compiler reports the cycle.
        if rest.isEmpty, depth < 16, let declaration = declarations[id], let aliased = declaration.aliased {
            return type(aliased.spelling, module: declaration.module, imports: aliased.imports, aliasDepth: depth + 1)
        }
        return .named(([id] + rest).joined(separator: "."), [])
    }
}
