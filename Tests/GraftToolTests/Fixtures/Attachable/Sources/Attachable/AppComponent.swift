import Graft

/// The root, whose features `graft new` writes and attaches.
final class AppComponent: Component<EmptyDependency>, @unchecked Sendable {
    init() {
        super.init(dependency: EmptyComponent())
    }
}
