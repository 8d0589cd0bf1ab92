import Graft
import Testing

/// The leak checks RIBs makes besides the detach: on a router's release (its interactor, and a viewable router's
/// view controller) and on a presentable interactor's release (its presenter); and no report for a detached
/// subtree that is attached again within the grace period.
@MainActor
@Suite struct LeakChecksTests {
    @Test func releasingARouterChecksItsInteractor() async {
        let reportLog = LeakReportLog()
        let detector = reportLog.makeDetector()
        var router: RecordingRouter? = RecordingRouter(name: "Profile")
        router!.leakDetector = detector
        router!.load()
        let interactor = router!.interactor

        router = nil
        await detector.waitForPendingChecks()

        #expect(
            reportLog.reports == [
                LeakReport(
                    kind: .interactor, typeName: "RecordingInteractor", path: "Profile", gracePeriod: .zero,
                    event: .release)
            ])
        #expect(
            reportLog.reports.first?.description
                == "Graft: leak: RecordingInteractor, the interactor of Profile, is alive 0.0 seconds after its "
                + "owner's release.")
        withExtendedLifetime(interactor) {}
    }

    @Test func releasingAViewableRouterChecksItsInteractorAndViewController() async {
        let reportLog = LeakReportLog()
        let detector = reportLog.makeDetector()
        var router: RecordingViewableRouter? = RecordingViewableRouter(name: "Profile")
        router!.leakDetector = detector
        router!.load()
        let kept = (router!.interactor, router!.viewController)

        router = nil
        await detector.waitForPendingChecks()

        #expect(reportLog.reports.map(\.kind) == [.interactor, .viewController])
        #expect(reportLog.reports.allSatisfy { $0.event == .release && $0.path == "Profile" })
        withExtendedLifetime(kept) {}
    }

    @Test func releasingARouterWhoseInteractorGoesWithItReportsNothing() async {
        let reportLog = LeakReportLog()
        let detector = reportLog.makeDetector()
        var router: RecordingViewableRouter? = RecordingViewableRouter(name: "Profile")
        router!.leakDetector = detector
        router!.load()

        router = nil
        await detector.waitForPendingChecks()

        #expect(reportLog.reports.isEmpty)
    }

    @Test func releasingAPresentableInteractorChecksItsPresenterWithItsRoutersDetector() async {
        let reportLog = LeakReportLog()
        let detector = reportLog.makeDetector()
        let presenter = StubPresenter()
        var router: PresentingRouter? = PresentingRouter(presenter: presenter)
        router!.leakDetector = detector

        router = nil
        await detector.waitForPendingChecks()

        #expect(
            reportLog.reports == [
                LeakReport(
                    kind: .presenter, typeName: "StubPresenter", path: "Presenting", gracePeriod: .zero,
                    event: .release)
            ])
        // Kept to the end: an optimized build may release it after its last use, and it would then not leak.
        withExtendedLifetime(presenter) {}
    }

    @Test func releasingAPresentableInteractorWithoutARouterReportsToTheSharedDetector() async {
        let shared = LeakDetector.shared
        let (savedHandler, savedIsEnabled) = (shared.handler, shared.isEnabled)
        defer { (shared.handler, shared.isEnabled) = (savedHandler, savedIsEnabled) }
        var reports: [LeakReport] = []
        // Other tests may report through the shared detector meanwhile; only this test's presenter type counts.
        shared.handler = { report in
            if report.typeName == "LonePresenter" { reports.append(report) }
        }
        shared.isEnabled = true
        let presenter = LonePresenter()
        var interactor: PresentableInteractor<LonePresenter>? = PresentableInteractor(presenter: presenter)
        #expect(interactor?.presenter === presenter)

        interactor = nil
        await shared.waitForPendingChecks()

        #expect(reports.map(\.kind) == [.presenter])
        #expect(reports.first?.path == "PresentableInteractor<LonePresenter>")
        withExtendedLifetime(presenter) {}
    }

    @Test func aSubtreeAttachedAgainWithinTheGracePeriodIsNotReported() async {
        let reportLog = LeakReportLog()
        let root = RecordingRouter(name: "Root")
        root.leakDetector = reportLog.makeDetector(gracePeriod: .milliseconds(50))
        let child = RecordingViewableRouter(name: "C")
        child.attachChild(RecordingRouter(name: "G"))
        root.attachChild(child)

        root.detachChild(child)
        root.attachChild(child)
        await root.leakDetector.waitForPendingChecks()

        #expect(reportLog.reports.isEmpty)
        #expect(child.interactor.isActive)
    }

    @Test func aSubtreeAttachedAgainUnderAnotherParentIsNotReported() async {
        let reportLog = LeakReportLog()
        let root = RecordingRouter(name: "Root")
        root.leakDetector = reportLog.makeDetector(gracePeriod: .milliseconds(50))
        let first = RecordingRouter(name: "First")
        let second = RecordingRouter(name: "Second")
        root.attachChild(first)
        root.attachChild(second)
        let child = RecordingRouter(name: "C")
        first.attachChild(child)

        first.detachChild(child)
        second.attachChild(child)
        await root.leakDetector.waitForPendingChecks()

        #expect(reportLog.reports.isEmpty)
    }

    @Test func aSubtreeThatStaysDetachedAndAliveIsStillReported() async {
        let reportLog = LeakReportLog()
        let root = RecordingRouter(name: "Root")
        root.leakDetector = reportLog.makeDetector(gracePeriod: .milliseconds(50))
        let child = RecordingRouter(name: "C")
        root.attachChild(child)

        root.detachChild(child)
        root.attachChild(child)
        root.detachChild(child)
        await root.leakDetector.waitForPendingChecks()

        #expect(Set(reportLog.reports.map(\.kind)) == [.router, .interactor])
        #expect(reportLog.reports.allSatisfy { $0.path == "Root/C" && $0.event == .detach })
    }

    @Test func aGrandchildMovedOutOfAReattachedSubtreeIsStillReported() async {
        let reportLog = LeakReportLog()
        let root = RecordingRouter(name: "Root")
        root.leakDetector = reportLog.makeDetector(gracePeriod: .milliseconds(50))
        let child = RecordingRouter(name: "C")
        let grandchild = RecordingRouter(name: "G")
        child.attachChild(grandchild)
        root.attachChild(child)

        root.detachChild(child)
        child.detachChild(grandchild)
        root.attachChild(child)
        await root.leakDetector.waitForPendingChecks()

        #expect(reportLog.reports.contains { $0.kind == .router && $0.path == "Root/C/G" })
        #expect(!reportLog.reports.contains { $0.path == "Root/C" })
        withExtendedLifetime(grandchild) {}
    }

    @Test func aComponentKeptByAnOwnSharedBuilderIsNamedOnceItsRouterGoes() async {
        let reportLog = LeakReportLog()
        let detector = reportLog.makeDetector()
        var router: FeatureRouter? = FeatureRouter(component: SharingBuilderComponent())
        router!.leakDetector = detector
        router!.load()

        router = nil
        await detector.waitForPendingChecks()

        #expect(
            reportLog.reports == [
                LeakReport(
                    kind: .component, typeName: "SharingBuilderComponent", path: "Feature", gracePeriod: .zero,
                    event: .release)
            ])
        #expect(
            reportLog.reports.first?.description
                == "Graft: leak: SharingBuilderComponent, the component of Feature, is alive 0.0 seconds after its "
                + "owner's release. Is a builder made with it kept by one of its shared members? That is a cycle; "
                + "make the builder in a computed property instead, or give it what it needs rather than the "
                + "component.")
    }

    @Test func aComponentThatMakesItsBuilderWhenAskedGoesWithItsRouter() async {
        let reportLog = LeakReportLog()
        let detector = reportLog.makeDetector()
        var router: FeatureRouter? = FeatureRouter(component: ComputedBuilderComponent())
        router!.leakDetector = detector
        router!.load()
        weak let releasedComponent = router!.component

        router = nil
        await detector.waitForPendingChecks()

        #expect(reportLog.reports.isEmpty)
        #expect(releasedComponent == nil)
    }
}

