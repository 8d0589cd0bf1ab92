/// What a component tells about itself without its type being known: used by ``FeatureTree`` snapshots.
///
/// Every ``Component`` conforms; you do not conform types yourself.
public protocol ComponentDescribing: AnyObject, Sendable {
    /// The name of the component's Dependency protocol, such as `HomeDependency`.
    var dependencyName: String { get }

    /// The `shared` instances the component has created so far, in the order they were created, but that a keyed
    /// member's instances are listed together, where its first was, in the order their keys were created.
    var sharedInstances: [SharedInstance] { get }
}

extension Component: ComponentDescribing {
    /// The name of this component's Dependency protocol, such as `HomeDependency`.
    public var dependencyName: String {
        let name = String(describing: DependencyType.self)
        return name.hasPrefix("any ") ? String(name.dropFirst("any ".count)) : name
    }

    /// The `shared` instances this component has created so far, in the order they were created, but that a keyed
    /// member's instances are listed together, where its first was, in the order their keys were created.
    public var sharedInstances: [SharedInstance] {
        SharedCreations.entries(in: sharedStorage).map { entry in
            SharedInstance(
                member: entry.member, type: String(describing: entry.valueType),
                key: entry.explicitKey.map { String(reflecting: $0) })
        }
    }
}
