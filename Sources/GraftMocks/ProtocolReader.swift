import Foundation
import GraftPackageReading

/// Reads the protocols of a module that get doubles, and the requirements of each, from a ``SymbolIndex``.
struct ProtocolReader {
    typealias Symbol = SymbolIndex.Symbol
    typealias Fragment = SymbolIndex.Fragment

    let index: SymbolIndex
    /// The top-level type names that more than one module read declares, which a generated file must qualify.
    let ambiguousNames: Set<String>
    /// The protocols declared in source, by module, sorted.
    private let protocolsByModule: [String: [String]]

    static let graftModule = "Graft"
    static let dependency = "s:5Graft10DependencyP"
    static let emptyDependency = "s:5Graft15EmptyDependencyP"
    static let buildable = "s:5Graft9BuildableP"
    static let routing = "s:5Graft7RoutingP"

    init(index: SymbolIndex, modules: Set<String>) {
        self.index = index
        var declaring: [String: Set<String>] = [:]
        for (id, symbol) in index.symbols where symbol.pathComponents.count == 1 && symbol.location != nil {
            guard symbol.kind.identifier.hasPrefix("swift.") && !symbol.kind.identifier.contains("func"),
                let module = index.moduleOf[id], modules.contains(module)
            else { continue }
            declaring[symbol.names.title, default: []].insert(module)
        }
        ambiguousNames = Set(declaring.filter { $0.value.count > 1 }.keys)
        var protocols: [String: [String]] = [:]
        for (id, symbol) in index.symbols
        where symbol.kind.identifier == "swift.protocol" && symbol.location != nil
            && symbol.accessLevel != "private" && symbol.accessLevel != "fileprivate"
        {
            guard let module = index.moduleOf[id] else { continue }
            protocols[module, default: []].append(id)
        }
        protocolsByModule = protocols.mapValues { $0.sorted() }
    }

    /// The protocols of a module that get doubles, by name, and those that cannot, each with its reason.
    func protocols(in module: String) -> (mocked: [MockedProtocol], refused: [MockRefusal]) {
        var mocked: [MockedProtocol] = []
        var refused: [MockRefusal] = []
        for id in protocolsByModule[module, default: []] {
            guard let kind = kind(of: id) else { continue }
            do {
                mocked.append(try read(id, kind: kind))
            } catch {
                refused.append(error)
            }
        }
        return (mocked.sorted { $0.name < $1.name }, refused.sorted())
    }

    private func kind(of id: String) -> MockedProtocol.Kind? {
        let name = index.symbols[id]!.names.title
        let refined = index.allConformances(of: id)
        if refined.contains(Self.dependency) && id != Self.emptyDependency { return .dependency }
        if refined.contains(Self.buildable) && name.hasSuffix("Buildable") { return .buildable }
        if name.hasSuffix("Routing") { return .routing }
        if name.hasSuffix("PresentableListener") { return nil }
        if name.hasSuffix("Listener") { return .listener }
        if name.hasSuffix("Presentable") { return .presentable }
        return nil
    }

    private func read(_ id: String, kind: MockedProtocol.Kind) throws(MockRefusal) -> MockedProtocol {
        let symbol = index.symbols[id]!
        let module = index.moduleOf[id] ?? ""
        let name = symbol.names.title
        let refusing = { (reason: String) in MockRefusal(protocolName: "\(module).\(name)", reason: reason) }
        let isRouting = kind == .routing && index.allConformances(of: id).contains(Self.routing)
        // The protocol's own requirements, then each refined protocol's, by name; Graft's own protocols are met
        // by the double's base class (RoutingSpy) or have no requirements a double must meet.
        let refined = index.allConformances(of: id).filter { index.symbols[$0]?.kind.identifier == "swift.protocol" }
            .sorted { (index.symbols[$0]!.names.title, $0) < (index.symbols[$1]!.names.title, $1) }
        var requirements: [Requirement] = []
        var seen: Set<String> = []
        for protocolID in [id] + refined {
            let isGraft = index.moduleOf[protocolID] == Self.graftModule
            let own = index.requirements[protocolID, default: []].compactMap { index.symbols[$0] }
                .sorted { position(of: $0) < position(of: $1) }
            if isGraft {
                guard own.isEmpty || isRouting else {
                    throw refusing(
                        "it refines Graft's \(index.symbols[protocolID]!.names.title), whose requirements only a "
                            + "real Graft type meets")
                }
                continue
            }
            for requirement in own where seen.insert(requirement.names.title).inserted {
                requirements.append(try read(requirement: requirement, refusing: refusing))
            }
        }
        let isMainActor = index.isMainActor(id)
        let isSendable = index.allConformances(of: id).contains(SymbolIndex.sendable)
        return MockedProtocol(
            id: id, name: name, module: module, kind: kind, isMainActor: isMainActor, isSendable: isSendable,
            requirements: requirements)
    }

    private func position(of symbol: Symbol) -> (Int, Int, String) {
        (symbol.location?.position.line ?? 0, symbol.location?.position.character ?? 0, symbol.names.title)
    }

    private func read(
        requirement symbol: Symbol, refusing: (String) -> MockRefusal
    ) throws(MockRefusal) -> Requirement {
        let fragments = symbol.declarationFragments ?? []
        let title = symbol.names.title
        if fragments.contains(where: { $0.kind == "keyword" && ($0.spelling == "static" || $0.spelling == "class") }) {
            throw refusing("its requirement '\(title)' is static")
        }
        if fragments.contains(where: { $0.spelling == "nonisolated" }) {
            throw refusing("its requirement '\(title)' is nonisolated")
        }
        switch symbol.kind.identifier {
        case "swift.associatedtype":
            throw refusing("it has an associated type, \(title)")
        case "swift.property":
            return .property(try property(symbol, fragments: fragments, refusing: refusing))
        case "swift.method":
            return .method(try method(symbol, fragments: fragments, refusing: refusing))
        default:
            throw refusing("its requirement '\(title)' is neither a property nor a method")
        }
    }

