/// A declaration's name with the module that declares it, which tells apart two modules' types of the same name.
///
/// Large apps often have a `SettingsComponent` in more than one feature module; the graph keys components,
/// dependency protocols and builders by this, never by the bare name.
package struct QualifiedName: Codable, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The module that declares the type, such as `ProfileFeature`; empty when no module read declares it.
    package var module: String
    /// The type's name, such as `SettingsComponent`.
    package var name: String

    /// Creates a qualified name.
    ///
    /// - Parameters:
    ///   - module: The module that declares the type.
    ///   - name: The type's name.
    package init(module: String, name: String) {
        self.module = module
        self.name = name
    }

    /// `ProfileFeature.SettingsComponent`, as Swift spells a type qualified by its module; the bare name when the
    /// module is unknown.
    package var description: String { module.isEmpty ? name : "\(module).\(name)" }

    /// Orders by name, then by module, so a graph lists same-named types side by side.
    ///
    /// - Parameters:
    ///   - lhs: A qualified name.
    ///   - rhs: Another qualified name.
    /// - Returns: Whether `lhs` comes first.
    package static func < (lhs: QualifiedName, rhs: QualifiedName) -> Bool {
        (lhs.name, lhs.module) < (rhs.name, rhs.module)
    }
}
