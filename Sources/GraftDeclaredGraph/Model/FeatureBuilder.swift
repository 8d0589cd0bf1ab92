/// A subclass of `Builder`: it creates a feature's component from the parent's dependency.
package struct FeatureBuilder: Codable, Hashable, Sendable {
    /// The builder's name, such as `HomeBuilder`.
    package var name: String
    /// The module that declares the builder.
    package var module: String
    /// Where the builder is declared.
    package var location: FileLine
    /// The builder's generic argument, such as `HomeFeature.HomeDependency`.
    package var dependency: QualifiedName
    /// The components the builder creates.
    package var creates: [QualifiedName]
    /// Whether any code read creates the builder, with `HomeBuilder(dependency: …)` or another initializer.
    package var isCreated: Bool

    /// The builder's name with its module, which tells it apart from another module's of the same name.
    package var qualifiedName: QualifiedName { QualifiedName(module: module, name: name) }
}
