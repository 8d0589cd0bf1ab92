import Foundation
import Testing

@testable import GraftDeclaredGraph
@testable import GraftPackageReading

@Suite struct GraphLoadingTests {
    @Test func rejectsADirectoryWithoutAPackage() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("graft-empty-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(throws: GraphError.notAPackage(path: directory.path)) {
            try FeatureGraph.load(packagePath: directory.path)
        }
    }

    @Test func namesTheTargetsWhenTheRequestedOneDoesNotExist() async throws {
        let copy = try Fixture.copy("Clean")
        defer { Fixture.remove(copy) }
        let error = await loadingError { try FeatureGraph.load(packagePath: copy.path, target: "Missing") }
        #expect(error == .noSuchTarget(name: "Missing", package: "Clean", candidates: ["Clean"]))
        #expect(error?.description == "package 'Clean' has no target 'Missing'; pass --target with one of: Clean")
    }

    @Test func reportsABuildFailureWithTheCompilersErrors() async throws {
        let copy = try Fixture.copy("BuildFailure")
        defer { Fixture.remove(copy) }
        let scratchPath = Fixture.scratchPath
        let error = await loadingError(building: true) {
            try FeatureGraph.load(packagePath: copy.path, target: "BuildFailure", scratchPath: scratchPath)
        }
        guard case .buildFailed(let package, _, _) = error else {
            Issue.record("expected a build failure, got \(String(describing: error))")
            return
        }
        #expect(package == "BuildFailure")
        #expect(
            error?.details.first?.hasSuffix("error: cannot convert value of type 'String' to specified type 'Int'")
                == true)
        #expect(error?.details.first?.hasPrefix("Sources/BuildFailure/Broken.swift:") == true)
    }

    @Test func readsATestTargetWithItsMockComponents() async throws {
        let copy = try Fixture.copy("ModularMocks")
        defer { Fixture.remove(copy) }
        let scratchPath = Fixture.scratchPath
        let graph = try await FixtureGraphs.shared.exclusively {
            try FeatureGraph.load(packagePath: copy.path, target: "AppCoreTests", scratchPath: scratchPath)
        }
        #expect(
            graph.limited(to: "AppCoreTests").rendered(as: .text).contains(
                "    needs userName: String ← computed in LoggedInComponent; computed in MockHomeParent\n"))
        let report = graph.checkReport(target: "AppCoreTests")
        #expect(
            report.text == """
                Tests/AppCoreTests/HomeTests.swift:19:13: warning: nothing creates MockHomeBuilder, so its feature is \
                never built; create it in LoggedInBuilder with 'MockHomeBuilder(dependency: component)' and hand it \
                to the parent's router
                graft: checked 1 feature in AppCoreTests: 0 errors, 1 warning

                """)

        // A local package's test target cannot be built from the root.
        try FileManager.default.createDirectory(
            at: copy.appendingPathComponent("Packages/Settings/Tests/SettingsTests"), withIntermediateDirectories: true)
        try "import Testing\n".write(
            to: copy.appendingPathComponent("Packages/Settings/Tests/SettingsTests/SettingsTests.swift"),
            atomically: true, encoding: .utf8)
        let manifest = copy.appendingPathComponent("Packages/Settings/Package.swift")
        try String(contentsOf: manifest, encoding: .utf8).replacing(
            "targets: [.target(", with: "targets: [.testTarget(name: \"SettingsTests\"), .target("
        ).write(to: manifest, atomically: true, encoding: .utf8)
        let settings = copy.appendingPathComponent("Packages/Settings").path
        let error = await loadingError { try FeatureGraph.load(packagePath: copy.path, target: "SettingsTests") }
        #expect(
            error?.description
                == "'SettingsTests' is a test target of package 'Settings', which SwiftPM builds only as the root "
                + "package; run graft with --package-path \(settings)")
    }

    @Test func refusesToGuessAmongTargetsThatDoNotImportGraft() async throws {
        let copy = try Fixture.copy("BuildFailure")
        defer { Fixture.remove(copy) }
        let error = await loadingError { try FeatureGraph.load(packagePath: copy.path) }
        #expect(error == .noGraftTarget(package: "BuildFailure", candidates: ["BuildFailure"]))
    }

    /// Loads a graph off the test threads (see ``onOwnThread(_:)``) and returns the error it failed with.
    ///
    /// Records an issue when loading succeeds or fails with another kind of error.
    private func loadingError(
        building: Bool = false, _ load: @escaping @Sendable () throws -> FeatureGraph,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async -> GraphError? {
        do {
            _ = try await building ? FixtureGraphs.shared.exclusively(load) : onOwnThread(load)
            Issue.record("loading succeeded; expected a GraphError", sourceLocation: sourceLocation)
        } catch let error as GraphError {
            return error
        } catch {
            Issue.record("expected a GraphError, got \(error)", sourceLocation: sourceLocation)
        }
        return nil
    }

    @Test(arguments: [
        ("import Graft", true), ("public import Graft", true), ("@testable import Graft", true),
        ("import class Graft.Component", true), ("import Foundation\nimport Graft\n", true),
        ("import GraftTesting", false), ("// import Graft", false), ("let source = \"import Graft\"", false),
        ("let source = \"\"\"\n    import Graft\n    \"\"\"", false), ("/* import Graft */", false),
    ])
    func recognizesOnlyRealImportsOfGraft(source: String, imports: Bool) {
        #expect(SwiftPackage.importsGraft(source) == imports)
    }
}
