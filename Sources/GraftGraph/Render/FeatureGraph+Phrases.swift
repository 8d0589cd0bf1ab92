extension Satisfaction {
    /// Where the value comes from, in words: `shared in AppComponent, via HomeComponent`.
    var phrase: String {
        let forwarders = via.last == origin && originProvision == .missing ? via.dropLast() : via[...]
        let through = forwarders.isEmpty ? "" : ", via " + forwarders.joined(separator: ", ")
        switch originProvision {
        case .created:
            return "shared\(key.map { "(key: \($0))" } ?? "") in \(origin)\(through)"
        case .computed, .forwarded:
            return "computed in \(origin)\(through)"
        case .missing:
            return "never created: forwarded out of \(origin)\(through)"
        }
    }
}

extension Requirement {
    /// Where the value comes from for every parent, in words; `no parent` when nothing conforms.
    var phrase: String {
        var seen: Set<String> = []
        let phrases = satisfactions.map(\.phrase).filter { seen.insert($0).inserted }
        return phrases.isEmpty ? "no parent" : phrases.joined(separator: "; ")
    }

    /// `authService: AuthService`, or `detailStore(id: Int) -> DetailStore` for a method.
    var signature: String { Self.signature(name: name, type: type) }

    /// Joins a name and a type as Swift declares them: `name: Type`, or `name(label: Type) -> Result`.
    static func signature(name: String, type: String) -> String {
        name.hasSuffix(")") && type.hasPrefix("(") ? name.baseName + type : "\(name): \(type)"
    }

    /// Whether any parent leaves the value without an origin.
    var isMissing: Bool { satisfactions.contains { $0.originProvision == .missing } }
}

extension Member {
    /// `feedStore: FeedStore`, or `detailStore(id: Int) -> DetailStore` for a method.
    var signature: String { Requirement.signature(name: name, type: type) }

    /// What the member makes, in words, or `nil` for a member that only forwards.
    var phrase: String? {
        switch provision {
        case .created: "creates \(signature)\(key.map { " (key: \($0))" } ?? "")"
        case .computed: "computes \(signature)"
        case .forwarded, .missing: nil
        }
    }
}

extension FeatureGraph {
    /// The lines that describe a feature in every drawing: what it needs and where that comes from, then what
    /// it makes.
    func detailLines(of feature: Feature) -> [String] {
        let needs = dependency(feature.dependency)?.requirements.map { "needs \($0.signature) ← \($0.phrase)" } ?? []
        return needs + feature.members.compactMap(\.phrase)
    }

    /// The feature's dependency, builders and module in words: `HomeDependency, built by HomeBuilder, in Home`.
    func subtitle(of feature: Feature) -> String {
        let dependency = feature.isRoot ? "root" : feature.dependency
        let builders = feature.builders.isEmpty ? "" : ", built by \(feature.builders.joined(separator: ", "))"
        return "\(dependency)\(builders), in \(feature.module)"
    }

    /// Whether a feature needs something that nothing provides.
    func hasMissingRequirement(_ feature: Feature) -> Bool {
        dependency(feature.dependency)?.requirements.contains(where: \.isMissing) ?? false
    }

    /// Every parent-to-child edge, sorted.
    var edges: [(parent: String, child: String)] {
        let shown = Set(features.map(\.component))
        return features.flatMap { feature in
            feature.children.filter { shown.contains($0) }.map { (feature.component, $0) }
        }
    }
}
