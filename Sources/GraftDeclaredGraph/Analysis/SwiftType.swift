import GraftPackageReading

/// A type as Swift compares types: every spelling of one type gives the same value.
///
/// Parsing makes `any ScoreStream` and `ScoreStream`, `Int?` and `Optional<Int>`, `[String]` and `Array<String>`,
/// `[String: Int]` and `Dictionary<String, Int>` alike, and drops spaces and redundant parentheses.
/// ``resolved(_:)`` then replaces each name with the declaration it means, so that `AppCore.ScoreStream` and
/// `ScoreStream` written in AppCore are one type, and a typealias is what it names; ``TypeDeclarations`` knows the
/// declarations.
package indirect enum SwiftType: Hashable, Sendable, CustomStringConvertible {
    /// A named type with its generic arguments; `Optional`, `Array` and `Dictionary` for the sugared forms.
    case named(String, [SwiftType])
    /// A tuple, labels kept; `()` and `Void` are the empty one.
    case tuple([TupleElement])
    /// A function type: its attributes (`@Sendable`), parameter types, effects (`async`, `throws`) and result.
    case function(attributes: [String], parameters: [SwiftType], effects: [String], result: SwiftType)
    /// `A & B`, its members in a fixed order.
    case composition([SwiftType])
    /// `some P`.
    case opaque(SwiftType)
    /// `T.Type` or `P.Protocol`.
    case metatype(SwiftType, String)
    /// A spelling the parser does not read, without its spaces.
    case unparsed(String)

    /// One element of a tuple type.
    package struct TupleElement: Hashable, Sendable {
        let label: String?
        let type: SwiftType
    }

    /// Parses a type's spelling as written in source or printed by the compiler.
    ///
    /// - Parameter spelling: The spelling, such as `[String: any ScoreStream]?`.
    init(parsing spelling: String) {
        var parser = Parser(tokens: SwiftTokenizer.tokenize(spelling))
        if let type = parser.type(), parser.isAtEnd {
            self = type
        } else {
            self = .unparsed(spelling.filter { !$0.isWhitespace })
        }
    }

    /// The type with each name replaced by what it means.
    ///
    /// - Parameter meaning: The type a name means, such as `AppCore.ScoreStream` for `ScoreStream`, or what a
    ///   typealias names; `nil` to keep the name.
    /// - Returns: The resolved type.
    func resolved(_ meaning: (String) -> SwiftType?) -> SwiftType {
        switch self {
        case .named(let name, let arguments):
            let arguments = arguments.map { $0.resolved(meaning) }
            switch meaning(name) {
            case .named(let declared, let none)? where none.isEmpty: return .named(declared, arguments)
            case let other? where arguments.isEmpty: return other
            default: return .named(name, arguments)
            }
        case .tuple(let elements):
            return .tuple(elements.map { TupleElement(label: $0.label, type: $0.type.resolved(meaning)) })
        case .function(let attributes, let parameters, let effects, let result):
            return .function(
                attributes: attributes, parameters: parameters.map { $0.resolved(meaning) }, effects: effects,
                result: result.resolved(meaning))
        case .composition(let members):
            return .composition(members.map { $0.resolved(meaning) }.sorted { $0.description < $1.description })
        case .opaque(let type):
            return .opaque(type.resolved(meaning))
        case .metatype(let type, let kind):
            return .metatype(type.resolved(meaning), kind)
        case .unparsed:
            return self
        }
    }

    /// The names of every named type in it, arguments included.
    package var names: [String] {
        switch self {
        case .named(let name, let arguments): [name] + arguments.flatMap(\.names)
        case .tuple(let elements): elements.flatMap(\.type.names)
        case .function(_, let parameters, _, let result): parameters.flatMap(\.names) + result.names
        case .composition(let members): members.flatMap(\.names)
        case .opaque(let type), .metatype(let type, _): type.names
        case .unparsed: []
        }
    }

    /// The type in one canonical spelling: `Optional<Dictionary<String, AppCore.ScoreStream>>`.
    package var description: String {
        switch self {
        case .named(let name, let arguments):
            arguments.isEmpty ? name : "\(name)<\(arguments.map(\.description).joined(separator: ", "))>"
        case .tuple(let elements):
            "(" + elements.map { ($0.label.map { "\($0): " } ?? "") + $0.type.description }.joined(separator: ", ")
                + ")"
        case .function(let attributes, let parameters, let effects, let result):
            (attributes + ["(\(parameters.map(\.description).joined(separator: ", ")))"] + effects + ["->"])
                .joined(separator: " ") + " \(result)"
        case .composition(let members): members.map(\.description).joined(separator: " & ")
        case .opaque(let type): "some \(type)"
        case .metatype(let type, let kind): "(\(type)).\(kind)"
        case .unparsed(let text): text
        }
    }
}

extension SwiftType {
    /// A recursive-descent reader of type syntax over tokens.
    private struct Parser {
        let tokens: [SwiftToken]
        var position = 0

        var isAtEnd: Bool { position == tokens.count }

        private func peek(_ offset: Int = 0) -> SwiftToken? {
            position + offset < tokens.count ? tokens[position + offset] : nil
        }

        private mutating func take(_ punctuation: String) -> Bool {
            guard peek()?.isPunctuation(punctuation) == true else { return false }
            position += 1
            return true
        }

