/// The parts of a compiler-emitted symbol graph (`Module.symbols.json`) that the feature graph and the mock
/// generator read.
package struct SymbolGraph: Decodable, Sendable {
    package let module: Module
    package var symbols: [Symbol]
    package let relationships: [Relationship]
    /// Set on the graph of one module's extensions to another's types, such as `App@Home.symbols.json`.
    package var isExtension = false

    private enum CodingKeys: String, CodingKey {
        case module, symbols, relationships
    }

    /// The module the graph describes.
    package struct Module: Decodable, Sendable {
        package let name: String
    }

    /// One declaration.
    package struct Symbol: Decodable, Sendable {
        package let kind: Kind
        package let identifier: Identifier
        package let names: Names
        package let declarationFragments: [Fragment]?
        package var location: Location?
        package let swiftGenerics: Generics?
        /// A function's parameters and result, each as fragments.
        package let functionSignature: FunctionSignature?
        /// The names of the declaration and the types that enclose it: `["Landmark", "ID"]`.
        package let pathComponents: [String]
        /// `public`, `internal`, `private` and so on.
        package let accessLevel: String?

        /// The declaration's kind, such as `swift.class` or `swift.property`.
        package struct Kind: Decodable, Sendable {
            package let identifier: String
        }

        /// The symbol's unique, mangled identifier.
        package struct Identifier: Decodable, Sendable {
            package let precise: String
        }

        /// The symbol's display names; `title` is `authService` or `detailStore(id:)`.
        package struct Names: Decodable, Sendable {
            package let title: String
        }

        /// One piece of the declaration as the compiler prints it; a type name carries the symbol it refers to.
        package struct Fragment: Decodable, Sendable, Hashable {
            package let kind: String
            package let spelling: String
            package let preciseIdentifier: String?

            package init(kind: String, spelling: String, preciseIdentifier: String?) {
                self.kind = kind
                self.spelling = spelling
                self.preciseIdentifier = preciseIdentifier
            }
        }

        /// A function's parameters and result, each as fragments.
        package struct FunctionSignature: Decodable, Sendable {
            package let parameters: [Parameter]?
            package let returns: [Fragment]?

            /// One parameter: `name` is the argument label, or the parameter's name when it has no label.
            package struct Parameter: Decodable, Sendable {
                package let name: String
                package let internalName: String?
                package let declarationFragments: [Fragment]
            }
        }

        /// Where the declaration's name is: a `file://` URI and a zero-based line and column.
        package struct Location: Decodable, Sendable {
            package let uri: String
            package let position: Position

            /// A zero-based line and column.
            package struct Position: Decodable, Sendable {
                package let line: Int
                package let character: Int
            }
        }

        /// A generic declaration's parameters.
        package struct Generics: Decodable, Sendable {
            package let parameters: [Parameter]?

            /// One generic parameter; `depth` 0 is a protocol's `Self`, deeper ones the declaration's own.
            package struct Parameter: Decodable, Sendable {
                package let name: String
                package let depth: Int
            }
        }
    }

    /// An edge between two symbols, such as `inheritsFrom`, `conformsTo`, `memberOf` or `requirementOf`.
    package struct Relationship: Decodable, Sendable {
        package let kind: String
        package let source: String
        package let target: String
    }
}
