/// A window for tests: it keeps the view it is given instead of showing it.
///
/// ```swift
/// let window = FakeWindow()
/// rootRouter.launch(from: window)
/// #expect(window.root === rootRouter.viewControllable)
/// ```
@MainActor
public final class FakeWindow: Window {
    /// The view most recently set as the root, or `nil` before any.
    public private(set) var root: (any ViewControllable)?

    /// How many times ``setRoot(_:)`` was called.
    public private(set) var setRootCallCount = 0

    /// Creates a window with no root view.
    public init() {}

    /// Keeps `viewControllable` as ``root`` and counts the call.
    ///
    /// - Parameter viewControllable: The root router's view.
    public func setRoot(_ viewControllable: any ViewControllable) {
        root = viewControllable
        setRootCallCount += 1
    }
}
