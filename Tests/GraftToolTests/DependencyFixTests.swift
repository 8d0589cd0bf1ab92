import Foundation
import Testing

@testable import GraftDeclaredGraph
@testable import GraftEditing
@testable import GraftPackageReading

/// `graft fix` on copies of multi-module fixtures: Settings, in a local package, needs the settings store that
/// AppComponent, three levels up in AppCore, creates; Home, a public feature in a module of its own, stands between.
@Suite struct DependencyFixTests {
    /// The additions that forward AppComponent's settings store to Settings through LoggedIn and Home.
    private static let forwardingFromApp = [
        "Sources/AppCore/LoggedIn.swift:3: added 'import SettingsFeature'",
        "Sources/AppCore/LoggedIn.swift:6: added 'var settingsStore: SettingsStore { get }' to LoggedInDependency",
        "Sources/AppCore/LoggedIn.swift:11: added 'var settingsStore: SettingsStore { dependency.settingsStore }' "
            + "to LoggedInComponent",
        "Sources/HomeFeature/HomeComponent.swift:7: added 'var settingsStore: SettingsStore { get }' to "
            + "HomeDependency",
        "Sources/HomeFeature/HomeComponent.swift:14: added 'public var settingsStore: SettingsStore "
            + "{ dependency.settingsStore }' to HomeComponent",
    ]

    /// Runs `graft fix` on a copy, one build at a time with the other fixtures.
    private static func fix(_ copy: URL, isDryRun: Bool = false) async throws -> DependencyFix.Report {
        try await FixtureGraphs.shared.exclusively {
            try DependencyFix.run(packagePath: copy.path, scratchPath: Fixture.scratchPath, isDryRun: isDryRun)
        }
    }

    /// Runs `graft fix` on a copy and returns the error it refused with.
    private static func refusal(_ fixture: String) async throws -> (error: FixError?, changed: Bool) {
        let copy = try Fixture.copy(fixture)
        defer { Fixture.remove(copy) }
        let before = try Fixture.sources(of: copy)
        var refusal: FixError?
        do {
            _ = try await fix(copy)
        } catch let error as FixError {
            refusal = error
        }
        return (refusal, try Fixture.sources(of: copy) != before)
    }

    /// What `graft check` reports on a copy.
    private static func check(_ copy: URL) async throws -> CheckReport {
        try await FixtureGraphs.shared.exclusively {
            try FeatureGraph.load(packagePath: copy.path, scratchPath: Fixture.scratchPath).checkReport()
        }
    }

