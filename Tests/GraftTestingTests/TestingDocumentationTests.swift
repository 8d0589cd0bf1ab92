import GraftTesting
import Testing
import XCTest

// The code of Docs/Testing.md, kept here so the documented code compiles and its tests run.

// MARK: - The app's code

/// Who is signed in, and signing out: a service made of closures, one per endpoint.
struct AccountService: Sendable {
    var userName: @Sendable () -> String
    var signOut: @Sendable () async -> Void
}

// MARK: Profile feature

protocol ProfileDependency: Dependency {
    var accountService: AccountService { get }
}

final class ProfileComponent: Component<ProfileDependency>, @unchecked Sendable {
    var accountService: AccountService { dependency.accountService }
}

@MainActor
protocol ProfileListener: AnyObject {
    func profileDidSignOut()
}

@MainActor
protocol ProfilePresentableListener: AnyObject {
    func didTapSignOut() async
}

@MainActor
protocol ProfilePresentable: Presentable {
    var listener: ProfilePresentableListener? { get set }
    func show(userName: String)
}

@MainActor
protocol ProfileViewControllable: ViewControllable {}

@MainActor
protocol ProfileRouting: ViewableRouting {}

@MainActor
protocol ProfileInteractable: Interactable {
    var router: ProfileRouting? { get set }
    var listener: ProfileListener? { get set }
}

final class ProfileInteractor: PresentableInteractor<ProfilePresentable>, ProfileInteractable,
    ProfilePresentableListener
{
    weak var router: ProfileRouting?
    weak var listener: ProfileListener?
    private let accountService: AccountService

    init(presenter: ProfilePresentable, accountService: AccountService) {
        self.accountService = accountService
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        presenter.show(userName: accountService.userName())
    }

    func didTapSignOut() async {
        await accountService.signOut()
        listener?.profileDidSignOut()
    }
}

final class ProfileViewController: ProfilePresentable, ProfileViewControllable {
    weak var listener: ProfilePresentableListener?
    private(set) var text = ""

    func show(userName: String) {
        text = "Signed in as \(userName)"
    }
}

