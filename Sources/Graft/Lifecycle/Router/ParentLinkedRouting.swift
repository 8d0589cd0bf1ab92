/// A router that knows the router it is attached to.
///
/// ``Router`` conforms; a test double that conforms to ``Routing`` directly does not, and only loses the
/// attached-elsewhere check and its place in tree paths.
@MainActor
protocol ParentLinkedRouting: Routing {
    /// The router this one is attached to, or `nil` while it is detached or the root; held weakly.
    var parent: (any Routing)? { get set }
}
