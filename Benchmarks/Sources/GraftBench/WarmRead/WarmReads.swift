import Swinject

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
