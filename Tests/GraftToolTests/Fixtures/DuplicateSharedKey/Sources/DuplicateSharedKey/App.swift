import Graft

final class Cache: Sendable {}

final class AppComponent: Component<EmptyDependency>, @unchecked Sendable {
    var imageCache: Cache { shared(key: "cache") { Cache() } }
    // The problem: copied from imageCache without changing the key.
    var dataCache: Cache { shared(key: "cache") { Cache() } }

    init() {
        super.init(dependency: EmptyComponent())
    }
}
