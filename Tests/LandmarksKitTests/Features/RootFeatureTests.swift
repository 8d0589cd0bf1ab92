import GraftTesting
import Testing

@testable import HomeFeature
@testable import LandmarksKit
@testable import LandmarksServices
@testable import LandmarksUI
@testable import LoggedInFeature

/// The whole tree, launched from the root on a mock of its dependency made of in-memory services: signing in and
/// out, and what a session owns.
@MainActor
@Suite struct RootFeatureTests {
    /// The app's tree, launched into a window on a scripted terminal.
    @MainActor
    struct LaunchedApp {
        let parent: AppServices
        let terminal: ScriptedTerminal
        let window: TerminalWindow
        let root: RootRouting

        init(
            input: [String] = [], restoring session: Session? = nil, landmarks: LandmarkService = .preview
        ) throws {
            parent = try AppServices(landmarks: landmarks)
            terminal = ScriptedTerminal(input: input)
            window = TerminalWindow(terminal: terminal)
            root = RootBuilder(dependency: parent.root).build(restoring: session)
            root.launch(from: window)
        }

        func send(_ command: Command) async {
            #expect(await window.handle(command), "no view handled \(command)")
        }
    }

    // Signed out, the app has no use for landmarks: `.failing` fails the test if anything fetches them.
    @Test func launchesSignedOutWithoutFetchingLandmarks() throws {
        let window = FakeWindow()
        let root = RootBuilder(dependency: try AppServices(landmarks: .failing).root).build(restoring: nil)

        root.launch(from: window)

        #expect(window.root === root.viewControllable)
        expectActive(root.interactable)
        expectTree(
            root,
            matches: """
                Root
                  LoggedOut
                """)
    }

    @Test func launchesSignedInWithARestoredSession() throws {
        let window = FakeWindow()
        let root = RootBuilder(dependency: try AppServices().root).build(restoring: .demo)

        root.launch(from: window)

        #expect(window.root === root.viewControllable)
        expectTree(
            root,
            matches: """
                Root
                  LoggedIn
                    Home
                      LandmarkList
                """)
    }

    @Test func signingInReplacesLoggedOutWithLoggedIn() async throws {
        let launched = try LaunchedApp(input: ["landmarks"])
        let tracker = LeakTracker()
        tracker.track(subtreeOf: try #require(launched.root.children.first))

        await launched.send(.login(userName: "demo"))

        expectTree(
            launched.root,
            matches: """
                Root
                  LoggedIn
                    Home
                      LandmarkList
                """)
        #expect(launched.terminal.output == ["Signed in as Demo Explorer (demo)."])
        #expect(launched.terminal.diagnostics.isEmpty)
        await tracker.expectAllReleased(within: .zero)
    }

    @Test func aWrongPasswordKeepsTheUserSignedOut() async throws {
        let launched = try LaunchedApp(input: ["not-the-password"], landmarks: .failing)
        await launched.send(.login(userName: "demo"))
        expectTree(
            launched.root,
            matches: """
                Root
                  LoggedOut
                """)
        #expect(launched.terminal.diagnostics == ["error: cannot sign in: wrong user name or password"])
        #expect(launched.window.errorCount == 1)
    }

    @Test func signingOutDetachesTheSessionAndReleasesEverythingItOwned() async throws {
        let launched = try LaunchedApp(restoring: .demo)
        let detector = LeakDetector.reportingTestFailures(gracePeriod: .milliseconds(20))
        try #require(launched.root as? RootRouter).leakDetector = detector
        await launched.send(.show(try #require(Landmark.ID("crater-lake"))))
        await launched.send(.profile)
        expectTree(
            launched.root,
            matches: """
                Root
                  LoggedIn
                    Home
                      Profile
                """)
        let tracker = LeakTracker()
        tracker.track(subtreeOf: try #require(launched.root.children.first))
        do {
            // In a block, so the test itself does not keep the profile's interactor alive.
            let profile = try #require(
                launched.root.subtree.lazy.compactMap { $0.interactable as? ProfileInteractor }.first)
            tracker.track(profile.viewingHistory, as: "the session's viewing history")
        }
        let favouritesStore = launched.parent.favouritesStore

        await launched.send(.logout)
        await detector.waitForPendingChecks()

        expectTree(
            launched.root,
            matches: """
                Root
                  LoggedOut
                """)
        await tracker.expectAllReleased(within: .zero)
        // The app's services outlive the session.
        #expect(launched.parent.favouritesStore === favouritesStore)
    }

    @Test func aSessionKeptAliveIsReportedAsALeak() async throws {
        let launched = try LaunchedApp(restoring: .demo)
        let leaks = CallRecorder<LeakReport>()
        let detector = LeakDetector(gracePeriod: .milliseconds(20)) { leaks.record($0) }
        // Off by default in release builds; this test checks what it reports when on.
        detector.isEnabled = true
        try #require(launched.root as? RootRouter).leakDetector = detector
        let retainedLoggedIn = try #require(launched.root.children.first)

        await launched.send(.logout)
        await detector.waitForPendingChecks()

        #expect(leaks.recorded.contains { $0.typeName == "LoggedInRouter" && $0.path == "Root/LoggedIn" })
        expectInactive(retainedLoggedIn.interactable)
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
        let launched = try LaunchedApp(input: ["landmarks"])
        await launched.send(.login(userName: "demo"))
        await launched.send(.show(try #require(Landmark.ID("crater-lake"))))
        await launched.send(.logout)

        #expect(
            launched.parent.analytics.events == [
                AnalyticsEvent("signed_in"),
                AnalyticsEvent("landmark_viewed", properties: ["id": "crater-lake", "user": "demo"]),
                AnalyticsEvent("signed_out", properties: ["user": "demo"]),
            ])
    }
}
