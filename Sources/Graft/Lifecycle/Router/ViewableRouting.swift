/// A router that owns a view.
///
/// A feature whose router has a view refines `ViewableRouting` rather than ``Routing``, so its parent can present
/// the child's view when it attaches the child:
///
/// ```swift
/// @MainActor
/// protocol ProfileRouting: ViewableRouting {}
///
/// // In the parent's router:
/// attachChild(profile)
/// viewController.present(profile.viewControllable)
/// ```
///
/// ``ViewableRouter`` implements it.
@MainActor
public protocol ViewableRouting: Routing {
    /// The view this router owns, which its parent presents.
    var viewControllable: any ViewControllable { get }
}
