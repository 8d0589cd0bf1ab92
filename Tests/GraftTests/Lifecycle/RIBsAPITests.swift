import Graft
import GraftTestSupport
import Testing

/// The RIBs API migrating code uses: `Router.lifecycle`, `Worker.isStartedStream` and the componentized builders.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct RIBsAPITests {
    @Test func lifecycleYieldsDidLoadOnLoadAndFinishesOnRelease() async {
        var router: RecordingRouter? = RecordingRouter(name: "Home")
        let stream = router!.lifecycle
        var events = stream.makeAsyncIterator()

        router!.load()
        #expect(await events.next() == .didLoad)
        router!.load()

        router = nil
        #expect(await events.next() == nil)
    }

    @Test func lifecycleReadAfterTheLoadStartsWithDidLoad() async {
        var router: RecordingRouter? = RecordingRouter(name: "Home")
        router!.load()
        let stream = router!.lifecycle

        router = nil

        var events: [RouterLifecycle] = []
        for await event in stream {
            events.append(event)
        }
        #expect(events == [.didLoad])
    }

    @Test func lifecycleOfARouterReleasedBeforeItsLoadFinishesEmpty() async {
        var router: RecordingRouter? = RecordingRouter(name: "Home")
        let stream = router!.lifecycle

        router = nil

        var events: [RouterLifecycle] = []
        for await event in stream {
            events.append(event)
        }
        #expect(events.isEmpty)
    }

    @Test func isStartedStreamFollowsStartAndStopAndFinishesOnRelease() async {
        let interactor = RecordingInteractor()
        var worker: Worker? = Worker()
        let stream = worker!.isStartedStream

        worker!.start(interactor)
        worker!.start(interactor)
        worker!.stop()
        worker!.start(interactor)
        worker = nil

        var values: [Bool] = []
        for await value in stream {
            values.append(value)
        }
        #expect(values == [false, true, false, true])
    }

    @Test func componentizedBuilderMakesANewComponentForEachBuild() {
        let builder = GreetingBuilder { name in GreetingComponent(name: name) }

        let first: (component: GreetingComponent, router: GreetingRouter) = builder.build(
            withDynamicBuildDependency: "Hello", dynamicComponentDependency: "Ada")
        let second: (component: GreetingComponent, router: GreetingRouter) = builder.build(
            withDynamicBuildDependency: "Hi", dynamicComponentDependency: "Grace")
        let routerOnly: GreetingRouter = builder.build(
            withDynamicBuildDependency: "Hey", dynamicComponentDependency: "Alan")

        #expect(first.component !== second.component)
        #expect(first.router.greeting == "Hello, Ada")
        #expect(second.router.greeting == "Hi, Grace")
        #expect(first.router.component === first.component)
        #expect(routerOnly.greeting == "Hey, Alan")
    }

    @Test func componentizedBuilderAcceptsAComponentOnlyOnce() async {
        let result = await retryingInterruptedSystemCalls {
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    let shared = GreetingComponent(name: "Ada")
                    let builder = GreetingBuilder { _ in shared }
                    let first: GreetingRouter = builder.build(
                        withDynamicBuildDependency: "Hello", dynamicComponentDependency: "Ada")
                    let second: GreetingRouter = builder.build(
                        withDynamicBuildDependency: "Hello", dynamicComponentDependency: "Ada")
                    withExtendedLifetime((first, second)) {}
                }
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                "Graft: GreetingBuilder's componentBuilder returned a GreetingComponent it had returned before."))
    }

    @Test func simpleComponentizedBuilderBuildsWithANewComponentEachTime() {
        var made = 0
        let builder = SimpleGreetingBuilder {
            made += 1
            return GreetingComponent(name: "Ada \(made)")
        }

        let first = builder.build()
        let second = builder.build()

        #expect(made == 2)
        #expect(first.greeting == "Hello, Ada 1")
        #expect(second.greeting == "Hello, Ada 2")
    }

    @Test func simpleComponentizedBuilderAcceptsAComponentOnlyOnce() async {
        await retryingInterruptedSystemCalls {
            await #expect(processExitsWith: .failure) {
                await MainActor.run {
                    let shared = GreetingComponent(name: "Ada")
                    let builder = SimpleGreetingBuilder { shared }
                    _ = builder.build()
                    _ = builder.build()
                }
            }
        }
    }

    @Test func multiStageBuilderSharesOneComponentPerPass() {
        var made = 0
        let builder = StagedGreetingBuilder {
            made += 1
            return GreetingComponent(name: "Ada \(made)")
        }

        let firstPass = builder.componentForCurrentBuildPass
        #expect(builder.componentForCurrentBuildPass === firstPass)
        let router = builder.finalStageBuild(withDynamicDependency: "Hello")
        let secondPass = builder.componentForCurrentBuildPass

        #expect(router.component === firstPass)
        #expect(router.greeting == "Hello, Ada 1")
        #expect(secondPass !== firstPass)
        #expect(made == 2)
    }

    @Test func simpleMultiStageBuilderBuildsTheFinalStageWithThePassComponent() {
        let builder = SimpleStagedGreetingBuilder { GreetingComponent(name: "Ada") }

        let component = builder.componentForCurrentBuildPass
        let router = builder.finalStageBuild()

        #expect(router.component === component)
        #expect(builder.componentForCurrentBuildPass !== component)
    }

    @Test func multiStageBuilderAcceptsAComponentOnlyOnce() async {
        let result = await retryingInterruptedSystemCalls {
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    let shared = GreetingComponent(name: "Ada")
                    let builder = StagedGreetingBuilder { shared }
                    _ = builder.finalStageBuild(withDynamicDependency: "Hello")
                    _ = builder.componentForCurrentBuildPass
                }
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("StagedGreetingBuilder's componentBuilder returned a GreetingComponent"))
    }

    @Test func presenterDrivesItsViewControllerAndLeavesWithItsInteractor() {
        let viewController = TitleViewController()
        var interactor: TitleInteractor? = TitleInteractor(
            presenter: TitlePresenter(viewController: viewController))
        weak let presenter = interactor!.presenter as? TitlePresenter

        interactor!.activate()
        interactor = nil

        #expect(viewController.titles == ["ADA"])
        #expect(presenter == nil)
    }
}

