import Foundation
import GraftPackageReading

/// Writes the Swift source of each double.
struct MockWriter {
    let reader: ProtocolReader
    /// The services that get an `unimplemented` variant in the same file, which dependency mocks default to.
    let generatedServices: Set<String>

    private var index: SymbolIndex { reader.index }

    /// How a method's argument goes into its recorded call.
    private enum Recording {
        /// As it is; `isEquatable` says whether the call can compare it.
        case value(isEquatable: Bool)
        /// A reference that is not `Sendable` or `Equatable`, by its `ObjectIdentifier`.
        case identity
        /// Not recorded: a closure, or a value that cannot cross actors. The handler still gets it.
        case omitted
    }

    /// The name of the double of a protocol: its name with `Mock` or `Spy`, after its module's name where another
    /// module read declares a protocol of the same name.
    func className(of mocked: MockedProtocol) -> String {
        let prefix = reader.ambiguousNames.contains(mocked.name) ? mocked.module : ""
        let suffix = mocked.kind == .dependency || mocked.kind == .buildable ? "Mock" : "Spy"
        return prefix + mocked.name + suffix
    }

    private func protocolReference(_ mocked: MockedProtocol) -> String {
        reader.ambiguousNames.contains(mocked.name) ? "\(mocked.module).\(mocked.name)" : mocked.name
    }

    // MARK: - Dependency mocks

