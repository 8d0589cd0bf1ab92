/// Preallocated places that keep read results at +1, as storing a reference in a property or an array does.
///
/// `@unchecked Sendable`: in the two-thread benchmark each worker has slots of its own, which no other thread touches.
final class ResultSlots: @unchecked Sendable {
    /// The number of places, a power of two so the loop can wrap with a mask.
    static let count = 64

    /// The places, each holding a service.
    let places: UnsafeMutablePointer<Service>

    /// Creates the places, each holding `service`.
    init(filledWith service: Service) {
        places = .allocate(capacity: Self.count)
        places.initialize(repeating: service, count: Self.count)
    }

    deinit {
        places.deinitialize(count: Self.count)
        places.deallocate()
    }
}
