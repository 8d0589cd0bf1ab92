/// What benchmarks 1 and 2 read from: a rotation of each contender's objects, made from the run's seed and warmed
/// up, so that every read is a warm one.
@MainActor
struct WarmReadSubjects {
    let handWired: Rotation<HandWiredServices>
    let components: Rotation<WarmComponent>
    let lockedServices: Rotation<LockedDictionaryServices>

    /// Makes and warms up every contender's objects.
    ///
    /// - Parameter seed: The run-time value the objects are made from.
    init(seed: Int) {
        handWired = Rotation { HandWiredServices(seed: seed &+ $0) }
        components = Rotation { index in
            let component = WarmComponent(seed: seed &+ index)
            component.warmUp()
            return component
        }
        lockedServices = Rotation { index in
            let services = LockedDictionaryServices(seed: seed &+ index)
            services.warmUp()
            return services
        }
    }
}
