/// Holds weak references to objects a test expects to be released, and reports the ones that survive.
///
/// Track a router's subtree while it is still attached, so each object is named by its place in the tree, then
/// detach it and wait:
///
/// ```swift
/// let tracker = LeakTracker()
/// tracker.track(subtreeOf: lobbyRouter.children[0])
/// lobbyRouter.routeAwayFromGreeting()
/// await tracker.expectAllReleased()
/// ```
///
/// The tracker holds nothing strongly. Do not keep the tracked objects in the test's own variables either, or they
/// are the leak.
@MainActor
public final class LeakTracker {
    /// An object the tracker watches, held weakly, with what it is for the failure message.
    private struct TrackedObject {
        weak var object: AnyObject?
        let typeName: String
        let role: String
    }

    private var tracked: [TrackedObject] = []

    /// Creates a tracker that watches nothing yet.
    public init() {}

    /// Watches the router, interactor and view of `router` and of every router below it.
    ///
    /// Each is named by its kind and by its router's `path` as it is now, so call this before the
    /// detach.
    ///
    /// - Parameter router: The top of the subtree that will be detached.
    public func track(subtreeOf router: any Routing) {
        // The leak detector's own walk, so a tracker and the detector name each object the same way.
        tracked += ExpectedRelease.subtree(of: router).map { release in
            TrackedObject(
                object: release.object, typeName: release.typeName,
                role: "the \(release.kind.rawValue) of \(release.path)")
        }
    }

    /// Watches any object, such as a service the detached feature created.
    ///
    /// - Parameters:
    ///   - object: The object that should be released.
    ///   - description: What it is, for the failure message, such as `the greeting's account store`.
    public func track(_ object: AnyObject, as description: String) {
        tracked.append(TrackedObject(object: object, typeName: "\(type(of: object))", role: description))
    }

    /// Waits until every watched object is released, up to `gracePeriod`, and reports a test failure naming the
    /// type and role of each one still alive.
    ///
    /// It returns as soon as everything is released, so a generous grace period costs a passing test nothing.
    /// The tracker then forgets what it watched, so a later call checks only what is tracked after this one.
    ///
    /// - Parameters:
    ///   - gracePeriod: How long objects may take to go, for tasks that are finishing.
    ///   - fileID: The file of the call, for the failure's location.
    ///   - filePath: The full path of that file, for XCTest.
    ///   - line: The line of the call.
    ///   - column: The column of the call.
    public func expectAllReleased(
        within gracePeriod: Duration = .seconds(1),
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: gracePeriod)
        while tracked.contains(where: { $0.object != nil }), clock.now < deadline {
            // Sleeping lets the main actor run the work, such as cancelled tasks, that releases the objects.
            try? await Task.sleep(for: .milliseconds(5))
        }
        let survivors = tracked.filter { $0.object != nil }
        tracked.removeAll()
        guard !survivors.isEmpty else { return }
        let lines = survivors.map { "- \($0.typeName), \($0.role)" }
        reportFailure(
            "Expected these objects to be released within \(gracePeriod), but they are still alive:\n"
                + lines.joined(separator: "\n"),
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}