    private func property(
        _ symbol: Symbol, fragments: [Fragment], refusing: (String) -> MockRefusal
    ) throws(MockRefusal) -> Requirement.Property {
        guard let name = fragments.firstIndex(where: { $0.kind == "identifier" }) else {
            throw refusing("the compiler printed no declaration of '\(symbol.names.title)'")
        }
        var typeFragments = Array(fragments[(name + 1)...])
        var accessors: [String] = []
        if let brace = typeFragments.firstIndex(where: { $0.kind == "text" && $0.spelling.contains("{") }) {
            accessors = typeFragments[brace...].filter { $0.kind == "keyword" }.map(\.spelling)
            let text = typeFragments[brace].spelling
            let kept = String(text[..<text.firstIndex(of: "{")!])
            typeFragments =
                Array(typeFragments[..<brace]) + [Fragment(kind: "text", spelling: kept, preciseIdentifier: nil)]
        }
        if accessors.contains("async") || accessors.contains("throws") {
            throw refusing("its property '\(symbol.names.title)' has an effectful getter")
        }
        let type = spelling(typeFragments, droppingThrough: ":")
        return Requirement.Property(name: symbol.names.title, type: type, isSettable: accessors.contains("set"))
    }

    private func method(
        _ symbol: Symbol, fragments: [Fragment], refusing: (String) -> MockRefusal
    ) throws(MockRefusal) -> Requirement.Method {
        let title = symbol.names.title
        if (symbol.swiftGenerics?.parameters ?? []).contains(where: { $0.depth > 0 }) {
            throw refusing("its requirement '\(title)' is generic")
        }
        let signature = symbol.functionSignature
        let labels = fragments.filter { $0.kind == "externalParam" }.map(\.spelling)
        var parameters: [Requirement.Parameter] = []
        for (offset, parameter) in (signature?.parameters ?? []).enumerated() {
            let type = spelling(parameter.declarationFragments, droppingThrough: ":")
            if parameter.declarationFragments.contains(where: { $0.kind == "keyword" && $0.spelling == "inout" }) {
                throw refusing("its requirement '\(title)' takes an inout parameter")
            }
            if type.text.hasPrefix("some ") || parameter.declarationFragments.contains(where: { $0.spelling == "some" })
            {
                throw refusing("its requirement '\(title)' takes an opaque (generic) parameter")
            }
            let label = offset < labels.count ? labels[offset] : parameter.name
            parameters.append(
                Requirement.Parameter(
                    label: label == "_" ? nil : label, name: parameter.internalName ?? parameter.name, type: type))
        }
        let rendered = render(fragments)
        let effects = Self.effects(of: rendered, name: title.prefix { $0 != "(" })
        let result = (signature?.returns).map { spelling($0, droppingThrough: nil) }
        return Requirement.Method(
            name: String(title.prefix { $0 != "(" }), title: title, parameters: parameters,
            isAsync: effects.contains("async"),
            throwsClause: effects.split(separator: " ").first { $0.hasPrefix("throws") }.map(String.init),
            result: result.flatMap { $0.isVoid ? nil : $0 }, isMainActor: SymbolIndex.saysMainActor(symbol))
    }

    /// The effects written between a method's parameters and its result: `async throws(LoadError)`.
    static func effects(of declaration: String, name: Substring) -> String {
        guard let start = declaration.range(of: " \(name)")?.upperBound else { return "" }
        var depth = 0
        var index = start
        // Past the generic parameters and the parameter list.
        while index < declaration.endIndex {
            let character = declaration[index]
            if character == "(" || character == "<" { depth += 1 }
            if character == ")" || character == ">" && declaration[declaration.index(before: index)] != "-" {
                depth -= 1
                if depth == 0 && character == ")" {
                    index = declaration.index(after: index)
                    break
                }
            }
            index = declaration.index(after: index)
        }
        let rest = declaration[index...]
        let effects = rest.range(of: "->").map { rest[..<$0.lowerBound] } ?? rest
        return effects.trimmingCharacters(in: .whitespaces)
    }

    /// A type from its fragments, after the first `separator` (the `:` after a name) when one is given.
    func spelling(_ fragments: [Fragment], droppingThrough separator: Character?) -> TypeSpelling {
        var kept = fragments[...]
        if let separator,
            let position = fragments.firstIndex(where: {
                $0.kind == "text" && $0.spelling.contains(separator)
            })
        {
            let text = fragments[position].spelling
            let after = String(text[text.index(after: text.firstIndex(of: separator)!)...])
            kept = [Fragment(kind: "text", spelling: after, preciseIdentifier: nil)] + fragments[(position + 1)...]
        }
        let text = render(Array(kept)).trimmingCharacters(in: .whitespaces)
        return TypeSpelling(
            text: text, referencedIDs: kept.compactMap { $0.kind == "typeIdentifier" ? $0.preciseIdentifier : nil },
            isExistential: kept.contains { $0.kind == "keyword" && $0.spelling == "any" })
    }

    /// Fragments as source, each type name that another module read also declares qualified by its module.
    func render(_ fragments: [Fragment]) -> String {
        var text = ""
        for fragment in fragments {
            if fragment.kind == "typeIdentifier", let id = fragment.preciseIdentifier,
                ambiguousNames.contains(fragment.spelling), !text.hasSuffix("."),
                let module = index.moduleOf[id], index.symbols[id]?.pathComponents.count == 1
            {
                text += module + "."
            }
            text += fragment.spelling
        }
        return text
    }
}
