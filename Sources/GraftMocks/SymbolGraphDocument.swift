/// The parts of a compiler-emitted symbol graph that the mock generator reads: declarations as the compiler prints
/// them, fragment by fragment, with the symbol each type name refers to.
struct SymbolGraphDocument: Decodable, Sendable {
    let symbols: [Symbol]
    let relationships: [Relationship]

    /// One declaration.
    struct Symbol: Decodable, Sendable {
        let kind: Kind
        let identifier: Identifier
        let names: Names
        let declarationFragments: [Fragment]?
        let functionSignature: FunctionSignature?
        let swiftGenerics: Generics?
        let location: Location?
        /// The names of the declaration and the types that enclose it: `["Landmark", "ID"]`.
        let pathComponents: [String]
        /// `public`, `internal`, `private` and so on.
        let accessLevel: String?

        /// The declaration's kind, such as `swift.protocol` or `swift.method`.
        struct Kind: Decodable, Sendable {
            let identifier: String
        }

        /// The symbol's unique, mangled identifier.
        struct Identifier: Decodable, Sendable {
            let precise: String
        }

        /// The symbol's display name: `listener` or `build(withListener:)`.
        struct Names: Decodable, Sendable {
            let title: String
        }

        /// A function's parameters and result, each as fragments.
        struct FunctionSignature: Decodable, Sendable {
            let parameters: [Parameter]?
            let returns: [Fragment]?

            /// One parameter: `name` is the argument label, or the parameter's name when it has no label.
            struct Parameter: Decodable, Sendable {
                let name: String
                let internalName: String?
                let declarationFragments: [Fragment]
            }
        }

        /// A generic declaration's parameters and constraints.
        struct Generics: Decodable, Sendable {
            let parameters: [Parameter]?

            /// One generic parameter; `depth` 0 is the protocol's `Self`, deeper ones the declaration's own.
            struct Parameter: Decodable, Sendable {
                let name: String
                let depth: Int
            }
        }

        /// Where the declaration is, present for declarations in source.
        struct Location: Decodable, Sendable {
            let uri: String
            let position: Position

            /// A zero-based line and column.
            struct Position: Decodable, Sendable {
                let line: Int
                let character: Int
            }
        }
    }

    /// One piece of a declaration as the compiler prints it; a type name carries the symbol it refers to.
    struct Fragment: Decodable, Sendable, Hashable {
        let kind: String
        let spelling: String
        let preciseIdentifier: String?
    }

    /// An edge between two symbols, such as `conformsTo`, `memberOf` or `requirementOf`.
    struct Relationship: Decodable, Sendable {
        let kind: String
        let source: String
        let target: String
    }
}
