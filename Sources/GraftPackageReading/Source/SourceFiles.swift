import Foundation

/// The analysed package's source files, read and tokenized once each, on first use.
package final class SourceFiles {
    private let root: String
    private var files: [String: SourceFile?] = [:]
    private var paths: [String: String] = [:]

    /// Creates a reader for the package at `packageRoot`.
    ///
    /// - Parameter packageRoot: The package's directory; paths in the graph are relative to it.
    package init(packageRoot: String) {
        let resolved = URL(fileURLWithPath: packageRoot).standardizedFileURL.resolvingSymlinksInPath().path
        root = resolved.hasSuffix("/") ? resolved : resolved + "/"
    }

    /// The file a symbol graph location points to.
    ///
    /// - Parameter uri: The location's `file://` URI.
    /// - Returns: The file, or `nil` when it cannot be read.
    package func file(at uri: String) -> SourceFile? {
        if let known = files[uri] { return known }
        let file = absolutePath(of: uri).flatMap { path in
            (try? String(contentsOfFile: path, encoding: .utf8)).map {
                SourceFile(path: relativePath(of: uri), text: $0)
            }
        }
        files[uri] = file
        return file
    }

    /// The path of a symbol graph location relative to the package root.
    ///
    /// - Parameter uri: The location's `file://` URI.
    /// - Returns: The relative path, or the absolute one for a file outside the package.
    package func relativePath(of uri: String) -> String {
        if let known = paths[uri] { return known }
        let relative = relativePath(ofFile: absolutePath(of: uri) ?? uri)
        paths[uri] = relative
        return relative
    }

    /// The path of a file relative to the package root, going up with `..` for a file of a package beside it.
    ///
    /// - Parameter path: The file's absolute path.
    /// - Returns: The relative path.
    package func relativePath(ofFile path: String) -> String {
        let resolved = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        if resolved.hasPrefix(root) { return String(resolved.dropFirst(root.count)) }
        let rootParts = root.split(separator: "/")
        let fileParts = resolved.split(separator: "/")
        var shared = 0
        while shared < min(rootParts.count, fileParts.count), rootParts[shared] == fileParts[shared] { shared += 1 }
        return (Array(repeating: "..", count: rootParts.count - shared) + fileParts[shared...].map(String.init))
            .joined(separator: "/")
    }

    private func absolutePath(of uri: String) -> String? {
        URL(string: uri)?.path
    }
}
