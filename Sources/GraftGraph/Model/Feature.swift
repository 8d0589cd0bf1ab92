/// One feature of the tree: its component, the dependency protocol it names, and how it is attached.
public struct Feature: Codable, Hashable, Sendable {
    /// The component's name, such as `HomeComponent`.
    public var component: String
    /// Where the component is declared.
    public var location: FileLine
    /// The component's generic argument, such as `HomeDependency`, or `EmptyDependency` at a root.
    public var dependency: String
    /// The components that conform to this feature's dependency protocol.
    public var parents: [String]
    /// The components whose dependency protocols this component conforms to.
    public var children: [String]
    /// The builders that create this component with `Component(dependency:)`.
    public var builders: [String]
    /// The properties and methods the component declares, in declaration order.
    public var members: [Member]
    /// The component's `shared(key: …)` calls, in source order.
    public var sharedKeys: [SharedKeyUse]

    /// Whether the feature is a root of the tree, a component of `EmptyDependency`.
    public var isRoot: Bool { dependency == "EmptyDependency" }
}
