import Graft
import Testing

/// Components whose factories need their own values; each test reads one inside an exit test.
final class CyclicComponent: Component<EmptyDependency>, @unchecked Sendable {
    init() {
        super.init(dependency: EmptyComponent())
    }

    var authService: Service { shared { Service("auth via \(networkClient.name)") } }
    var networkClient: Service { shared { Service("network for \(authService.name)") } }
    var selfish: Service { shared { Service("needs \(self.selfish.name)") } }

    func asyncAuth() async throws -> Service { try await shared { Service(try await asyncNetwork().name) } }
    func asyncNetwork() async throws -> Service { try await shared { Service(try await asyncAuth().name) } }
}

protocol CyclicChildDependency: Dependency {
    var sessionStore: Service { get }
}

final class CyclicParentComponent: Component<EmptyDependency>, CyclicChildDependency, @unchecked Sendable {
    init() {
        super.init(dependency: EmptyComponent())
    }

    var sessionStore: Service { shared { Service("session for \(CyclicChildComponent(dependency: self).cache.name)") } }
}

final class CyclicChildComponent: Component<CyclicChildDependency>, @unchecked Sendable {
    var cache: Service { shared { Service("cache of \(dependency.sessionStore.name)") } }
}

@Suite struct SharedCycleTests {
    @Test func aCycleThroughAnotherMemberNamesTheComponentAndMembers() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = CyclicComponent().authService
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("CyclicComponent: authService -> networkClient -> authService"))
    }

    @Test func aFactoryThatReadsItselfIsACycle() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = CyclicComponent().selfish
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("CyclicComponent: selfish -> selfish"))
    }

    @Test func anAsyncCycleStopsInsteadOfHanging() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = try? await CyclicComponent().asyncAuth()
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("CyclicComponent: asyncAuth() -> asyncNetwork() -> asyncAuth()"))
    }

    @Test func aCycleAcrossComponentsNamesEachComponent() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = CyclicParentComponent().sessionStore
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            output.contains(
                "CyclicParentComponent.sessionStore -> CyclicChildComponent.cache -> CyclicParentComponent.sessionStore"
            ))
    }
}
