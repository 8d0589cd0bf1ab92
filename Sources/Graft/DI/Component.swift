/// The scope of one feature: it reads what the feature needs from its parent and owns what the feature creates.
///
/// A feature's component subclasses `Component`, naming the feature's ``Dependency`` protocol as its generic
/// argument. It forwards what comes from the parent through ``dependency``, creates what it owns with
/// ``shared(member:fileID:line:column:_:)-3pflm``, and conforms to each child's `Dependency` protocol in an extension,
/// so the compiler checks that every child gets what it asks for.
///
/// ```swift
/// protocol HomeDependency: Dependency {
///     var authService: AuthService { get }
/// }
///
/// final class HomeComponent: Component<HomeDependency>, @unchecked Sendable {
///     var authService: AuthService { dependency.authService }
///     var feedStore: FeedStore { shared { FeedStore(auth: authService) } }
/// }
///
/// extension HomeComponent: ProfileDependency, FeedDependency {}
/// ```
///
/// The root component names ``EmptyDependency`` and passes an ``EmptyComponent``.
///
/// ## Sendable
///
/// Components are read from any isolation domain, so `Component` is `Sendable`. Swift 6 allows a checked `Sendable`
/// conformance only on final classes, so the conformance is `@unchecked`, and Swift makes each subclass restate it:
/// write `@unchecked Sendable` on your component. What keeps that promise true is that a component's own state is
/// its `let` properties and its `shared` instances, whose storage is thread-safe and whose values are `Sendable`;
/// keep mutable state in `shared` services rather than in `var` properties of the component.
open class Component<DependencyType>: Dependency, @unchecked Sendable {
    /// The instances this component has created with `shared`, one per call site and key.
    ///
    /// Declared first and stored inline, so a warm read loads its table from a fixed offset in the component.
    @usableFromInline
    let sharedStorage = SharedStorage()

    /// The parent's side of this scope: usually the parent component, seen through this feature's dependency
    /// protocol.
    public let dependency: DependencyType

    /// Creates a component that reads its parent's services through `dependency`.
    ///
    /// - Parameter dependency: The parent's component, or an ``EmptyComponent`` at the root.
    public init(dependency: DependencyType) {
        self.dependency = dependency
    }
}
