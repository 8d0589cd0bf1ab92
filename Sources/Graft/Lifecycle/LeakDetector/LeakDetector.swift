import Foundation

/// Checks that detached router subtrees, and what released routers and interactors owned, are released, and
/// reports what is not.
///
/// The detector checks where RIBs does:
/// - A detached child's routers, interactors and view controllers, unless attached again before the check.
/// - A released router's interactor, ``Router/component`` and, for a ``ViewableRouter``, view controller.
/// - A released ``PresentableInteractor``'s presenter, with its router's detector, or ``shared``.
/// - A ``ViewableRouter``'s view controller once its interactor is deactivated, which should no longer be shown
///   (``ViewControllable/isShown``) unless the interactor is activated again first.
///
/// After ``gracePeriod`` the detector calls ``handler`` once for each object still alive, or view still shown. A
/// survivor usually means a strong reference that should be weak: a listener, a router back-reference, or a closure
/// capturing `self`.
///
/// The detector is on in debug builds and off in release builds, and it never stops the program. A test gives its
/// root router a detector of its own, which the routers below inherit, and turns each report into a failure:
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

    // Unchecked for exclusivity: a `Bool` on the main actor, read by every router's release and detach, where the
    // runtime's check took 3.8 million of a tree cycle's 697 million instructions (callgrind, graft-bench --only trees
    // --quick).
    /// Whether detaches are checked: `true` by default in debug builds, `false` in release builds.
    ///
    /// Turning it off does not cancel checks already waiting.
    @exclusivity(unchecked) public var isEnabled: Bool

    /// How long after a detach its objects may stay alive, for animations and work that is finishing.
    public var gracePeriod: Duration

    /// Receives one report per object still alive after the grace period.
    ///
    /// The default, ``printToStandardError(_:)``, writes the report's ``LeakReport/description``; a test records an
    /// issue instead:
    ///
    /// ```swift
    /// detector.handler = { report in Issue.record("\(report)") }
    /// ```
    public var handler: @MainActor (LeakReport) -> Void

    private var pendingChecks: [Int: Task<Void, Never>] = [:]
    private var nextCheckID = 0

    /// Cancelled by the view's router when its interactor is activated again.
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
    /// A test calls it after its detaches, so each leak is reported before the test ends. It waits out each pending
    /// check's grace period, so give a test's detector a short one.
    public func waitForPendingChecks() async {
        while let check = pendingChecks.values.first {
            await check.value
        }
    }

    /// Reports each of `objects` still alive after the grace period, except those back in the tree below
    /// `detachedRouter`.
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

    /// Reports `view` if it is still shown after the grace period; returns `nil` when the detector is off.
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
    func cancel(_ check: DisappearanceCheck) {
        pendingChecks[check.id]?.cancel()
    }

    /// The objects of the subtree of `router`, when it is attached again.
    private static func objectsBackInTheTree(below router: (any Routing)?) -> Set<ObjectIdentifier> {
        guard let router, (router as? RouterNode)?.parentNode != nil else { return [] }
        return Set(ExpectedRelease.subtree(of: router).compactMap { $0.object.map(ObjectIdentifier.init) })
    }
}
