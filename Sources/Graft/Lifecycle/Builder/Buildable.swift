/// A feature's builder, as its parent sees it.
///
/// Each feature refines `Buildable` with its own `build` method, which is what the parent's router calls:
///
/// ```swift
/// protocol ProfileBuildable: Buildable {
///     @MainActor func build(withListener listener: ProfileListener) -> ProfileRouting
/// }
/// ```
public protocol Buildable: AnyObject, Sendable {}
