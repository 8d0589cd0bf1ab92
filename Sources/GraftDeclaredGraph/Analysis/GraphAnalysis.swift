import Foundation
import GraftPackageReading

/// Builds a ``FeatureGraph`` from a module's symbol graph and the source files it points to.
///
/// The symbol graph says what exists: which classes inherit `Component` or `Builder`, which protocols refine
/// `Dependency`, their requirements and types, and which components conform to which protocols. The source adds
/// what the symbol graph leaves out: the generic argument of `Component<…>` and `Builder<…>`, what each member's
/// body does, the keys of `shared(key:)` calls, `dependency.name` reads, and where builders create components.
struct GraphAnalysis {
    private typealias Symbol = SymbolGraph.Symbol

    private let symbols: [String: Symbol]
    private let superclass: [String: String]
    private let conformances: [String: [String]]
    private let members: [String: [String]]
    private let requirements: [String: [String]]
    private let moduleOf: [String: String]
    private let modules: [String]
    private let sources: SourceFiles
    private let name: String
    private let exportedModules: Set<String>
    private let sourcePaths: [(module: String, path: String)]
    private let types: TypeDeclarations

    /// Indexes the symbol graphs of the modules read.
    ///
    /// - Parameters:
    ///   - name: What was read, such as the package's name.
    ///   - moduleGraphs: The modules' symbol graphs, each module's own before those that extend its types.
    ///   - sources: The packages' source files, read on demand.
    ///   - exportedModules: The modules that code outside the packages read can import.
    ///   - sourcePaths: Every Swift file of the modules read, with its module, searched for code that creates
    ///     builders.
    ///   - types: The types and typealiases of every module of the packages, which members' types name.
    init(
        name: String, moduleGraphs: [PackageBuild.ModuleGraph], sources: SourceFiles,
        exportedModules: Set<String> = [], sourcePaths: [(module: String, path: String)] = [],
        types: TypeDeclarations = TypeDeclarations([])
    ) {
        var symbols: [String: Symbol] = [:]
        var moduleOf: [String: String] = [:]
        var superclass: [String: String] = [:]
        var conformances: [String: [String]] = [:]
        var members: [String: [String]] = [:]
        var requirements: [String: [String]] = [:]
        for moduleGraph in moduleGraphs {
            for symbol in moduleGraph.graph.symbols where symbols[symbol.identifier.precise] == nil {
                symbols[symbol.identifier.precise] = symbol
                moduleOf[symbol.identifier.precise] = moduleGraph.module
            }
        }
        for relationship in moduleGraphs.flatMap(\.graph.relationships) {
            switch relationship.kind {
            case "inheritsFrom": superclass[relationship.source] = relationship.target
            case "conformsTo": conformances[relationship.source, default: []].append(relationship.target)
            case "memberOf": members[relationship.target, default: []].append(relationship.source)
            case "requirementOf": requirements[relationship.target, default: []].append(relationship.source)
            default: break
            }
        }
        self.symbols = symbols
        self.superclass = superclass
        self.conformances = conformances.mapValues { Array(Set($0)) }
        self.members = members.mapValues { Array(Set($0)) }
        self.requirements = requirements.mapValues { Array(Set($0)) }
        self.moduleOf = moduleOf
        self.modules = Set(moduleGraphs.filter { !$0.graph.isExtension }.map(\.module)).sorted()
        self.sources = sources
        self.name = name
        self.exportedModules = exportedModules
        self.sourcePaths = sourcePaths
        self.types = types
    }

