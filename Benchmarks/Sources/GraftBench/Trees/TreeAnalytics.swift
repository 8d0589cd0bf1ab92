import Synchronization

/// The service the root of the benchmark tree owns and every node reads, as an app's analytics would be.
final class TreeAnalytics: Sendable {
    private let activations = Atomic(0)

    /// Counts one activation.
    func recordActivation() {
        activations.add(1, ordering: .relaxed)
    }

    /// The activations counted so far.
    var activationCount: Int { activations.load(ordering: .relaxed) }
}
