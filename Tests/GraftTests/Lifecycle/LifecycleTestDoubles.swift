import Graft
import Synchronization

/// The order in which lifecycle hooks ran, shared by the objects of one test's tree.
@MainActor
final class LifecycleLog {
    private(set) var entries: [String] = []

    func record(_ entry: String) {
        entries.append(entry)
    }

    func clear() {
        entries.removeAll()
    }
}

/// How many counted objects are alive; their deinits decrement it.
final class LiveCount: Sendable {
    private let count = Atomic(0)

    var value: Int { count.load(ordering: .relaxed) }

    func increment() { count.add(1, ordering: .relaxed) }

    func decrement() { count.subtract(1, ordering: .relaxed) }
}

/// An interactor that counts its transitions and logs them under its name.
@MainActor
final class RecordingInteractor: Interactor {
    let name: String
    private let log: LifecycleLog?
    private let liveCount: LiveCount?
    private(set) var didBecomeActiveCount = 0
    private(set) var willResignActiveCount = 0
    /// Runs after each `didBecomeActive`, to route from inside it.
    var didBecomeActiveHandler: (() -> Void)?
    /// Runs after each `willResignActive`, to route from inside it.
    var willResignActiveHandler: (() -> Void)?

    init(name: String = "Interactor", log: LifecycleLog? = nil, liveCount: LiveCount? = nil) {
        self.name = name
        self.log = log
        self.liveCount = liveCount
        liveCount?.increment()
        super.init()
    }

    isolated deinit {
        liveCount?.decrement()
    }

    override func didBecomeActive() {
        didBecomeActiveCount += 1
        log?.record("\(name).didBecomeActive")
        didBecomeActiveHandler?()
    }

    override func willResignActive() {
        willResignActiveCount += 1
        log?.record("\(name).willResignActive")
        willResignActiveHandler?()
    }
}

/// A router with a chosen name that counts its loads.
@MainActor
final class RecordingRouter: Router<RecordingInteractor> {
    private let routerName: String
    private let log: LifecycleLog?
    private let liveCount: LiveCount?
    private(set) var didLoadCount = 0

    init(name: String, log: LifecycleLog? = nil, liveCount: LiveCount? = nil) {
        routerName = name
        self.log = log
        self.liveCount = liveCount
        liveCount?.increment()
        super.init(interactor: RecordingInteractor(name: name, log: log, liveCount: liveCount))
    }

    isolated deinit {
        liveCount?.decrement()
    }

    override var name: String { routerName }

    override func didLoad() {
        didLoadCount += 1
        log?.record("\(routerName).didLoad")
    }
}

/// A worker that logs its hooks under a name.
@MainActor
final class LoggingWorker: Worker {
    private let name: String
    private let log: LifecycleLog

    init(name: String = "Worker", log: LifecycleLog) {
        self.name = name
        self.log = log
        super.init()
    }

    override func didStart(_ scope: any InteractorScope) { log.record("\(name).didStart") }

    override func didStop() { log.record("\(name).didStop") }
}

/// A view controller that does nothing.
@MainActor
final class StubViewController: ViewControllable {}

/// A router that owns a view controller.
@MainActor
final class RecordingViewableRouter: ViewableRouter<RecordingInteractor, StubViewController> {
    private let routerName: String

    init(name: String) {
        routerName = name
        super.init(interactor: RecordingInteractor(name: name), viewController: StubViewController())
    }

    override var name: String { routerName }
}

/// Collects what a leak detector reports.
@MainActor
final class LeakReportLog {
    private(set) var reports: [LeakReport] = []

    /// A detector that reports here, after `gracePeriod`.
    func makeDetector(gracePeriod: Duration = .zero) -> LeakDetector {
        let detector = LeakDetector(gracePeriod: gracePeriod) { [weak self] report in
            self?.reports.append(report)
        }
        detector.isEnabled = true
        return detector
    }
}

extension LeakDetector {
    /// An enabled detector whose reports go nowhere, for tests of what detaching does rather than what leaks.
    static func discardingReports() -> LeakDetector {
        let detector = LeakDetector(gracePeriod: .zero) { _ in }
        detector.isEnabled = true
        return detector
    }
}