extension LeakChecksTests {
    final class ChildBuilder: Builder<EmptyDependency>, @unchecked Sendable {}

    /// The cycle: a `shared` builder made with the component itself.
    final class SharingBuilderComponent: Component<EmptyDependency>, EmptyDependency, @unchecked Sendable {
        init() { super.init(dependency: EmptyComponent()) }

        var childBuilder: ChildBuilder { shared { ChildBuilder(dependency: self) } }
    }

    /// The fix: the builder is made where it is used.
    final class ComputedBuilderComponent: Component<EmptyDependency>, EmptyDependency, @unchecked Sendable {
        init() { super.init(dependency: EmptyComponent()) }

        var childBuilder: ChildBuilder { ChildBuilder(dependency: self) }
    }

    /// A router that holds its feature's component and keeps the child builder it reads from it.
    @MainActor
    final class FeatureRouter: Router<RecordingInteractor> {
        let childBuilder: ChildBuilder

        init(component: SharingBuilderComponent) {
            childBuilder = component.childBuilder
            super.init(interactor: RecordingInteractor(), component: component)
        }

        init(component: ComputedBuilderComponent) {
            childBuilder = component.childBuilder
            super.init(interactor: RecordingInteractor(), component: component)
        }
    }

    @MainActor
    final class StubPresenter {}

    @MainActor
    final class LonePresenter {}

    /// A router whose interactor is a presentable one.
    @MainActor
    final class PresentingRouter: Router<PresentableInteractor<StubPresenter>> {
        init(presenter: StubPresenter) {
            super.init(interactor: PresentableInteractor(presenter: presenter))
        }
    }
}
