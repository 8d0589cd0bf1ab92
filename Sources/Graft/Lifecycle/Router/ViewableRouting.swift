/// A router that owns a view.
@MainActor
public protocol ViewableRouting: Routing {
    /// The view this router owns, which its parent presents.
    var viewControllable: any ViewControllable { get }
}
