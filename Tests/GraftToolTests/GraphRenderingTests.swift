import Foundation
import Testing

@testable import GraftDeclaredGraph

@Suite struct GraphRenderingTests {
    private static let extensions: [GraphFormat: String] = [.mermaid: "mmd", .dot: "dot", .json: "json", .text: "txt"]

    /// The text formats, each with a golden file; ExplorerPageTests tests the page.
    static let goldenFormats = GraphFormat.allCases.filter { $0 != .html }

    @Test(arguments: goldenFormats)
    func rendersTheCleanFixtureAsTheGoldenFile(format: GraphFormat) async throws {
        let graph = try await Fixture.graph("Clean")
        try Fixture.expectGolden(
            graph.rendered(as: format), fixture: "Clean", file: "graph.\(Self.extensions[format]!)")
    }

    @Test(arguments: goldenFormats)
    func rendersAMissingValueAsTheGoldenFile(format: GraphFormat) async throws {
        let graph = try await Fixture.graph("NeverCreated")
        try Fixture.expectGolden(
            graph.rendered(as: format), fixture: "NeverCreated", file: "graph.\(Self.extensions[format]!)")
    }

    @Test func rendersTheSameBytesEveryTime() async throws {
        let graph = try await Fixture.graph("Clean")
        for format in GraphFormat.allCases {
            #expect(graph.rendered(as: format) == graph.rendered(as: format))
        }
    }

    @Test func jsonRoundTripsToTheSameGraph() async throws {
        let graph = try await Fixture.graph("Clean")
        let decoded = try JSONDecoder().decode(FeatureGraph.self, from: Data(graph.rendered(as: .json).utf8))
        #expect(decoded == graph)
    }

    @Test func escapesMermaidAndDotLabels() {
        let graph = FeatureGraph(
            module: "M", modules: ["M"],
            features: [
                Feature(
                    component: "AppComponent", module: "M", location: FileLine(file: "A.swift", line: 1),
                    dependency: QualifiedName(module: "", name: "EmptyDependency"), parents: [], children: [],
                    builders: [],
                    members: [
                        Member(
                            name: "names", type: "Array<String>", provision: .created, key: "\"a\"", forwards: nil,
                            reads: nil,
                            location: FileLine(file: "A.swift", line: 2))
                    ], sharedKeys: [])
            ], dependencies: [], builders: [])
        #expect(graph.rendered(as: .mermaid).contains("creates names: Array#lt;String#gt; (key: #quot;a#quot;)"))
        #expect(graph.rendered(as: .dot).contains(#"creates names: Array<String> (key: \"a\")\l"#))
    }

    @Test func escapesLabelsAsTheRunningTreeDoes() {
        let component = #"a&b#c"d<e>f\g"#
        let graph = FeatureGraph(
            module: "M", modules: ["M"],
            features: [
                Feature(
                    component: component, module: "M", location: FileLine(file: "A.swift", line: 1),
                    dependency: QualifiedName(module: "", name: "EmptyDependency"), parents: [], children: [],
                    builders: [], members: [],
                    sharedKeys: [])
            ], dependencies: [], builders: [])
        // FeatureTreeTests expects the same escaped text from Graft's FeatureTree.
        #expect(graph.rendered(as: .mermaid).contains(#"<b>a#amp;b#35;c#quot;d#lt;e#gt;f\g</b>"#))
        #expect(graph.rendered(as: .dot).contains(#"[label="a&b#c\"d<e>f\\g\n"#))
    }
}
