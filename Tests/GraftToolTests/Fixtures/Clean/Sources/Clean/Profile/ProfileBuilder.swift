import Graft

final class ProfileBuilder: Builder<ProfileDependency>, @unchecked Sendable {
    func build() -> ProfileComponent {
        ProfileComponent(dependency: dependency)
    }
}
