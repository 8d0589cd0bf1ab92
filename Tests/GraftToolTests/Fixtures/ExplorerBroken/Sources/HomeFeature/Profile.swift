import Graft

// The problems: no component conforms to ProfileDependency, so nothing provides userName, and nothing creates
// ProfileBuilder.
protocol ProfileDependency: Dependency {
    var userName: String { get }
}

final class ProfileComponent: Component<ProfileDependency>, @unchecked Sendable {
    var userName: String { dependency.userName }
}

final class ProfileBuilder: Builder<ProfileDependency>, @unchecked Sendable {
    func build() -> ProfileComponent {
        ProfileComponent(dependency: dependency)
    }
}
