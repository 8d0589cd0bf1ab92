import Graft
import Testing

// The code of Docs/Features.md, kept here so the documented code compiles and works.

// MARK: - Documented example

/// A service the root owns and the greeting feature reads.
final class AccountStore: Sendable {
    let userName: String

    init(userName: String) {
        self.userName = userName
    }
}

// MARK: Greeting feature

protocol GreetingDependency: Dependency {
    var accountStore: AccountStore { get }
}

final class GreetingComponent: Component<GreetingDependency>, @unchecked Sendable {
    var accountStore: AccountStore { dependency.accountStore }
}

@MainActor
protocol GreetingListener: AnyObject {
    func greetingDidFinish()
}

@MainActor
protocol GreetingPresentableListener: AnyObject {
    func didTapDone()
}

@MainActor
protocol GreetingPresentable: Presentable {
    var listener: GreetingPresentableListener? { get set }
    func show(greeting: String)
}

@MainActor
protocol GreetingViewControllable: ViewControllable {}

@MainActor
protocol GreetingRouting: ViewableRouting {}

@MainActor
protocol GreetingInteractable: Interactable {
    var router: GreetingRouting? { get set }
    var listener: GreetingListener? { get set }
}

final class GreetingInteractor: PresentableInteractor<GreetingPresentable>, GreetingInteractable,
    GreetingPresentableListener
{
    weak var router: GreetingRouting?
    weak var listener: GreetingListener?
    private let accountStore: AccountStore

    init(presenter: GreetingPresentable, accountStore: AccountStore) {
        self.accountStore = accountStore
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        presenter.show(greeting: "Hello, \(accountStore.userName)!")
    }

    func didTapDone() {
        listener?.greetingDidFinish()
    }
}

final class GreetingViewController: GreetingPresentable, GreetingViewControllable {
    weak var listener: GreetingPresentableListener?
    private(set) var text = ""

    func show(greeting: String) {
        text = greeting
    }
}

final class GreetingRouter: ViewableRouter<GreetingInteractable, GreetingViewControllable>, GreetingRouting {
    init(interactor: GreetingInteractable, viewController: GreetingViewControllable, component: GreetingComponent) {
        super.init(interactor: interactor, viewController: viewController, component: component)
        interactor.router = self
    }
}

protocol GreetingBuildable: Buildable {
    @MainActor func build(withListener listener: GreetingListener) -> GreetingRouting
}

final class GreetingBuilder: Builder<GreetingDependency>, GreetingBuildable, @unchecked Sendable {
    func build(withListener listener: GreetingListener) -> GreetingRouting {
        let component = GreetingComponent(dependency: dependency)
        let viewController = GreetingViewController()
        let interactor = GreetingInteractor(presenter: viewController, accountStore: component.accountStore)
        interactor.listener = listener
        return GreetingRouter(interactor: interactor, viewController: viewController, component: component)
    }
}

// MARK: Lobby feature

final class LobbyComponent: Component<EmptyDependency>, @unchecked Sendable {
    var accountStore: AccountStore { shared { AccountStore(userName: "Ada") } }
}

extension LobbyComponent: GreetingDependency {}

@MainActor
protocol LobbyViewControllable: ViewControllable {
    func present(_ viewControllable: ViewControllable)
    func dismiss(_ viewControllable: ViewControllable)
}

@MainActor
protocol LobbyRouting: LaunchRouting {
    func routeToGreeting()
    func routeAwayFromGreeting()
}

@MainActor
protocol LobbyInteractable: Interactable, GreetingListener {
    var router: LobbyRouting? { get set }
}

final class LobbyInteractor: Interactor, LobbyInteractable {
    weak var router: LobbyRouting?

    override func didBecomeActive() {
        router?.routeToGreeting()
    }

    func greetingDidFinish() {
        router?.routeAwayFromGreeting()
    }
}

final class LobbyViewController: LobbyViewControllable {
    private(set) var presented: [ViewControllable] = []

    func present(_ viewControllable: ViewControllable) {
        presented.append(viewControllable)
    }

    func dismiss(_ viewControllable: ViewControllable) {
        presented.removeAll { $0 === viewControllable }
    }
}

final class LobbyRouter: LaunchRouter<LobbyInteractable, LobbyViewControllable>, LobbyRouting {
    private let greetingBuilder: GreetingBuildable
    private var greeting: GreetingRouting?

