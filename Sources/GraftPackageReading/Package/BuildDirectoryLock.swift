import Foundation

/// Lets one graft run at a time use a build directory.
///
/// A run sets the directory's symbol graphs aside behind empty placeholders while it builds, and reads them back
/// afterwards, so a second run in the same directory would read placeholders or put back graphs the first one
/// needs. The lock is an advisory `flock` on a file in the directory, which the system releases when the process
/// ends, however it ends:
///
/// ```
/// <build directory>/
/// ├── graft.lock    held from before the describe until the graphs are read
/// └── ...
/// ```
package enum BuildDirectoryLock {
    /// The name of the file locked in the build directory.
    static let fileName = "graft.lock"

    /// Runs `body` while this process holds the build directory, waiting for another run that holds it.
    ///
    /// When another run holds the directory, one line on standard error says so before waiting, as SwiftPM does
    /// for its own build directory. A directory that cannot be created or locked is used without the lock: the
    /// build that follows reports what is wrong with it.
    ///
    /// - Parameters:
    ///   - directory: The build directory.
    ///   - body: The work that builds in the directory and reads from it.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws.
    package static func withExclusiveUse<Result, Failure: Error>(
        of directory: String, _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = URL(fileURLWithPath: directory).appendingPathComponent(fileName).path
        let descriptor = open(path, O_RDWR | O_CREAT, 0o644)
        guard descriptor >= 0 else { return try body() }
        defer { close(descriptor) }
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            FileHandle.standardError.write(
                Data("graft: waiting for another graft run that is using \(directory)\n".utf8))
            while flock(descriptor, LOCK_EX) != 0, errno == EINTR {}
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
