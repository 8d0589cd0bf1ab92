import Foundation
import Testing

@testable import GraftDeclaredGraph
@testable import GraftPackageReading

/// An app split into modules: AppCore (the root and LoggedIn), HomeFeature, and SettingsFeature in a local package
/// of its own, read as one graph.
@Suite struct ModularGraphTests {
    private static let extensions: [GraphFormat: String] = [.mermaid: "mmd", .dot: "dot", .json: "json", .text: "txt"]

    @Test func readsEveryModuleOfThePackageAndItsLocalDependency() async throws {
        let graph = try await Fixture.graph("Modular")
        #expect(graph.modules == ["AppCore", "HomeFeature", "SettingsFeature"])
        #expect(
            graph.features.map(\.component) == [
                "AppComponent", "HomeComponent", "LoggedInComponent", "SettingsComponent",
            ])
        #expect(graph.features.map(\.module) == ["AppCore", "HomeFeature", "AppCore", "SettingsFeature"])
        #expect(graph.feature(named: "SettingsComponent")?.parents.map(\.name) == ["HomeComponent"])
        #expect(graph.feature(named: "LoggedInComponent")?.children.map(\.name) == ["HomeComponent"])
        #expect(
            graph.feature(named: "SettingsComponent")?.location
                == FileLine(file: "Packages/Settings/Sources/SettingsFeature/Settings.swift", line: 9, column: 20))
    }

    @Test func followsARequirementAcrossModulesToTheAncestorThatCreatesIt() async throws {
        let graph = try await Fixture.graph("Modular")
        let store = try #require(graph.dependency(named: "SettingsDependency")?.requirements.first?.satisfactions.first)
        #expect(store.via.map(\.name) == ["HomeComponent", "LoggedInComponent"])
        #expect(store.origin.name == "AppComponent")
        #expect(store.originProvision == .created)
    }

    @Test(arguments: GraphRenderingTests.goldenFormats)
    func rendersTheWholePackageAsTheGoldenFile(format: GraphFormat) async throws {
        let graph = try await Fixture.graph("Modular")
        try Fixture.expectGolden(
            graph.rendered(as: format), fixture: "Modular", file: "graph.\(Self.extensions[format]!)")
    }

    @Test func passesTheCheckAsAWholeAndForEachTarget() async throws {
        let graph = try await Fixture.graph("Modular")
        try Fixture.expectGolden(graph.checkReport().text, fixture: "Modular", file: "check.txt")
        for module in graph.modules {
            let report = graph.checkReport(target: module)
            #expect(report.diagnostics.isEmpty, "\(module)")
        }
        #expect(graph.checkReport(target: "SettingsFeature").featureCount == 1)
    }

    @Test func limitsTheGraphToATargetWithItsParentsAndChildren() async throws {
        let graph = try await Fixture.graph("Modular").limited(to: "HomeFeature")
        #expect(graph.features.map(\.component) == ["HomeComponent", "LoggedInComponent", "SettingsComponent"])
        #expect(graph.builders.map(\.name) == ["HomeBuilder"])
        try Fixture.expectGolden(graph.rendered(as: .text), fixture: "Modular", file: "graph-HomeFeature.txt")
    }

    @Test func reportsAnOrphanDependencyProtocolInAnotherPackage() async throws {
        let report = try await Fixture.graph("ModularOrphan").checkReport()
        #expect(report.hasErrors)
        let orphan = try #require(report.diagnostics.first { $0.severity == .error })
        #expect(orphan.module == "SettingsFeature")
        #expect(orphan.message.hasPrefix("no component conforms to SettingsDependency, so SettingsComponent"))
        try Fixture.expectGolden(report.text, fixture: "ModularOrphan", file: "check.txt")
    }

    @Test func warnsAboutABuilderNothingCreates() async throws {
        let report = try await Fixture.graph("ModularUnusedBuilder").checkReport()
        #expect(!report.hasErrors)
        #expect(report.diagnostics.map(\.severity) == [.warning])
        #expect(
            report.diagnostics.first?.message.hasPrefix(
                "nothing creates SettingsBuilder, so its feature is never built; create it in HomeBuilder") == true)
        try Fixture.expectGolden(report.text, fixture: "ModularUnusedBuilder", file: "check.txt")
    }

    @Test func warnsAboutASecondInstanceOfWhatAnAncestorGives() async throws {
        let report = try await Fixture.graph("ModularSecondInstance").checkReport()
        #expect(!report.hasErrors)
        let second = try #require(report.diagnostics.first)
        #expect(second.location.file == "Sources/HomeFeature/HomeComponent.swift")
        #expect(
            second.message.hasPrefix(
                "HomeComponent.settingsStore makes a second SettingsStore with 'shared'; LoggedInComponent already "
                    + "gives one to this branch (App -> LoggedIn -> Home)"))
        try Fixture.expectGolden(report.text, fixture: "ModularSecondInstance", file: "check.txt")
    }

    @Test func printsTheCompilersErrorsWithTheirNotes() async throws {
        let error = try await buildError("ModularBroken")
        #expect(
            error.description == "package 'ModularBroken' does not build; fix the compiler errors below and run "
                + "graft again")
        #expect(error.details.contains { $0.contains(": note: protocol requires property 'description'") })
        #expect(
            error.details.first?.hasPrefix("Packages/Settings/Sources/SettingsFeature/SettingsStore.swift:8:1: error:")
                == true)
        try Fixture.expectGolden(
            error.details.joined(separator: "\n") + "\n", fixture: "ModularBroken", file: "build.txt")
    }

    @Test func namesTheBranchAndTheAncestorThatProvidesAMissingRequirement() async throws {
        let error = try await buildError("ModularUnprovided")
        #expect(
            error.details.contains {
                $0.hasSuffix(
                    "error: SettingsDependency.settingsStore: HomeComponent does not provide it; AppComponent does "
                        + "(App -> LoggedIn -> Home -> Settings); forward it: add 'var settingsStore: SettingsStore "
                        + "{ get }' to HomeDependency and LoggedInDependency and 'var settingsStore: SettingsStore "
                        + "{ dependency.settingsStore }' to HomeComponent and LoggedInComponent")
            })
        #expect(
            error.details.contains {
                $0 == "Packages/Settings/Sources/SettingsFeature/Settings.swift:5:9: note: protocol requires property "
                    + "'settingsStore' with type 'SettingsStore'"
            })
        try Fixture.expectGolden(
            error.details.joined(separator: "\n") + "\n", fixture: "ModularUnprovided", file: "build.txt")
    }

    @Test func namesTheRequirementOnceWhenTwoAncestorsProvideItWithDifferentTypes() async throws {
        let error = try await buildError("ModularConflictingTypes")
        #expect(
            error.details.contains {
                $0.hasSuffix(
                    "error: SettingsDependency.settingsStore: HomeComponent does not provide it; LoggedInComponent "
                        + "provides 'settingsStore' as String, not SettingsStore and AppComponent provides it as "
                        + "SettingsStore (App -> LoggedIn -> Home -> Settings); rename one of them, or make the types "
                        + "agree, and run graft fix again")
            }, "\(error.details.joined(separator: "\n"))")
    }

    @Test func warnsAboutASecondInstanceOfWhatAnAncestorGivesWhateverItsSpelling() async throws {
        // Each of Board's `shared` members spells the type another way than BoardDependency and GameComponent.
        let report = try await Fixture.graph("SpellingsSecondInstance").checkReport()
        let given = [
            "ownStream": "stream", "ownBest": "best", "ownHistory": "history", "ownByPlayer": "byPlayer",
            "ownLatest": "latest", "ownSpaced": "spaced",
        ]
        for (member, requirement) in given {
            #expect(
                report.diagnostics.contains {
                    $0.message.hasPrefix("BoardComponent.\(member) makes a second ")
                        && $0.message.hasSuffix(
                            "GameComponent already gives one to this branch (App -> Game -> Board); to use that one, "
                                + "read 'dependency.\(requirement)' instead")
                }, "\(member): \(report.text)")
        }
        #expect(report.diagnostics.count == given.count, "\(report.text)")
    }

    private func buildError(
        _ fixture: String, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws
        -> GraphError
    {
        do {
            _ = try await Fixture.graph(fixture)
        } catch let error as GraphError {
            return error
        }
        Issue.record("\(fixture) built; expected a build failure", sourceLocation: sourceLocation)
        throw CancellationError()
    }
}
