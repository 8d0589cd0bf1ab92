import Foundation
import GraftDeclaredGraph
import GraftPackageReading

/// The edits to a parent's files that attach a new feature, for `graft new --attach`, planned in full before
/// anything is written.
///
/// The parent must have the shape `graft new` writes, which is also how it stays after an attach:
///
/// ```text
/// HomeBuilder       creates `let component = HomeComponent(dependency: …)` and returns `HomeRouter(…)` once
///                   +  profileBuilder: ProfileBuilder(dependency: component)
/// HomeRouting       a protocol with a body
///                   +  func routeToProfile()   func routeAwayFromProfile()
/// HomeInteractable  a protocol with an inheritance clause
///                   +  ProfileListener
/// HomeRouter        one initializer, which calls super.init on a line of its own
///                   +  private let profileBuilder: any ProfileBuildable   (an initializer parameter, too)
///                   +  private var profile: (any ProfileRouting)?
///                   +  routeToProfile() builds and attaches it; routeAwayFromProfile() detaches it
/// ```
///
/// Every addition keeps the indentation of the lines beside it, and an argument or parameter list that grows
/// past 120 columns wraps the way `swift format` wraps it.
package struct ParentAttachment: Sendable {
    /// The parent's files as they were read, by path relative to the package.
    let originals: [String: String]
    /// The parent's files with the feature attached, by path relative to the package.
    let texts: [String: String]
    /// Each addition as `file:line: added …`, in file and line order.
    package let additions: [String]

    /// The changes to the parent's files as a diff, as `graft new --attach --dry-run` prints them.
    package var diff: String { SourceEdit.diff(from: originals, to: texts) }

    /// Plans the edits that attach a planned feature to its parent.
    ///
    /// - Parameter plan: The feature's plan, which knows the files that declare the parent's types.
    /// - Returns: The edits, or why the parent does not have the shape they need.
    package static func plan(for plan: ScaffoldPlan) -> Result<ParentAttachment, AttachmentRefusal> {
        let scaffold = plan.scaffold
        let parent = scaffold.parent
        func refusal(_ reason: String) -> Result<ParentAttachment, AttachmentRefusal> {
            .failure(AttachmentRefusal(feature: scaffold.name, parent: parent, reason: reason))
        }
        let root = URL(fileURLWithPath: plan.packageRoot)
        var originals: [String: String] = [:]
        for type in scaffold.parentTypes {
            guard let path = plan.parentFiles[type] else {
                return refusal("target '\(plan.target)' declares no \(type)")
            }
            guard let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) else {
                return refusal("\(path) could not be read")
            }
            originals[path] = text
        }
        let moduleOfFile = Dictionary(
            scaffold.parentTypes.compactMap { type in
                plan.parentFiles[type].map { ($0, plan.parentModules[type] ?? "") }
            },
            uniquingKeysWith: { first, _ in first })
        let index = SourceIndex(
            files: originals.map { (moduleOfFile[$0.key] ?? "", SourceFile(path: $0.key, text: $0.value)) })
        var planner = Planner(scaffold: scaffold, index: index, modules: plan.parentModules, files: plan.parentFiles)
        do {
            try planner.attachToBuilder()
            try planner.addRoutesToRouting()
            try planner.listenInInteractable()
            try planner.keepAndRouteInRouter()
            planner.importFeatureModule()
        } catch {
            return refusal(error.reason)
        }
        let (texts, additions) = SourceEdit.apply(planner.edits, to: originals)
        return .success(
            ParentAttachment(
                originals: originals.filter { texts[$0.key] != nil }, texts: texts, additions: additions))
    }

    /// Writes the parent's edited files and the feature's files, or none of them: a parent file that changed since
    /// it was read writes nothing, and a write that fails puts back what was written before it.
    ///
    /// - Parameter plan: The feature's files.
    /// - Throws: ``ScaffoldError/notWritten(_:)``, ``ScaffoldError/filesExist(_:)`` or
    ///   ``ScaffoldError/writeFailed(path:reason:)``.
    package func write(with plan: ScaffoldPlan) throws(ScaffoldError) {
        let root = URL(fileURLWithPath: plan.packageRoot)
        let replaced: [String: Data]
        do {
            replaced = try SourceEdit.write(texts, replacing: originals, in: root)
        } catch {
            throw .notWritten(error)
        }
        do {
            try plan.write()
        } catch {
            SourceEdit.restore(replaced, writtenAs: texts, in: root)
            throw error
        }
    }
}

