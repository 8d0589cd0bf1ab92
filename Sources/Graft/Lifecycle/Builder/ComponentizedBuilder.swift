/// A builder that creates a new component for each build from a closure, then builds the feature with it, as in
/// RIBs.
///
/// Use it when a feature's component needs something known only at build time
/// (`DynamicComponentDependency`), or when the build itself takes one (`DynamicBuildDependency`). A subclass
/// overrides ``build(with:_:)``; the parent calls
/// ``build(withDynamicBuildDependency:dynamicComponentDependency:)->_``:
///
/// ```swift
/// final class ProfileBuilder: ComponentizedBuilder<ProfileComponent, ProfileRouting, ProfileListener, User> {
///     override func build(with component: ProfileComponent, _ listener: ProfileListener) -> ProfileRouting {
///         let interactor = ProfileInteractor(user: component.user)
///         interactor.listener = listener
///         return ProfileRouter(interactor: interactor, component: component)
///     }
/// }
///
/// let builder = ProfileBuilder { user in ProfileComponent(dependency: component, user: user) }
/// let profile = builder.build(withDynamicBuildDependency: interactor, dynamicComponentDependency: user)
/// ```
///
/// Each build calls `componentBuilder` once, and the built feature holds the component. A closure that returns a
/// component it returned before, still alive, would make two features share one scope: the program stops.
@MainActor
open class ComponentizedBuilder<Component, Router, DynamicBuildDependency, DynamicComponentDependency>: Buildable {
    private let componentBuilder: @MainActor (DynamicComponentDependency) -> Component
    private var returnedComponents = ReturnedComponents()

    /// Creates a builder that makes each build's component with `componentBuilder`.
    ///
    /// - Parameter componentBuilder: Returns a new component on each call.
    public init(componentBuilder: @escaping @MainActor (DynamicComponentDependency) -> Component) {
        self.componentBuilder = componentBuilder
    }

    /// Makes a new component, then builds the feature with it.
    ///
    /// - Parameters:
    ///   - dynamicBuildDependency: What the build needs that only the caller knows, such as a listener.
    ///   - dynamicComponentDependency: What the component needs that only the caller knows.
    /// - Returns: The built feature's router.
    public final func build(
        withDynamicBuildDependency dynamicBuildDependency: DynamicBuildDependency,
        dynamicComponentDependency: DynamicComponentDependency
    ) -> Router {
        build(
            withDynamicBuildDependency: dynamicBuildDependency, dynamicComponentDependency: dynamicComponentDependency
        ).router
    }

    /// Makes a new component, then builds the feature with it, and returns both.
    ///
    /// - Parameters:
    ///   - dynamicBuildDependency: What the build needs that only the caller knows, such as a listener.
    ///   - dynamicComponentDependency: What the component needs that only the caller knows.
    /// - Returns: The new component and the built feature's router.
    public final func build(
        withDynamicBuildDependency dynamicBuildDependency: DynamicBuildDependency,
        dynamicComponentDependency: DynamicComponentDependency
    ) -> (component: Component, router: Router) {
        let component = componentBuilder(dynamicComponentDependency)
        returnedComponents.record(component, by: self)
        return (component, build(with: component, dynamicBuildDependency))
    }

    /// Builds the feature with a new `component`; subclasses override it.
    ///
    /// The default implementation stops the program with a message naming the builder's type.
    ///
    /// - Parameters:
    ///   - component: The component made for this build.
    ///   - dynamicBuildDependency: What the build needs that only the caller knows.
    /// - Returns: The built feature's router.
    open func build(with component: Component, _ dynamicBuildDependency: DynamicBuildDependency) -> Router {
        fatalError("Graft: \(type(of: self)) does not override build(with:_:).")
    }
}
