/// Follows each requirement from the parent that conforms up through the components that forward it, to the
/// component that creates or computes it.
///
/// Results are remembered per component and member, so a tree of any size is walked once.
final class SatisfactionResolver {
    /// Where a chain of forwarding ends.
    private struct Origin: Hashable {
        var via: [QualifiedName]
        var origin: QualifiedName
        var provision: Provision
        var key: String?
        var location: FileLine?
    }

    private let components: [String: ComponentFacts]
    private let conformers: [String: [String]]
    private let requirementsByProtocol: [String: [RequirementFacts]]
    private var resolved: [String: [Origin]] = [:]
    private var inProgress: Set<String> = []

    init(
        components: [String: ComponentFacts], conformers: [String: [String]],
        requirementsByProtocol: [String: [RequirementFacts]]
    ) {
        self.components = components
        self.conformers = conformers
        self.requirementsByProtocol = requirementsByProtocol
    }

    /// Where each parent that conforms to a protocol gets one of its requirements.
    ///
    /// - Parameters:
    ///   - requirement: The requirement's name.
    ///   - protocolID: The dependency protocol's symbol.
    /// - Returns: One satisfaction per parent and origin, sorted.
    func satisfactions(of requirement: String, in protocolID: String) -> [Satisfaction] {
        var result: Set<Satisfaction> = []
        for parentID in conformers[protocolID, default: []] {
            let parent = components[parentID]!
            let provision = parent.member(named: requirement)?.provision ?? .computed
            for origin in resolve(requirement, in: parentID) {
                result.insert(
                    Satisfaction(
                        parent: parent.name, provision: provision, via: origin.via, origin: origin.origin,
                        originProvision: origin.provision, key: origin.key, location: origin.location))
            }
        }
        return result.sorted {
            ($0.parent, $0.origin, $0.via.map(\.description).joined(separator: " ")) < (
                $1.parent, $1.origin, $1.via.map(\.description).joined(separator: " ")
            )
        }
    }

    private func resolve(_ name: String, in componentID: String) -> [Origin] {
        let memoKey = componentID + "\u{0}" + name
        if let known = resolved[memoKey] { return known }
        let component = components[componentID]!
        guard inProgress.insert(memoKey).inserted else {
            return [Origin(via: [component.name], origin: component.name, provision: .missing)]
        }
        defer { inProgress.remove(memoKey) }
        let origins: [Origin]
        if let member = component.member(named: name) {
            switch member.provision {
            case .created, .computed, .stored, .missing:
                origins = [
                    Origin(
                        via: [], origin: component.name, provision: member.provision, key: member.key,
                        location: member.location)
                ]
            case .forwarded:
                origins = resolveForwarded(member, of: component)
            }
        } else {
            // Declared outside the component's own body, such as in a protocol extension: it compiles, so it
            // exists, but the source does not say how.
            origins = [Origin(via: [], origin: component.name, provision: .computed)]
        }
        resolved[memoKey] = origins
        return origins
    }

    private func resolveForwarded(_ member: Member, of component: ComponentFacts) -> [Origin] {
        let missing = [
            Origin(via: [component.name], origin: component.name, provision: .missing, location: member.location)
        ]
        guard let protocolID = component.dependencyID,
            let upstream = requirementsByProtocol[protocolID, default: []].first(where: {
                $0.baseName == (member.forwards ?? member.name.baseName)
            })
        else { return missing }
        let parents = conformers[protocolID, default: []].sorted { components[$0]!.name < components[$1]!.name }
        guard !parents.isEmpty else { return missing }
        return parents.flatMap { parentID in
            resolve(upstream.name, in: parentID).map { origin in
                var origin = origin
                origin.via.insert(component.name, at: 0)
                return origin
            }
        }
    }
}
