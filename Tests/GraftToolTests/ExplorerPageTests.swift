import Foundation
import Testing

@testable import GraftDeclaredGraph
@testable import GraftDiagramLabels

/// `graft graph --format html`: the page's data, its problems at their features, and that it loads nothing.
@Suite struct ExplorerPageTests {
    /// What the page embeds for a declared graph.
    struct PageData: Decodable {
        struct Problem: Decodable {
            var severity: String
            var message: String
            var location: FileLine
            var features: [Int]
        }
        var kind: String
        var title: String
        var graph: FeatureGraph
        var sharedNames: [String]
        var problems: [Problem]
    }

    /// The JSON inside the page's data element.
    static func data(of page: String) throws -> PageData {
        let start = try #require(page.firstRange(of: #"<script id="graft-data" type="application/json">"#))
        let end = try #require(page[start.upperBound...].firstRange(of: "</script>"))
        return try JSONDecoder().decode(PageData.self, from: Data(page[start.upperBound..<end.lowerBound].utf8))
    }

    @Test func embedsTheGraphAndEachProblemOfCheckAtItsFeature() async throws {
        let graph = try await Fixture.graph("ExplorerBroken")
        let data = try Self.data(of: graph.rendered(as: .html))
        #expect(data.kind == "graph")
        #expect(data.graph == graph)
        #expect(data.problems.map(\.message) == graph.check().map(\.message))
        #expect(data.problems.map(\.severity) == ["warning", "error", "warning"])
        let names = data.problems.map { $0.features.map { graph.features[$0].component } }
        #expect(names == [["SettingsComponent"], ["ProfileComponent"], ["ProfileComponent"]])
    }

    @Test func limitsThePageAndItsProblemsToATarget() async throws {
        let graph = try await Fixture.graph("ExplorerBroken")
        let data = try Self.data(of: graph.explorerPage(target: "SettingsFeature"))
        #expect(data.graph == graph.limited(to: "SettingsFeature"))
        #expect(data.title == "SettingsFeature")
        #expect(data.problems.map(\.message) == graph.checkReport(target: "SettingsFeature").diagnostics.map(\.message))
        #expect(data.problems.count == 1)
    }

    @Test func placesAProblemAtTheFeatureDeclaredWhereItIs() {
        let graph = Self.graph(component: "AppComponent", file: "Sources/App/App.swift")
        let here = FileLine(file: "Sources/App/App.swift", line: 7)
        let elsewhere = FileLine(file: "Sources/App/Other.swift", line: 7)
        var ambiguous = graph
        ambiguous.ambiguities = [
            AmbiguousReference(name: "SettingsBuilder", candidates: ["A", "B"], module: "App", location: here),
            AmbiguousReference(name: "SettingsBuilder", candidates: ["A", "B"], module: "App", location: elsewhere),
        ]
        #expect(ambiguous.featureIndices(at: here) == [0])
        #expect(ambiguous.featureIndices(at: elsewhere) == [])
        #expect(ambiguous.featureIndices(at: FileLine(file: "Sources/App/App.swift", line: 1)) == [0])
    }

    @Test func keepsTheEndOfAScriptInANameInsideTheData() throws {
        let name = "</script><script>alert(1)</script>"
        let page = Self.graph(component: name, file: "A.swift").rendered(as: .html)
        #expect(page.components(separatedBy: "</script>").count == 3)
        #expect(try Self.data(of: page).graph.features.first?.component == name)
    }

    @Test func loadsNothingFromOutsideThePage() {
        let page = Self.graph(component: "AppComponent", file: "A.swift").rendered(as: .html)
        for outside in ["http:", "https:", "src=", "<link", "url(", "@import", "fetch(", "XMLHttpRequest", "import("] {
            #expect(!page.contains(outside), "the page refers to something outside it: \(outside)")
        }
    }

    @Test func keepsItsScriptSmall() {
        // The whole explorer, both kinds of page; no library.
        #expect(ExplorerPage.script.utf8.count < 16_000)
        #expect(ExplorerPage.script.contains("function fromGraph"))
        #expect(ExplorerPage.script.contains("function fromTree"))
    }

    private static func graph(component: String, file: String) -> FeatureGraph {
        FeatureGraph(
            module: "App", modules: ["App"],
            features: [
                Feature(
                    component: component, module: "App", location: FileLine(file: file, line: 1),
                    dependency: QualifiedName(module: "", name: "EmptyDependency"), parents: [], children: [],
                    builders: [], members: [], sharedKeys: [])
            ], dependencies: [], builders: [])
    }
}