    /// A final class storing each requirement, whose initializer defaults each service to its `unimplemented`
    /// variant.
    func dependencyMock(_ mocked: MockedProtocol) throws(MockRefusal) -> String {
        let name = className(of: mocked)
        let properties = mocked.properties
        let methods = mocked.methods
        if let settable = properties.first(where: \.isSettable) {
            throw MockRefusal(
                protocolName: "\(mocked.module).\(mocked.name)",
                reason: "it requires a settable property, '\(settable.name)', which a Sendable mock cannot store")
        }
        let unsendable =
            properties.filter { !isSendable($0.type) }.map(\.name)
            + methods.filter { method in method.parameters.contains { !isSendable($0.type) } }.map(\.title)
        var lines: [String] = []
        if !unsendable.isEmpty {
            lines.append(
                "// @unchecked: what the protocol requires is not all Sendable: \(unsendable.joined(separator: ", ")).")
        }
        lines.append("/// `\(mocked.name)` with each requirement stored, for building the feature in a test.")
        lines.append(
            "final class \(name): \(protocolReference(mocked))\(unsendable.isEmpty ? "" : ", @unchecked Sendable") {")
        for property in properties {
            lines.append("    let \(property.name): \(property.type.text)")
        }
        for method in methods {
            lines.append("    private let \(method.name)Handler: \(closureType(method, isSendable: true))")
        }
        if !(properties.isEmpty && methods.isEmpty) {
            lines.append("")
            let parameters =
                properties.map { "\($0.name): \($0.type.text)\(defaultValue(for: $0.type))" }
                + methods.map { "\($0.name): @escaping \(closureType($0, isSendable: true))" }
            lines.append(contentsOf: initializer(parameters: parameters, indent: "    "))
            for property in properties {
                lines.append("        self.\(property.name) = \(property.name)")
            }
            for method in methods {
                lines.append("        self.\(method.name)Handler = \(method.name)")
            }
            lines.append("    }")
        }
        for method in methods {
            lines.append("")
            lines.append("    \(declaration(of: method)) {")
            lines.append("        \(effectPrefix(method))\(method.name)Handler(\(arguments(of: method)))")
            lines.append("    }")
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    private func defaultValue(for type: TypeSpelling) -> String {
        guard type.referencedIDs.count == 1, let id = type.referencedIDs.first,
            index.hasUnimplementedMember(id) || generatedServices.contains(id),
            type.text
                == reader.render([
                    SymbolIndex.Fragment(
                        kind: "typeIdentifier",
                        spelling: index.symbols[id]!
                            .names.title, preciseIdentifier: id)
                ])
        else { return "" }
        return " = .unimplemented"
    }

    // MARK: - Spies and builder mocks

    /// A class recording each call in a `CallRecorder` of its `Call` enum; a routing spy is a `RoutingSpy`.
    func spy(_ mocked: MockedProtocol) throws(MockRefusal) -> String {
        let name = className(of: mocked)
        let properties = mocked.properties
        let methods = mocked.methods
        let isRoutingSpy =
            mocked.kind == .routing
            && index.allConformances(of: mocked.id).contains(ProtocolReader.routing)
        let isIsolated =
            isRoutingSpy || mocked.isMainActor
            || (properties.isEmpty && !methods.isEmpty && methods.allSatisfy(\.isMainActor))
        if !isIsolated && mocked.isSendable {
            throw MockRefusal(
                protocolName: "\(mocked.module).\(mocked.name)",
                reason: "it is Sendable without a global actor, so its double's records would need a lock")
        }
        let recorder = isRoutingSpy ? "routingCalls" : "calls"
        let caseNames = Self.caseNames(of: methods)
        let recordings = methods.map { $0.parameters.map { recording($0.type) } }
        let isEquatable = recordings.joined().allSatisfy { recording in
            if case .value(let isEquatable) = recording { isEquatable } else { true }
        }

        var lines: [String] = []
        switch mocked.kind {
        case .buildable:
            lines.append("/// Records each build asked of `\(mocked.name)` and returns the router a test gives it.")
        case .routing:
            lines.append(
                "/// Records each call to `\(mocked.name)` in `routingCalls`, and attaches as a `RoutingSpy` does.")
        default:
            lines.append("/// Records each call to `\(mocked.name)`, for a test of the code that calls it.")
        }
        if isIsolated && !isRoutingSpy { lines.append("@MainActor") }
        lines.append(
            "final class \(name): \(isRoutingSpy ? "RoutingSpy, " : "")\(protocolReference(mocked)) {")
        lines.append("    /// A call the double received, with the arguments it records.")
        lines.append("    enum Call: \(isEquatable ? "Equatable, " : "")Sendable {")
        for (offset, method) in methods.enumerated() {
            let associated = zip(method.parameters, recordings[offset]).compactMap { parameter, recording in
                recordedType(parameter, recording).map { "\(caseLabel(parameter)): \($0)" }
            }
            lines.append(
                "        case \(caseNames[offset])"
                    + (associated.isEmpty ? "" : "(\(associated.joined(separator: ", ")))"))
        }
        lines.append("    }")
        lines.append("")
        lines.append("    /// The calls received, oldest first.")
        lines.append("    let \(recorder) = CallRecorder<Call>()")
        let required = properties.filter { !$0.type.isOptional }
        for property in properties {
            // An optional reference is held weakly, as a listener is: a spy that kept it would keep a feature alive.
            let isWeak =
                property.type.isOptional && !property.type.isFunction && property.type.referencedIDs.count == 1
                && index.isClassBound(property.type.referencedIDs[0])
            lines.append(
                "    \(isWeak ? "weak " : "")var \(property.name): \(property.type.text)"
                    + (property.type.isOptional ? " = nil" : ""))
        }
        for (offset, method) in methods.enumerated() {
            let handlerType = closureType(method, isSendable: false, isolated: isIsolated)
            lines.append(
                "    /// Runs on each call to `\(method.title)`\(method.result == nil ? "" : ", and gives its result")."
            )
            lines.append("    var \(caseNames[offset])Handler: (\(handlerType))?")
            if let result = method.result {
                lines.append("    /// What `\(method.title)` returns when no handler is set.")
                lines.append("    var \(caseNames[offset])Result: \(optional(result))")
            }
        }
        if isRoutingSpy {
            let featureName = mocked.name.hasSuffix("Routing") ? String(mocked.name.dropLast("Routing".count)) : name
            lines.append("")
            let parameters =
                [
                    "name: String = \"\(featureName)\"", "interactable: any Interactable = InteractableSpy()",
                    "viewControllable: any ViewControllable = FakeViewController()",
                ] + required.map { "\($0.name): \($0.type.text)\(defaultValue(for: $0.type))" }
            // With no parameters of its own, it has the signature of RoutingSpy's and overrides it.
            lines.append(
                contentsOf: initializer(
                    parameters: parameters, indent: "    ", keyword: required.isEmpty ? "override init" : "init"))
            for property in required { lines.append("        self.\(property.name) = \(property.name)") }
            lines.append(
                "        super.init(name: name, interactable: interactable, viewControllable: viewControllable)")
            lines.append("    }")
        } else if !required.isEmpty {
            lines.append("")
            lines.append(
                contentsOf: initializer(
                    parameters: required.map { "\($0.name): \($0.type.text)\(defaultValue(for: $0.type))" },
                    indent: "    "))
            for property in required { lines.append("        self.\(property.name) = \(property.name)") }
            lines.append("    }")
        }
        for (offset, method) in methods.enumerated() {
            let caseName = caseNames[offset]
            let recorded = zip(method.parameters, recordings[offset]).compactMap { parameter, recording in
                recordedValue(parameter, recording).map { "\(caseLabel(parameter)): \($0)" }
            }
            lines.append("")
            lines.append("    \(declaration(of: method)) {")
            lines.append(
                "        \(recorder).record(.\(caseName)\(recorded.isEmpty ? "" : "(\(recorded.joined(separator: ", ")))"))"
            )
            let call = "\(effectPrefix(method))handler(\(arguments(of: method)))"
            guard method.result != nil else {
                lines.append("        if let handler = \(caseName)Handler { \(call) }")
                lines.append("    }")
                continue
            }
            lines.append("        if let handler = \(caseName)Handler { return \(call) }")
            lines.append("        if let result = \(caseName)Result { return result }")
            if method.throwsAnyError {
                lines.append("        try GraftTesting.unimplemented(\"\(name).\(method.title)\")")
            } else {
                lines.append(
                    "        fatalError(\"\(name).\(method.title) has no result: set \(caseName)Result or "
                        + "\(caseName)Handler before calling it\")")
            }
            lines.append("    }")
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    /// Each method's case in `Call`: its base name, or with its argument labels where two share a base name.
    static func caseNames(of methods: [Requirement.Method]) -> [String] {
        let counts = Dictionary(methods.map { ($0.name, 1) }, uniquingKeysWith: +)
        return methods.map { method in
            guard counts[method.name, default: 0] > 1 else { return method.name }
            return method.name
                + method.parameters.map {
                    ($0.label ?? $0.name).prefix(1).uppercased() + ($0.label ?? $0.name).dropFirst()
                }
                .joined()
        }
    }

    private func recording(_ type: TypeSpelling) -> Recording {
        if type.isFunction { return .omitted }
        let ids = type.referencedIDs
        let isSendable = !ids.isEmpty && ids.allSatisfy(index.isSendable)
        let isEquatable = !type.isExistential && ids.allSatisfy(index.isEquatable)
        if ids.count == 1, index.isClassBound(ids[0]), !(isSendable && isEquatable) { return .identity }
        return isSendable ? .value(isEquatable: isEquatable) : .omitted
    }

    private func recordedType(_ parameter: Requirement.Parameter, _ recording: Recording) -> String? {
        switch recording {
        case .value: parameter.type.text
        case .identity: parameter.type.isOptional ? "ObjectIdentifier?" : "ObjectIdentifier"
        case .omitted: nil
        }
    }

    private func recordedValue(_ parameter: Requirement.Parameter, _ recording: Recording) -> String? {
        let name = Self.expression(parameter.name)
        return switch recording {
        case .value: name
        case .identity:
            parameter.type.isOptional ? "\(name).map { ObjectIdentifier($0) }" : "ObjectIdentifier(\(name))"
        case .omitted: nil
        }
    }

    private func caseLabel(_ parameter: Requirement.Parameter) -> String {
        parameter.label ?? parameter.name
    }

    // MARK: - Unimplemented services

    /// The endpoints of a closure-based service struct, in the order of its initializer that takes each of them,
    /// or `nil` when the type is not one; other stored properties, such as a store made from the endpoints, are the
    /// initializer's to make.
    func serviceEndpoints(of id: String) -> [(name: String, type: TypeSpelling)]? {
        guard let symbol = index.symbols[id], symbol.kind.identifier == "swift.struct",
            symbol.swiftGenerics?.parameters?.isEmpty ?? true
        else { return nil }
        var stored: [String: TypeSpelling] = [:]
        var initializers: [String] = []
        for memberID in index.members[id, default: []] {
            guard let member = index.symbols[memberID] else { continue }
            let fragments = member.declarationFragments ?? []
            if member.kind.identifier == "swift.init" { initializers.append(member.names.title) }
            guard member.kind.identifier == "swift.property",
                !fragments.contains(where: { $0.kind == "text" && $0.spelling.contains("{") })
            else { continue }
            stored[member.names.title] = reader.spelling(
                Array(fragments.drop { $0.kind != "identifier" }.dropFirst()), droppingThrough: ":")
        }
        let endpoints = stored.filter { $0.value.isFunction }
        guard !endpoints.isEmpty,
            let memberwise = initializers.first(where: { title in
                Set(Self.labels(of: title)) == Set(endpoints.keys) && Self.labels(of: title).count == endpoints.count
            })
        else { return nil }
        return Self.labels(of: memberwise).map { ($0, stored[$0]!) }
    }

    private static func labels(of title: String) -> [String] {
        title.drop { $0 != "(" }.dropFirst().dropLast().split(separator: ":").map(String.init)
    }

    /// An extension giving a closure-based service a variant, `unimplemented` or `failing`, whose every endpoint
    /// reports a test failure naming the service and the endpoint.
    func unimplementedService(_ id: String, variant: String = "unimplemented") throws(MockRefusal) -> String {
        let name = index.symbols[id]!.pathComponents.joined(separator: ".")
        let qualified = reader.render([
            SymbolIndex.Fragment(kind: "typeIdentifier", spelling: name, preciseIdentifier: id)
        ])
        let endpoints = serviceEndpoints(of: id) ?? []
        var arguments: [String] = []
        for endpoint in endpoints {
            let type = endpoint.type.text
            let endpointName = "\"\(name).\(endpoint.name)\""
            if type.contains("throws(") {
                throw MockRefusal(
                    protocolName: "\(index.moduleOf[id] ?? "").\(name)",
                    reason: "its endpoint '\(endpoint.name)' has typed throws, and graft cannot make its error")
            } else if type.contains(" throws") {
                arguments.append("\(endpoint.name): GraftTesting.unimplemented(\(endpointName))")
            } else if let placeholder = Self.placeholder(forResultOf: type) {
                arguments.append(
                    "\(endpoint.name): GraftTesting.unimplemented(\(endpointName), placeholder: \(placeholder))")
            } else {
                throw MockRefusal(
                    protocolName: "\(index.moduleOf[id] ?? "").\(name)",
                    reason: "its endpoint '\(endpoint.name)' cannot throw, and graft has no placeholder for its result")
            }
        }
        var lines = [
            "extension \(qualified) {",
            "    /// Every endpoint reports a test failure naming it, through GraftTesting's `unimplemented`.",
            "    static var \(variant): \(qualified) {",
            "        \(qualified)(",
        ]
        lines += arguments.enumerated().map { "            \($1)\($0 == arguments.count - 1 ? "" : ",")" }
        lines += ["        )", "    }", "}"]
        return lines.joined(separator: "\n")
    }

    /// What a non-throwing endpoint returns after reporting: `()`, `nil`, `false`, `0`, `""`, `[]` or `[:]`.
    static func placeholder(forResultOf functionType: String) -> String? {
        guard let arrow = functionType.range(of: "->", options: .backwards) else { return nil }
        let result = functionType[arrow.upperBound...].trimmingCharacters(in: .whitespaces)
        if result == "Void" || result == "()" { return "()" }
        if result.hasSuffix("?") || result.hasPrefix("Optional<") { return "nil" }
        switch result {
        case "Bool": return "false"
        case "Int", "Double", "Float", "UInt": return "0"
        case "String": return "\"\""
        default: break
        }
        if result.hasPrefix("[") && result.hasSuffix("]") {
            return result.contains(":") ? "[:]" : "[]"
        }
        return nil
    }

    // MARK: - Pieces

    private func isSendable(_ type: TypeSpelling) -> Bool {
        if type.isFunction { return type.text.contains("@Sendable") }
        return type.referencedIDs.allSatisfy(index.isSendable)
    }

    private func declaration(of method: Requirement.Method) -> String {
        let parameters = method.parameters.map { parameter in
            switch parameter.label {
            case nil: "_ \(parameter.name): \(parameter.type.text)"
            case parameter.name: "\(parameter.name): \(parameter.type.text)"
            case let label?: "\(label) \(parameter.name): \(parameter.type.text)"
            }
        }.joined(separator: ", ")
        return "func \(method.name)(\(parameters))\(effects(method))"
            + (method.result.map { " -> \($0.text)" } ?? "")
    }

    private func effects(_ method: Requirement.Method) -> String {
        (method.isAsync ? " async" : "") + (method.throwsClause.map { " \($0)" } ?? "")
    }

    private func effectPrefix(_ method: Requirement.Method) -> String {
        (method.throwsClause == nil ? "" : "try ") + (method.isAsync ? "await " : "")
    }

    private func arguments(of method: Requirement.Method) -> String {
        method.parameters.map { Self.expression($0.name) }.joined(separator: ", ")
    }

    /// A parameter's name as an expression: a keyword such as `in` or `default` needs backticks there.
    static func expression(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    private static let keywords: Set<String> = [
        "as", "break", "case", "catch", "class", "continue", "default", "defer", "do", "else", "enum", "extension",
        "fallthrough", "false", "for", "func", "guard", "if", "import", "in", "init", "is", "let", "nil", "operator",
        "private", "protocol", "public", "repeat", "return", "self", "static", "struct", "subscript", "super",
        "switch", "throw", "throws", "true", "try", "typealias", "var", "where", "while",
    ]

    private func closureType(_ method: Requirement.Method, isSendable: Bool, isolated: Bool = false) -> String {
        let attributes = (isolated || method.isMainActor ? "@MainActor " : "") + (isSendable ? "@Sendable " : "")
        let parameters = method.parameters.map(\.type.text).joined(separator: ", ")
        return "\(attributes)(\(parameters))\(effects(method)) -> \(method.result?.text ?? "Void")"
    }

    private func optional(_ type: TypeSpelling) -> String {
        let text = type.text
        let isSimple = !text.contains(" ") && !text.contains("->")
        return isSimple ? "\(text)?" : "(\(text))?"
    }

    private func initializer(parameters: [String], indent: String, keyword: String = "init") -> [String] {
        let single = "\(indent)\(keyword)(\(parameters.joined(separator: ", "))) {"
        guard single.count > 120 else { return [single] }
        return ["\(indent)\(keyword)("]
            + parameters.enumerated().map {
                "\(indent)    \($1)\($0 == parameters.count - 1 ? "" : ",")"
            } + ["\(indent)) {"]
    }
}