    /// What `graft check` prints under its error for a copy that does not build.
    private static func checkFailure(
        _ copy: URL, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> [String] {
        do {
            _ = try await check(copy)
        } catch let error as GraphError {
            return error.details
        }
        Issue.record("the copy built; expected a build failure", sourceLocation: sourceLocation)
        return []
    }

    /// Expects `graft check` to find nothing, and the built app to say that Settings reads the store the root
    /// created, not a new one.
    private static func expectCleanCheckAndTheAppsStoreInSettings(
        _ copy: URL, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let check = try await Self.check(copy)
        #expect(!check.hasErrors, "\(check.text)", sourceLocation: sourceLocation)
        #expect(check.diagnostics.isEmpty, "\(check.text)", sourceLocation: sourceLocation)
        let (output, status) = try await Fixture.run(Fixture.scratchPath + "/debug/ModularApp", [])
        #expect(status == 0, sourceLocation: sourceLocation)
        #expect(output == "Settings gets the app's store\n", sourceLocation: sourceLocation)
    }

    @Test func forwardsAValueFromThreeLevelsUpAcrossModulesAndLeavesAFixedPackageAlone() async throws {
        let copy = try Fixture.copy("ModularUnprovided")
        defer { Fixture.remove(copy) }
        let original = try Fixture.sources(of: copy)

        let dryRun = try await Self.fix(copy, isDryRun: true)
        #expect(try Fixture.sources(of: copy) == original)
        let diff = try #require(dryRun.diff)
        #expect(diff.contains("--- a/Sources/AppCore/LoggedIn.swift\n+++ b/Sources/AppCore/LoggedIn.swift\n"))
        #expect(
            diff.contains(
                "-protocol LoggedInDependency: Dependency {}\n+protocol LoggedInDependency: Dependency {\n"
                    + "+    var settingsStore: SettingsStore { get }\n+}\n"))
        #expect(diff.contains("+    public var settingsStore: SettingsStore { dependency.settingsStore }\n"))

        let report = try await Self.fix(copy)
        #expect(report.additions == Self.forwardingFromApp)
        #expect(report.diff == nil)
        let fixed = try Fixture.sources(of: copy)
        #expect(
            fixed["Sources/AppCore/LoggedIn.swift"]?.hasPrefix(
                """
                import Graft
                import HomeFeature
                import SettingsFeature

                protocol LoggedInDependency: Dependency {
                    var settingsStore: SettingsStore { get }
                }

                final class LoggedInComponent: Component<LoggedInDependency>, @unchecked Sendable {
                    var userName: String { "ada" }
                    var settingsStore: SettingsStore { dependency.settingsStore }
                }
                """) == true)
        #expect(
            fixed["Sources/HomeFeature/HomeComponent.swift"]?.contains(
                """
                    var greeting: String { "Hello, \\(dependency.userName)" }
                    /// The parent's `settingsStore`.
                    public var settingsStore: SettingsStore { dependency.settingsStore }
                }
                """) == true)
        // Each added line is where the report says.
        for line in report.additions {
            let parts = line.split(separator: ":", maxSplits: 2)
            let text = try #require(fixed[String(parts[0])]).split(separator: "\n", omittingEmptySubsequences: false)
            let added = text[try #require(Int(parts[1])) - 1].trimmingCharacters(in: .whitespaces)
            #expect(line.contains("'\(added)'"), "\(line) points at \(added)")
        }

        let lint = try await Fixture.lint([
            copy.appendingPathComponent("Sources/AppCore/LoggedIn.swift").path,
            copy.appendingPathComponent("Sources/HomeFeature/HomeComponent.swift").path,
        ])
        #expect(lint.1 == 0, "swift format lint: \(lint.0)")

        try await Self.expectCleanCheckAndTheAppsStoreInSettings(copy)

        let again = try await Self.fix(copy)
        #expect(again.additions.isEmpty)
        #expect(try Fixture.sources(of: copy) == fixed)
    }

    @Test func threadsEachSpellingOfATypeFromWhereItIsCreatedToWhereItIsRequired() async throws {
        // AppComponent writes `ScoreStream`, `Int?`, `[Score]`, `Scores`, `ScoreKit.Score`, `( [ String : Int ] )`
        // where BoardDependency writes `any ScoreStream`, `Optional<Int>`, `Array<Score>`, `[Score]`, `Score`,
        // `[String: Int]`, and the other way round.
        let members = [
            "stream", "anyStream", "spare", "backup", "best", "worst", "history", "replays", "byPlayer", "byRound",
            "ranking", "podium", "latest", "first", "spaced", "compact",
        ]
        let copy = try Fixture.copy("Spellings")
        defer { Fixture.remove(copy) }

        let failure = try await Self.checkFailure(copy)
        for member in members {
            #expect(
                failure.contains {
                    $0.contains(
                        "error: BoardDependency.\(member): GameComponent does not provide it; AppComponent does "
                            + "(App -> Game -> Board); forward it: add 'var \(member): ")
                }, "\(member): \(failure.joined(separator: "\n"))")
        }

        let report = try await Self.fix(copy)
        #expect(report.additions.first == "Sources/AppCore/Game.swift:3: added 'import ScoreKit'")
        for member in members {
            #expect(
                report.additions.contains {
                    $0.contains("added 'var \(member): ") && $0.hasSuffix(" to GameDependency")
                })
            #expect(
                report.additions.contains {
                    $0.contains("{ dependency.\(member) }' to GameComponent")
                })
        }
        #expect(report.additions.count == 2 * members.count + 1)
        // A dictionary is written as source writes it, not as the compiler's note prints it.
        #expect(
            report.additions.contains { $0.hasSuffix("added 'var byRound: [Int: Score] { get }' to GameDependency") })
        let check = try await Self.check(copy)
        #expect(check.diagnostics.isEmpty, "\(check.text)")
    }

    @Test func importsTheModuleThatDeclaresTheRequiredTypeWhenTwoModulesShareItsName() async throws {
        // LegacySettings, a module AppCore also depends on, declares a SettingsStore of its own.
        let copy = try Fixture.copy("ModularTwoSettingsStores")
        defer { Fixture.remove(copy) }
        let report = try await Self.fix(copy)
        #expect(report.additions == Self.forwardingFromApp)
        try await Self.expectCleanCheckAndTheAppsStoreInSettings(copy)
    }

    @Test func forwardsARequirementWhoseProtocolIsInTheFileOfTheFailingConformance() async throws {
        let copy = try Fixture.copy("SameFileRequirement")
        defer { Fixture.remove(copy) }
        let failure = try await Self.checkFailure(copy)
        #expect(
            failure.contains {
                $0 == "Sources/SameFileRequirement/Timer.swift:4:9: note: protocol requires property 'clock' with "
                    + "type 'Clock'"
            }, "\(failure.joined(separator: "\n"))")
        #expect(
            failure.contains {
                $0.hasSuffix(
                    "error: TimerDependency.clock: HomeComponent does not provide it; AppComponent does (App -> Home "
                        + "-> Timer); forward it: add 'var clock: Clock { get }' to HomeDependency and 'var clock: "
                        + "Clock { dependency.clock }' to HomeComponent")
            }, "\(failure.joined(separator: "\n"))")

        let report = try await Self.fix(copy)
        #expect(
            report.additions == [
                "Sources/SameFileRequirement/App.swift:16: added 'var clock: Clock { get }' to HomeDependency",
                "Sources/SameFileRequirement/App.swift:20: added 'var clock: Clock { dependency.clock }' to "
                    + "HomeComponent",
            ])
        let check = try await Self.check(copy)
        #expect(check.diagnostics.isEmpty, "\(check.text)")
    }

    @Test func threadsAProtocolTypedValueOfARIBsPortTwoLevelsDown() async throws {
        // LoggedIn owns `scoreStream: ScoreStream`; BasicScoreBoard, under OffGame in another module, requires it,
        // and OffGame neither requires nor forwards it.
        let copy = try Fixture.copy("TicTacToeUnforwarded")
        defer { Fixture.remove(copy) }
        let report = try await Self.fix(copy)
        #expect(
            report.additions == [
                "Sources/OffGameFeature/OffGameComponent.swift:2: added 'import TicTacToeCore'",
                "Sources/OffGameFeature/OffGameComponent.swift:8: added 'var scoreStream: any ScoreStream { get }' "
                    + "to OffGameDependency",
                "Sources/OffGameFeature/OffGameComponent.swift:18: added 'public var scoreStream: any ScoreStream "
                    + "{ dependency.scoreStream }' to OffGameComponent",
            ])
        let check = try await Self.check(copy)
        #expect(check.diagnostics.isEmpty, "\(check.text)")
    }

    @Test func forwardsAlongEachBranchOfAFeatureWithSeveralParents() async throws {
        // Home is App's child for a guest and LoggedIn's for a user: the value goes up both branches to App.
        let copy = try Fixture.copy("ModularSeveralParents")
        defer { Fixture.remove(copy) }
        let report = try await Self.fix(copy)
        #expect(report.additions == Self.forwardingFromApp)
        try await Self.expectCleanCheckAndTheAppsStoreInSettings(copy)
    }

    @Test func refusesWhenOneBranchOfAFeatureWithSeveralParentsHasNoProvider() async throws {
        let (error, changed) = try await Self.refusal("ModularSeveralParentsNoProvider")
        #expect(!changed)
        #expect(
            error?.description
                == "SettingsDependency.settingsStore: no ancestor provides 'settingsStore: SettingsStore' and "
                + "Settings needs it (Guest -> Home -> Settings); add 'var settingsStore: SettingsStore "
                + "{ shared { … } }' to GuestComponent, or to the component that should own it, and run graft fix "
                + "again; nothing was written")
    }

    @Test func completesAForwardingThatIsHalfDone() async throws {
        let copy = try Fixture.copy("ModularPartialForwarding")
        defer { Fixture.remove(copy) }
        let report = try await Self.fix(copy)
        #expect(
            report.additions == [
                "Sources/AppCore/LoggedIn.swift:8: added 'var settingsStore: SettingsStore { get }' to LoggedInDependency",
                "Sources/HomeFeature/HomeComponent.swift:7: added 'var settingsStore: SettingsStore { get }' to "
                    + "HomeDependency",
                "Sources/HomeFeature/HomeComponent.swift:14: added 'public var settingsStore: SettingsStore "
                    + "{ dependency.settingsStore }' to HomeComponent",
            ])
        let check = try await Self.check(copy)
        #expect(!check.hasErrors, "\(check.text)")
    }

    @Test func requiresAValueThatAComponentForwardsWithoutItsProtocolRequiringIt() async throws {
        let copy = try Fixture.copy("ModularUndeclaredRead")
        defer { Fixture.remove(copy) }
        let report = try await Self.fix(copy)
        #expect(
            report.additions == [
                "Sources/AppCore/LoggedIn.swift:8: added 'var settingsStore: SettingsStore { get }' to LoggedInDependency"
            ])
        let check = try await Self.check(copy)
        #expect(!check.hasErrors, "\(check.text)")
    }

    @Test func refusesWhenNoAncestorProvidesTheValue() async throws {
        let (error, changed) = try await Self.refusal("ModularNoProvider")
        #expect(!changed)
        #expect(
            error?.description
                == "SettingsDependency.settingsStore: no ancestor provides 'settingsStore: SettingsStore' and "
                + "Settings needs it (App -> LoggedIn -> Home -> Settings); add 'var settingsStore: SettingsStore "
                + "{ shared { … } }' to AppComponent, or to the component that should own it, and run graft fix "
                + "again; nothing was written")
    }

    @Test func refusesWhenTwoAncestorsProvideTheValueWithDifferentTypes() async throws {
        let (error, changed) = try await Self.refusal("ModularConflictingTypes")
        #expect(!changed)
        #expect(
            error?.description
                == "SettingsDependency.settingsStore: LoggedInComponent provides 'settingsStore' as String, not "
                + "SettingsStore and AppComponent provides it as SettingsStore (App -> LoggedIn -> Home -> "
                + "Settings); rename one of them, or make the types agree, and run graft fix again; nothing was "
                + "written")
    }

    @Test func refusesWhenTheParentChainBreaks() async throws {
        let (error, changed) = try await Self.refusal("ModularNoParent")
        #expect(!changed)
        #expect(
            error?.description
                == "cannot follow the parents of LoggedInComponent: no component conforms to LoggedInDependency; "
                + "forward the value by hand, or give LoggedIn one parent and run graft fix again; nothing was "
                + "written")
    }
}
