/// Where one parent gets a value that its child's dependency protocol requires.
///
/// When the parent forwards the value, the chain of forwarding components is followed up to the component that
/// creates or computes it, the origin.
package struct Satisfaction: Codable, Hashable, Sendable {
    /// The component that conforms to the child's dependency protocol.
    package var parent: QualifiedName
    /// How the parent provides the value.
    package var provision: Provision
    /// The components that forward the value, nearest first; empty unless the parent forwards it.
    package var via: [QualifiedName]
    /// The component where the chain ends: the parent itself unless the value is forwarded.
    package var origin: QualifiedName
    /// How the origin provides the value: `created`, `computed`, or `missing` when nothing does.
    package var originProvision: Provision
    /// The explicit key when the origin creates the value with `shared(key: …)`.
    package var key: String?
    /// The origin's member, when the origin declares one.
    package var location: FileLine?
}