/// Why `graft new --attach` leaves the parent as it is: the file and the shape it expected.
package struct AttachmentRefusal: Error, Hashable, Sendable, CustomStringConvertible {
    /// The new feature.
    let feature: String
    /// The parent feature.
    let parent: String
    /// What in the parent's files does not have the shape `graft new` writes.
    let reason: String

    /// The one line `graft new` prints before the changes to make by hand.
    package var description: String {
        "graft: not attaching \(feature) to \(parent): \(reason); the parent is left as it is"
    }
}

/// What in a parent's file is not as `graft new` writes it.
private struct ShapeMismatch: Error {
    let reason: String
}

/// Plans the edits to the parent's files one declaration at a time.
private struct Planner {
    let scaffold: FeatureScaffold
    let index: SourceIndex
    /// The module that declares each of the parent's types.
    let modules: [String: String]
    /// The file that declares each of the parent's types.
    let files: [String: String]
    private(set) var edits: [SourceEdit] = []

    init(scaffold: FeatureScaffold, index: SourceIndex, modules: [String: String], files: [String: String]) {
        self.scaffold = scaffold
        self.index = index
        self.modules = modules
        self.files = files
    }

    private var name: String { scaffold.name }
    private var parent: String { scaffold.parent }
    private var property: String { FeatureScaffold.lowerCamelCase(name) }
    private var builderProperty: String { property + "Builder" }

    private func declaration(_ type: String) throws(ShapeMismatch) -> SourceIndex.Declaration {
        guard let found = index.declarations[qualified(type)] else {
            throw ShapeMismatch(
                reason:
                    "\(type) in \(files[type] ?? "the target") should be a class or protocol, as graft new writes it")
        }
        return found
    }

    /// One of the parent's types in the module that declares it.
    private func qualified(_ type: String) -> QualifiedName {
        QualifiedName(module: modules[type] ?? "", name: type)
    }

    /// The parent's builder, router and interactable import the feature's module, when it has one of its own.
    mutating func importFeatureModule() {
        guard let module = scaffold.module else { return }
        let types = [parent + "Builder", parent + "Router", parent + "Interactable"]
        for path in Set(types.compactMap { files[$0] }).sorted() {
            guard let file = index.files[path], !file.imports(module) else { continue }
            edits.append(SourceEdit.importing(module, into: file))
        }
    }

    /// `return HomeRouter(…)` in the builder gets `profileBuilder: ProfileBuilder(dependency: component)`.
    mutating func attachToBuilder() throws(ShapeMismatch) {
        let builder = try declaration(parent + "Builder")
        let file = builder.file
        let tokens = file.tokens
        let router = parent + "Router"
        let expected =
            "\(parent)Builder in \(file.path) should create `let component = \(scaffold.parentComponent)(dependency: "
            + "dependency)` and pass it to one \(router)(…), as graft new writes it"
        let body = builder.body
        let component = body.first { index in
            index >= body.lowerBound + 3 && index + 3 < body.upperBound
                && tokens[index].isIdentifier(scaffold.parentComponent) && tokens[index + 1].isPunctuation("(")
                && tokens[index + 2].isIdentifier("dependency") && tokens[index + 3].isPunctuation(":")
                && tokens[index - 1].isPunctuation("=") && tokens[index - 2].kind == .identifier
                && tokens[index - 3].isIdentifier("let")
        }
        let calls = body.filter {
            tokens[$0].isIdentifier(router) && $0 + 1 < body.upperBound && tokens[$0 + 1].isPunctuation("(")
        }
        guard let component, calls.count == 1, let call = calls.first, let close = file.matchingClose(of: call + 1),
            file.hasOnlyWhitespace(between: call..<(close + 1))
        else { throw ShapeMismatch(reason: expected) }
        let componentName = tokens[component - 2].text
        let arguments = file.listItems(in: (call + 2)..<close)
        guard !arguments.contains(where: { tokens[$0.lowerBound].isIdentifier(builderProperty) }) else {
            throw ShapeMismatch(reason: "\(router)(…) in \(file.path) already has a \(builderProperty) argument")
        }
        let added = "\(builderProperty): \(name)Builder(dependency: \(componentName))"
        edits.append(
            appending(added, toListIn: file, opening: call + 1, close: close, layout: SourceLayout.call) {
                "'\(added)' to \(router)(…) in \(parent)Builder"
            })
    }

