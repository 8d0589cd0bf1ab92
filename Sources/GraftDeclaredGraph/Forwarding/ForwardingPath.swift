/// The branch along which a value is forwarded: from the parent that lacks a child's requirement up to the
/// nearest ancestor that provides it.
package struct ForwardingPath: Hashable {
    /// The member's base name, such as `settingsStore`.
    package let member: String
    /// The member's type as the child's protocol requires it, such as `SettingsStore`.
    package let type: String
    /// That type with each name resolved where the requirement writes it, such as `SettingsFeature.SettingsStore`.
    package let resolvedType: SwiftType
    /// The requirement, as `SettingsDependency.settingsStore`.
    let requirement: String
    /// The component of the feature that needs the value, when one is known.
    let child: QualifiedName?
    /// The parent that lacks the member first, then each ancestor, nearest first; the provider is last once found.
    package let branch: [QualifiedName]
    /// How messages name the components: qualified by module when two modules share a name.
    let labels: NameLabels

    /// The component that provides the value.
    var provider: QualifiedName { branch[branch.count - 1] }

    /// `SettingsDependency.settingsStore: HomeComponent does not provide it`.
    var head: String { "\(requirement): \(labels(branch[0])) does not provide it" }

    /// The branch from the root down to the child, as `App -> LoggedIn -> Home -> Settings`.
    var description: String {
        (branch.reversed() + (child.map { [$0] } ?? [])).map { labels($0).featureName }.joined(separator: " -> ")
    }
}

/// Why a requirement cannot be forwarded from an ancestor; each case prints as one line saying what to do.
package enum ForwardingRefusal: Error, Hashable, CustomStringConvertible {
    /// No component up the branch declares a member of that name that is not itself forwarded.
    case noProvider(ForwardingPath, root: String)
    /// The nearest ancestor with a member of that name declares another type.
    case conflictingTypes(ForwardingPath, nearest: String, nearestType: String, matching: String?)
    /// A component's dependency protocol has no component conforming to it, or the parents lead back to the
    /// component: `cycle` is then the loop, from the parent already on the branch back to it.
    case unfollowableParent(component: String, dependency: String, cycle: [String])

    package var description: String {
        switch self {
        case .noProvider(let path, let root):
            let needer = path.child.map { "\(path.labels($0).featureName) needs it" } ?? "it is needed"
            return "\(path.requirement): no ancestor provides '\(path.member): \(path.type)' and \(needer) "
                + "(\(path.description)); add 'var \(path.member): \(path.type) { shared { … } }' to \(root), "
                + "or to the component that should own it, and run graft fix again"
        case .conflictingTypes(let path, let nearest, let nearestType, let matching):
            return "\(path.requirement): "
                + Self.conflict(path, nearest: nearest, nearestType: nearestType, matching: matching)
        case .unfollowableParent(let component, let dependency, let cycle) where cycle.isEmpty:
            return "cannot follow the parents of \(component): no component conforms to \(dependency); forward "
                + "the value by hand, or give \(component.featureName) one parent and run graft fix again"
        case .unfollowableParent(let component, _, let cycle):
            return "cannot follow the parents of \(component): they lead back to it "
                + "(\(cycle.map(\.featureName).joined(separator: " -> "))); forward the value by hand, or break the "
                + "cycle and run graft fix again"
        }
    }

    /// `LoggedInComponent provides 'scoreStream' as String, not ScoreStream (App -> …); rename …`: the part of a
    /// conflict's line after the requirement.
    static func conflict(_ path: ForwardingPath, nearest: String, nearestType: String, matching: String?) -> String {
        let other = matching.map { " and \($0) provides it as \(path.type)" } ?? ""
        return "\(nearest) provides '\(path.member)' as \(nearestType), not \(path.type)\(other) "
            + "(\(path.description)); rename one of them, or make the types agree, and run graft fix again"
    }
}
