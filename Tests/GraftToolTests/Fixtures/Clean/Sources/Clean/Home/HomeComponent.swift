import Graft

final class HomeComponent: Component<HomeDependency>, @unchecked Sendable {
    var authService: AuthService { dependency.authService }
    var feedStore: FeedStore { shared { FeedStore(auth: authService) } }
    var greeting: String { "Welcome back" }

    func detailStore(id: Int) -> DetailStore {
        shared(key: id) { DetailStore(id: id, feed: feedStore) }
    }
}

extension HomeComponent: ProfileDependency {}