    /// Runs the analysis.
    ///
    /// - Returns: The module's feature graph.
    func run() -> FeatureGraph {
        let protocolIDs = dependencyProtocolIDs()
        let componentIDs = classIDs(inheriting: GraftSymbols.component)
        let builderIDs = classIDs(inheriting: GraftSymbols.builder)
        var ambiguities: [AmbiguousReference] = []

        let protocolIDSet = Set(protocolIDs)
        let protocolLookup = lookup(protocolIDs)
        var components: [String: ComponentFacts] = [:]
        for id in componentIDs {
            components[id] = componentFacts(
                id, protocolIDs: protocolIDSet, protocolLookup: protocolLookup, ambiguities: &ambiguities)
        }
        let componentLookup = lookup(componentIDs)
        let componentNames = Set(components.values.map(\.name.name))
        let builders = builderIDs.map {
            builderFacts(
                $0, componentNames: componentNames, componentLookup: componentLookup, protocolLookup: protocolLookup,
                ambiguities: &ambiguities)
        }
        let createdBuilders = builderCreations(of: builderIDs, ambiguities: &ambiguities)

        // Indexes, so that each feature finds its parents, children and builders without a pass over all the
        // others, which an app of thousands of features would feel.
        var conformers: [String: [String]] = [:]
        var dependents: [String: [QualifiedName]] = [:]
        for component in components.values {
            for protocolID in component.conformances { conformers[protocolID, default: []].append(component.id) }
            guard let dependencyID = component.dependencyID else { continue }
            dependents[dependencyID, default: []].append(component.name)
        }
        var creators: [String: [QualifiedName]] = [:]
        var reads: [String: Set<String>] = [:]
        for builder in builders {
            for created in builder.creates { creators[created, default: []].append(builder.name) }
            if let dependencyID = builder.dependencyID { reads[dependencyID, default: []].formUnion(builder.reads) }
        }
        for component in components.values {
            guard let dependencyID = component.dependencyID else { continue }
            reads[dependencyID, default: []].formUnion(component.reads)
        }

        let requirementsByProtocol = protocolIDs.reduce(into: [:]) { $0[$1] = requirementFacts(of: $1) }
        let resolver = SatisfactionResolver(
            components: components, conformers: conformers, requirementsByProtocol: requirementsByProtocol)
        let dependencies = protocolIDs.map { protocolID in
            let symbol = symbols[protocolID]!
            let protocolReads = reads[protocolID, default: []]
            let module = moduleOf[protocolID] ?? ""
            let isPublic = symbol.accessLevel == "public" || symbol.accessLevel == "open"
            return DependencyProtocol(
                name: symbol.names.title, module: module, isExported: isPublic && exportedModules.contains(module),
                location: fileLine(of: symbol),
                requirements: requirementsByProtocol[protocolID, default: []].map { requirement in
                    Requirement(
                        name: requirement.name, type: requirement.type, canonicalType: requirement.canonicalType,
                        location: requirement.location,
                        isRead: protocolReads.contains(requirement.baseName),
                        satisfactions: resolver.satisfactions(of: requirement.name, in: protocolID))
                },
                conformers: conformers[protocolID, default: []].map { components[$0]!.name }.sorted())
        }

        let features = components.values.map { component in
            let parents = component.dependencyID.map { conformers[$0, default: []] } ?? []
            let children = component.conformances.flatMap { dependents[$0, default: []] }
            return Feature(
                component: component.name.name, module: component.name.module, location: component.location,
                dependency: component.dependency,
                parents: parents.map { components[$0]!.name }.sorted(), children: children.sorted(),
                builders: creators[component.id, default: []].sorted(),
                members: component.members, sharedKeys: component.sharedKeys)
        }
        return FeatureGraph(
            module: name, modules: modules,
            features: features.sorted { $0.qualifiedName < $1.qualifiedName },
            dependencies: dependencies.sorted { $0.qualifiedName < $1.qualifiedName },
            builders: builders.map {
                FeatureBuilder(
                    name: $0.name.name, module: $0.name.module, location: $0.location, dependency: $0.dependency,
                    creates: $0.creates.map { components[$0]!.name }.sorted(),
                    isCreated: createdBuilders.contains($0.id))
            }.sorted { $0.qualifiedName < $1.qualifiedName },
            ambiguities: ambiguities.sorted { ($0.location, $0.name) < ($1.location, $1.name) })
    }

    // MARK: - Which declaration a name refers to

    /// The module-qualified name of a symbol.
    private func qualifiedName(of id: String) -> QualifiedName {
        QualifiedName(module: moduleOf[id] ?? "", name: symbols[id]!.names.title)
    }