final class ProfileRouter: ViewableRouter<ProfileInteractable, ProfileViewControllable>, ProfileRouting {
    override init(interactor: ProfileInteractable, viewController: ProfileViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

protocol ProfileBuildable: Buildable {
    @MainActor func build(withListener listener: ProfileListener) -> ProfileRouting
}

final class ProfileBuilder: Builder<ProfileDependency>, ProfileBuildable, @unchecked Sendable {
    func build(withListener listener: ProfileListener) -> ProfileRouting {
        let component = ProfileComponent(dependency: dependency)
        let viewController = ProfileViewController()
        let interactor = ProfileInteractor(presenter: viewController, accountService: component.accountService)
        interactor.listener = listener
        return ProfileRouter(interactor: interactor, viewController: viewController)
    }
}

// MARK: Root feature

protocol RootDependency: Dependency {
    var accountService: AccountService { get }
}

final class RootComponent: Component<RootDependency>, ProfileDependency, @unchecked Sendable {
    var accountService: AccountService { dependency.accountService }
}

@MainActor
protocol RootRouting: LaunchRouting {
    func routeToProfile()
    func routeAwayFromProfile()
}

@MainActor
protocol RootInteractable: Interactable, ProfileListener {
    var router: RootRouting? { get set }
}

final class RootInteractor: Interactor, RootInteractable {
    weak var router: RootRouting?

    override func didBecomeActive() {
        router?.routeToProfile()
    }

    func profileDidSignOut() {
        router?.routeAwayFromProfile()
    }
}

final class RootViewController: ViewControllable {}

final class RootRouter: LaunchRouter<RootInteractable, ViewControllable>, RootRouting {
    private let profileBuilder: ProfileBuildable
    private var profile: ProfileRouting?

    init(interactor: RootInteractable, viewController: ViewControllable, profileBuilder: ProfileBuildable) {
        self.profileBuilder = profileBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToProfile() {
        guard profile == nil else { return }
        let profile = profileBuilder.build(withListener: interactor)
        self.profile = profile
        attachChild(profile)
    }

    func routeAwayFromProfile() {
        guard let profile else { return }
        detachChild(profile)
        self.profile = nil
    }
}

final class RootBuilder: Builder<RootDependency>, @unchecked Sendable {
    @MainActor func build() -> RootRouting {
        let component = RootComponent(dependency: dependency)
        return RootRouter(
            interactor: RootInteractor(),
            viewController: RootViewController(),
            profileBuilder: ProfileBuilder(dependency: component))
    }
}

// MARK: - The test target's code

extension AccountService {
    /// Every endpoint fails the test that calls it.
    static var unimplemented: AccountService {
        AccountService(
            userName: GraftTesting.unimplemented("AccountService.userName", placeholder: ""),
            signOut: GraftTesting.unimplemented("AccountService.signOut", placeholder: ())
        )
    }
}

final class ProfileDependencyMock: ProfileDependency {
    let accountService: AccountService

    init(accountService: AccountService = .unimplemented) {
        self.accountService = accountService
    }
}

@MainActor
final class ProfileBuildableMock: ProfileBuildable {
    private(set) var buildCallCount = 0
    let router: ProfileRouting

    init(router: ProfileRouting) {
        self.router = router
    }

    func build(withListener listener: ProfileListener) -> ProfileRouting {
        buildCallCount += 1
        return router
    }
}

final class ProfilePresentableMock: ProfilePresentable {
    weak var listener: ProfilePresentableListener?
    private(set) var shownUserNames: [String] = []

    func show(userName: String) {
        shownUserNames.append(userName)
    }
}

final class ProfileRoutingSpy: RoutingSpy, ProfileRouting {}

final class ProfileListenerSpy: ProfileListener {
    let calls = CallRecorder<String>()

    func profileDidSignOut() {
        calls.record("profileDidSignOut")
    }
}

@MainActor
@Suite struct ProfileTests {
    @Test func showsWhoIsSignedIn() throws {
        var accountService = AccountService.unimplemented
        accountService.userName = { "Ada" }
        let listener = ProfileListenerSpy()
        let router = ProfileBuilder(dependency: ProfileDependencyMock(accountService: accountService))
            .build(withListener: listener)

        RoutingSpy(name: "Root").attachChild(router)

        expectActive(router.interactable)
        let view = try #require(router.viewControllable as? ProfileViewController)
        #expect(view.text == "Signed in as Ada")
    }

    @Test func signingOutTellsTheServiceThenTheListener() async throws {
        let calls = CallRecorder<String>()
        let listener = ProfileListenerSpy()
        let accountService = AccountService(
            userName: { "Ada" },
            signOut: { calls.record("signOut") }
        )
        let router = ProfileBuilder(dependency: ProfileDependencyMock(accountService: accountService))
            .build(withListener: listener)
        RoutingSpy(name: "Root").attachChild(router)
        let view = try #require(router.viewControllable as? ProfileViewController)

        await view.listener?.didTapSignOut()

        calls.expect(["signOut"])
        listener.calls.expect(["profileDidSignOut"])
    }

    @Test func anEndpointTheTestDidNotProvideFailsTheTest() {
        let listener = ProfileListenerSpy()
        let router = ProfileBuilder(dependency: ProfileDependencyMock()).build(withListener: listener)
        expectFailure(containing: ["AccountService.userName is unimplemented"]) {
            RoutingSpy(name: "Root").attachChild(router)
        }
    }
}

final class RootRoutingSpy: RoutingSpy, RootRouting {
    func routeToProfile() {
        calls.record("routeToProfile")
    }

    func routeAwayFromProfile() {
        calls.record("routeAwayFromProfile")
    }
}

@MainActor
@Suite struct RootInteractorTests {
    @Test func showsTheProfileAndRemovesItOnSignOut() {
        let interactor = RootInteractor()
        let router = RootRoutingSpy(name: "Root")
        interactor.router = router

        interactor.activate()
        interactor.profileDidSignOut()

        router.calls.expect(["routeToProfile", "routeAwayFromProfile"])
    }
}

final class RootDependencyMock: RootDependency {
    let accountService = AccountService(userName: { "Ada" }, signOut: {})
}

@MainActor
@Suite struct AppTreeTests {
    @Test func signingOutRemovesTheProfileAndReleasesIt() async throws {
        let window = FakeWindow()
        let root = RootBuilder(dependency: RootDependencyMock()).build()

        root.launch(from: window)

        #expect(window.root === root.viewControllable)
        expectTree(
            root,
            matches: """
                Root
                  Profile
                """)

        let tracker = LeakTracker()
        tracker.track(subtreeOf: root.children[0])
        do {
            // In a block, so the test itself does not keep the view alive.
            let profileView = try #require(
                (root.children.first as? ViewableRouting)?.viewControllable as? ProfileViewController)
            await profileView.listener?.didTapSignOut()
        }

        expectTree(root, matches: "Root")
        await tracker.expectAllReleased()
    }

    @Test func everyDetachInTheTestIsCheckedForLeaks() async throws {
        let root = try #require(RootBuilder(dependency: RootDependencyMock()).build() as? RootRouter)
        root.leakDetector = .reportingTestFailures()
        root.launch(from: FakeWindow())

        root.routeAwayFromProfile()
        await root.leakDetector.waitForPendingChecks()

        expectTree(root, matches: "Root")
    }
}

final class ProfileXCTests: XCTestCase {
    func testShowsWhoIsSignedIn() async {
        await Self.showsWhoIsSignedIn()
    }

    @MainActor
    private static func showsWhoIsSignedIn() {
        var accountService = AccountService.unimplemented
        accountService.userName = { "Ada" }
        let listener = ProfileListenerSpy()
        let router = ProfileBuilder(dependency: ProfileDependencyMock(accountService: accountService))
            .build(withListener: listener)

        RoutingSpy(name: "Root").attachChild(router)

        expectActive(router.interactable)
        expectTree(router, matches: "Profile")
    }
}

@MainActor
@Suite struct TestDoubleIsolationTests {
    @Test func theRouterBuildsTheProfileOnceWithTheBuilderMock() {
        let profile = ProfileRoutingSpy(name: "Profile")
        let builder = ProfileBuildableMock(router: profile)
        let router = RootRouter(
            interactor: RootInteractor(), viewController: RootViewController(), profileBuilder: builder)

        router.routeToProfile()
        router.routeToProfile()

        #expect(builder.buildCallCount == 1)
        #expect(router.children.map(\.name) == ["Profile"])
    }

    @Test func theInteractorShowsTheUserOnThePresentableMock() {
        var accountService = AccountService.unimplemented
        accountService.userName = { "Ada" }
        let presenter = ProfilePresentableMock()
        let interactor = ProfileInteractor(presenter: presenter, accountService: accountService)

        interactor.activate()

        #expect(presenter.shownUserNames == ["Ada"])
        #expect(presenter.listener === interactor)
    }

    @Test func theDocumentedDoublesAreTheCompiledOnes() throws {
        let documentation = try String(
            contentsOf: Self.repositoryRoot.appendingPathComponent("Docs/Testing.md"), encoding: .utf8)
        let section = try #require(
            documentation.components(separatedBy: "### Isolation of test doubles").dropFirst().first?
                .components(separatedBy: "\n### ").first)
        let blocks = section.components(separatedBy: "```swift\n").dropFirst().map {
            $0.components(separatedBy: "```").first ?? ""
        }
        let compiled = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)

        #expect(blocks.count == 2)
        for block in blocks {
            #expect(compiled.contains(block), "Docs/Testing.md shows a double this file does not compile:\n\(block)")
        }
    }

    private static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}
