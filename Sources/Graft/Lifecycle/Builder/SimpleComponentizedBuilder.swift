/// A ``ComponentizedBuilder`` whose build and component need nothing from the caller, as in RIBs.
///
/// ```swift
/// final class SettingsBuilder: SimpleComponentizedBuilder<SettingsComponent, SettingsRouting> {
///     override func build(with component: SettingsComponent) -> SettingsRouting {
///         SettingsRouter(interactor: SettingsInteractor(store: component.store), component: component)
///     }
/// }
///
/// let builder = SettingsBuilder { SettingsComponent(dependency: component) }
/// let settings = builder.build()
/// ```
@MainActor
open class SimpleComponentizedBuilder<Component, Router>: ComponentizedBuilder<Component, Router, Void, Void> {
    /// Creates a builder that makes each build's component with `componentBuilder`.
    ///
    /// - Parameter componentBuilder: Returns a new component on each call.
    public init(componentBuilder: @escaping @MainActor () -> Component) {
        super.init { componentBuilder() }
    }

    /// Passes the build on to ``build(with:)``.
    public final override func build(with component: Component, _ dynamicBuildDependency: Void) -> Router {
        build(with: component)
    }

    /// Builds the feature with a new `component`; subclasses override it.
    ///
    /// The default implementation stops the program with a message naming the builder's type.
    ///
    /// - Parameter component: The component made for this build.
    /// - Returns: The built feature's router.
    open func build(with component: Component) -> Router {
        fatalError("Graft: \(type(of: self)) does not override build(with:).")
    }

    /// Makes a new component, then builds the feature with it.
    ///
    /// - Returns: The built feature's router.
    public final func build() -> Router {
        build(withDynamicBuildDependency: (), dynamicComponentDependency: ())
    }
}