    /// Indexes symbols by name, for ``resolve(_:in:from:module:line:ambiguities:)``.
    private func lookup(_ ids: [String]) -> TypeLookup {
        TypeLookup(ids.map { (symbols[$0]!.names.title, moduleOf[$0] ?? "", $0) })
    }

    /// The symbol a name written in a file refers to, noting the reference when it is ambiguous.
    ///
    /// - Parameters:
    ///   - spelling: The name as written, qualified or not.
    ///   - lookup: The declarations it may refer to.
    ///   - file: The file that writes it, whose imports the lookup follows.
    ///   - module: The file's module.
    ///   - line: The one-based line that writes it.
    ///   - ambiguities: Where an ambiguous reference is noted.
    /// - Returns: The symbol, or `nil` when the name is ambiguous or no module read declares it.
    private func resolve(
        _ spelling: String, in lookup: TypeLookup, from file: SourceFile?, module: String, line: Int,
        ambiguities: inout [AmbiguousReference]
    ) -> String? {
        switch lookup.resolve(spelling, from: module, imports: file?.importedModules ?? []) {
        case .found(let id):
            return id
        case .ambiguous(let candidates):
            let reference = AmbiguousReference(
                name: spelling, candidates: candidates, module: module,
                location: FileLine(file: file?.path ?? "", line: line))
            if !ambiguities.contains(reference) { ambiguities.append(reference) }
            return nil
        case .notFound:
            return nil
        }
    }

    // MARK: - What exists, from the symbol graph

    /// The module's protocols that refine `Dependency`, directly or through each other.
    private func dependencyProtocolIDs() -> [String] {
        var memo: [String: Bool] = [GraftSymbols.dependency: true, GraftSymbols.emptyDependency: true]
        func refinesDependency(_ id: String, visiting: Set<String>) -> Bool {
            if let known = memo[id] { return known }
            guard !visiting.contains(id) else { return false }
            let result = conformances[id, default: []].contains {
                refinesDependency($0, visiting: visiting.union([id]))
            }
            memo[id] = result
            return result
        }
        return symbols.values.filter { $0.kind.identifier == "swift.protocol" && $0.location != nil }
            .map(\.identifier.precise).filter { refinesDependency($0, visiting: []) }.sorted()
    }

    /// The module's non-generic classes whose superclass chain reaches `base`.
    private func classIDs(inheriting base: String) -> [String] {
        symbols.values.filter { symbol in
            guard symbol.kind.identifier == "swift.class", symbol.location != nil,
                symbol.swiftGenerics?.parameters?.isEmpty ?? true
            else { return false }
            var seen: Set<String> = []
            var current = symbol.identifier.precise
            while let next = superclass[current], seen.insert(next).inserted {
                if next == base { return true }
                current = next
            }
            return false
        }.map(\.identifier.precise).sorted()
    }

    /// The protocols a class conforms to, including those its protocols refine and its superclasses conform to.
    private func allConformances(of id: String, protocolIDs: Set<String>) -> Set<String> {
        var result: Set<String> = []
        var pending: [String] = []
        var current: String? = id
        var seenClasses: Set<String> = []
        while let classID = current, seenClasses.insert(classID).inserted {
            pending += conformances[classID, default: []]
            current = superclass[classID]
        }
        while let next = pending.popLast() {
            guard protocolIDs.contains(next), result.insert(next).inserted else { continue }
            pending += conformances[next, default: []]
        }
        return result
    }

    private func location(of symbol: Symbol) -> (file: SourceFile, index: Int)? {
        guard let location = symbol.location, let file = sources.file(at: location.uri) else { return nil }
        let baseName = String(symbol.names.title.prefix { $0 != "(" && $0 != "<" })
        guard
            let index = file.declarationIndex(
                named: baseName, line: location.position.line, column: location.position.character)
        else { return nil }
        return (file, index)
    }

    private func fileLine(of symbol: Symbol) -> FileLine {
        guard let location = symbol.location else { return FileLine(file: "", line: 0) }
        return FileLine(
            file: sources.relativePath(of: location.uri), line: location.position.line + 1,
            column: location.position.character + 1)
    }

