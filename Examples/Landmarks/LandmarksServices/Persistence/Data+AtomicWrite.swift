import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension Data {
    /// Replaces a file's contents all at once: readers see the old file or the new one, never a mix.
    ///
    /// The bytes go to a temporary file in the same folder, are flushed to disk, and the temporary file is then
    /// renamed over the destination, which the file system does atomically. On failure the destination is left
    /// as it was and the temporary file is removed.
    ///
    /// - Parameter destination: The file to replace or create; its folder must exist.
    /// - Throws: ``FileSystemError`` naming the step that failed.
    func writeAtomically(to destination: URL) throws(FileSystemError) {
        let folder = destination.deletingLastPathComponent()
        let temporary = folder.appending(path: ".\(destination.lastPathComponent).tmp-\(UUID().uuidString)")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw FileSystemError(operation: "create", path: temporary.path) }
        var failure: FileSystemError?
        if !withUnsafeBytes({ writeAll($0, to: descriptor) }) {
            failure = FileSystemError(operation: "write", path: temporary.path)
        }
        if failure == nil, fsync(descriptor) != 0 {
            failure = FileSystemError(operation: "flush", path: temporary.path)
        }
        close(descriptor)
        if failure == nil, rename(temporary.path, destination.path) != 0 {
            failure = FileSystemError(operation: "replace", path: destination.path)
        }
        if let failure {
            unlink(temporary.path)
            throw failure
        }
    }
}

/// Writes every byte of a buffer to a file descriptor, retrying short and interrupted writes.
///
/// - Returns: `false` when a write fails, with `errno` set.
private func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
    guard let base = buffer.baseAddress else { return true }
    var offset = 0
    while offset < buffer.count {
        let written = write(descriptor, base + offset, buffer.count - offset)
        if written < 0 {
            if errno == EINTR { continue }
            return false
        }
        offset += written
    }
    return true
}
