import Swinject

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

// Each read goes through a function the optimizer may not inline, so a loop of reads cannot be merged into one
// read or hoisted out of the loop: every iteration pays one full read.

@inline(never)
func readService(_ services: HandWiredServices) -> Service { services.service }

@inline(never)
func readService(_ component: WarmComponent) -> Service { component.service }

@inline(never)
func readService(_ services: LockedDictionaryServices) -> Service { services.service }

@inline(never)
func readService(_ container: Container) -> Service { container.resolve(Service.self)! }

@inline(never)
func readService(_ services: DependenciesServices) -> Service { services.service }

@inline(never)
func readCount(_ services: HandWiredServices) -> Int { services.count }

@inline(never)
func readCount(_ component: WarmComponent) -> Int { component.count }

@inline(never)
func readCount(_ services: LockedDictionaryServices) -> Int { services.count }

@inline(never)
func readCount(_ container: Container) -> Int { container.resolve(Int.self)! }