    /// The type of a property or method as the compiler prints its declaration.
    private func declaredType(of symbol: Symbol) -> String {
        let fragments = symbol.declarationFragments ?? []
        guard let nameIndex = fragments.firstIndex(where: { $0.kind == "identifier" }) else { return "" }
        let rest = fragments[(nameIndex + 1)...].map(\.spelling).joined()
        guard symbol.kind.identifier == "swift.property" else { return rest.trimmingSpaces() }
        var type = Substring(rest)
        if type.hasPrefix(":") { type = type.dropFirst() }
        if let accessors = type.firstIndex(of: "{") { type = type[..<accessors] }
        return String(type).trimmingSpaces()
    }

    /// A member's or requirement's type as Swift compares types, resolved where it is declared.
    private func canonicalType(_ type: String, of id: String, in file: SourceFile?) -> String {
        types.type(type, module: moduleOf[id] ?? "", imports: file?.importedModules ?? []).description
    }

    // MARK: - Facts per declaration, from the source

    private func componentFacts(
        _ id: String, protocolIDs: Set<String>, protocolLookup: TypeLookup, ambiguities: inout [AmbiguousReference]
    ) -> ComponentFacts {
        let symbol = symbols[id]!
        let declaration = location(of: symbol)
        let argument = declaration.flatMap { $0.file.superclassGenericArgument(ofClassAt: $0.index) } ?? "?"
        let declaredAt = fileLine(of: symbol)
        let dependencyID = resolve(
            SourceIndex.protocolSpelling(argument), in: protocolLookup, from: declaration?.file,
            module: moduleOf[id] ?? "", line: declaredAt.line, ambiguities: &ambiguities)
        var bodies: [(file: SourceFile, range: Range<Int>)] = []
        if let declaration,
            let range = declaration.file.bodyRange(ofDeclarationAt: declaration.index, isProperty: false)
        {
            bodies.append((declaration.file, range))
        }
        var memberFacts: [Member] = []
        for memberID in members[id, default: []] {
            guard let member = symbols[memberID], let place = location(of: member) else { continue }
            let isProperty = member.kind.identifier == "swift.property"
            let body = place.file.bodyRange(ofDeclarationAt: place.index, isProperty: isProperty)
            if let body, !Self.contains(bodies, place.file, body) { bodies.append((place.file, body)) }
            guard isProperty || member.kind.identifier == "swift.method" else { continue }
            let kind = place.file.memberBody(body)
            let memberReads = body.map { place.file.dependencyReads(in: $0).sorted() } ?? []
            let type = declaredType(of: member)
            memberFacts.append(
                Member(
                    name: member.names.title, type: type,
                    canonicalType: canonicalType(type, of: memberID, in: place.file), provision: kind.provision,
                    key: kind.key, forwards: kind.forwardedName, reads: memberReads.isEmpty ? nil : memberReads,
                    location: fileLine(of: member)))
        }
        var reads: Set<String> = []
        var keys: [SharedKeyUse] = []
        for body in bodies {
            reads.formUnion(body.file.dependencyReads(in: body.range))
            keys += body.file.sharedKeyCalls(in: body.range).map {
                SharedKeyUse(
                    key: $0.text, isLiteral: $0.isLiteral, location: FileLine(file: body.file.path, line: $0.line))
            }
        }
        return ComponentFacts(
            id: id, name: qualifiedName(of: id), location: declaredAt,
            dependency: dependencyID.map(qualifiedName)
                ?? QualifiedName(module: "", name: SourceIndex.protocolName(argument)),
            dependencyID: dependencyID, superclass: superclass[id],
            conformances: allConformances(of: id, protocolIDs: protocolIDs),
            members: memberFacts.sorted { ($0.location, $0.name) < ($1.location, $1.name) },
            reads: reads, sharedKeys: keys.sorted { ($0.location, $0.key) < ($1.location, $1.key) })
    }

