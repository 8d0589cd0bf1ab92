import Foundation
import GraftPackageReading

/// The types a target's Swift files declare, read from the source without building the target.
///
/// `graft new` needs only names and files: where the parent's component is, and whether a name is taken. Reading
/// the source keeps it fast and lets it work on a target that does not build yet.
struct TargetDeclarations {
    /// One declared type.
    struct Declaration {
        /// The file's path relative to the package's directory.
        let file: String
        /// Whether it is a class with an inheritance clause, which a component always has.
        let isSubclassingClass: Bool
        /// Whether it is declared `public` or `open`.
        let isPublic: Bool
    }

    /// Each declared type by name; a name declared twice keeps its first file.
    let types: [String: Declaration]
    /// The protocols each type conforms to in its declaration or an extension, such as `HomeDependency` for
    /// `extension AppComponent: HomeDependency {}`.
    let conformances: [String: Set<String>]
    /// The target's directory, absolute and resolved.
    let directory: String
    /// The target's directory relative to the root package's directory.
    let relativeDirectory: String

    private static let typeKeywords: Set<String> = ["class", "struct", "enum", "protocol", "actor", "typealias"]
    private static let memberKeywords: Set<String> = ["func", "var", "let", "subscript", "init", "deinit"]

    /// Reads the target's Swift files.
    ///
    /// - Parameters:
    ///   - target: The target.
    ///   - package: The package that declares it: the root package or a local package it depends on.
    ///   - packageRoot: The root package's directory, which paths are made relative to.
    init(of target: SwiftPackage.Target, in package: SwiftPackage, packageRoot: String) {
        let url = URL(fileURLWithPath: package.path).appendingPathComponent(target.path)
        directory = url.standardizedFileURL.resolvingSymlinksInPath().path
        relativeDirectory = SourceFiles(packageRoot: packageRoot).relativePath(ofFile: directory)
        var types: [String: Declaration] = [:]
        var conformances: [String: Set<String>] = [:]
        for source in (target.sources ?? []).sorted() where source.hasSuffix(".swift") {
            guard let text = try? String(contentsOf: url.appendingPathComponent(source), encoding: .utf8)
            else { continue }
            let file = SourceFile(path: relativeDirectory + "/" + source, text: text)
            for (name, declaration) in Self.declarations(in: file) where types[name] == nil {
                types[name] = declaration
            }
            for (name, protocols) in Self.conformances(in: file) {
                conformances[name, default: []].formUnion(protocols)
            }
        }
        self.types = types
        self.conformances = conformances
    }

    /// The classes that look like components: named `…Component`, with a superclass.
    var components: [String] {
        types.filter { $0.key.hasSuffix("Component") && $0.value.isSubclassingClass }.map(\.key).sorted()
    }

    /// The names in each inheritance clause of a class or an extension.
    private static func conformances(in file: SourceFile) -> [(String, [String])] {
        let tokens = file.tokens
        return tokens.indices.dropLast(2).compactMap { index in
            guard tokens[index].isIdentifier("extension") || tokens[index].isIdentifier("class"),
                tokens[index + 1].kind == .identifier, tokens[index + 2].isPunctuation(":"),
                let open = tokens.indices[(index + 3)...].first(where: {
                    tokens[$0].isPunctuation("{") || tokens[$0].isIdentifier("where")
                })
            else { return nil }
            let names = file.listItems(in: (index + 3)..<open).map { file.text(of: $0) }
            return (tokens[index + 1].text, names)
        }
    }

    private static func declarations(in file: SourceFile) -> [(String, Declaration)] {
        let tokens = file.tokens
        var result: [(String, Declaration)] = []
        for index in tokens.indices.dropLast() {
            let keyword = tokens[index]
            let name = tokens[index + 1]
            guard keyword.kind == .identifier, typeKeywords.contains(keyword.text), name.kind == .identifier,
                !memberKeywords.contains(name.text), !typeKeywords.contains(name.text)
            else { continue }
            let isSubclassingClass =
                keyword.text == "class" && index + 2 < tokens.count && tokens[index + 2].isPunctuation(":")
            let modifiers = tokens[..<index].reversed().prefix { $0.line == keyword.line }
            let isPublic = modifiers.contains { $0.isIdentifier("public") || $0.isIdentifier("open") }
            result.append(
                (name.text, Declaration(file: file.path, isSubclassingClass: isSubclassingClass, isPublic: isPublic)))
        }
        return result
    }
}
