import Foundation
import Graft
import Testing

@testable import LandmarksKit

/// The whole tree, launched from the root on in-memory services: signing in and out, and what a session owns.
@MainActor
@Suite struct RootFeatureTests {
    /// The app's tree, launched into a window on a scripted terminal.
    @MainActor
    struct LaunchedApp {
        let app: AppComponent
        let terminal: ScriptedTerminal
        let window: TerminalWindow
        let root: RootRouting

        init(
            input: [String] = [], restoring session: Session? = nil, analytics: RecordingAnalyticsService = .init()
        )
            throws
        {
            app = AppComponent { testServices(analytics: analytics) }
            try app.favouritesStore.load()
            terminal = ScriptedTerminal(input: input)
            window = TerminalWindow(terminal: terminal)
            root = RootBuilder(dependency: app).build(restoring: session)
            root.launch(from: window)
        }

        /// The live tree's outline, each line cut to its indentation and feature name.
        var tree: [String] {
            FeatureTree(of: root).rendered(as: .text).split(separator: "\n").map { featureOutline(String($0)) }
        }

        func send(_ command: Command) async {
            #expect(await window.handle(command), "no view handled \(command)")
        }
    }

    /// Collects leak reports.
    @MainActor
    final class LeakReports {
        private(set) var reports: [LeakReport] = []

        func append(_ report: LeakReport) {
            reports.append(report)
        }
    }

    @Test func launchesSignedOut() throws {
        let launched = try LaunchedApp()
        #expect(launched.tree == ["Root", "  LoggedOut"])
    }

    @Test func launchesSignedInWithARestoredSession() throws {
        let launched = try LaunchedApp(restoring: .demo)
        #expect(launched.tree == ["Root", "  LoggedIn", "    Home", "      LandmarkList"])
    }

    @Test func signingInReplacesLoggedOutWithLoggedIn() async throws {
        let launched = try LaunchedApp(input: ["landmarks"])
        weak let loggedOut = launched.root.children.first
        #expect(loggedOut != nil)

        await launched.send(.login(userName: "demo"))

        #expect(launched.tree == ["Root", "  LoggedIn", "    Home", "      LandmarkList"])
        #expect(launched.terminal.output == ["Signed in as Demo Explorer (demo)."])
        #expect(launched.terminal.diagnostics.isEmpty)
        #expect(loggedOut == nil)
    }

    @Test func aWrongPasswordKeepsTheUserSignedOut() async throws {
        let launched = try LaunchedApp(input: ["not-the-password"])
        await launched.send(.login(userName: "demo"))
        #expect(launched.tree == ["Root", "  LoggedOut"])
        #expect(launched.terminal.diagnostics == ["error: cannot sign in: wrong user name or password"])
        #expect(launched.window.errorCount == 1)
    }

    @Test func signingOutDetachesTheSessionAndReleasesEverythingItOwned() async throws {
        let launched = try LaunchedApp(restoring: .demo)
        let leaks = LeakReports()
        let detector = LeakDetector(gracePeriod: .milliseconds(20)) { leaks.append($0) }
        try #require(launched.root as? RootRouter).leakDetector = detector
        await launched.send(.show(try #require(Landmark.ID("crater-lake"))))
        await launched.send(.profile)
        weak var history: ViewingHistory?
        weak var loggedIn: (any Routing)?
        do {
            let profile = try #require(
                launched.root.subtree.lazy.compactMap { $0.interactable as? ProfileInteractor }.first)
            history = profile.viewingHistory
            loggedIn = launched.root.children.first
            #expect(launched.root.children.flatMap(\.subtree).map(\.name) == ["LoggedIn", "Home", "Profile"])
        }
        #expect(history != nil)
        let favouritesStore = launched.app.favouritesStore

        await launched.send(.logout)
        await detector.waitForPendingChecks()

        #expect(launched.tree == ["Root", "  LoggedOut"])
        #expect(leaks.reports.isEmpty, "\(leaks.reports)")
        #expect(history == nil)
        #expect(loggedIn == nil)
        // The app's services outlive the session.
        #expect(launched.app.favouritesStore === favouritesStore)
    }

    @Test func aSessionKeptAliveIsReportedAsALeak() async throws {
        let launched = try LaunchedApp(restoring: .demo)
        let leaks = LeakReports()
        let detector = LeakDetector(gracePeriod: .milliseconds(20)) { leaks.append($0) }
        try #require(launched.root as? RootRouter).leakDetector = detector
        let retainedLoggedIn = try #require(launched.root.children.first)

        await launched.send(.logout)
        await detector.waitForPendingChecks()

        #expect(leaks.reports.contains { $0.typeName == "LoggedInRouter" && $0.path == "Root/LoggedIn" })
        #expect(retainedLoggedIn.interactable.isActive == false)
    }

    @Test func eachSessionStartsWithAnEmptyHistory() async throws {
        let launched = try LaunchedApp(input: ["landmarks"], restoring: .demo)
        await launched.send(.show(try #require(Landmark.ID("crater-lake"))))
        await launched.send(.profile)
        #expect(launched.terminal.output.last == "Viewed this session: crater-lake")

        await launched.send(.logout)
        await launched.send(.login(userName: "demo"))
        await launched.send(.profile)
        #expect(launched.terminal.output.last == "Viewed this session: nothing yet")
    }

    @Test func eventsInsideTheSessionAreTaggedWithTheUserAndOthersAreNot() async throws {
        let analytics = RecordingAnalyticsService()
        let launched = try LaunchedApp(input: ["landmarks"], analytics: analytics)
        await launched.send(.login(userName: "demo"))
        await launched.send(.show(try #require(Landmark.ID("crater-lake"))))
        await launched.send(.logout)

        #expect(
            analytics.events == [
                AnalyticsEvent("signed_in"),
                AnalyticsEvent("landmark_viewed", properties: ["id": "crater-lake", "user": "demo"]),
                AnalyticsEvent("signed_out", properties: ["user": "demo"]),
            ])
    }
}
