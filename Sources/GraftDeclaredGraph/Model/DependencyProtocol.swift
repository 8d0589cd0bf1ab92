/// A protocol refining `Dependency`: what a feature needs from its parent.
struct DependencyProtocol: Codable, Hashable, Sendable {
    /// The protocol's name, such as `HomeDependency`.
    var name: String
    /// The module that declares the protocol.
    var module: String
    /// Whether code outside the packages read can conform to the protocol: it is public, in a library product of
    /// the package read, so its parent may live in an app that uses the package.
    var isExported: Bool
    /// Where the protocol is declared.
    var location: FileLine
    /// What the protocol requires, in declaration order.
    var requirements: [Requirement]
    /// The components that conform to the protocol: the parents of the features that depend on it.
    var conformers: [QualifiedName]

    /// The protocol's name with its module, which tells it apart from another module's of the same name.
    var qualifiedName: QualifiedName { QualifiedName(module: module, name: name) }
}
