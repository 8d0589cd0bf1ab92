extension FeatureGraph {
    /// Finds what is wrong with the declared tree.
    ///
    /// Errors: a dependency protocol that no component conforms to, a component that no builder creates (roots
    /// excepted), a requirement forwarded out of a component that has no parent, and a literal `shared` key used
    /// twice in one component. Warnings: a requirement that nothing reads through `dependency`.
    ///
    /// - Returns: The problems, sorted by file and line.
    package func check() -> [Diagnostic] {
        let diagnostics =
            unsatisfiedDependencies() + unbuiltComponents() + neverCreatedRequirements() + repeatedSharedKeys()
            + unreadRequirements()
        return diagnostics.sorted {
            ($0.location, $0.severity.rawValue, $0.message) < ($1.location, $1.severity.rawValue, $1.message)
        }
    }

    private func unsatisfiedDependencies() -> [Diagnostic] {
        dependencies.filter { $0.conformers.isEmpty }.map { protocolDeclaration in
            let users = features.filter { $0.dependency == protocolDeclaration.name }.map(\.component)
            let consequence =
                users.isEmpty
                ? ""
                : ", so \(users.joined(separator: " and ")) can never get \(users.count == 1 ? "its" : "their") parent"
            let rootHint =
                users.count == 1 ? " (or, if \(users[0]) is the root, make it Component<EmptyDependency>)" : ""
            return Diagnostic(
                severity: .error, location: protocolDeclaration.location,
                message: "no component conforms to \(protocolDeclaration.name)\(consequence); add "
                    + "'extension ParentComponent: \(protocolDeclaration.name) {}' to the parent feature\(rootHint)")
        }
    }

    private func unbuiltComponents() -> [Diagnostic] {
        features.filter { !$0.isRoot && $0.builders.isEmpty }.map { feature in
            Diagnostic(
                severity: .error, location: feature.location,
                message: "no builder creates \(feature.component); create it in its builder's build method with "
                    + "'\(feature.component)(dependency: dependency)'")
        }
    }

    private func neverCreatedRequirements() -> [Diagnostic] {
        var reported: Set<String> = []
        var diagnostics: [Diagnostic] = []
        for protocolDeclaration in dependencies {
            for requirement in protocolDeclaration.requirements {
                for satisfaction in requirement.satisfactions where satisfaction.originProvision == .missing {
                    let location = satisfaction.location ?? requirement.location
                    guard reported.insert("\(location) \(requirement.name)").inserted else { continue }
                    let isCycle = feature(satisfaction.origin).map { !$0.parents.isEmpty } ?? false
                    let reason =
                        isCycle
                        ? "it is forwarded in a circle (\(satisfaction.via.joined(separator: " -> "))) and never created"
                        : "\(satisfaction.origin) forwards it from 'dependency' but has no parent component, so "
                            + "nothing creates it"
                    diagnostics.append(
                        Diagnostic(
                            severity: .error, location: location,
                            message: "'\(requirement.name)' needed by \(protocolDeclaration.name) is never created: "
                                + "\(reason); create it in \(satisfaction.origin) with 'shared { … }'"))
                }
            }
        }
        return diagnostics
    }

    private func repeatedSharedKeys() -> [Diagnostic] {
        features.flatMap { feature in
            var first: [String: FileLine] = [:]
            return feature.sharedKeys.filter(\.isLiteral).compactMap { use -> Diagnostic? in
                guard let earlier = first[use.key] else {
                    first[use.key] = use.location
                    return nil
                }
                return Diagnostic(
                    severity: .error, location: use.location,
                    message: "shared key \(use.key) is used twice in \(feature.component) (first at \(earlier)); "
                        + "shared instances are already told apart by call site, so give each call its own key or "
                        + "drop the key")
            }
        }
    }

    private func unreadRequirements() -> [Diagnostic] {
        dependencies.flatMap { protocolDeclaration in
            let readers =
                features.filter { $0.dependency == protocolDeclaration.name }.map(\.component)
                + builders.filter { $0.dependency == protocolDeclaration.name }.map(\.name)
            return protocolDeclaration.requirements.filter { !$0.isRead }.map { requirement in
                let reason =
                    readers.isEmpty
                    ? "no component or builder depends on \(protocolDeclaration.name)"
                    : "\(readers.joined(separator: " and ")) never read 'dependency.\(requirement.name.baseName)'"
                return Diagnostic(
                    severity: .warning, location: requirement.location,
                    message: "\(protocolDeclaration.name).\(requirement.name) is never read: \(reason); "
                        + "remove the requirement or use it")
            }
        }
    }
}
