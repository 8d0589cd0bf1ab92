extension Satisfaction {
    /// Where the value comes from, in words: `shared in AppComponent, via HomeComponent`.
    ///
    /// - Parameter labels: How the graph names its components.
    /// - Returns: The phrase.
    func phrase(_ labels: NameLabels) -> String {
        let forwarders = via.last == origin && originProvision == .missing ? via.dropLast() : via[...]
        let through = forwarders.isEmpty ? "" : ", via " + labels.joined(forwarders, separator: ", ")
        switch originProvision {
        case .created:
            return "shared\(key.map { "(key: \($0))" } ?? "") in \(labels(origin))\(through)"
        case .computed, .forwarded:
            return "computed in \(labels(origin))\(through)"
        case .stored:
            return "stored in \(labels(origin))\(through)"
        case .missing:
            return "never created: forwarded out of \(labels(origin))\(through)"
        }
    }
}

extension Requirement {
    /// Where the value comes from for every parent, in words; `no parent` when nothing conforms.
    ///
    /// - Parameter labels: How the graph names its components.
    /// - Returns: The phrase.
    func phrase(_ labels: NameLabels) -> String {
        var seen: Set<String> = []
        let phrases = satisfactions.map { $0.phrase(labels) }.filter { seen.insert($0).inserted }
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
        case .stored: "stores \(signature)"
        case .forwarded, .missing: nil
        }
    }
}

extension FeatureGraph {
    /// The lines that describe a feature in every drawing: what it needs and where that comes from, then what
    /// it makes.
    func detailLines(of feature: Feature, labels: NameLabels) -> [String] {
        let needs =
            dependency(feature.dependency)?.requirements.map { "needs \($0.signature) ← \($0.phrase(labels))" } ?? []
        return needs + feature.members.compactMap(\.phrase)
    }

    /// The feature's dependency, builders and module in words: `HomeDependency, built by HomeBuilder, in Home`.
    func subtitle(of feature: Feature, labels: NameLabels) -> String {
        let dependency = feature.isRoot ? "root" : labels(feature.dependency)
        let builders =
            feature.builders.isEmpty ? "" : ", built by \(labels.joined(feature.builders, separator: ", "))"
        return "\(dependency)\(builders), in \(feature.module)"
    }

    /// Whether a feature needs something that nothing provides.
    func hasMissingRequirement(_ feature: Feature) -> Bool {
        dependency(feature.dependency)?.requirements.contains(where: \.isMissing) ?? false
    }

    /// Every parent-to-child edge, sorted.
    var edges: [(parent: QualifiedName, child: QualifiedName)] {
        let shown = Set(features.map(\.qualifiedName))
        return features.flatMap { feature in
            feature.children.filter { shown.contains($0) }.map { (feature.qualifiedName, $0) }
        }
    }
}
