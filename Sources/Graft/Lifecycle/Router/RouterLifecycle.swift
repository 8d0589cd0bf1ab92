/// A step in a router's life, as its ``Router/lifecycle`` stream reports it.
///
/// ```swift
/// for await event in router.lifecycle {
///     if event == .didLoad { print("loaded") }
/// }
/// // The loop ends when the router is released.
/// ```
public enum RouterLifecycle: Sendable, Hashable {
    /// The router has loaded: its ``Router/didLoad()`` runs right after this is sent.
    case didLoad
}
