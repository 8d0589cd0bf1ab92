import Foundation
import Synchronization

/// A text file that lines are appended to, one writer at a time.
final class AppendOnlyLog: Sendable {
    let file: URL
    private let writing = Mutex(())

    init(file: URL) {
        self.file = file
    }

    /// Appends a line; a failure to write drops the line, because a log must not stop its caller.
    func append(_ line: String) {
        let data = Data((line + "\n").utf8)
        writing.withLock { _ in
            do {
                if !FileManager.default.fileExists(atPath: file.path) {
                    try FileManager.default.createDirectory(
                        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                    _ = FileManager.default.createFile(atPath: file.path, contents: nil)
                }
                let handle = try FileHandle(forWritingTo: file)
                defer { try? handle.close() }
                try handle.seekToEnd()
                try handle.write(contentsOf: data)
            } catch {
                // Dropped on purpose: see the method's comment.
            }
        }
    }
}
