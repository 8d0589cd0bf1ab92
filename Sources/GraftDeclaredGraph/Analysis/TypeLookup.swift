/// Finds the declaration a type's name refers to in a file, as Swift's name lookup does: the file's own module
/// first, then the modules the file imports.
///
/// Two modules may each declare a `SettingsBuilder`; a file in one of them that writes `SettingsBuilder` means its
/// own. When the name is not the file's module's, and more than one module the file imports declares it, the
/// reference is ambiguous and the lookup says so rather than guess.
struct TypeLookup {
    /// What a name refers to.
    enum Resolution: Equatable {
        /// The declaration's symbol.
        case found(String)
        /// The modules that each declare the name and that the file can see, sorted.
        case ambiguous([String])
        /// No module read declares it, as for Graft's own `EmptyDependency`.
        case notFound
    }

    /// The declarations of each name: their module and symbol.
    private var declarations: [String: [(module: String, id: String)]] = [:]

    /// Indexes declarations by name.
    ///
    /// - Parameter entries: Each declaration's name, module and symbol.
    init(_ entries: [(name: String, module: String, id: String)]) {
        for entry in entries { declarations[entry.name, default: []].append((entry.module, entry.id)) }
    }

    /// The declaration a name refers to from a file.
    ///
    /// - Parameters:
    ///   - name: The name as written, such as `SettingsBuilder` or `ProfileFeature.SettingsBuilder`.
    ///   - module: The module of the file that writes it.
    ///   - imports: The modules the file imports.
    /// - Returns: The declaration, or the modules between which the name is ambiguous.
    func resolve(_ name: String, from module: String, imports: Set<String>) -> Resolution {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let last = parts.last, let candidates = declarations[last] else { return .notFound }
        if parts.count > 1 {
            let qualifier = parts[parts.count - 2]
            return candidates.first { $0.module == qualifier }.map { .found($0.id) } ?? .notFound
        }
        if let own = candidates.first(where: { $0.module == module }) { return .found(own.id) }
        let visible = candidates.filter { imports.contains($0.module) }
        // A file may see a module it does not import itself, through an `@_exported import`: a name that only
        // one module declares is that module's either way.
        let chosen = visible.isEmpty ? candidates : visible
        guard chosen.count > 1 else { return .found(chosen[0].id) }
        return .ambiguous(chosen.map(\.module).sorted())
    }
}
