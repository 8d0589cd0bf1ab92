// Compiled by Scripts/check-read-inlining.sh, not by the package: an app's component whose getters call `shared`,
// and the functions that read them. The script checks, from the optimizer's remarks, that each getter is inlined
// into its reader, as a stored property's getter is.

import Graft

/// A service declared as an app declares one: a final class.
final class Service: Sendable {
    let seed: Int

    init(seed: Int) {
        self.seed = seed
    }
}

/// A component with a class-typed and an `Int` member, read the way an app reads them.
final class ProbeComponent: Component<EmptyDependency>, @unchecked Sendable {
    let seed: Int

    var service: Service { shared { Service(seed: seed) } }
    var count: Int { shared { seed } }

    init(seed: Int) {
        self.seed = seed
        super.init(dependency: EmptyComponent())
    }
}

@inline(never)
func readService(_ component: ProbeComponent) -> Service { component.service }

@inline(never)
func readCount(_ component: ProbeComponent) -> Int { component.count }
