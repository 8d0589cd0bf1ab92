/// How a component provides a value.
enum Provision: String, Codable, Hashable, Sendable {
    /// A `shared { … }` factory in the component creates it, once per component.
    case created
    /// The component reads it from its own parent with `dependency.name`.
    case forwarded
    /// The component's own code makes it some other way: a plain computed property or a method.
    case computed
    /// The component keeps it in a stored property: a `let` or `var` without accessors, such as a value its
    /// initializer is given.
    case stored
    /// Nothing provides it: it is forwarded out of a component that has no parent component, or in a circle.
    case missing
}
