import Foundation
import Testing

@testable import GraftEditing

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

    @Test func showsTheFirstTestGraftNewWrites() throws {
        let text = try Self.text.get()
        let test = try FeatureScaffold(name: "Profile", parent: "Home", isViewable: false).testFile(module: "App")
        #expect(text.contains("```text\n==> Tests/AppTests/\(test.path) <==\n" + test.contents + "```\n"))
    }

    @Test func showsTheWiringHintGraftNewPrints() throws {
        let text = try Self.text.get()
        let hint = try FeatureScaffold(name: "Profile", parent: "Home", isViewable: false).wiringHint
        #expect(text.contains("```text\n" + hint + "```\n"))
    }

    @Test func showsWhatAttachAddsToAParentThatGraftNewWrote() throws {
        let text = try Self.text.get()
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("graft-attach-doc-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        let home = try FeatureScaffold(name: "Home", parent: "App", isViewable: false)
        let folder = root.appendingPathComponent("Sources/App/Home")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for file in home.featureFiles {
            try file.contents.write(to: folder.appendingPathComponent(file.path), atomically: true, encoding: .utf8)
        }
        let profile = try FeatureScaffold(name: "Profile", parent: "Home", isViewable: false)
        let plan = ScaffoldPlan(
            scaffold: profile, packageRoot: root.path, target: "App", files: [],
            parentFiles: [
                "HomeBuilder": "Sources/App/Home/HomeBuilder.swift", "HomeRouter": "Sources/App/Home/HomeRouter.swift",
                "HomeRouting": "Sources/App/Home/HomeRouter.swift",
                "HomeInteractable": "Sources/App/Home/HomeRouter.swift",
            ])
        let attachment = try ParentAttachment.plan(for: plan).get()
        #expect(text.contains(attachment.additions.joined(separator: "\n") + "\n```\n"))
        let builder = try #require(attachment.texts["Sources/App/Home/HomeBuilder.swift"])
        let router = try #require(attachment.texts["Sources/App/Home/HomeRouter.swift"])
        let builderClass = try #require(builder.firstRange(of: "final class HomeBuilder"))
        let routerClass = try #require(router.firstRange(of: "/// Attaches and detaches the children"))
        #expect(text.contains("```swift\n" + builder[builderClass.lowerBound...] + "```\n"))
        #expect(text.contains("```swift\n" + router[routerClass.lowerBound...] + "```\n"))
    }
}
