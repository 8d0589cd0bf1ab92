/// A subclass of `Builder`: it creates a feature's component from the parent's dependency.
struct FeatureBuilder: Codable, Hashable, Sendable {
    /// The builder's name, such as `HomeBuilder`.
    var name: String
    /// The module that declares the builder.
    var module: String
    /// Where the builder is declared.
    var location: FileLine
    /// The builder's generic argument, such as `HomeFeature.HomeDependency`.
    var dependency: QualifiedName
    /// The components the builder creates.
    var creates: [QualifiedName]
    /// Whether any code read creates the builder, with `HomeBuilder(dependency: …)` or another initializer.
    var isCreated: Bool

    /// The builder's name with its module, which tells it apart from another module's of the same name.
    var qualifiedName: QualifiedName { QualifiedName(module: module, name: name) }
}