    private func builderFacts(
        _ id: String, componentNames: Set<String>, componentLookup: TypeLookup, protocolLookup: TypeLookup,
        ambiguities: inout [AmbiguousReference]
    ) -> BuilderFacts {
        let symbol = symbols[id]!
        let module = moduleOf[id] ?? ""
        let location = fileLine(of: symbol)
        var bodies: [(file: SourceFile, range: Range<Int>)] = []
        var argument = "?"
        let declaration = self.location(of: symbol)
        if let declaration {
            argument = declaration.file.superclassGenericArgument(ofClassAt: declaration.index) ?? "?"
            if let range = declaration.file.bodyRange(ofDeclarationAt: declaration.index, isProperty: false) {
                bodies.append((declaration.file, range))
            }
        }
        for memberID in members[id, default: []] {
            guard let member = symbols[memberID], let place = self.location(of: member),
                let body = place.file.bodyRange(
                    ofDeclarationAt: place.index, isProperty: member.kind.identifier == "swift.property"),
                !Self.contains(bodies, place.file, body)
            else { continue }
            bodies.append((place.file, body))
        }
        var creates: Set<String> = []
        var reads: Set<String> = []
        for body in bodies {
            for creation in body.file.componentCreations(in: body.range, of: componentNames) {
                let created = resolve(
                    creation.spelling, in: componentLookup, from: body.file, module: module, line: creation.line,
                    ambiguities: &ambiguities)
                if let created { creates.insert(created) }
            }
            reads.formUnion(body.file.dependencyReads(in: body.range))
        }
        let dependencyID = resolve(
            SourceIndex.protocolSpelling(argument), in: protocolLookup, from: declaration?.file, module: module,
            line: location.line, ambiguities: &ambiguities)
        return BuilderFacts(
            id: id, name: qualifiedName(of: id), location: location,
            dependency: dependencyID.map(qualifiedName)
                ?? QualifiedName(module: "", name: SourceIndex.protocolName(argument)),
            dependencyID: dependencyID, creates: creates.sorted(), reads: reads)
    }

    /// The builders that some code read creates: a builder's name followed by `(`, other than in its own
    /// declaration, resolved from the module of the file that writes it.
    private func builderCreations(of ids: [String], ambiguities: inout [AmbiguousReference]) -> Set<String> {
        let names = Set(ids.map { symbols[$0]!.names.title })
        let builderLookup = lookup(ids)
        var created: Set<String> = []
        for (module, path) in sourcePaths {
            guard let file = sources.file(at: URL(fileURLWithPath: path).absoluteString) else { continue }
            let tokens = file.tokens
            for index in tokens.indices.dropLast()
            where tokens[index].kind == .identifier && names.contains(tokens[index].text)
                && tokens[index + 1].isPunctuation("(") && !(index > 0 && tokens[index - 1].isIdentifier("class"))
            {
                let builder = resolve(
                    file.qualifiedSpelling(ofNameAt: index), in: builderLookup, from: file, module: module,
                    line: file.lineNumber(ofToken: index), ambiguities: &ambiguities)
                if let builder { created.insert(builder) }
            }
        }
        return created
    }

    private func requirementFacts(of protocolID: String) -> [RequirementFacts] {
        requirements[protocolID, default: []].compactMap { symbols[$0] }.map { symbol in
            let type = declaredType(of: symbol)
            return RequirementFacts(
                name: symbol.names.title, type: type,
                canonicalType: canonicalType(
                    type, of: symbol.identifier.precise, in: symbol.location.flatMap { sources.file(at: $0.uri) }),
                location: fileLine(of: symbol))
        }.sorted { ($0.location, $0.name) < ($1.location, $1.name) }
    }

    private static func contains(
        _ bodies: [(file: SourceFile, range: Range<Int>)], _ file: SourceFile, _ range: Range<Int>
    ) -> Bool {
        bodies.contains { $0.file.path == file.path && $0.range.contains(range.lowerBound) }
    }
}

extension String {
    fileprivate func trimmingSpaces() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}

extension MemberBody {
    fileprivate var provision: Provision {
        switch self {
        case .shared: .created
        case .forwarded: .forwarded
        case .computed: .computed
        case .stored: .stored
        }
    }

    fileprivate var key: String? {
        if case .shared(let key) = self { key } else { nil }
    }

    fileprivate var forwardedName: String? {
        if case .forwarded(let name) = self { name } else { nil }
    }
}
