/// The parts of a compiler-emitted symbol graph (`Module.symbols.json`) that the feature graph reads.
struct SymbolGraph: Decodable, Sendable {
    let module: Module
    var symbols: [Symbol]
    let relationships: [Relationship]
    /// Set on the graph of one module's extensions to another's types, such as `App@Home.symbols.json`.
    var isExtension = false

    private enum CodingKeys: String, CodingKey {
        case module, symbols, relationships
    }

    /// The module the graph describes.
    struct Module: Decodable, Sendable {
        let name: String
    }

    /// One declaration.
    struct Symbol: Decodable, Sendable {
        let kind: Kind
        let identifier: Identifier
        let names: Names
        let declarationFragments: [Fragment]?
        var location: Location?
        let swiftGenerics: Generics?
        /// `public`, `internal`, `private` and so on.
        let accessLevel: String?

        /// The declaration's kind, such as `swift.class` or `swift.property`.
        struct Kind: Decodable, Sendable {
            let identifier: String
        }

        /// The symbol's unique, mangled identifier.
        struct Identifier: Decodable, Sendable {
            let precise: String
        }

        /// The symbol's display names; `title` is `authService` or `detailStore(id:)`.
        struct Names: Decodable, Sendable {
            let title: String
        }

        /// One piece of the declaration as the compiler prints it.
        struct Fragment: Decodable, Sendable {
            let kind: String
            let spelling: String
        }

        /// Where the declaration's name is: a `file://` URI and a zero-based line and column.
        struct Location: Decodable, Sendable {
            let uri: String
            let position: Position

            /// A zero-based line and column.
            struct Position: Decodable, Sendable {
                let line: Int
                let character: Int
            }
        }

        /// A generic declaration's parameters.
        struct Generics: Decodable, Sendable {
            let parameters: [Parameter]?

            /// One generic parameter.
            struct Parameter: Decodable, Sendable {
                let name: String
            }
        }
    }

    /// An edge between two symbols, such as `inheritsFrom`, `conformsTo`, `memberOf` or `requirementOf`.
    struct Relationship: Decodable, Sendable {
        let kind: String
        let source: String
        let target: String
    }
}
