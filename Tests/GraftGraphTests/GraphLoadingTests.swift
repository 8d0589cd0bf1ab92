import Foundation
import Testing

@testable import GraftGraph

@Suite struct GraphLoadingTests {
    @Test func rejectsADirectoryWithoutAPackage() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("graft-empty-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(throws: GraphError.notAPackage(path: directory.path)) {
            try FeatureGraph.load(packagePath: directory.path)
        }
    }

    @Test func namesTheTargetsWhenTheRequestedOneDoesNotExist() throws {
        let copy = try Fixture.copy("Clean")
        defer { Fixture.remove(copy) }
        let error = #expect(throws: GraphError.self) {
            try FeatureGraph.load(packagePath: copy.path, target: "Missing")
        }
        #expect(error == .noSuchTarget(name: "Missing", package: "Clean", candidates: ["Clean"]))
        #expect(error?.description == "package 'Clean' has no target 'Missing'; pass --target with one of: Clean")
    }

    @Test func reportsABuildFailureWithTheCompilersErrors() throws {
        let copy = try Fixture.copy("BuildFailure")
        defer { Fixture.remove(copy) }
        let error = #expect(throws: GraphError.self) {
            try FeatureGraph.load(
                packagePath: copy.path, target: "BuildFailure",
                scratchPath: copy.deletingLastPathComponent().appendingPathComponent(".build").path)
        }
        guard case .buildFailed(let target, _) = error else {
            Issue.record("expected a build failure, got \(String(describing: error))")
            return
        }
        #expect(target == "BuildFailure")
        #expect(
            error?.details.first?.hasSuffix("error: cannot convert value of type 'String' to specified type 'Int'")
                == true)
    }

    @Test func refusesToGuessAmongTargetsThatDoNotImportGraft() throws {
        let copy = try Fixture.copy("BuildFailure")
        defer { Fixture.remove(copy) }
        #expect(throws: GraphError.noGraftTarget(package: "BuildFailure", candidates: ["BuildFailure"])) {
            try FeatureGraph.load(packagePath: copy.path)
        }
    }

    @Test(arguments: [
        ("import Graft", true), ("public import Graft", true), ("@testable import Graft", true),
        ("import class Graft.Component", true), ("import GraftTesting", false), ("// import Graft", false),
    ])
    func recognizesImportsOfGraft(line: String, imports: Bool) {
        #expect(SwiftPackage.isGraftImport(Substring(line)) == imports)
    }
}
