import GraftPackageReading

extension SourceIndex {
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
            var between: [QualifiedName] = []
            for path in paths {
                for component in path.branch.dropLast() where !between.contains(component) { between.append(component) }
            }
            var providers: [QualifiedName] = []
            for path in paths where !providers.contains(path.provider) { providers.append(path.provider) }
            let protocols = between.compactMap { dependencyOf[$0] }
            let head = paths.first?.head ?? "\(labels(missing.dependency)).\(missing.member)"
            return "\(head); \(labels.joined(providers, separator: " and ")) "
                + "\(providers.count == 1 ? "does" : "do") (\(paths.map(\.description).joined(separator: ", "))); "
                + "forward it: add 'var \(member): \(missing.type) { get }' to "
                + "\(labels.joined(protocols, separator: " and ")) and 'var \(member): \(missing.type) { "
                + "dependency.\(member) }' to \(labels.joined(between, separator: " and "))"
        case .failure(.noProvider(let path, _)):
            return "\(path.head), and no component above it does (\(path.description)); create it in "
                + "\(labels(missing.component)) with 'var \(member): \(missing.type) { shared { … } }'"
        case .failure(.conflictingTypes(let path, let nearest, let nearestType, let matching)):
            return "\(path.head); "
                + ForwardingRefusal.conflict(path, nearest: nearest, nearestType: nearestType, matching: matching)
        case .failure(let refusal):
            return "\(labels(missing.dependency)).\(missing.member): \(labels(missing.component)) does not provide "
                + "it; \(refusal)"
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
    package func forwardingPath(
        of missing: BuildFailure.UnprovidedRequirement
    ) -> Result<
        [ForwardingPath], ForwardingRefusal
    > {
        let member = missing.member.baseName
        let child = missing.isUndeclaredRead ? nil : component(depending: missing.dependency)
        var paths: [ForwardingPath] = []
        // Each pending branch, with the components up it that declare the member, nearest first.
        let required = type(missing.type, writtenIn: missing.typePath)
        var pending:
            [(branch: [QualifiedName], providers: [(component: QualifiedName, declaration: MemberDeclaration)])] = [
                ([missing.component], [])
            ]
        while !pending.isEmpty {
            let (branch, providers) = pending.removeFirst()
            let current = branch[branch.count - 1]
            let path = ForwardingPath(
                member: member, type: missing.type, resolvedType: required,
                requirement: "\(labels(missing.dependency)).\(missing.member)", child: child, branch: branch,
                labels: labels)
            func isRequiredType(_ declaration: MemberDeclaration) -> Bool {
                type(declaration.type, writtenIn: declaration.path) == required
            }
            let isProvided = providers.last.map { isRequiredType($0.declaration) } ?? false
            guard !isProvided, let dependency = dependencyOf[current], dependency.name != "EmptyDependency" else {
                guard let nearest = providers.first else { return .failure(.noProvider(path, root: labels(current))) }
                guard isRequiredType(nearest.declaration) else {
                    return .failure(
                        .conflictingTypes(
                            path, nearest: labels(nearest.component), nearestType: nearest.declaration.type,
                            matching: providers.dropFirst().last.map { labels($0.component) }))
                }
                paths.append(path)
                continue
            }
            let parents = conformances.filter { $0.value.contains(dependency) && dependencyOf[$0.key] != nil }.keys
                .sorted()
            guard !parents.isEmpty else {
                return .failure(
                    .unfollowableParent(component: labels(current), dependency: labels(dependency), cycle: []))
            }
            for parent in parents {
                guard !branch.contains(parent) else {
                    return .failure(
                        .unfollowableParent(
                            component: labels(current), dependency: labels(dependency),
                            cycle: (Array(branch.drop { $0 != parent }) + [parent]).map { labels($0) }))
                }
                var found = providers
                if let declared = members[parent]?[member], !declared.isForwarding {
                    found.append((parent, declared))
                }
                pending.append((branch + [parent], found))
            }
        }
        return .success(paths)
    }
}
