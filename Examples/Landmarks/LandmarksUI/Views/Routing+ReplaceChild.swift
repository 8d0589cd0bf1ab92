public import Graft

extension Routing {
    /// Replaces the one child a router shows at a time: detaches `current`, then attaches `next`.
    ///
    /// The next child's view is presented before it is attached, and the current one's dismissed after it is
    /// detached, so a feature's view is on screen for its interactor's whole active period, as at launch.
    ///
    /// - Parameters:
    ///   - current: The child shown now, if any.
    ///   - next: The child to show, if any.
    ///   - container: This router's view.
    public func replaceChild(
        _ current: (any ViewableRouting)?, with next: (any ViewableRouting)?,
        in container: any ContainerViewControllable
    ) {
        if let current {
            detachChild(current)
            container.dismiss(current.viewControllable)
        }
        if let next {
            container.present(next.viewControllable)
            attachChild(next)
        }
    }
}
