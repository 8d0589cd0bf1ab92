import Foundation
import GraftPackageReading

/// The file of generated doubles that `graft mocks` keeps in one test target.
package struct MocksFile: Equatable, Sendable {
    /// The file's name in the test target's directory.
    package static let fileName = "GraftMocks.swift"

    /// The test target that gets the file.
    package let testTarget: String
    /// The modules whose protocols it covers, sorted.
    package let modules: [String]
    /// The file's path, absolute.
    package let path: String
    /// The file's path relative to the package.
    package let relativePath: String
    /// The file's full text.
    package let text: String
    /// The doubles it declares, by name.
    package let doubles: [String]
    /// One line for each protocol or service graft made no double of, saying why.
    package let refusals: [String]

    /// Whether the file on disk is this one.
    package var isCurrent: Bool {
        (try? String(contentsOfFile: path, encoding: .utf8)) == text
    }

    /// Writes the file, replacing the one there; an unchanged file is not touched.
    ///
    /// - Throws: ``MocksError/notWritten(path:reason:)``.
    package func write() throws(MocksError) {
        guard !isCurrent else { return }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw .notWritten(path: relativePath, reason: error.localizedDescription)
        }
    }

    /// Builds a package and makes the file of doubles for each test target asked for.
    ///
    /// With a test target, its file covers the targets it depends on that import Graft, or only `target` when
    /// given. With only a target, the file goes to the one test target that depends on it. With neither, each test
    /// target that depends on a target importing Graft gets its file.
    ///
    /// - Parameters:
    ///   - packagePath: The package's directory.
    ///   - target: The feature target whose protocols get doubles, if only one.
    ///   - testTarget: The test target that gets the file, if graft is not to infer it.
    ///   - scratchPath: The build directory to use instead of `.build/graft`.
    /// - Returns: The files, by test target.
    /// - Throws: A ``MocksError`` saying what was wrong.
    package static func plan(
        packagePath: String, target: String?, testTarget: String?, scratchPath: String?
    ) throws(MocksError) -> [MocksFile] {
        let package: PackageSymbolGraphs
        do {
            package = try PackageSymbolGraphs.build(packagePath: packagePath, scratchPath: scratchPath)
        } catch {
            throw .package(error)
        }
        let jobs = try jobs(in: package, target: target, testTarget: testTarget)
        // Only the graphs of the package's own modules: the build directory also keeps those of test targets, whose
        // generated doubles must not count as the package's own, and of modules other packages built there.
        let modules = Set(package.targets.filter { $0.type != "test" }.map(\.moduleName) + ["Graft"])
        let files = package.files.filter { modules.contains(String($0.name.prefix { $0 != "@" && $0 != "." })) }
        let index = try SymbolIndex(files: files.map { ($0.name, $0.data) })
        return jobs.compactMap { job in
            make(job.testTarget, modules: job.modules, index: index, package: package)
        }
    }

    /// The test targets to write, each with the modules its file covers.
    private static func jobs(
        in package: PackageSymbolGraphs, target: String?, testTarget: String?
    ) throws(MocksError) -> [(testTarget: PackageSymbolGraphs.Target, modules: [PackageSymbolGraphs.Target])] {
        let byName = Dictionary(package.targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let candidates = package.targets.map(\.name)
        let tests = package.targets.filter { $0.type == "test" }
        // Graft's own modules, when the package is Graft itself, are what the doubles are made of.
        let features = { (test: PackageSymbolGraphs.Target) in
            test.dependencies.compactMap { byName[$0] }.filter {
                $0.type != "test" && $0.importsGraft && $0.name != "Graft" && $0.name != "GraftTesting"
            }
        }
        var feature: PackageSymbolGraphs.Target?
        if let target {
            guard let found = byName[target] else { throw .noSuchTarget(name: target, candidates: candidates) }
            feature = found
        }
        if let testTarget {
            guard let test = byName[testTarget] else {
                throw .noSuchTarget(name: testTarget, candidates: tests.map(\.name))
            }
            guard test.type == "test" else { throw .notATestTarget(name: testTarget) }
            return [(test, feature.map { [$0] } ?? features(test))]
        }
        if let feature {
            let dependents = tests.filter { $0.dependencies.contains(feature.name) }
            guard let test = dependents.first else { throw .noTestTarget(target: feature.name) }
            guard dependents.count == 1 else {
                throw .severalTestTargets(target: feature.name, candidates: dependents.map(\.name))
            }
            return [(test, [feature])]
        }
        let all = tests.map { ($0, features($0)) }.filter { !$0.1.isEmpty }
        guard !all.isEmpty else { throw .nothingToMock(package: package.packageName) }
        return all
    }

    private static func make(
        _ test: PackageSymbolGraphs.Target, modules: [PackageSymbolGraphs.Target], index: SymbolIndex,
        package: PackageSymbolGraphs
    ) -> MocksFile? {
        let byName = Dictionary(package.targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        // The modules the test target can see: what it depends on, directly or not.
        var visible: Set<String> = ["Graft"]
        var pending = test.dependencies
        while let next = pending.popLast() {
            guard let target = byName[next], visible.insert(target.moduleName).inserted else { continue }
            pending += target.dependencies
        }
        let reader = ProtocolReader(index: index, modules: visible)
        var mocked: [MockedProtocol] = []
        var refusals: [MockRefusal] = []
        for module in modules.map(\.moduleName).sorted() {
            let found = reader.protocols(in: module)
            mocked += found.mocked
            refusals += found.refused
        }
        // Closure-based services that dependency protocols require and that have no `unimplemented` of their own.
        let draft = MockWriter(reader: reader, generatedServices: [])
        var services: Set<String> = []
        for dependency in mocked where dependency.kind == .dependency {
            for case .property(let property) in dependency.requirements {
                guard property.type.referencedIDs.count == 1, let id = property.type.referencedIDs.first,
                    visible.contains(index.moduleOf[id] ?? ""), !index.hasUnimplementedMember(id),
                    draft.serviceEndpoints(of: id) != nil
                else { continue }
                services.insert(id)
            }
        }
        var serviceSources: [(name: String, source: String)] = []
        for id in services {
            do {
                serviceSources.append((index.symbols[id]!.names.title, try draft.unimplementedService(id)))
            } catch {
                refusals.append(error)
                services.remove(id)
            }
        }
        let writer = MockWriter(reader: reader, generatedServices: services)
        var doubles: [(name: String, source: String)] = []
        for protocolDeclaration in mocked {
            do {
                let source =
                    protocolDeclaration.kind == .dependency
                    ? try writer.dependencyMock(protocolDeclaration) : try writer.spy(protocolDeclaration)
                doubles.append((writer.className(of: protocolDeclaration), source))
            } catch {
                refusals.append(error)
            }
        }
        guard !doubles.isEmpty || !serviceSources.isEmpty else { return nil }
        doubles.sort { $0.name < $1.name }
        serviceSources.sort { $0.name < $1.name }

        var referenced = Set(mocked.map(\.id))
        for protocolDeclaration in mocked {
            for requirement in protocolDeclaration.requirements {
                switch requirement {
                case .property(let property): referenced.formUnion(property.type.referencedIDs)
                case .method(let method):
                    referenced.formUnion(method.parameters.flatMap(\.type.referencedIDs))
                    referenced.formUnion(method.result?.referencedIDs ?? [])
                }
            }
        }
        referenced.formUnion(services)
        let imported = Set(referenced.compactMap { index.moduleOf[$0] }).intersection(visible)
            .subtracting(["Graft"])
        var imports = ["import GraftTesting"]
        if referenced.contains(where: { $0.hasPrefix("s:10Foundation") }) { imports.insert("import Foundation", at: 0) }
        imports += imported.sorted().map { "@testable import \($0)" }

        let covered = modules.map(\.name).sorted()
        let header = [
            "// Generated by `graft mocks` from the protocols of \(covered.joined(separator: ", ")); do not edit.",
            "// After a protocol changes, run `swift package --allow-writing-to-package-directory graft-edit mocks`.",
            "// swift-format-ignore-file",
        ]
        let sections =
            [header.joined(separator: "\n"), imports.joined(separator: "\n")]
            + doubles.map(\.source) + serviceSources.map(\.source)
        let path = URL(fileURLWithPath: test.directory).appendingPathComponent(fileName).path
        let root = URL(fileURLWithPath: package.packageRoot).standardizedFileURL.path + "/"
        return MocksFile(
            testTarget: test.name, modules: covered, path: path,
            relativePath: path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path,
            text: sections.joined(separator: "\n\n") + "\n", doubles: doubles.map(\.name),
            refusals: refusals.sorted().map(\.description))
    }
}
