import Foundation
import GraftDeclaredGraph
import GraftPackageReading

/// The lines that forward values along branches of the tree, placed in the files as they are now.
///
/// Each component between a parent that lacks a requirement and the ancestor that provides it gets a forwarding
/// member after its last property, and its dependency protocol gets the requirement after its last one. Each line
/// takes the indentation of the members beside it; a public component's member is public and documented, as
/// `swift format`'s rules want; and a file that does not import the module declaring the type gets that import,
/// in order among its imports.
struct ForwardingEdits {
    /// Which module a file belongs to, read from the packages' manifests.
    struct Modules {
        /// Each target's directory relative to the root package, and its module name, longest first.
        private let directories: [(directory: String, module: String)]
        /// The modules of the packages' targets.
        private let names: Set<String>

        init(workspace: PackageWorkspace) {
            var directories: [(String, String)] = []
            for package in workspace.packages {
                for target in package.buildableTargets {
                    let declarations = TargetDeclarations(of: target, in: package, packageRoot: workspace.root.path)
                    directories.append((declarations.relativeDirectory, target.c99name))
                }
            }
            self.directories = directories.sorted { $0.0.count > $1.0.count }
            names = Set(directories.map(\.1))
        }

        /// The module a file, relative to the root package, belongs to.
        func module(ofFile path: String) -> String? {
            directories.first { path.hasPrefix($0.directory + "/") }?.module
        }

        /// The packages' modules that declare the types a resolved type names.
        func modules(declaringTypesIn type: SwiftType) -> [String] {
            type.names.compactMap { name in
                let module = String(name.prefix { $0 != "." })
                return module.count < name.count && names.contains(module) ? module : nil
            }
        }
    }

    /// The edits, in the order they were planned.
    private(set) var edits: [SourceEdit] = []

    /// Plans the additions for each branch.
    ///
    /// - Parameters:
    ///   - paths: The branches, each from the component lacking a member up to its provider.
    ///   - index: The declarations, read from the files the edits apply to.
    ///   - modules: Which module declares each file and type.
    init(paths: [ForwardingPath], index: SourceIndex, modules: Modules) {
        var lines: [QualifiedName: [(text: String, summary: String?)]] = [:]
        var order: [QualifiedName] = []
        var imports: [String: (file: SourceFile, modules: [String])] = [:]
        func add(_ added: [(String, String?)], to declaration: QualifiedName, type: SwiftType) {
            guard let found = index.declarations[declaration] else { return }
            if lines[declaration] == nil { order.append(declaration) }
            lines[declaration, default: []] += added
            let own = modules.module(ofFile: found.file.path)
            for module in modules.modules(declaringTypesIn: type) where module != own && !found.file.imports(module) {
                var pending = imports[found.file.path] ?? (found.file, [])
                if !pending.modules.contains(module) { pending.modules.append(module) }
                imports[found.file.path] = pending
            }
        }
        var planned: Set<String> = []
        for path in paths {
            let member = path.member
            for component in path.branch.dropLast() {
                if !index.declares(member, in: component), planned.insert("\(component).\(member)").inserted {
                    let isPublic = index.declarations[component]?.isPublic == true
                    let forwarding = "var \(member): \(path.type) { dependency.\(member) }"
                    let name = index.labels(component)
                    let added: [(String, String?)] =
                        isPublic
                        ? [
                            ("/// The parent's `\(member)`.", nil),
                            ("public " + forwarding, "'public \(forwarding)' to \(name)"),
                        ]
                        : [(forwarding, "'\(forwarding)' to \(name)")]
                    add(added, to: component, type: path.resolvedType)
                }
                if let dependency = index.dependency(of: component), !index.declares(member, in: dependency),
                    planned.insert("\(dependency).\(member)").inserted
                {
                    let requirement = "var \(member): \(path.type) { get }"
                    add(
                        [(requirement, "'\(requirement)' to \(index.labels(dependency))")], to: dependency,
                        type: path.resolvedType)
                }
            }
        }
        for declaration in order {
            guard let found = index.declarations[declaration], let added = lines[declaration] else { continue }
            edits.append(Self.insertion(of: added, into: found))
        }
        for (_, pending) in imports.sorted(by: { $0.key < $1.key }) {
            for module in pending.modules.sorted() { edits.append(SourceEdit.importing(module, into: pending.file)) }
        }
    }

    /// Inserts lines after the last property of a declaration's body, or at its start when it has none.
    private static func insertion(
        of added: [(text: String, summary: String?)], into declaration: SourceIndex.Declaration
    )
        -> SourceEdit
    {
        let file = declaration.file
        let tokens = file.tokens
        var depth = 0
        var lastProperty: Int?
        for index in declaration.body {
            if tokens[index].isPunctuation("{") { depth += 1 }
            if tokens[index].isPunctuation("}") { depth -= 1 }
            if depth == 0, tokens[index].isIdentifier("var") || tokens[index].isIdentifier("let") {
                lastProperty = index
            }
        }
        guard let lastProperty else {
            let indentation = file.indentation(ofLine: tokens[declaration.nameIndex].line) + "    "
            return SourceEdit.insertion(of: added, into: declaration, afterLine: nil, indentation: indentation)
        }
        let propertyLine = tokens[lastProperty].line
        let body = file.bodyRange(ofDeclarationAt: lastProperty + 1, isProperty: true)
        return SourceEdit.insertion(
            of: added, into: declaration, afterLine: body.map { tokens[$0.upperBound].line } ?? propertyLine,
            indentation: file.indentation(ofLine: propertyLine))
    }
}