    /// The routing protocol gets `routeToProfile()` and `routeAwayFromProfile()`, after its other members.
    mutating func addRoutesToRouting() throws(ShapeMismatch) {
        let routingName = parent + "Routing"
        let routing = try declaration(routingName)
        for member in ["routeTo" + name, "routeAwayFrom" + name]
        where index.declares(member, in: qualified(routingName)) {
            throw ShapeMismatch(reason: "\(routingName) in \(routing.file.path) already declares \(member)")
        }
        let routeTo = "func routeTo\(name)()"
        let routeAwayFrom = "func routeAwayFrom\(name)()"
        edits.append(
            appending(
                [
                    ("/// Builds the \(name) feature and attaches it, unless it is attached.", nil),
                    (routeTo, "'\(routeTo)' to \(routingName)"),
                    ("/// Detaches the \(name) feature, if it is attached.", nil),
                    (routeAwayFrom, "'\(routeAwayFrom)' to \(routingName)"),
                ], to: routing))
    }

    /// The interactable protocol refines `ProfileListener`, so the parent's interactor listens to the child.
    mutating func listenInInteractable() throws(ShapeMismatch) {
        let interactableName = parent + "Interactable"
        let interactable = try declaration(interactableName)
        let file = interactable.file
        let tokens = file.tokens
        let open = interactable.body.lowerBound - 1
        let listener = name + "Listener"
        let clause = (interactable.nameIndex + 2)..<open
        guard tokens[interactable.nameIndex - 1].isIdentifier("protocol"),
            tokens[interactable.nameIndex + 1].isPunctuation(":"), !clause.isEmpty,
            !clause.contains(where: { tokens[$0].isIdentifier("where") }),
            file.hasOnlyWhitespace(between: interactable.nameIndex..<(open + 1))
        else {
            throw ShapeMismatch(
                reason: "\(interactableName) in \(file.path) should be a protocol that refines Interactable, as "
                    + "graft new writes it")
        }
        guard !file.listItems(in: clause).contains(where: { file.text(of: $0) == listener }) else { return }
        edits.append(
            appending(
                listener, toListIn: file, opening: interactable.nameIndex, close: open,
                layout: { head, types in SourceLayout.typeDeclaration(head, inheriting: types) }
            ) { "'\(listener)' to the protocols \(interactableName) refines" })
    }