        /// `A & B`, or one type.
        mutating func type() -> SwiftType? {
            guard let first = postfixed() else { return nil }
            var members = [first]
            while take("&") {
                guard let next = postfixed() else { return nil }
                members.append(next)
            }
            return members.count == 1 ? first : .composition(members.sorted { $0.description < $1.description })
        }

        /// A type followed by any `?`, `!`, `.Type` and `.Protocol`.
        private mutating func postfixed() -> SwiftType? {
            guard var type = prefixed() else { return nil }
            while true {
                if take("?") || take("!") {
                    type = .named("Optional", [type])
                } else if peek()?.isPunctuation(".") == true,
                    let kind = peek(1), kind.isIdentifier("Type") || kind.isIdentifier("Protocol")
                {
                    position += 2
                    type = .metatype(type, kind.text)
                } else {
                    return type
                }
            }
        }

        /// `any P`, `some P`, a function type with its attributes, or a plain type.
        private mutating func prefixed() -> SwiftType? {
            if peek()?.isIdentifier("any") == true, peek(1)?.kind == .identifier || peek(1)?.isPunctuation("(") == true
            {
                position += 1
                return postfixed()
            }
            if peek()?.isIdentifier("some") == true, peek(1)?.kind == .identifier {
                position += 1
                return postfixed().map { .opaque($0) }
            }
            var attributes: [String] = []
            while peek()?.isPunctuation("@") == true, let name = peek(1), name.kind == .identifier {
                position += 2
                // `@escaping` and `@autoclosure` say how a parameter is passed, not what its type is.
                if name.text != "escaping" && name.text != "autoclosure" { attributes.append("@" + name.text) }
            }
            guard let primary = primary() else { return nil }
            guard case .tuple(let elements) = primary, isFunctionArrowAhead else {
                return attributes.isEmpty ? primary : .unparsed(attributes.joined() + primary.description)
            }
            var effects: [String] = []
            while let token = peek(),
                token.isIdentifier("async") || token.isIdentifier("throws")
                    || token.isIdentifier("rethrows")
            {
                position += 1
                effects.append(token.text)
                if token.text == "throws", take("(") {
                    guard let error = type(), take(")") else { return nil }
                    effects[effects.count - 1] = "throws(\(error))"
                }
            }
            guard take("->"), let result = postfixed() else { return nil }
            return .function(
                attributes: attributes, parameters: elements.map(\.type), effects: effects, result: result)
        }

        /// Whether effects and `->` follow, making the tuple just read a function's parameters.
        private var isFunctionArrowAhead: Bool {
            var offset = 0
            while let token = peek(offset), token.kind == .identifier {
                offset += 1
                // `throws(E)`.
                if token.text == "throws", peek(offset)?.isPunctuation("(") == true {
                    while let next = peek(offset), !next.isPunctuation(")") { offset += 1 }
                    offset += 1
                }
            }
            return peek(offset)?.isPunctuation("->") == true
        }

        /// A parenthesised type or tuple, an array or dictionary, or a possibly qualified, generic name.
        private mutating func primary() -> SwiftType? {
            if take("(") { return parenthesised() }
            if take("[") {
                guard let element = type() else { return nil }
                if take(":") {
                    guard let value = type(), take("]") else { return nil }
                    return .named("Dictionary", [element, value])
                }
                return take("]") ? .named("Array", [element]) : nil
            }
            guard let first = peek(), first.kind == .identifier else { return nil }
            position += 1
            var name = first.text
            var arguments: [SwiftType] = []
            while true {
                if peek()?.isPunctuation("<") == true {
                    position += 1
                    arguments = []
                    repeat {
                        guard let argument = type() else { return nil }
                        arguments.append(argument)
                    } while take(",")
                    guard take(">") else { return nil }
                } else if peek()?.isPunctuation(".") == true, let next = peek(1), next.kind == .identifier,
                    next.text != "Type" && next.text != "Protocol"
                {
                    // A generic argument on a qualifier, as in `Outer<T>.Inner`, stays in the name.
                    name +=
                        (arguments.isEmpty ? "" : "<\(arguments.map(\.description).joined(separator: ", "))>")
                        + "." + next.text
                    arguments = []
                    position += 2
                } else {
                    return .named(name, arguments)
                }
            }
        }

        /// After `(`: `()`, `(T)` which is `T`, or a tuple with optional labels; a function's parameters too.
        private mutating func parenthesised() -> SwiftType? {
            var elements: [TupleElement] = []
            if take(")") { return .tuple([]) }
            repeat {
                var label: String?
                // `label: T`, or a function parameter's `_ name: T`.
                if let first = peek(), first.kind == .identifier, peek(1)?.isPunctuation(":") == true {
                    label = first.text
                    position += 2
                } else if let first = peek(), first.kind == .identifier, let second = peek(1),
                    second.kind == .identifier, peek(2)?.isPunctuation(":") == true
                {
                    label = first.text == "_" ? nil : first.text
                    position += 3
                }
                var specifiers: [String] = []
                while let token = peek(),
                    ["inout", "borrowing", "consuming", "__owned", "__shared"].contains(token.text),
                    token.kind == .identifier
                {
                    specifiers.append(token.text)
                    position += 1
                }
                guard var element = type() else { return nil }
                if !specifiers.isEmpty {
                    element = .unparsed(specifiers.joined(separator: " ") + " " + element.description)
                }
                elements.append(TupleElement(label: label, type: element))
            } while take(",")
            guard take(")") else { return nil }
            if elements.count == 1, elements[0].label == nil, !isFunctionArrowAhead { return elements[0].type }
            return .tuple(elements)
        }
    }
}
