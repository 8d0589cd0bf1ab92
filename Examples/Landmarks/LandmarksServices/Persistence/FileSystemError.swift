#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A failed file system call: what was being done, to which path, and the system's reason.
struct FileSystemError: Error, CustomStringConvertible {
    let operation: String
    let path: String
    let reason: String

    /// Captures `errno` as the reason; call it right after the failing call.
    init(operation: String, path: String) {
        self.operation = operation
        self.path = path
        self.reason = String(cString: strerror(errno))
    }

    var description: String {
        "cannot \(operation) \(path): \(reason)"
    }
}
