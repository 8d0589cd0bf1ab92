import Foundation

/// A Swift package as `swift package describe` reports it: its name, directory and targets.
struct SwiftPackage: Decodable {
    let name: String
    let path: String
    let targets: [Target]

    /// One target of the package.
    struct Target: Decodable {
        let name: String
        /// The module name the compiler uses: the target's name with characters Swift rejects replaced.
        let c99name: String
        /// `library`, `executable`, `test`, `macro`, `plugin` or `snippet`.
        let type: String
        /// `SwiftTarget`, `ClangTarget` and others.
        let moduleType: String?
        /// The target's directory, relative to the package.
        let path: String
        /// The target's source files, relative to its directory.
        let sources: [String]?

        enum CodingKeys: String, CodingKey {
            case name, c99name, type, path, sources
            case moduleType = "module_type"
        }
    }

    /// Describes the package in a directory.
    ///
    /// - Parameter directory: The package's directory.
    /// - Returns: The package.
    /// - Throws: ``GraphError/notAPackage(path:)`` or ``GraphError/unreadableManifest(path:output:)``.
    static func describe(at directory: String) throws(GraphError) -> SwiftPackage {
        var isDirectory: ObjCBool = false
        let manifest = URL(fileURLWithPath: directory).appendingPathComponent("Package.swift").path
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue,
            FileManager.default.fileExists(atPath: manifest)
        else { throw .notAPackage(path: directory) }
        let outcome = try ToolProcess.swift(["package", "--package-path", directory, "describe", "--type", "json"])
        guard outcome.succeeded, let json = outcome.output.firstIndex(of: "{"),
            let package = try? JSONDecoder().decode(SwiftPackage.self, from: Data(outcome.output[json...].utf8))
        else { throw .unreadableManifest(path: directory, output: outcome.combined) }
        return package
    }

    /// The target to analyse: the one named, or else the only library or executable target that imports Graft.
    ///
    /// - Parameter name: The target the user asked for, if any.
    /// - Returns: The target.
    /// - Throws: ``GraphError/noSuchTarget(name:package:candidates:)``,
    ///   ``GraphError/noGraftTarget(package:candidates:)`` or ``GraphError/ambiguousTarget(package:candidates:)``.
    func target(named name: String?) throws(GraphError) -> Target {
        let swiftTargets = targets.filter { ($0.moduleType ?? "SwiftTarget") == "SwiftTarget" }
        if let name {
            guard let target = swiftTargets.first(where: { $0.name == name }) else {
                throw .noSuchTarget(name: name, package: self.name, candidates: swiftTargets.map(\.name).sorted())
            }
            return target
        }
        let buildable = swiftTargets.filter { $0.type == "library" || $0.type == "executable" }
        let importing = buildable.filter(importsGraft)
        switch importing.count {
        case 1: return importing[0]
        case 0: throw .noGraftTarget(package: self.name, candidates: buildable.map(\.name).sorted())
        default: throw .ambiguousTarget(package: self.name, candidates: importing.map(\.name).sorted())
        }
    }

    private func importsGraft(_ target: Target) -> Bool {
        let directory = URL(fileURLWithPath: path).appendingPathComponent(target.path)
        return (target.sources ?? []).contains { source in
            guard let text = try? String(contentsOf: directory.appendingPathComponent(source), encoding: .utf8)
            else { return false }
            return text.split(separator: "\n").contains { Self.isGraftImport($0) }
        }
    }

    /// Whether a line imports the Graft module: `import Graft`, `public import Graft`, `@testable import Graft`,
    /// `import class Graft.Component`.
    static func isGraftImport(_ line: Substring) -> Bool {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard let importIndex = words.firstIndex(of: "import"),
            words[..<importIndex].allSatisfy({ $0.hasPrefix("@") || accessLevels.contains(String($0)) })
        else { return false }
        var rest = words[(importIndex + 1)...]
        if let kind = rest.first, importKinds.contains(String(kind)) { rest = rest.dropFirst() }
        guard let module = rest.first else { return false }
        return module.split(separator: ".").first == "Graft"
    }

    private static let accessLevels: Set<String> = ["public", "package", "internal", "fileprivate", "private"]
    private static let importKinds: Set<String> = [
        "class", "struct", "enum", "protocol", "typealias", "func", "var", "let", "actor",
    ]
}
