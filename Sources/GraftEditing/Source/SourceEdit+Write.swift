import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension SourceEdit {
    /// Writes the edited texts of files graft read, all of them or none, as `graft fix` and
    /// `graft new --attach` write the files they edit.
    ///
    /// ```text
    /// check   every file still has the text the edits were planned from, else write nothing
    /// write   each file in path order: new text -> .Name.swift.graft-<UUID> beside it, with its permissions,
    ///         flushed, then renamed over it, so no reader ever sees half a file
    /// undo    a write that fails puts back the bytes of every file written before it
    /// ```
    ///
    /// - Parameters:
    ///   - texts: Each file's new text, by path relative to `root`.
    ///   - originals: Each file's text as graft read it and planned its edits from, by the same paths.
    ///   - root: The directory the paths are relative to: the package's.
    /// - Returns: The bytes each file had before, by path, for ``restore(_:writtenAs:in:)`` when a later step
    ///   fails.
    /// - Throws: ``SourceWriteError``; every file is then as it was.
    @discardableResult
    static func write(
        _ texts: [String: String], replacing originals: [String: String], in root: URL
    ) throws(SourceWriteError) -> [String: Data] {
        let paths = texts.keys.sorted()
        var before: [String: Data] = [:]
        for path in paths {
            guard let bytes = try? Data(contentsOf: root.appendingPathComponent(path)),
                let original = originals[path], String(data: bytes, encoding: .utf8) == original
            else { throw .changed(path: path) }
            before[path] = bytes
        }
        var written: [String: Data] = [:]
        for path in paths {
            do {
                try replace(root.appendingPathComponent(path), with: Data(texts[path, default: ""].utf8))
            } catch {
                restore(written, writtenAs: texts, in: root)
                throw .writeFailed(path: path, reason: error.reason)
            }
            written[path] = before[path]
        }
        return before
    }

    /// Puts back the bytes files had before graft wrote them, each replaced at once as
    /// ``write(_:replacing:in:)`` replaces it, and leaves alone a file that changed again since graft wrote it, so
    /// someone's edit is never lost.
    ///
    /// - Parameters:
    ///   - bytes: Each file's earlier bytes, by path relative to `root`, as ``write(_:replacing:in:)`` returns them.
    ///   - texts: Each file's text as graft wrote it, by the same paths.
    ///   - root: The directory the paths are relative to.
    static func restore(_ bytes: [String: Data], writtenAs texts: [String: String], in root: URL) {
        for (path, data) in bytes {
            let file = root.appendingPathComponent(path)
            guard let text = texts[path], (try? Data(contentsOf: file)) == Data(text.utf8) else { continue }
            // Nothing better is left to do with a file that cannot be put back than to go on with the others.
            try? replace(file, with: data)
        }
    }

    /// Replaces a file's bytes with a rename, keeping its permissions; on failure the file is as it was.
    private static func replace(_ file: URL, with data: Data) throws(ReplaceFailure) {
        // The file a symbolic link names is the one to replace, so the link stays a link.
        let destination = file.resolvingSymlinksInPath()
        let temporary = destination.deletingLastPathComponent().appendingPathComponent(
            ".\(destination.lastPathComponent).graft-\(UUID().uuidString)")
        let manager = FileManager.default
        do {
            let permissions = try manager.attributesOfItem(atPath: destination.path)[.posixPermissions]
            try data.write(to: temporary, options: .withoutOverwriting)
            if let permissions {
                try manager.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary.path)
            }
            let handle = try FileHandle(forWritingTo: temporary)
            defer { try? handle.close() }
            try handle.synchronize()
        } catch {
            try? manager.removeItem(at: temporary)
            throw ReplaceFailure(reason: error.localizedDescription)
        }
        guard rename(temporary.path, destination.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? manager.removeItem(at: temporary)
            throw ReplaceFailure(reason: reason)
        }
    }
}

/// Why a file could not be replaced, in the system's words.
private struct ReplaceFailure: Error {
    let reason: String
}
