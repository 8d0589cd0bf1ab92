import Graft

/// The hand-written baseline of benchmark 12: a class whose ten services are `lazy var`s, made on first read.
///
/// `@unchecked Sendable`: a `lazy var` is not safe to read from two threads at once, which is what the other
/// contenders pay to allow; the benchmark reads it from one thread.
final class LazyTenServices: @unchecked Sendable {
    let seed: Int

    lazy var service0 = Service(seed: seed)
    lazy var service1 = Service(seed: seed &+ 1)
    lazy var service2 = Service(seed: seed &+ 2)
    lazy var service3 = Service(seed: seed &+ 3)
    lazy var service4 = Service(seed: seed &+ 4)
    lazy var service5 = Service(seed: seed &+ 5)
    lazy var service6 = Service(seed: seed &+ 6)
    lazy var service7 = Service(seed: seed &+ 7)
    lazy var service8 = Service(seed: seed &+ 8)
    lazy var service9 = Service(seed: seed &+ 9)

    init(seed: Int) {
        self.seed = seed
    }
}

/// A component with ten `shared` services, the Graft side of benchmark 12.
final class TenMembersComponent: Component<EmptyDependency>, @unchecked Sendable {
    let seed: Int

    var service0: Service { shared { Service(seed: seed) } }
    var service1: Service { shared { Service(seed: seed &+ 1) } }
    var service2: Service { shared { Service(seed: seed &+ 2) } }
    var service3: Service { shared { Service(seed: seed &+ 3) } }
    var service4: Service { shared { Service(seed: seed &+ 4) } }
    var service5: Service { shared { Service(seed: seed &+ 5) } }
    var service6: Service { shared { Service(seed: seed &+ 6) } }
    var service7: Service { shared { Service(seed: seed &+ 7) } }
    var service8: Service { shared { Service(seed: seed &+ 8) } }
    var service9: Service { shared { Service(seed: seed &+ 9) } }

    init(seed: Int) {
        self.seed = seed
        super.init(dependency: EmptyComponent())
    }
}

/// The same ten services behind RIBs' recursive lock and `[String: Any]`.
final class LockedTenServices: LockedDictionaryComponent, @unchecked Sendable {
    let seed: Int

    var service0: Service { shared { Service(seed: seed) } }
    var service1: Service { shared { Service(seed: seed &+ 1) } }
    var service2: Service { shared { Service(seed: seed &+ 2) } }
    var service3: Service { shared { Service(seed: seed &+ 3) } }
    var service4: Service { shared { Service(seed: seed &+ 4) } }
    var service5: Service { shared { Service(seed: seed &+ 5) } }
    var service6: Service { shared { Service(seed: seed &+ 6) } }
    var service7: Service { shared { Service(seed: seed &+ 7) } }
    var service8: Service { shared { Service(seed: seed &+ 8) } }
    var service9: Service { shared { Service(seed: seed &+ 9) } }

    init(seed: Int) {
        self.seed = seed
    }
}

// Each contender's creation and ten first reads, behind a call the optimizer may not inline, so callgrind can
// count one contender's instructions alone; each returns the object and the sum of what it read.

@inline(never)
func makeAndReadTenServices(seed: Int) -> (LazyTenServices, Int) {
    let services = LazyTenServices(seed: seed)
    let sum =
        services.service0.seed &+ services.service1.seed &+ services.service2.seed &+ services.service3.seed
        &+ services.service4.seed &+ services.service5.seed &+ services.service6.seed
        &+ services.service7.seed &+ services.service8.seed &+ services.service9.seed
    return (services, sum)
}

@inline(never)
func makeAndReadTenServices(seed: Int) -> (TenMembersComponent, Int) {
    let services = TenMembersComponent(seed: seed)
    let sum =
        services.service0.seed &+ services.service1.seed &+ services.service2.seed &+ services.service3.seed
        &+ services.service4.seed &+ services.service5.seed &+ services.service6.seed
        &+ services.service7.seed &+ services.service8.seed &+ services.service9.seed
    return (services, sum)
}

@inline(never)
func makeAndReadTenServices(seed: Int) -> (LockedTenServices, Int) {
    let services = LockedTenServices(seed: seed)
    let sum =
        services.service0.seed &+ services.service1.seed &+ services.service2.seed &+ services.service3.seed
        &+ services.service4.seed &+ services.service5.seed &+ services.service6.seed
        &+ services.service7.seed &+ services.service8.seed &+ services.service9.seed
    return (services, sum)
}

// Each contender's warm reads of its ten members, once every member has been made.

@inline(never)
func readTenServices(_ services: LazyTenServices) -> Int {
    services.service0.seed &+ services.service1.seed &+ services.service2.seed &+ services.service3.seed
        &+ services.service4.seed &+ services.service5.seed &+ services.service6.seed
        &+ services.service7.seed &+ services.service8.seed &+ services.service9.seed
}

@inline(never)
func readTenServices(_ services: TenMembersComponent) -> Int {
    services.service0.seed &+ services.service1.seed &+ services.service2.seed &+ services.service3.seed
        &+ services.service4.seed &+ services.service5.seed &+ services.service6.seed
        &+ services.service7.seed &+ services.service8.seed &+ services.service9.seed
}
