/// A ``MultiStageComponentizedBuilder`` whose final stage needs nothing from the caller, as in RIBs.
@MainActor
open class SimpleMultiStageComponentizedBuilder<Component, Router>: MultiStageComponentizedBuilder<
    Component, Router, Void
>
{
    /// Creates a builder that makes each pass's component with `componentBuilder`.
    ///
    /// - Parameter componentBuilder: Returns a new component on each call.
    public override init(componentBuilder: @escaping @MainActor () -> Component) {
        super.init(componentBuilder: componentBuilder)
    }

    /// Passes the final stage on to ``finalStageBuild(with:)``.
    public final override func finalStageBuild(with component: Component, _ dynamicDependency: Void) -> Router {
        finalStageBuild(with: component)
    }

    /// Builds the feature with the pass's `component`; subclasses override it.
    ///
    /// The default implementation stops the program with a message naming the builder's type.
    ///
    /// - Parameter component: The current pass's component.
    /// - Returns: The built feature's router.
    open func finalStageBuild(with component: Component) -> Router {
        fatalError("Graft: \(type(of: self)) does not override finalStageBuild(with:).")
    }

    /// Builds the feature with the current pass's component and ends the pass.
    ///
    /// - Returns: The built feature's router.
    public final func finalStageBuild() -> Router {
        finalStageBuild(withDynamicDependency: ())
    }
}
