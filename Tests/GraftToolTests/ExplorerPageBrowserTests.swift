import Foundation
import Testing

@testable import GraftDeclaredGraph

/// The explorer page of a broken package, opened in headless Chromium: search, select, the provider's path, and
/// `graft check`'s problems.
@Suite(.enabled(if: Browser.isAvailable, Comment(rawValue: Browser.missing)))
struct ExplorerPageBrowserTests {
    @Test func findsAFeatureAndHighlightsThePathOfWhatItNeeds() async throws {
        let page = try await Self.page()
        defer { try? FileManager.default.removeItem(at: page.deletingLastPathComponent()) }
        let report = try await Browser.explore(
            page, ["--search", "settingsc", "--select", "SettingsComponent", "--need", "settingsStore: SettingsStore"],
            screenshot: "explorer-broken.png")
        #expect(report.errors.isEmpty)
        #expect(report.results?.first?.hasPrefix("SettingsComponent") == true)
        #expect(report.selected == ["SettingsComponent"])
        #expect(report.path == ["AppComponent", "LoggedInComponent", "HomeComponent", "SettingsComponent"])
        #expect(report.origin == ["AppComponent"])
        #expect(report.details?.contains("shared in AppComponent, via HomeComponent, LoggedInComponent") == true)
        #expect(report.details?.contains("Creates (shared)\nlocalStore: SettingsStore") == true)
        #expect(report.details?.contains("Builder\nSettingsBuilder") == true)
        let secondInstance = try #require(report.featureProblems?.first)
        #expect(secondInstance.severity == "warning")
        #expect(secondInstance.text.contains("SettingsComponent.localStore makes a second SettingsStore"))
    }

    @Test func groupsFeaturesByModuleAndStillHighlightsThePath() async throws {
        let page = try await Self.page()
        defer { try? FileManager.default.removeItem(at: page.deletingLastPathComponent()) }
        let report = try await Browser.explore(
            page,
            [
                "--group", "--search", "settingsstore", "--select", "SettingsComponent", "--need",
                "settingsStore: SettingsStore",
            ], screenshot: "explorer-grouped.png")
        #expect(report.errors.isEmpty)
        #expect(report.tops == ["AppCore", "HomeFeature", "SettingsFeature"])
        #expect(report.topCounts == ["2 features", "2 features", "1 feature"])
        #expect(report.selected == ["SettingsComponent"])
        #expect(report.path == ["AppComponent", "LoggedInComponent", "HomeComponent", "SettingsComponent"])
    }

    @Test func showsEachProblemOfCheckAtItsFeature() async throws {
        let graph = try await Self.graph()
        let page = try await Self.page()
        defer { try? FileManager.default.removeItem(at: page.deletingLastPathComponent()) }
        let report = try await Browser.explore(page, [], screenshot: "explorer-problems.png")
        #expect(report.errors.isEmpty)
        let messages = graph.check().map(\.message)
        #expect(messages.count == 4)
        #expect(report.overviewProblems.count == messages.count)
        for (shown, message) in zip(report.overviewProblems, messages) {
            #expect(shown.text.contains(message))
        }
        // By file and line, as check prints them: the second instance, the ambiguity, then Profile's two.
        #expect(report.overviewProblems.map(\.severity) == ["warning", "warning", "error", "warning"])
        let places = report.overviewProblems.map { $0.text.split(separator: "\n").last ?? "" }
        #expect(places == ["at SettingsComponent", "at HomeComponent", "at ProfileComponent", "at ProfileComponent"])
        #expect(report.badges.sorted() == ["1 error", "1 warning", "1 warning", "1 warning"])
        #expect(report.readyMs < 2_000)
    }

    /// ExplorerBroken's graph, with a name the analysis could not resolve written in HomeBuilder.swift, since a
    /// package that builds rarely has one.
    private static func graph() async throws -> FeatureGraph {
        var graph = try await Fixture.graph("ExplorerBroken")
        graph.ambiguities.append(
            AmbiguousReference(
                name: "SettingsBuilder", candidates: ["AdminFeature", "SettingsFeature"], module: "HomeFeature",
                location: FileLine(file: "Sources/HomeFeature/HomeBuilder.swift", line: 9, column: 13)))
        return graph
    }

    /// The graph's page, written to a new temporary directory.
    private static func page() async throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("graft-explorer-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let page = directory.appendingPathComponent("graph.html")
        try await graph().explorerPage().write(to: page, atomically: true, encoding: .utf8)
        return page
    }
}
