/// What the analysis learns about one component before the graph is assembled.
struct ComponentFacts {
    let id: String
    let name: QualifiedName
    let location: FileLine
    /// The protocol named in `Component<…>`, with the module that declares it when a module read does.
    let dependency: QualifiedName
    /// That protocol's symbol, when a module read declares it.
    let dependencyID: String?
    let superclass: String?
    /// The module's dependency protocols the component conforms to: its children's protocols.
    let conformances: Set<String>
    let members: [Member]
    /// The names the component reads through `dependency.name`.
    let reads: Set<String>
    let sharedKeys: [SharedKeyUse]

    /// The member a requirement of this name refers to: same name, or the same base name for a method.
    func member(named name: String) -> Member? {
        members.first { $0.name == name } ?? members.first { $0.name.baseName == name.baseName }
    }
}

/// What the analysis learns about one builder.
struct BuilderFacts {
    let id: String
    let name: QualifiedName
    let location: FileLine
    /// The protocol named in `Builder<…>`, with the module that declares it when a module read does.
    let dependency: QualifiedName
    /// That protocol's symbol, when a module read declares it.
    let dependencyID: String?
    /// The symbols of the components it creates with `Component(dependency:)`.
    let creates: [String]
    /// The names it reads through `dependency.name`.
    let reads: Set<String>
}

/// One requirement of a dependency protocol, before its satisfactions are resolved.
struct RequirementFacts {
    let name: String
    let type: String
    let canonicalType: String
    let location: FileLine

    var baseName: String { name.baseName }
}

extension String {
    /// The name without a method's argument labels: `detailStore` for `detailStore(id:)`.
    var baseName: String {
        String(prefix { $0 != "(" })
    }
}
