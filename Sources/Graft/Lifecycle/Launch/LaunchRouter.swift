/// The base class of a tree's root router: the one router that is launched rather than attached.
///
/// The app builds the root feature and launches it once, at startup:
///
/// ```swift
/// let rootRouter = RootBuilder(dependency: AppComponent()).build()
/// rootRouter.launch(from: window)
/// ```
///
/// The app keeps the returned router for as long as the tree should live.
@MainActor
open class LaunchRouter<InteractorType, ViewControllerType>: ViewableRouter<InteractorType, ViewControllerType>,
    LaunchRouting
{
    /// Shows the root view in `window`, then activates the root interactor and loads this router.
    ///
    /// The view is in the window before ``Interactor/didBecomeActive()`` runs, and ``Router/didLoad()`` runs after
    /// it. Children that the root's hooks attach are attached after ``Router/didLoad()``, as for an attach.
    ///
    /// - Parameter window: Where the root view is shown.
    public final func launch(from window: any Window) {
        TreeTransition.run {
            window.setRoot(viewControllable)
            interactable.activate()
            load()
        }
    }
}
