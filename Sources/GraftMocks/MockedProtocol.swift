import GraftPackageReading

/// A protocol the generator makes a double of, with its requirements and those of the protocols it refines.
struct MockedProtocol {
    /// Which double the protocol gets, from what it refines and how it is named.
    enum Kind: Comparable {
        /// A `Dependency` protocol: `<Name>Mock`, a class storing each requirement.
        case dependency
        /// A `Buildable` refinement: `<Name>Mock`, recording each build.
        case buildable
        /// A `…Routing` protocol: `<Name>Spy`, a `RoutingSpy` recording the feature's own routing calls.
        case routing
        /// A `…Listener` protocol: `<Name>Spy`.
        case listener
        /// A `…Presentable` protocol: `<Name>Spy`.
        case presentable
    }

    let id: String
    let name: String
    let module: String
    let kind: Kind
    /// Whether the protocol, or one it refines, is isolated to the main actor.
    let isMainActor: Bool
    /// Whether conforming types must be `Sendable`.
    let isSendable: Bool
    /// Every requirement, the protocol's own first, then those of what it refines that graft's base class does not
    /// satisfy, each protocol's in source order.
    let requirements: [Requirement]

    /// The property requirements, in the order of ``requirements``.
    var properties: [Requirement.Property] {
        requirements.compactMap { requirement in
            if case .property(let property) = requirement { property } else { nil }
        }
    }

    /// The method requirements, in the order of ``requirements``.
    var methods: [Requirement.Method] {
        requirements.compactMap { requirement in
            if case .method(let method) = requirement { method } else { nil }
        }
    }

    /// The symbols that the types of its requirements name.
    var referencedIDs: [String] {
        properties.flatMap(\.type.referencedIDs)
            + methods.flatMap { method in
                method.parameters.flatMap(\.type.referencedIDs) + (method.result?.referencedIDs ?? [])
            }
    }
}

/// One property or method a protocol requires.
enum Requirement {
    case property(Property)
    case method(Method)

    /// A property requirement: `var listener: (any ProfileListener)? { get set }`.
    struct Property {
        let name: String
        let type: TypeSpelling
        let isSettable: Bool
    }

    /// A method requirement, which the double records.
    struct Method {
        /// The base name: `build` for `build(withListener:)`.
        let name: String
        /// The full name: `build(withListener:)`.
        let title: String
        let parameters: [Parameter]
        let isAsync: Bool
        /// `throws` or `throws(SomeError)`, as written; `nil` for a method that cannot throw.
        let throwsClause: String?
        /// The result, `nil` for `Void`.
        let result: TypeSpelling?
        /// Whether the requirement is isolated to the main actor, where the protocol is not.
        let isMainActor: Bool

        /// Whether the method throws `any Error`.
        var throwsAnyError: Bool { throwsClause == "throws" }
    }

    /// One parameter of a method.
    struct Parameter {
        /// The argument label, `nil` for `_`.
        let label: String?
        let name: String
        let type: TypeSpelling
    }
}

/// A type as a declaration spells it, with the symbols its names refer to.
struct TypeSpelling {
    /// The spelling, with names qualified by their module where another module read declares the same name.
    let text: String
    /// The symbols of the named types in it, in order.
    let referencedIDs: [String]
    /// Whether it is `any P`, which is never `Equatable`.
    let isExistential: Bool

    /// Whether it is a function type.
    var isFunction: Bool { text.contains("->") }

    /// Whether it is `Optional`, written with `?`.
    var isOptional: Bool { text.hasSuffix("?") }

    /// Whether it is `Void` or `()`.
    var isVoid: Bool { text == "Void" || text == "()" }
}

/// A protocol graft makes no double of, and the one line that says why.
struct MockRefusal: Error, Comparable, CustomStringConvertible {
    let protocolName: String
    let reason: String

    var description: String {
        "cannot generate a double of \(protocolName): \(reason); write it by hand (Docs/Testing.md, "
            + "\"Hand-written doubles\")"
    }

    static func < (left: MockRefusal, right: MockRefusal) -> Bool {
        (left.protocolName, left.reason) < (right.protocolName, right.reason)
    }
}
