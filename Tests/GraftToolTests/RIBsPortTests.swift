import Foundation
import Testing

@testable import GraftDeclaredGraph

/// `graft graph` and `graft check` on a port of RIBs' TicTacToe tutorial, written as RIBs code is: protocol types
/// without `any`, presenter protocols, each feature in a module of its own, and LoggedIn's score stream forwarded
/// by OffGame to BasicScoreBoard; and the port's own tests, run and checked as its team would.
@Suite struct RIBsPortTests {
    @Test func checksClean() async throws {
        let report = try await Fixture.graph("TicTacToe").checkReport()
        #expect(!report.hasErrors, "\(report.text)")
        #expect(report.diagnostics.isEmpty, "\(report.text)")
    }

    @Test func followsTheScoreStreamFromLoggedInToTheScoreBoardTwoLevelsDown() async throws {
        let graph = try await Fixture.graph("TicTacToe")
        let requirement = try #require(
            graph.dependency(named: "BasicScoreBoardDependency")?.requirements.first { $0.name == "scoreStream" })
        #expect(requirement.phrase(NameLabels(graph)) == "computed in LoggedInComponent, via OffGameComponent")
        #expect(requirement.canonicalType == "TicTacToeCore.ScoreStream")
        let board = try #require(graph.feature(named: "BasicScoreBoardComponent"))
        #expect(
            graph.branch(to: board).map(\.name.featureName) == [
                "App", "Root", "LoggedIn", "OffGame", "BasicScoreBoard",
            ])
    }

    @Test func saysThatAComponentStoresWhatItsInitializerIsGiven() async throws {
        let graph = try await Fixture.graph("TicTacToe")
        let text = graph.rendered(as: .text)
        #expect(text.contains("stores player1Name: String"), "\(text)")
        #expect(text.contains("stores rootViewController: RootViewController"), "\(text)")
        #expect(!text.contains("computes player1Name"))
        let requirement = try #require(
            graph.dependency(named: "OffGameDependency")?.requirements.first { $0.name == "player1Name" })
        #expect(requirement.phrase(NameLabels(graph)) == "stored in LoggedInComponent")
    }

    @Test func passesItsOwnTests() async throws {
        let copy = try Fixture.copy("TicTacToe")
        defer { Fixture.remove(copy) }
        let scratchPath = Fixture.scratchPath
        let (output, status) = try await FixtureGraphs.shared.exclusively {
            try Fixture.runBlocking(
                "/usr/bin/env", ["swift", "test", "--package-path", copy.path, "--scratch-path", scratchPath])
        }
        #expect(status == 0, "\(output)")
        #expect(output.contains("Test run with 4 tests in 3 suites passed"), "\(output)")
    }

    @Test func checksItsTestTargetClean() async throws {
        let copy = try Fixture.copy("TicTacToe")
        defer { Fixture.remove(copy) }
        let scratchPath = Fixture.scratchPath
        let graph = try await FixtureGraphs.shared.exclusively {
            try FeatureGraph.load(packagePath: copy.path, target: "TicTacToeTests", scratchPath: scratchPath)
        }
        let report = graph.checkReport(target: "TicTacToeTests")
        // Its mocks are dependencies, not features: the check builds them and finds nothing to say.
        #expect(report.text == "graft: checked 0 features in TicTacToeTests: no problems found\n")
    }
}
