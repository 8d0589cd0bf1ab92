import Foundation

/// Checks that detached router subtrees are released, and reports what is not.
///
/// When a router detaches a child, it hands the child's routers, interactors and view controllers, weakly, to its
/// ``Router/leakDetector``. After ``gracePeriod`` the detector calls ``handler`` once for each of them still alive,
/// with its type and its place in the tree. A survivor usually means a strong reference that should be weak: a
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
    /// - Parameter objects: The objects of a detached subtree.
    func expectRelease(of objects: [ExpectedRelease]) {
        guard isEnabled, !objects.isEmpty else { return }
        let id = nextCheckID
        nextCheckID += 1
        let gracePeriod = gracePeriod
        pendingChecks[id] = Task {
            try? await Task.sleep(for: gracePeriod)
            for object in objects where object.object != nil {
                self.handler(
                    LeakReport(
                        kind: object.kind, typeName: object.typeName, path: object.path, gracePeriod: gracePeriod))
            }
            self.pendingChecks[id] = nil
        }
    }
}