    /// The router keeps the child's builder, takes it in its initializer, and routes to and from the child.
    mutating func keepAndRouteInRouter() throws(ShapeMismatch) {
        let routerName = parent + "Router"
        let router = try declaration(routerName)
        let file = router.file
        let tokens = file.tokens
        let expected =
            "\(routerName) in \(file.path) should have one initializer whose body calls super.init on a line of "
            + "its own, as graft new writes it"
        for member in [builderProperty, property, "routeTo" + name, "routeAwayFrom" + name]
        where index.declares(member, in: qualified(routerName)) {
            throw ShapeMismatch(reason: "\(routerName) in \(file.path) already declares \(member)")
        }
        var depth = 0
        var initializers: [Int] = []
        var lastPropertyEnd: Int?
        for index in router.body {
            if tokens[index].isPunctuation("{") { depth += 1 }
            if tokens[index].isPunctuation("}") { depth -= 1 }
            guard depth == 0 else { continue }
            if tokens[index].isIdentifier("init"), index + 1 < router.body.upperBound,
                tokens[index + 1].isPunctuation("(")
            {
                initializers.append(index)
            }
            if let end = storedPropertyEnd(at: index, in: router) { lastPropertyEnd = end }
        }
        guard initializers.count == 1, let initializer = initializers.first,
            let close = file.matchingClose(of: initializer + 1), tokens[close + 1].isPunctuation("{"),
            tokens[close + 1].line == tokens[close].line, tokens[close + 2].line > tokens[close + 1].line,
            let end = file.matchingClose(of: close + 1),
            file.hasOnlyWhitespace(between: initializer..<(close + 2))
        else { throw ShapeMismatch(reason: expected) }
        let superCalls = ((close + 2)..<end).filter {
            tokens[$0].isIdentifier("super") && tokens[$0 + 1].isPunctuation(".") && tokens[$0 + 2].isIdentifier("init")
                && tokens[$0 - 1].line < tokens[$0].line
        }
        guard superCalls.count == 1, let superCall = superCalls.first else { throw ShapeMismatch(reason: expected) }
        let memberIndentation = file.indentation(ofLine: tokens[router.nameIndex].line) + "    "
        let initializerParameters = (initializer + 2)..<close

        // The stored properties, after the ones there are, or at the body's start with a blank line after them.
        // Protocol types are spelled with `any` where the initializer spells them so.
        let existential = initializerParameters.contains { tokens[$0].isIdentifier("any") } ? "any " : ""
        let kept = "private let \(builderProperty): \(existential)\(name)Buildable"
        let attached =
            "private var \(property): \(existential.isEmpty ? "\(name)Routing" : "(any \(name)Routing)")?"
        let properties: [(text: String, summary: String?)] = [
            (kept, "'\(kept)' to \(routerName)"), (attached, "'\(attached)' to \(routerName)"),
        ]
        if let lastPropertyEnd {
            edits.append(
                SourceEdit.insertion(
                    of: properties, into: router, afterLine: tokens[lastPropertyEnd].line,
                    indentation: memberIndentation))
        } else {
            edits.append(
                SourceEdit.insertion(
                    of: properties + [("", nil)], into: router, afterLine: nil, indentation: memberIndentation))
        }

        // The initializer's parameter, and its assignment before super.init.
        let parameter = "\(builderProperty): \(existential)\(name)Buildable"
        edits.append(
            appending(
                parameter, toListIn: file, opening: initializer + 1, close: close,
                layout: { opening, parameters in SourceLayout.signature(opening, parameters: parameters, closing: ")") }
            ) { "'\(parameter)' to \(routerName).init" })
        let superLine = tokens[superCall].line
        let assignment = "self.\(builderProperty) = \(builderProperty)"
        edits.append(
            SourceEdit(
                path: file.path, offset: file.startOffset(ofLine: superLine), removedLength: 0,
                text: file.indentation(ofLine: superLine) + assignment + "\n", firstLine: superLine,
                summaries: [0: "'\(assignment)' to \(routerName).init"]))

        // The routes, after the router's last member.
        let routeTo = "func routeTo\(name)()"
        let routeAwayFrom = "func routeAwayFrom\(name)()"
        edits.append(
            appending(
                [
                    ("", nil),
                    (routeTo + " {", "'\(routeTo)' to \(routerName)"),
                    ("    guard \(property) == nil else { return }", nil),
                    ("    let \(property) = \(builderProperty).build(withListener: interactor)", nil),
                    ("    self.\(property) = \(property)", nil),
                    ("    attachChild(\(property))", nil),
                    ("}", nil),
                    ("", nil),
                    (routeAwayFrom + " {", "'\(routeAwayFrom)' to \(routerName)"),
                    ("    guard let \(property) else { return }", nil),
                    ("    detachChild(\(property))", nil),
                    ("    self.\(property) = nil", nil),
                    ("}", nil),
                ], to: router))

        // The router's summary no longer says it has no children.
        let noChildren = "/// Attaches and detaches the children of the \(parent) feature; it has none yet."
        let documentationLine = tokens[router.nameIndex].line - 1
        if documentationLine >= 0,
            file.text(
                fromOffset: file.startOffset(ofLine: documentationLine), to: file.endOffset(ofLine: documentationLine))
                == noChildren
        {
            edits.append(
                SourceEdit(
                    path: file.path, offset: file.startOffset(ofLine: documentationLine),
                    removedLength: noChildren.utf8.count,
                    text: "/// Attaches and detaches the children of the \(parent) feature.",
                    firstLine: documentationLine,
                    summaries: [:]))
        }
    }

