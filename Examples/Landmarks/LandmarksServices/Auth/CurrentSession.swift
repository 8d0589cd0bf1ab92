import Synchronization

/// The signed-in session of one auth service, safe to read and replace from any thread.
final class CurrentSession: Sendable {
    private let session = Mutex<Session?>(nil)

    init(_ session: Session? = nil) {
        self.session.withLock { $0 = session }
    }

    var value: Session? {
        get { session.withLock { $0 } }
        set { session.withLock { $0 = newValue } }
    }
}
