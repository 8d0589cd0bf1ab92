/// Lays out the generated declarations that grow with the feature's name: on one line when it fits, else wrapped
/// the way `swift format` wraps them, so generated files pass a 120-column format check whatever the name.
enum SourceLayout {
    /// The longest line the layout aims for.
    static let width = 120

    /// `head: A, B {`, or, when that is too long, the types filled onto more lines and `{` on a line of its own.
    ///
    /// - Parameters:
    ///   - head: The declaration up to its name, such as `final class ProfileRouter`.
    ///   - types: The superclass and protocols.
    /// - Returns: The lines, ending with the opening brace.
    static func typeDeclaration(_ head: String, inheriting types: [String]) -> String {
        let oneLine = head + ": " + types.joined(separator: ", ") + " {"
        guard oneLine.count > width else { return oneLine }
        var lines = fill(types, firstLine: head + ": ", indent: "    ")
        // When even the superclass does not fit after the name, all the types start on the next line.
        if lines[0].count > width { lines = [head + ":"] + fill(types, firstLine: "    ", indent: "    ") }
        return lines.joined(separator: "\n") + "\n{"
    }

    /// `init(a: A, b: B) {`, or, when that is too long, the parameters filled onto the lines below and the
    /// closing parenthesis on a line of its own.
    ///
    /// - Parameters:
    ///   - opening: The signature up to its parenthesis, indentation included, such as `    init(`.
    ///   - parameters: The parameters.
    ///   - closing: What follows the parameters, such as `) {` or `) -> ProfileRouting`.
    /// - Returns: The lines.
    static func signature(_ opening: String, parameters: [String], closing: String = ") {") -> String {
        let oneLine = opening + parameters.joined(separator: ", ") + closing
        guard oneLine.count > width else { return oneLine }
        let indent = String(opening.prefix { $0 == " " })
        let lines = fill(parameters, firstLine: indent + "    ", indent: indent + "    ")
        return ([opening] + lines + [indent + closing]).joined(separator: "\n")
    }

    /// `f(a: a, b: b)`, or, when that is too long, the arguments filled onto the lines below.
    ///
    /// - Parameters:
    ///   - opening: The call up to its parenthesis, indentation included, such as `        return Router(`.
    ///   - arguments: The arguments.
    /// - Returns: The lines, ending with the closing parenthesis.
    static func call(_ opening: String, arguments: [String]) -> String {
        let oneLine = opening + arguments.joined(separator: ", ") + ")"
        guard oneLine.count > width, let last = arguments.last else { return oneLine }
        let indent = String(opening.prefix { $0 == " " }) + "    "
        let lines = fill(arguments.dropLast() + [last + ")"], firstLine: indent, indent: indent)
        return ([opening] + lines).joined(separator: "\n")
    }

    /// A `///` comment with its paragraphs filled onto lines of at most ``width`` characters; a code span in
    /// backticks stays on one line.
    ///
    /// - Parameters:
    ///   - paragraphs: The paragraphs, each one line of text.
    ///   - indent: The comment's indentation.
    /// - Returns: The comment's lines.
    static func documentation(_ paragraphs: [String], indent: String = "") -> String {
        let prefix = indent + "///"
        return paragraphs.map { paragraph in
            var lines: [String] = []
            var line = prefix
            for word in words(of: paragraph) {
                if line != prefix && line.count + 1 + word.count > width {
                    lines.append(line)
                    line = prefix
                }
                line += " " + word
            }
            lines.append(line)
            return lines.joined(separator: "\n")
        }.joined(separator: "\n" + prefix + "\n")
    }

    /// The words of a text, split at spaces outside backticks.
    private static func words(of text: String) -> [String] {
        var words: [String] = []
        var word = ""
        var isInCode = false
        for character in text {
            if character == "`" { isInCode.toggle() }
            if character == " " && !isInCode {
                if !word.isEmpty { words.append(word) }
                word = ""
            } else {
                word.append(character)
            }
        }
        if !word.isEmpty { words.append(word) }
        return words
    }

    /// Fills comma-separated items onto lines of at most ``width`` characters, each line after the first indented.
    private static func fill(_ items: [String], firstLine: String, indent: String) -> [String] {
        var lines: [String] = []
        var line = firstLine
        var lineHasItem = false
        for (index, item) in items.enumerated() {
            let piece = index == items.count - 1 ? item : item + ","
            if lineHasItem && line.count + 1 + piece.count > width {
                lines.append(line)
                line = indent
                lineHasItem = false
            }
            line += (lineHasItem ? " " : "") + piece
            lineHasItem = true
        }
        lines.append(line)
        return lines
    }
}