    /// The last token of the instance stored property whose `let` or `var` is at `index`, directly in the type's
    /// body; `nil` for any other token, and for a static or computed property.
    private func storedPropertyEnd(at index: Int, in declaration: SourceIndex.Declaration) -> Int? {
        let file = declaration.file
        let tokens = file.tokens
        guard tokens[index].isIdentifier("let") || tokens[index].isIdentifier("var") else { return nil }
        let line = tokens[index].line
        let modifiers = declaration.body.prefix { $0 < index }.reversed().prefix { tokens[$0].line == line }
        guard !modifiers.contains(where: { tokens[$0].isIdentifier("static") || tokens[$0].isIdentifier("class") })
        else { return nil }
        if let body = file.bodyRange(ofDeclarationAt: index + 1, isProperty: true) {
            // A body of `willSet` or `didSet` observes a stored property; any other body computes the value.
            let isObserved = body.first.map { tokens[$0].isIdentifier("willSet") || tokens[$0].isIdentifier("didSet") }
            return isObserved == true ? body.upperBound : nil
        }
        // The property runs on while a bracket is open or a line ends in the middle of an expression.
        var depth = 0
        var last = index
        for cursor in (index + 1)..<declaration.body.upperBound {
            let token = tokens[cursor]
            if depth == 0, token.line > tokens[last].line,
                !tokens[last].isPunctuation("="), !tokens[last].isPunctuation(","), !tokens[last].isPunctuation("."),
                !token.isPunctuation("."), !token.isPunctuation("=")
            {
                break
            }
            if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") { depth += 1 }
            if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") { depth -= 1 }
            if depth < 0 { break }
            last = cursor
        }
        return last
    }

    /// Lines put after a declaration's last member, or into its empty body.
    private func appending(
        _ added: [(text: String, summary: String?)], to declaration: SourceIndex.Declaration
    ) -> SourceEdit {
        let file = declaration.file
        let indentation = file.indentation(ofLine: file.tokens[declaration.nameIndex].line) + "    "
        guard let last = declaration.body.last else {
            return SourceEdit.insertion(
                of: added.drop { $0.text.isEmpty }.map { $0 }, into: declaration, afterLine: nil,
                indentation: indentation)
        }
        return SourceEdit.insertion(
            of: added, into: declaration, afterLine: file.tokens[last].line, indentation: indentation)
    }

    /// An item added at the end of a comma-separated list, such as a call's arguments or an inheritance clause.
    ///
    /// A list on one line is laid out again, on one line when it fits and wrapped as `swift format` wraps it when
    /// not. A list over several lines keeps its lines: the item goes at the end of the last one, or on a line of
    /// its own when that line would grow past 120 columns.
    ///
    /// - Parameters:
    ///   - item: The item's text.
    ///   - file: The file.
    ///   - opening: The token before the list: an opening parenthesis, or the name before an inheritance clause.
    ///   - close: The token after the list: a closing parenthesis or an opening brace.
    ///   - layout: Lays out the list's first line, up to and with `opening`, and its items.
    ///   - summary: What the item adds, for the report.
    /// - Returns: The edit, which replaces whole lines.
    private func appending(
        _ item: String, toListIn file: SourceFile, opening: Int, close: Int,
        layout: (String, [String]) -> String, summary: () -> String
    ) -> SourceEdit {
        let tokens = file.tokens
        let firstLine = tokens[opening].line
        let closeLine = tokens[close].line
        let start: Int
        let end = file.endOffset(ofLine: closeLine)
        let text: String
        let editLine: Int
        if firstLine == closeLine {
            let isClause = tokens[opening + 1].isPunctuation(":")
            let items = file.listItems(in: (opening + (isClause ? 2 : 1))..<close).map { file.text(of: $0) }
            start = file.startOffset(ofLine: firstLine)
            editLine = firstLine
            text =
                layout(file.text(fromOffset: start, to: tokens[opening].end), items + [item])
                + file.text(fromOffset: tokens[close].end, to: end)
        } else {
            let last = close - 1
            let lastLine = tokens[last].line
            start = file.startOffset(ofLine: lastLine)
            editLine = lastLine
            let head = file.text(fromOffset: start, to: tokens[last].end)
            let tail = file.text(fromOffset: tokens[last].end, to: file.endOffset(ofLine: lastLine))
            let joined = head + ", " + item + tail
            let indentation = file.indentation(ofLine: lastLine) + (lastLine == firstLine ? "    " : "")
            let lineText = joined.count <= SourceLayout.width ? joined : head + ",\n" + indentation + item + tail
            text = lineText + file.text(fromOffset: file.endOffset(ofLine: lastLine), to: end)
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let marked = lines.lastIndex { $0.contains(item) } ?? 0
        return SourceEdit(
            path: file.path, offset: start, removedLength: end - start, text: text, firstLine: editLine,
            summaries: [marked: summary()])
    }
}
