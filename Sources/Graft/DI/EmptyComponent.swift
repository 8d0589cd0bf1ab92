/// The parent of the root component: it provides nothing.
///
/// ```swift
/// final class AppComponent: Component<EmptyDependency>, @unchecked Sendable {
///     init() {
///         super.init(dependency: EmptyComponent())
///     }
/// }
/// ```
public final class EmptyComponent: EmptyDependency {
    /// Creates the empty parent of a root component.
    public init() {}
}
