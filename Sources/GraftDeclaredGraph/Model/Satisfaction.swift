/// Where one parent gets a value that its child's dependency protocol requires.
///
/// When the parent forwards the value, the chain of forwarding components is followed up to the component that
/// creates or computes it, the origin.
struct Satisfaction: Codable, Hashable, Sendable {
    /// The component that conforms to the child's dependency protocol.
    var parent: QualifiedName
    /// How the parent provides the value.
    var provision: Provision
    /// The components that forward the value, nearest first; empty unless the parent forwards it.
    var via: [QualifiedName]
    /// The component where the chain ends: the parent itself unless the value is forwarded.
    var origin: QualifiedName
    /// How the origin provides the value: `created`, `computed`, or `missing` when nothing does.
    var originProvision: Provision
    /// The explicit key when the origin creates the value with `shared(key: …)`.
    var key: String?
    /// The origin's member, when the origin declares one.
    var location: FileLine?
}
