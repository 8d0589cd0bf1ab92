import GraftDeclaredGraph
import GraftPackageReading

/// One change to a file: `text` put at a byte offset, in place of `removedLength` bytes, and what each of its added
/// lines adds, for the `file:line: added …` lines that `graft fix` and `graft new --attach` print.
struct SourceEdit {
    let path: String
    let offset: Int
    let removedLength: Int
    let text: String
    /// The zero-based line, in the file as it is, where the first added line goes.
    let firstLine: Int
    /// What each added line adds, by its index among the added lines; lines without one are doc comments or lines
    /// that only move.
    let summaries: [Int: String]

    /// Applies edits that do not overlap to files, and says where each added line landed.
    ///
    /// - Parameters:
    ///   - edits: The edits, in any order; two at the same offset keep their order.
    ///   - files: Each edited file's current text, by path.
    /// - Returns: The new texts by path, and the `file:line: added …` lines, in file and line order.
    static func apply(_ edits: [SourceEdit], to files: [String: String]) -> (texts: [String: String], report: [String])
    {
        var texts: [String: String] = [:]
        var report: [(path: String, line: Int, text: String)] = []
        let numbered = Array(edits.enumerated())
        for (path, group) in Dictionary(grouping: numbered, by: { $0.element.path }) {
            guard let original = files[path] else { continue }
            let ordered = group.sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }
            var bytes = Array(original.utf8)
            var shift = 0
            for (_, edit) in ordered {
                for (index, summary) in edit.summaries {
                    report.append((path, edit.firstLine + shift + index + 1, summary))
                }
                let removed = bytes[edit.offset..<(edit.offset + edit.removedLength)]
                shift += edit.text.count { $0 == "\n" } - removed.count { $0 == UInt8(ascii: "\n") }
            }
            for (_, edit) in ordered.reversed() {
                bytes.replaceSubrange(edit.offset..<(edit.offset + edit.removedLength), with: Array(edit.text.utf8))
            }
            texts[path] = String(decoding: bytes, as: UTF8.self)
        }
        let lines = report.sorted { ($0.path, $0.line) < ($1.path, $1.line) }.map {
            "\($0.path):\($0.line): added \($0.text)"
        }
        return (texts, lines)
    }

    /// The changes as a unified diff without context lines, file by file.
    ///
    /// - Parameters:
    ///   - old: Each file's text before, by path.
    ///   - new: Each changed file's text after, by path.
    /// - Returns: The diff, empty when nothing changed.
    static func diff(from old: [String: String], to new: [String: String]) -> String {
        var result = ""
        for path in new.keys.sorted() {
            let before = (old[path] ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let after = (new[path] ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            result += "--- a/\(path)\n+++ b/\(path)\n"
            var removed: [Int: String] = [:]
            var inserted: [Int: String] = [:]
            for change in after.difference(from: before) {
                switch change {
                case .remove(let offset, let line, _): removed[offset] = line
                case .insert(let offset, let line, _): inserted[offset] = line
                }
            }
            // Walk both files together, printing one hunk per run of changed lines.
            var oldLine = 0
            var newLine = 0
            while oldLine < before.count || newLine < after.count {
                guard removed[oldLine] != nil || inserted[newLine] != nil else {
                    oldLine += 1
                    newLine += 1
                    continue
                }
                var lines: [String] = []
                let (oldStart, newStart) = (oldLine, newLine)
                while let line = removed[oldLine] {
                    lines.append("-" + line)
                    oldLine += 1
                }
                while let line = inserted[newLine] {
                    lines.append("+" + line)
                    newLine += 1
                }
                // An empty side names the line before it, as unified diffs do.
                let oldFirst = oldLine == oldStart ? oldStart : oldStart + 1
                let newFirst = newLine == newStart ? newStart : newStart + 1
                result += "@@ -\(oldFirst),\(oldLine - oldStart) +\(newFirst),\(newLine - newStart) @@\n"
                result += lines.map { $0 + "\n" }.joined()
            }
        }
        return result
    }
}

extension SourceEdit {
    /// Adds lines to a declaration's body, after one of its lines or else at its start.
    ///
    /// At the start, a `{}` on one line opens onto lines of its own. An empty added line stays empty.
    ///
    /// - Parameters:
    ///   - added: Each line's text without indentation, and what it adds; a line without a summary is a doc
    ///     comment or a blank line.
    ///   - declaration: The class or protocol.
    ///   - line: The zero-based line of the body after which the lines go, or `nil` for the body's start.
    ///   - indentation: The indentation of each added line.
    /// - Returns: The edit.
    static func insertion(
        of added: [(text: String, summary: String?)], into declaration: SourceIndex.Declaration, afterLine line: Int?,
        indentation: String
    ) -> SourceEdit {
        let file = declaration.file
        let tokens = file.tokens
        let summaries = Dictionary(
            uniqueKeysWithValues: added.enumerated().compactMap { index, line in line.summary.map { (index, $0) } })
        let indented = added.map { $0.text.isEmpty ? "" : indentation + $0.text }
        if let line {
            return SourceEdit(
                path: file.path, offset: file.endOffset(ofLine: line), removedLength: 0,
                text: indented.map { "\n" + $0 }.joined(), firstLine: line + 1, summaries: summaries)
        }
        let open = declaration.body.lowerBound - 1
        let close = declaration.body.upperBound
        if declaration.body.isEmpty, tokens[close].line == tokens[open].line {
            let closing = String(indentation.dropLast(4))
            return SourceEdit(
                path: file.path, offset: tokens[open].start, removedLength: tokens[close].end - tokens[open].start,
                text: "{\n" + indented.map { $0 + "\n" }.joined() + closing + "}", firstLine: tokens[open].line + 1,
                summaries: summaries)
        }
        return SourceEdit(
            path: file.path, offset: file.endOffset(ofLine: tokens[open].line), removedLength: 0,
            text: indented.map { "\n" + $0 }.joined(), firstLine: tokens[open].line + 1, summaries: summaries)
    }

    /// Adds `import Module` in order among a file's imports, or at its top when it has none.
    static func importing(_ module: String, into file: SourceFile) -> SourceEdit {
        let summary = [0: "'import \(module)'"]
        let imports = file.topLevelImports
        if let next = imports.first(where: { $0.module > module }) {
            return SourceEdit(
                path: file.path, offset: file.startOffset(ofLine: next.line), removedLength: 0,
                text: "import \(module)\n", firstLine: next.line, summaries: summary)
        }
        if let last = imports.last {
            return SourceEdit(
                path: file.path, offset: file.endOffset(ofLine: last.line), removedLength: 0,
                text: "\nimport \(module)", firstLine: last.line + 1, summaries: summary)
        }
        return SourceEdit(
            path: file.path, offset: 0, removedLength: 0, text: "import \(module)\n\n", firstLine: 0,
            summaries: summary)
    }
}
