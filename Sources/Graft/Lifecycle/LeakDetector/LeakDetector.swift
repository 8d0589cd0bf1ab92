import Foundation

/// Checks that detached router subtrees, and what released routers and interactors owned, are released, and
/// reports what is not.
///
/// The detector checks where RIBs does:
/// - When a router detaches a child, it hands the child's routers, interactors and view controllers, weakly, to its
///   ``Router/leakDetector``. What is attached again before the check, under the same detached router, is not
///   reported.
/// - When a router is released, it hands over its interactor, its ``Router/component`` when it holds one, and, for a
///   ``ViewableRouter``, its view controller.
/// - When a ``PresentableInteractor`` is released, it hands over its presenter, to its router's detector, or to
///   ``shared`` when it has no router.
/// - When a ``ViewableRouter``'s interactor is deactivated, it hands over its view controller, which should no longer
///   be shown (``ViewControllable/isShown``) unless the interactor is activated again first.
///
/// After ``gracePeriod`` the detector calls ``handler`` once for each of them still alive, or for a view still
/// shown, with its type and its place in the tree. A survivor usually means a strong reference that should be weak: a
/// listener, a router back-reference, or a closure capturing `self`.
///
/// The detector is on in debug builds and off in release builds, and it never stops the program; the default
/// handler prints one line to standard error. A test gives its root router a detector of its own, which the
/// routers below inherit, so reports from other tests running in parallel do not reach it, and turns each report
/// into a failure:
///
/// ```swift
/// let detector = LeakDetector(gracePeriod: .milliseconds(10)) { report in
///     Issue.record("\(report)")
/// }
/// rootRouter.leakDetector = detector
///
/// rootRouter.detachChild(profileRouter)
/// await detector.waitForPendingChecks()
/// ```
@MainActor
public final class LeakDetector {
    /// The detector every router uses unless given another.
    public static let shared = LeakDetector()

    /// Whether detaches are checked: `true` by default in debug builds, `false` in release builds.
    ///
    /// Turning it off does not cancel checks already waiting.
    public var isEnabled: Bool

    /// How long after a detach its objects may stay alive, for animations and work that is finishing.
    public var gracePeriod: Duration

    /// Receives one report per object still alive after the grace period.
    ///
    /// It runs on the main actor, once per surviving object. The default,
    /// ``printToStandardError(_:)``, writes the report's ``LeakReport/description``; a test records an issue instead:
    ///
    /// ```swift
    /// detector.handler = { report in Issue.record("\(report)") }
    /// ```
    public var handler: @MainActor (LeakReport) -> Void

    private var pendingChecks: [Int: Task<Void, Never>] = [:]
    private var nextCheckID = 0

    /// A check ``expectDisappearance(of:path:)`` started, which the view's router cancels when its interactor is
    /// activated again.
    struct DisappearanceCheck {
        fileprivate let id: Int
    }

    /// Creates a detector, on in debug builds and off in release builds.
    ///
    /// - Parameters:
    ///   - gracePeriod: How long after a detach its objects may stay alive.
    ///   - handler: Receives each report; the default prints it to standard error.
    public init(
        gracePeriod: Duration = .seconds(1),
        handler: @escaping @MainActor (LeakReport) -> Void = LeakDetector.printToStandardError
    ) {
        #if DEBUG
        isEnabled = true
        #else
        isEnabled = false
        #endif
        self.gracePeriod = gracePeriod
        self.handler = handler
    }

    /// Writes `report` to standard error as one line; the default handler.
    ///
    /// - Parameter report: The report to write.
    public nonisolated static func printToStandardError(_ report: LeakReport) {
        FileHandle.standardError.write(Data((report.description + "\n").utf8))
    }

    /// Returns when every check started so far, and any started while waiting, has reported.
    ///
    /// A test calls it after the detaches it makes, so each leak is reported, and recorded as a failure by its
    /// handler, before the test ends. It waits for the grace period of each pending check, so give the test's
    /// detector a short one. With nothing pending it returns at once.
    public func waitForPendingChecks() async {
        while let check = pendingChecks.values.first {
            await check.value
        }
    }

    /// Checks, after the grace period, that `objects` have been released, reporting each survivor.
    ///
    /// - Parameters:
    ///   - objects: The objects that should go: a detached subtree's, or a released router's or interactor's.
    ///   - event: What should have released them, for the reports.
    ///   - detachedRouter: The top of a detached subtree; objects that are back in the tree under it when the
    ///     grace period ends, because it was attached again, are not reported.
    func expectRelease(
        of objects: [ExpectedRelease],
        after event: LeakReport.Event,
        unlessReattached detachedRouter: (any Routing)? = nil
    ) {
        guard isEnabled, !objects.isEmpty else { return }
        let id = nextCheckID
        nextCheckID += 1
        let gracePeriod = gracePeriod
        weak let detachedRouter = detachedRouter
        pendingChecks[id] = Task {
            try? await Task.sleep(for: gracePeriod)
            let reattached = Self.objectsBackInTheTree(below: detachedRouter)
            for object in objects {
                guard let survivor = object.object, !reattached.contains(ObjectIdentifier(survivor)) else {
                    continue
                }
                self.handler(
                    LeakReport(
                        kind: object.kind, typeName: object.typeName, path: object.path, gracePeriod: gracePeriod,
                        event: event))
            }
            self.pendingChecks[id] = nil
        }
    }

    /// Checks, after the grace period, that `view` is released or no longer shown, reporting it otherwise.
    ///
    /// - Parameters:
    ///   - view: The view controller of a router whose interactor was just deactivated.
    ///   - path: The router's place in the tree.
    /// - Returns: The check, to cancel when the interactor is activated again; `nil` when the detector is off.
    func expectDisappearance(of view: any ViewControllable, path: String) -> DisappearanceCheck? {
        guard isEnabled else { return nil }
        let id = nextCheckID
        nextCheckID += 1
        let gracePeriod = gracePeriod
        let typeName = String(describing: type(of: view))
        weak let view = view
        pendingChecks[id] = Task {
            let waitedOut = (try? await Task.sleep(for: gracePeriod)) != nil
            if waitedOut, view?.isShown == true {
                self.handler(
                    LeakReport(
                        kind: .viewController, typeName: typeName, path: path, gracePeriod: gracePeriod,
                        event: .deactivation))
            }
            self.pendingChecks[id] = nil
        }
        return DisappearanceCheck(id: id)
    }

    /// Stops `check` before it reports: its view's interactor is active again.
    ///
    /// - Parameter check: A check this detector started.
    func cancel(_ check: DisappearanceCheck) {
        pendingChecks[check.id]?.cancel()
    }

    /// The routers, interactors and view controllers below `router`, when it is attached again.
    private static func objectsBackInTheTree(below router: (any Routing)?) -> Set<ObjectIdentifier> {
        guard let router = router as? any ParentLinkedRouting, router.parent != nil else { return [] }
        return Set(ExpectedRelease.subtree(of: router).compactMap { $0.object.map(ObjectIdentifier.init) })
    }
}
