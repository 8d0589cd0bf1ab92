/// A new feature for `graft new`: its name, its parent, whether it has a view, and the source it starts with.
///
/// The files compile as they are and pass `graft check`: the builder creates the component, the parent's
/// conformance satisfies the empty Dependency protocol, and there is no requirement left unread.
package struct FeatureScaffold: Hashable, Sendable {
    /// The feature's name, such as `Profile`; each type's name starts with it.
    package let name: String
    /// The parent feature's name, such as `Home`, whose component is `HomeComponent`.
    package let parent: String
    /// Whether the feature has a view: a presentable interactor, a viewable router and a view controller.
    package let isViewable: Bool
    /// The module the feature goes into when it is not its parent's, which makes public what the parent's module
    /// uses: the Dependency protocol, the builder and its protocol, the listener and the routing protocol.
    var module: String?
    /// Whether the parent's component is public, so that its conformance needs a `public import` of ``module``.
    var isParentComponentPublic = false

    /// The endings of the type names the scaffold declares, which a feature's own name should not repeat.
    static let roles = ["Component", "Dependency", "Builder", "Interactor", "Router", "ViewController"]

    /// Checks the names and makes the scaffold.
    ///
    /// - Parameters:
    ///   - name: The feature's name: an UpperCamelCase Swift identifier, such as `Profile`.
    ///   - parent: The parent feature's name, such as `Home`; `HomeComponent` means the same.
    ///   - isViewable: Whether the feature has a view.
    /// - Throws: ``ScaffoldError/invalidName(_:suggestion:)``, ``ScaffoldError/nameEndsInRole(_:role:)`` or
    ///   ``ScaffoldError/sameAsParent(_:)``.
    package init(name: String, parent: String, isViewable: Bool) throws(ScaffoldError) {
        try Self.checkIdentifier(name)
        if let role = Self.roles.first(where: { name.hasSuffix($0) && name != $0 }) {
            throw .nameEndsInRole(name, role: role)
        }
        try Self.checkIdentifier(parent)
        let parentName = parent.hasSuffix("Component") && parent != "Component" ? String(parent.dropLast(9)) : parent
        guard parentName != name else { throw .sameAsParent(name) }
        self.name = name
        self.parent = parentName
        self.isViewable = isViewable
    }

    /// The parent's component class, such as `HomeComponent`.
    var parentComponent: String { parent + "Component" }

    /// The file that makes the parent's component conform to the feature's Dependency protocol, such as
    /// `HomeComponent+Profile.swift`.
    var parentConformanceFileName: String { "\(parentComponent)+\(name).swift" }

    /// Every type the feature's files declare, which must not exist yet.
    var declaredTypes: [String] {
        let always = [
            "Dependency", "Component", "Buildable", "Builder", "Listener", "Interactor", "Routing", "Interactable",
            "Router",
        ]
        let viewable = ["Presentable", "PresentableListener", "ViewControllable", "ViewController"]
        return (always + (isViewable ? viewable : [])).map { name + $0 }
    }

    /// The parent's types that `graft new --attach` edits: its builder, router, routing and interactable.
    var parentTypes: [String] {
        ["Builder", "Router", "Routing", "Interactable"].map { parent + $0 }
    }

    /// The three changes that let the parent attach the new feature, which `graft new` prints after writing when
    /// it does not make them itself.
    package var wiringHint: String {
        let property = Self.lowerCamelCase(name)
        let lines = [
            "To attach \(name) to \(parent), make three changes (--attach makes them in a parent shaped as graft new writes):",
            "  \(parent)Builder:      pass \(name)Builder(dependency: component) to \(parent)Router, which keeps it "
                + "as its \(name)Buildable",
            "  \(parent)Interactable: add \(name)Listener to the protocols it refines",
            "  \(parent)Router:       let \(property) = \(property)Builder.build(withListener: interactor); "
                + "attachChild(\(property))",
        ]
        let imports = module.map { ["  and 'import \($0)' in each of those files"] } ?? []
        return (lines + imports).joined(separator: "\n") + "\n"
    }

    private static func checkIdentifier(_ text: String) throws(ScaffoldError) {
        guard isIdentifier(text) else { throw .invalidName(text, suggestion: suggestion(for: text)) }
    }

    /// Whether a name is an UpperCamelCase identifier of ASCII letters and digits, as feature and module names are.
    ///
    /// - Parameter text: The name.
    /// - Returns: `true` for a name such as `Profile` or `ProfileFeature`.
    package static func isIdentifier(_ text: String) -> Bool {
        let isAlphanumeric = text.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        }
        guard let first = text.unicodeScalars.first else { return false }
        return ("A"..."Z").contains(first) && isAlphanumeric
    }

    /// An UpperCamelCase spelling of a name that is not one, such as `UserProfile` for `user-profile`, or `nil`
    /// when there is no obvious one.
    private static func suggestion(for text: String) -> String? {
        let words = text.split { !$0.isLetter && !$0.isNumber }
        let joined = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        guard let first = joined.first, first.isLetter, joined.allSatisfy(\.isASCII) else { return nil }
        return joined
    }

    /// `profile` for `Profile`, `urlLoader` for `URLLoader`: the name of a property that holds the feature.
    static func lowerCamelCase(_ name: String) -> String {
        let capitals = name.prefix { $0.isUppercase }
        guard !capitals.isEmpty else { return name }
        let rest = name.dropFirst(capitals.count)
        // In `URLLoader` the last capital starts the next word, `Loader`, and stays a capital.
        let lowered = capitals.count > 1 && rest.first?.isLowercase == true ? capitals.dropLast() : capitals
        return lowered.lowercased() + name.dropFirst(lowered.count)
    }
}
