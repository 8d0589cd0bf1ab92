import Graft
import GraftTestSupport
import Testing

/// A viewable router's checks that its view disappears and is released.
///
/// The first two tests are RIBs' `ViewableRouterTests`, ported; the rest cover the report's tree path, and no report
/// for a view that is gone or a feature that is active again.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct ViewableRouterTests {
    @Test func leakDetection() async {
        let reportLog = LeakReportLog()
        let interactor = PresentableInteractor(presenter: PresenterMock())
        let viewController = ViewControllerMock(isShown: true)
        let router = ViewableRouter(interactor: interactor, viewController: viewController)
        router.leakDetector = reportLog.makeDetector()
        router.load()

        interactor.deactivate()
        await router.leakDetector.waitForPendingChecks()

        #expect(reportLog.reports.map(\.event) == [.deactivation])
        #expect(reportLog.reports.map(\.kind) == [.viewController])
    }

    @Test func deinitTriggersLeakDetection() async {
        let reportLog = LeakReportLog()
        let detector = reportLog.makeDetector()
        let interactor = PresentableInteractor(presenter: PresenterMock())
        let viewController = ViewControllerMock(isShown: false)
        var router: ViewableRouter<PresentableInteractor<PresenterMock>, ViewControllerMock>? = ViewableRouter(
            interactor: interactor, viewController: viewController)
        router!.leakDetector = detector
        router!.load()

        router = nil
        await detector.waitForPendingChecks()

        #expect(reportLog.reports.count == 2)
        #expect(Set(reportLog.reports.map(\.kind)) == [.interactor, .viewController])
        #expect(reportLog.reports.allSatisfy { $0.event == .release })
        withExtendedLifetime((interactor, viewController)) {}
    }

    @Test func reportsAViewStillShownAfterItsDetachWithTheFeaturePath() async {
        let reportLog = LeakReportLog()
        let root = RecordingRouter(name: "Root")
        root.leakDetector = reportLog.makeDetector(gracePeriod: .milliseconds(1))
        let home = RecordingRouter(name: "Home")
        root.attachChild(home)
        let viewController = ViewControllerMock(isShown: true)
        let profile = ProfileRouter(viewController: viewController)
        home.attachChild(profile)

        home.detachChild(profile)
        await root.leakDetector.waitForPendingChecks()

        let shown = reportLog.reports.filter { $0.event == .deactivation }
        #expect(
            shown == [
                LeakReport(
                    kind: .viewController, typeName: "ViewControllerMock", path: "Root/Home/Profile",
                    gracePeriod: .milliseconds(1), event: .deactivation)
            ])
        #expect(
            shown.first?.description
                == "Graft: leak: ViewControllerMock, the view controller of Root/Home/Profile, is still shown "
                + "0.001 seconds after its interactor's deactivation.")
    }

    @Test func reportsNothingForAViewHiddenOrReleasedWithinTheGracePeriod() async {
        let reportLog = LeakReportLog()
        let root = RecordingRouter(name: "Root")
        root.leakDetector = reportLog.makeDetector()
        let hiddenView = ViewControllerMock(isShown: true)
        let hidden = ProfileRouter(viewController: hiddenView)
        var released: ProfileRouter? = ProfileRouter(viewController: ViewControllerMock(isShown: true))
        root.attachChild(hidden)
        root.attachChild(released!)

        root.detachChild(hidden)
        hiddenView.isShown = false
        root.detachChild(released!)
        released = nil
        await root.leakDetector.waitForPendingChecks()

        #expect(reportLog.reports.filter { $0.event == .deactivation }.isEmpty)
        withExtendedLifetime(hidden) {}
    }

    @Test func reportsNothingWhenTheInteractorIsActiveAgainBeforeTheCheck() async {
        let reportLog = LeakReportLog()
        let interactor = PresentableInteractor(presenter: PresenterMock())
        let router = ViewableRouter(interactor: interactor, viewController: ViewControllerMock(isShown: true))
        router.leakDetector = reportLog.makeDetector()
        interactor.activate()
        router.load()

        interactor.deactivate()
        interactor.activate()
        await router.leakDetector.waitForPendingChecks()

        #expect(reportLog.reports.isEmpty)
    }

    @Test func aViewThatDoesNotSayIsNeverReported() async {
        let reportLog = LeakReportLog()
        let interactor = PresentableInteractor(presenter: PresenterMock())
        let router = ViewableRouter(interactor: interactor, viewController: StubViewController())
        router.leakDetector = reportLog.makeDetector()
        router.load()

        interactor.activate()
        interactor.deactivate()
        await router.leakDetector.waitForPendingChecks()

        #expect(reportLog.reports.isEmpty)
    }

    @Test func viewControllerThatIsNotViewControllableStopsWithItsType() async {
        let result = await retryingInterruptedSystemCalls {
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    _ = ViewableRouter(interactor: RecordingInteractor(name: "Profile"), viewController: NotAView())
                }
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("its view controller, of type NotAView, does not conform to ViewControllable"))
    }
}

extension ViewableRouterTests {
    final class PresenterMock: Presentable {}

    final class NotAView {}

    @MainActor
    final class ViewControllerMock: ViewControllable {
        var isShown: Bool

        init(isShown: Bool) {
            self.isShown = isShown
        }
    }

    @MainActor
    final class ProfileRouter: ViewableRouter<RecordingInteractor, ViewControllerMock> {
        init(viewController: ViewControllerMock) {
            super.init(interactor: RecordingInteractor(name: "Profile"), viewController: viewController)
        }
    }
}
