import Foundation
import Testing

@testable import GraftGraph

/// Docs/Scaffolding.md shows what `graft new` really prints.
@Suite struct ScaffoldingDocumentationTests {
    private static let text = Result {
        try String(
            contentsOf: Fixture.repositoryRoot.appendingPathComponent("Docs/Scaffolding.md"), encoding: .utf8)
    }

    @Test func showsTheDryRunOutputOfTheCurrentTemplates() throws {
        let text = try Self.text.get()
        let scaffold = try FeatureScaffold(name: "Profile", parent: "Home", isViewable: false)
        let files =
            scaffold.featureFiles.map { ScaffoldFile(path: "Sources/App/Profile/" + $0.path, contents: $0.contents) }
            + [
                ScaffoldFile(
                    path: "Sources/App/Home/" + scaffold.parentConformanceFile.path,
                    contents: scaffold.parentConformanceFile.contents)
            ]
        let plan = ScaffoldPlan(scaffold: scaffold, packageRoot: "/", target: "App", files: files)
        #expect(text.contains("```text\n" + plan.listing + "```\n"), "update the --dry-run output in the guide")
    }

    @Test func showsTheWiringHintGraftNewPrints() throws {
        let text = try Self.text.get()
        let hint = try FeatureScaffold(name: "Profile", parent: "Home", isViewable: false).wiringHint
        #expect(text.contains("```text\n" + hint + "```\n"))
    }
}