    init(interactor: LobbyInteractable, viewController: LobbyViewControllable, greetingBuilder: GreetingBuildable) {
        self.greetingBuilder = greetingBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToGreeting() {
        guard greeting == nil else { return }
        let greeting = greetingBuilder.build(withListener: interactor)
        self.greeting = greeting
        attachChild(greeting)
        viewController.present(greeting.viewControllable)
    }

    func routeAwayFromGreeting() {
        guard let greeting else { return }
        viewController.dismiss(greeting.viewControllable)
        detachChild(greeting)
        self.greeting = nil
    }
}

final class LobbyBuilder: Builder<EmptyDependency>, @unchecked Sendable {
    @MainActor func build() -> LobbyRouting {
        let component = LobbyComponent(dependency: dependency)
        let interactor = LobbyInteractor()
        return LobbyRouter(
            interactor: interactor,
            viewController: LobbyViewController(),
            greetingBuilder: GreetingBuilder(dependency: component))
    }
}

// MARK: - Snippets

final class ClockInteractor: Interactor {
    private(set) var ticks = 0
    private(set) var ticking: Task<Void, Never>?

    override func didBecomeActive() {
        ticking = task {
            do {
                while true {
                    try await Task.sleep(for: .seconds(1))
                    self.ticks += 1
                }
            } catch {
                // Cancelled: the interactor was deactivated.
            }
        }
    }
}

final class RefreshWorker: Worker {
    private(set) var timer: Task<Void, Never>?

    override func didStart(_ scope: InteractorScope) {
        timer = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(60))
                // Refresh here.
            }
        }
    }

    override func didStop() {
        timer?.cancel()
    }
}

// MARK: - Tests

@MainActor
@Suite struct FeaturesDocumentationTests {
    @Test func launchShowsTheGreetingAndDoneReleasesIt() async throws {
        let window = RecordingWindow()
        let lobbyRouter = try #require(LobbyBuilder(dependency: EmptyComponent()).build() as? LobbyRouter)
        let reportLog = LeakReportLog()
        lobbyRouter.leakDetector = reportLog.makeDetector()

        lobbyRouter.launch(from: window)

        let lobbyViewController = try #require(window.root as? LobbyViewController)
        let greetingViewController = try #require(lobbyViewController.presented.first as? GreetingViewController)
        #expect(greetingViewController.text == "Hello, Ada!")
        #expect(lobbyRouter.subtree.map(\.path) == ["Lobby", "Lobby/Greeting"])
        weak let greetingInteractor = lobbyRouter.children.first?.interactable

        greetingViewController.listener?.didTapDone()
        await lobbyRouter.leakDetector.waitForPendingChecks()

        #expect(lobbyRouter.children.isEmpty)
        #expect(lobbyViewController.presented.isEmpty)
        #expect(greetingInteractor == nil)
        #expect(reportLog.reports.map(\.kind) == [.viewController])
        withExtendedLifetime(greetingViewController) {}
    }

    @Test(.timeLimit(.minutes(1)))
    func clockStopsTickingWhenDeactivated() async {
        let clock = ClockInteractor()
        clock.activate()
        let ticking = clock.ticking

        clock.deactivate()
        await ticking?.value

        #expect(ticking?.isCancelled == true)
    }

    @Test func refreshWorkerRunsWhileItsInteractorIsActive() {
        let interactor = ClockInteractor()
        let worker = RefreshWorker()
        worker.start(interactor)
        #expect(worker.timer == nil)

        interactor.activate()
        let timer = worker.timer
        #expect(timer?.isCancelled == false)

        interactor.deactivate()
        #expect(timer?.isCancelled == true)
    }

    @Test func builderBuildsFromOffTheMainActor() async {
        let builder = LobbyBuilder(dependency: EmptyComponent())

        let lobbyRouter = await Task.detached { await builder.build() }.value

        #expect(lobbyRouter.children.isEmpty)
        #expect(!lobbyRouter.interactable.isActive)
    }
}

extension FeaturesDocumentationTests {
    @MainActor
    fileprivate final class RecordingWindow: Window {
        private(set) var root: ViewControllable?

        func setRoot(_ viewControllable: ViewControllable) {
            root = viewControllable
        }
    }
}
