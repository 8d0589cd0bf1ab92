package import Foundation

/// A Swift package as `swift package describe` reports it: its name, directory and targets.
package struct SwiftPackage: Decodable {
    package let name: String
    package let path: String
    package let targets: [Target]
    /// The products, which say which modules other packages can import.
    let products: [Product]?
    /// The packages this one depends on.
    let dependencies: [PackageDependency]?

    /// One product of the package.
    struct Product: Decodable {
        let name: String
        let targets: [String]
    }

    /// One dependency of the package; `fileSystem` for a local `.package(path:)`.
    struct PackageDependency: Decodable {
        let identity: String
        let type: String
        let path: String?
    }

    /// One target of the package.
    package struct Target: Decodable {
        package let name: String
        /// The module name the compiler uses: the target's name with characters Swift rejects replaced.
        package let c99name: String
        /// `library`, `executable`, `test`, `macro`, `plugin` or `snippet`.
        package let type: String
        /// `SwiftTarget`, `ClangTarget` and others.
        let moduleType: String?
        /// The target's directory, relative to the package.
        package let path: String
        /// The target's source files, relative to its directory.
        package let sources: [String]?
        /// The targets of the same package it depends on.
        package let targetDependencies: [String]?
        /// The products of other packages it depends on.
        package let productDependencies: [String]?

        enum CodingKeys: String, CodingKey {
            case name, c99name, type, path, sources
            case moduleType = "module_type"
            case targetDependencies = "target_dependencies"
            case productDependencies = "product_dependencies"
        }
    }

    /// Describes the package in a directory.
    ///
    /// `swift package describe` takes seconds for a package of hundreds of targets, more than linearly in their
    /// number, so with a cache directory the description is kept there beside a digest of what it depends on:
    /// the manifests, the environment, and the modification times of the package's folders, which change when a
    /// file is added, removed or renamed. A later run with the same digest reads the description back.
    ///
    /// - Parameters:
    ///   - directory: The package's directory.
    ///   - cacheDirectory: Where to keep the description for the next run, if anywhere.
    /// - Returns: The package.
    /// - Throws: ``GraphError/notAPackage(path:)`` or ``GraphError/unreadableManifest(path:output:)``.
    package static func describe(at directory: String, cacheDirectory: URL? = nil) throws(GraphError) -> SwiftPackage {
        var isDirectory: ObjCBool = false
        let manifest = URL(fileURLWithPath: directory).appendingPathComponent("Package.swift").path
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue,
            FileManager.default.fileExists(atPath: manifest)
        else { throw .notAPackage(path: directory) }
        guard let cacheDirectory else { return try describeWithSwiftPM(at: directory).package }
        let digest = Self.digest(of: directory)
        let cacheFile = cacheDirectory.appendingPathComponent(
            "describe-" + String(directory.map { $0.isLetter || $0.isNumber ? $0 : "-" }) + ".json")
        if let cached = try? Data(contentsOf: cacheFile), let newline = cached.firstIndex(of: UInt8(ascii: "\n")),
            String(decoding: cached[..<newline], as: UTF8.self) == digest,
            let package = try? JSONDecoder().decode(SwiftPackage.self, from: cached[(newline + 1)...])
        {
            return package
        }
        let described = try describeWithSwiftPM(at: directory)
        try? FileManager.default.createDirectory(at: cacheDirectory, withIntermediateDirectories: true)
        try? Data((digest + "\n" + described.json).utf8).write(to: cacheFile, options: .atomic)
        return described.package
    }

    /// What a package's description depends on, as a 64-bit FNV-1a hash in hexadecimal: the contents of its
    /// manifests, the environment, and the path and modification time of each of its folders, hidden ones skipped
    /// as SwiftPM skips them.
    private static func digest(of directory: String) -> String {
        let manager = FileManager.default
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func add(_ text: String) {
            for byte in text.utf8 {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
        }
        let root = URL(fileURLWithPath: directory)
        for file in ((try? manager.contentsOfDirectory(atPath: directory)) ?? []).sorted()
        where file.hasPrefix("Package") && file.hasSuffix(".swift") || file == "Package.resolved" {
            add(file)
            add((try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)) ?? "")
        }
        for (name, value) in ToolProcess.environment.sorted(by: { $0.key < $1.key }) {
            add(name + "=" + value + "\n")
        }
        func addFolder(_ path: String) {
            guard let attributes = try? manager.attributesOfItem(atPath: path),
                attributes[.type] as? FileAttributeType == .typeDirectory
            else { return }
            add(path + " " + String((attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0) + "\n")
            for entry in ((try? manager.contentsOfDirectory(atPath: path)) ?? []).sorted() where !entry.hasPrefix(".") {
                addFolder(path + "/" + entry)
            }
        }
        addFolder(directory)
        return String(hash, radix: 16)
    }

    /// Runs `swift package describe`.
    private static func describeWithSwiftPM(
        at directory: String
    ) throws(GraphError) -> (
        package: SwiftPackage, json: String
    ) {
        // A scratch path of its own: the package's own may be locked by the command that runs graft, such as
        // `swift test` or `swift package graft`, and describing waits for that lock forever.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("graft-describe-\(UUID())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let arguments = [
            "package", "--package-path", directory, "--scratch-path", scratch.path, "describe", "--type", "json",
        ]
        var outcome = try ToolProcess.swift(arguments)
        // A manifest that does not load always says why, and a description is never empty: a describe that
        // prints nothing was stopped from outside, by a signal or a full machine, so it gets one more try.
        if outcome.isSilent { outcome = try ToolProcess.swift(arguments) }
        guard outcome.succeeded, let json = outcome.output.firstIndex(of: "{"),
            let package = try? JSONDecoder().decode(SwiftPackage.self, from: Data(outcome.output[json...].utf8))
        else { throw .unreadableManifest(path: directory, output: outcome.combined) }
        return (package, String(outcome.output[json...]))
    }

    /// The package's Swift targets.
    package var swiftTargets: [Target] {
        targets.filter { ($0.moduleType ?? "SwiftTarget") == "SwiftTarget" }
    }

    /// The library and executable targets, which are what an app is made of.
    package var buildableTargets: [Target] {
        swiftTargets.filter { $0.type == "library" || $0.type == "executable" }
    }

    /// The library and executable targets that import Graft, sorted by name.
    var graftTargets: [Target] {
        buildableTargets.filter(importsGraft).sorted { $0.name < $1.name }
    }

    /// Whether the package declares the Graft module itself, which graft never reads as part of an app.
    var providesGraft: Bool {
        targets.contains { $0.name == "Graft" }
    }

    /// The modules that code outside the package can import: those of its library products.
    var exportedTargets: Set<String> {
        Set((products ?? []).flatMap(\.targets))
    }

    /// Whether any of a target's Swift files imports the Graft module.
    package func importsGraft(_ target: Target) -> Bool {
        let directory = URL(fileURLWithPath: path).appendingPathComponent(target.path)
        return (target.sources ?? []).contains { source in
            guard source.hasSuffix(".swift"),
                let text = try? String(contentsOf: directory.appendingPathComponent(source), encoding: .utf8)
            else { return false }
            return Self.importsGraft(text)
        }
    }

    /// Whether Swift source has an import statement of the Graft module: `import Graft`, `public import Graft`,
    /// `@testable import Graft`, `import class Graft.Component`; text in comments and string literals does not
    /// count.
    static func importsGraft(_ text: String) -> Bool {
        let tokens = SwiftTokenizer.tokenize(text)
        return tokens.indices.contains { index in
            guard tokens[index].isIdentifier("import"), index == 0 || !tokens[index - 1].isPunctuation(".")
            else { return false }
            var module = index + 1
            if module < tokens.count, importKinds.contains(tokens[module].text) { module += 1 }
            return module < tokens.count && tokens[module].isIdentifier("Graft")
        }
    }

    private static let importKinds: Set<String> = [
        "class", "struct", "enum", "protocol", "typealias", "func", "var", "let", "actor",
    ]
}
