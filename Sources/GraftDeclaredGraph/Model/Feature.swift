/// One feature of the tree: its component, the dependency protocol it names, and how it is attached.
struct Feature: Codable, Hashable, Sendable {
    /// The component's name, such as `HomeComponent`.
    var component: String
    /// The module that declares the component.
    var module: String
    /// Where the component is declared.
    var location: FileLine
    /// The component's generic argument, such as `HomeFeature.HomeDependency`, or `EmptyDependency` at a root:
    /// the protocol that Swift's name lookup finds from the component's file.
    var dependency: QualifiedName
    /// The components that conform to this feature's dependency protocol.
    var parents: [QualifiedName]
    /// The components whose dependency protocols this component conforms to.
    var children: [QualifiedName]
    /// The builders that create this component with `Component(dependency:)`.
    var builders: [QualifiedName]
    /// The properties and methods the component declares, in declaration order.
    var members: [Member]
    /// The component's `shared(key: …)` calls, in source order.
    var sharedKeys: [SharedKeyUse]

    /// The component's name with its module, which tells it apart from another module's of the same name.
    var qualifiedName: QualifiedName { QualifiedName(module: module, name: component) }

    /// Whether the feature is a root of the tree, a component of `EmptyDependency`.
    var isRoot: Bool { dependency.name == "EmptyDependency" }
}