extension RIBsAPITests {
    @MainActor
    protocol TitlePresentable: Presentable {
        func show(name: String)
    }

    @MainActor
    final class TitleViewController: ViewControllable {
        private(set) var titles: [String] = []

        func display(title: String) { titles.append(title) }
    }

    final class TitlePresenter: Presenter<TitleViewController>, TitlePresentable {
        func show(name: String) { viewController.display(title: name.uppercased()) }
    }

    final class TitleInteractor: PresentableInteractor<TitlePresentable> {
        override func didBecomeActive() { presenter.show(name: "Ada") }
    }
}

extension RIBsAPITests {
    final class GreetingComponent: Component<EmptyDependency>, @unchecked Sendable {
        let name: String

        init(name: String) {
            self.name = name
            super.init(dependency: EmptyComponent())
        }
    }

    @MainActor
    final class GreetingRouter: Router<RecordingInteractor> {
        let greeting: String

        init(greeting: String, component: GreetingComponent) {
            self.greeting = greeting
            super.init(interactor: RecordingInteractor(), component: component)
        }
    }

    @MainActor
    final class GreetingBuilder: ComponentizedBuilder<GreetingComponent, GreetingRouter, String, String> {
        override func build(with component: GreetingComponent, _ salutation: String) -> GreetingRouter {
            GreetingRouter(greeting: "\(salutation), \(component.name)", component: component)
        }
    }

    @MainActor
    final class SimpleGreetingBuilder: SimpleComponentizedBuilder<GreetingComponent, GreetingRouter> {
        override func build(with component: GreetingComponent) -> GreetingRouter {
            GreetingRouter(greeting: "Hello, \(component.name)", component: component)
        }
    }

    @MainActor
    final class StagedGreetingBuilder: MultiStageComponentizedBuilder<GreetingComponent, GreetingRouter, String> {
        override func finalStageBuild(with component: GreetingComponent, _ salutation: String) -> GreetingRouter {
            GreetingRouter(greeting: "\(salutation), \(component.name)", component: component)
        }
    }

    @MainActor
    final class SimpleStagedGreetingBuilder: SimpleMultiStageComponentizedBuilder<GreetingComponent, GreetingRouter> {
        override func finalStageBuild(with component: GreetingComponent) -> GreetingRouter {
            GreetingRouter(greeting: "Hello, \(component.name)", component: component)
        }
    }
}
