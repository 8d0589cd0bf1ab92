extension FeatureGraph {
    /// Finds what is wrong with the declared tree.
    ///
    /// Errors: a dependency protocol that no component conforms to, a component that no builder creates (roots
    /// excepted), a requirement forwarded out of a component that has no parent, and a literal `shared` key used
    /// twice in one component. Warnings: a requirement that nothing reads through `dependency`, a component that
    /// makes its own `shared` instance of a type an ancestor already gives it, and a builder that nothing creates.
    /// Notes: a public protocol of a library whose parent lives in the app that uses it, outside what was read.
    /// A name that more than one module declares is qualified by its module, `ProfileFeature.SettingsComponent`,
    /// and a name written where the analysis cannot tell which module's is meant is a warning.
    ///
    /// - Returns: The problems, sorted by file and line.
    func check() -> [Diagnostic] {
        let labels = NameLabels(self)
        let diagnostics =
            unsatisfiedDependencies(labels) + unbuiltComponents(labels) + neverCreatedRequirements(labels)
            + repeatedSharedKeys(labels) + unreadRequirements(labels) + secondInstances(labels)
            + uncreatedBuilders(labels) + ambiguousReferences()
        return diagnostics.sorted {
            ($0.location, $0.severity.rawValue, $0.message) < ($1.location, $1.severity.rawValue, $1.message)
        }
    }

    private func unsatisfiedDependencies(_ labels: NameLabels) -> [Diagnostic] {
        dependencies.filter { $0.conformers.isEmpty }.map { protocolDeclaration in
            let name = labels(protocolDeclaration.qualifiedName)
            if protocolDeclaration.isExported {
                return Diagnostic(
                    severity: .note, location: protocolDeclaration.location, module: protocolDeclaration.module,
                    message: "no component read conforms to \(name); its parent is outside the "
                        + "packages read, in code that uses \(protocolDeclaration.module)")
            }
            let users = features.filter { $0.dependency == protocolDeclaration.qualifiedName }.map {
                labels($0.qualifiedName)
            }
            let consequence =
                users.isEmpty
                ? ""
                : ", so \(users.joined(separator: " and ")) can never get \(users.count == 1 ? "its" : "their") parent"
            let rootHint =
                users.count == 1 ? " (or, if \(users[0]) is the root, make it Component<EmptyDependency>)" : ""
            return Diagnostic(
                severity: .error, location: protocolDeclaration.location, module: protocolDeclaration.module,
                message: "no component conforms to \(name)\(consequence); add "
                    + "'extension ParentComponent: \(name) {}' to the parent feature\(rootHint)")
        }
    }

    private func unbuiltComponents(_ labels: NameLabels) -> [Diagnostic] {
        features.filter { !$0.isRoot && $0.builders.isEmpty }.map { feature in
            Diagnostic(
                severity: .error, location: feature.location, module: feature.module,
                message: "no builder creates \(labels(feature.qualifiedName)); create it in its builder's build "
                    + "method with '\(feature.component)(dependency: dependency)'")
        }
    }

    private func neverCreatedRequirements(_ labels: NameLabels) -> [Diagnostic] {
        var reported: Set<String> = []
        var diagnostics: [Diagnostic] = []
        for protocolDeclaration in dependencies {
            for requirement in protocolDeclaration.requirements {
                for satisfaction in requirement.satisfactions where satisfaction.originProvision == .missing {
                    let location = satisfaction.location ?? requirement.location
                    guard reported.insert("\(location) \(requirement.name)").inserted else { continue }
                    let isCycle = feature(satisfaction.origin).map { !$0.parents.isEmpty } ?? false
                    let origin = labels(satisfaction.origin)
                    let reason =
                        isCycle
                        ? "it is forwarded in a circle (\(labels.joined(satisfaction.via, separator: " -> "))) and "
                            + "never created"
                        : "\(origin) forwards it from 'dependency' but has no parent component, so nothing creates it"
                    diagnostics.append(
                        Diagnostic(
                            severity: .error, location: location, module: protocolDeclaration.module,
                            message: "'\(requirement.name)' needed by \(labels(protocolDeclaration.qualifiedName)) is "
                                + "never created: \(reason); create it in \(origin) with 'shared { … }'"))
                }
            }
        }
        return diagnostics
    }

    private func repeatedSharedKeys(_ labels: NameLabels) -> [Diagnostic] {
        features.flatMap { feature in
            var first: [String: FileLine] = [:]
            return feature.sharedKeys.filter(\.isLiteral).compactMap { use -> Diagnostic? in
                guard let earlier = first[use.key] else {
                    first[use.key] = use.location
                    return nil
                }
                return Diagnostic(
                    severity: .error, location: use.location, module: feature.module,
                    message: "shared key \(use.key) is used twice in \(labels(feature.qualifiedName)) (first at "
                        + "\(earlier)); "
                        + "shared instances are already told apart by call site, so give each call its own key or "
                        + "drop the key")
            }
        }
    }

    private func unreadRequirements(_ labels: NameLabels) -> [Diagnostic] {
        var readersByDependency: [QualifiedName: [QualifiedName]] = [:]
        for feature in features { readersByDependency[feature.dependency, default: []].append(feature.qualifiedName) }
        for builder in builders { readersByDependency[builder.dependency, default: []].append(builder.qualifiedName) }
        return dependencies.flatMap { protocolDeclaration in
            let name = labels(protocolDeclaration.qualifiedName)
            let readers = readersByDependency[protocolDeclaration.qualifiedName, default: []]
            return protocolDeclaration.requirements.filter { !$0.isRead }.map { requirement in
                let reason =
                    readers.isEmpty
                    ? "no component or builder depends on \(name)"
                    : "\(labels.joined(readers, separator: " and ")) never read "
                        + "'dependency.\(requirement.name.baseName)'"
                return Diagnostic(
                    severity: .warning, location: requirement.location, module: protocolDeclaration.module,
                    message: "\(name).\(requirement.name) is never read: \(reason); remove the requirement or use it")
            }
        }
    }

    /// Components that create a `shared` instance of a type that an ancestor already gives them.
    ///
    /// That makes two instances where the app meant one. A factory that reads the parent's value of that type, to
    /// wrap it, is left alone.
    private func secondInstances(_ labels: NameLabels) -> [Diagnostic] {
        features.flatMap { feature -> [Diagnostic] in
            let given = dependency(feature.dependency)?.requirements ?? []
            return feature.members.filter { $0.provision == .created }.compactMap { member -> Diagnostic? in
                let wrapped = given.filter { $0.typeIdentity == member.typeIdentity }.map(\.name.baseName)
                guard !wrapped.contains(where: { (member.reads ?? []).contains($0) }),
                    let ancestor = nearestAncestor(of: feature, providing: member.typeIdentity)
                else { return nil }
                let branch = self.branch(to: feature).map { labels($0).featureName }.joined(separator: " -> ")
                let requirement = Requirement.signature(name: member.name, type: member.type)
                let forward =
                    given.first { $0.typeIdentity == member.typeIdentity }.map {
                        "read 'dependency.\($0.name.baseName)'"
                    }
                    ?? "require 'var \(requirement) { get }' in \(labels(feature.dependency)) and read "
                    + "'dependency.\(member.name.baseName)'"
                return Diagnostic(
                    severity: .warning, location: member.location, module: feature.module,
                    message: "\(labels(feature.qualifiedName)).\(member.name) makes a second \(member.type) with "
                        + "'shared'; \(labels(ancestor)) already gives one to this branch (\(branch)); to use that "
                        + "one, \(forward) instead")
            }
        }
    }

    /// A builder that no code read creates, so its feature is never built.
    private func uncreatedBuilders(_ labels: NameLabels) -> [Diagnostic] {
        builders.filter { !$0.isCreated }.map { builder in
            let parents = Set(features.filter { $0.dependency == builder.dependency }.flatMap(\.parents))
            let parentBuilders = builders.filter { candidate in candidate.creates.contains(where: parents.contains) }
            let place =
                parentBuilders.isEmpty
                ? "its parent's builder" : labels.joined(parentBuilders.map(\.qualifiedName), separator: " or ")
            return Diagnostic(
                severity: .warning, location: builder.location, module: builder.module,
                message: "nothing creates \(labels(builder.qualifiedName)), so its feature is never built; create it "
                    + "in \(place) with '\(builder.name)(dependency: component)' and hand it to the parent's router")
        }
    }

    /// A name that more than one module declares, written where the analysis cannot tell which one is meant.
    private func ambiguousReferences() -> [Diagnostic] {
        ambiguities.map { reference in
            let modules = reference.candidates.joined(separator: " and ")
            let spellings = reference.candidates.map { "\($0).\(reference.name)" }.joined(separator: " or ")
            return Diagnostic(
                severity: .warning, location: reference.location, module: reference.module,
                message: "\(reference.name) is ambiguous here: \(modules) both declare it, so graft cannot tell "
                    + "which one is meant and leaves it out of the graph; write \(spellings)")
        }
    }

    /// The nearest ancestor, parents first, with a member of the type, given by its ``Member/typeIdentity``.
    private func nearestAncestor(of feature: Feature, providing type: String) -> QualifiedName? {
        var visited: Set<QualifiedName> = [feature.qualifiedName]
        var level = feature.parents
        while !level.isEmpty {
            for name in level where self.feature(name)?.members.contains(where: { $0.typeIdentity == type }) == true {
                return name
            }
            level = level.filter { visited.insert($0).inserted }.flatMap { self.feature($0)?.parents ?? [] }
        }
        return nil
    }

    /// The components from a root down to a feature, through each one's first parent.
    func branch(to feature: Feature) -> [QualifiedName] {
        var branch = [feature.qualifiedName]
        var current = feature
        while let parent = current.parents.first, !branch.contains(parent), let next = self.feature(parent) {
            branch.insert(parent, at: 0)
            current = next
        }
        return branch
    }
}

extension String {
    /// `Home` for `HomeComponent`: a feature's name as a branch prints it.
    var featureName: String {
        hasSuffix("Component") && self != "Component" ? String(dropLast(9)) : self
    }
}

extension Member {
    /// The type as Swift compares types: its canonical type, or as written when it has none.
    var typeIdentity: String { canonicalType ?? type }
}

extension Requirement {
    /// The type as Swift compares types: its canonical type, or as written when it has none.
    var typeIdentity: String { canonicalType ?? type }
}
