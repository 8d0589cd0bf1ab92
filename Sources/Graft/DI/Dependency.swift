/// What a feature needs from its parent.
///
/// Each feature declares one protocol refining `Dependency` that lists the services it reads. The parent's
/// component conforms to it, so a parent that cannot provide what a child needs does not compile.
///
/// ```swift
/// protocol HomeDependency: Dependency {
///     var authService: AuthService { get }
/// }
/// ```
///
/// Dependencies are class-bound, because a child's component holds its parent's component, and `Sendable`,
/// because builders and factories may read them from any isolation domain.
public protocol Dependency: AnyObject, Sendable {}
