public import Graft

/// A view that shows its children's views: the view of a feature whose router attaches children.
@MainActor
public protocol ContainerViewControllable: ViewControllable {
    /// Shows a child's view inside this one.
    ///
    /// - Parameter viewControllable: The child router's view.
    func present(_ viewControllable: any ViewControllable)

    /// Removes a child's view that ``present(_:)`` showed.
    ///
    /// - Parameter viewControllable: The child router's view.
    func dismiss(_ viewControllable: any ViewControllable)
}
