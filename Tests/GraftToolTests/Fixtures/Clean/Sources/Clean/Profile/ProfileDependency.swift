import Graft

protocol ProfileDependency: Dependency {
    var authService: AuthService { get }
    var feedStore: FeedStore { get }
    var greeting: String { get }
    func detailStore(id: Int) -> DetailStore
}
