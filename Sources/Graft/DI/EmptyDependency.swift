/// The dependency of the root component, which needs nothing from a parent.
///
/// The root of a tree writes `final class AppComponent: Component<EmptyDependency>` and passes an
/// ``EmptyComponent`` as its dependency.
public protocol EmptyDependency: Dependency {}
