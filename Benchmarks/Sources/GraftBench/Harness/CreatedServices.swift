/// Uninitialized places for the services a cold-creation loop makes, so keeping each one costs the same store
/// whichever contender made it, and releasing them happens after the clock stops.
final class CreatedServices {
    private let places: UnsafeMutablePointer<Service>
    private let capacity: Int

    /// Allocates places for `capacity` services.
    init(capacity: Int) {
        self.capacity = capacity
        places = .allocate(capacity: max(capacity, 1))
    }

    deinit {
        places.deallocate()
    }

    /// Keeps `service` in the place at `index`, which must be empty.
    @inline(__always)
    func keep(_ service: Service, at index: Int) {
        (places + index).initialize(to: service)
    }

    /// Hands a checksum of the services to the sink and releases them; call once every place is filled.
    func release() {
        var checksum = 0
        for index in 0..<capacity {
            checksum &+= places[index].identity
        }
        Sink.shared.consume(checksum)
        places.deinitialize(count: capacity)
    }
}
