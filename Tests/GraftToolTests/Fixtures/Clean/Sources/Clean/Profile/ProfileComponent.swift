import Graft

final class ProfileComponent: Component<ProfileDependency>, @unchecked Sendable {
    var avatarCache: AvatarCache { shared { AvatarCache(auth: dependency.authService) } }
    var headline: String { "\(dependency.greeting), \(dependency.feedStore.auth.client)" }

    func detail(id: Int) -> DetailStore {
        dependency.detailStore(id: id)
    }
}
