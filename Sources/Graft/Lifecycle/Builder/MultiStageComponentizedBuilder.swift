/// A builder whose feature is built in stages that share one component, made on first use and dropped by the
/// final stage, as in RIBs.
///
/// Earlier stages read ``componentForCurrentBuildPass``, for example to build a view the parent needs before the
/// feature is complete; ``finalStageBuild(withDynamicDependency:)`` builds the feature with the same component,
/// and the next pass starts with a new one:
///
/// ```swift
/// final class CheckoutBuilder: MultiStageComponentizedBuilder<CheckoutComponent, CheckoutRouting, CheckoutListener> {
///     func buildSummaryView() -> SummaryView {
///         SummaryView(cart: componentForCurrentBuildPass.cart)
///     }
///
///     override func finalStageBuild(with component: CheckoutComponent, _ listener: CheckoutListener)
///         -> CheckoutRouting
///     {
///         CheckoutRouter(interactor: CheckoutInteractor(cart: component.cart, listener: listener))
///     }
/// }
/// ```
///
/// If `componentBuilder` returns a component it returned before that is still alive, the program stops.
@MainActor
open class MultiStageComponentizedBuilder<Component, Router, DynamicBuildDependency>: Buildable {
    private let componentBuilder: @MainActor () -> Component
    private var currentPassComponent: Component?
    private var returnedComponents = ReturnedComponents()

    /// The component of the build pass under way, made by `componentBuilder` on the first read of the pass.
    public final var componentForCurrentBuildPass: Component {
        if let currentPassComponent { return currentPassComponent }
        let component = componentBuilder()
        returnedComponents.record(component, by: self)
        currentPassComponent = component
        return component
    }

    /// Creates a builder that makes each pass's component with `componentBuilder`.
    ///
    /// - Parameter componentBuilder: Returns a new component on each call.
    public init(componentBuilder: @escaping @MainActor () -> Component) {
        self.componentBuilder = componentBuilder
    }

    /// Builds the feature with the current pass's component and ends the pass, so the next pass gets a new one.
    ///
    /// - Parameter dynamicDependency: What the build needs that only the caller knows, such as a listener.
    /// - Returns: The built feature's router.
    public final func finalStageBuild(withDynamicDependency dynamicDependency: DynamicBuildDependency) -> Router {
        let router = finalStageBuild(with: componentForCurrentBuildPass, dynamicDependency)
        currentPassComponent = nil
        return router
    }

    /// Builds the feature with the pass's `component`; subclasses override it.
    ///
    /// The default implementation stops the program with a message naming the builder's type.
    ///
    /// - Parameters:
    ///   - component: The current pass's component.
    ///   - dynamicDependency: What the build needs that only the caller knows.
    /// - Returns: The built feature's router.
    open func finalStageBuild(with component: Component, _ dynamicDependency: DynamicBuildDependency) -> Router {
        fatalError("Graft: \(type(of: self)) does not override finalStageBuild(with:_:).")
    }
}
