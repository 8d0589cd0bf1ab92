import Core
import Dispatch
import Graft

struct LoadError: Error, Equatable {}

/// Not Sendable.
final class Counter {
    var count = 0
}

/// A closure-based service without an `unimplemented` variant.
struct Clock: Sendable {
    var now: @Sendable () -> Int
    var sleep: @Sendable (_ seconds: Int) async throws -> Void
}

/// A closure-based service whose endpoint has typed throws.
struct Catalog: Sendable {
    var fetch: @Sendable (Int) throws(LoadError) -> String
}

/// Refines a protocol of another module.
protocol ProfileDependency: CoreDependency {
    var clock: Clock { get }
    var counter: Counter { get }
    var catalog: Catalog { get }
}

final class ProfileComponent: Component<ProfileDependency>, @unchecked Sendable {
    var clock: Clock { dependency.clock }
}

@MainActor
protocol ProfileListener: AnyObject {
    func profileDidSignOut(userName: String)
    func profileDidFail(_ error: any Error)
}

@MainActor
protocol ProfilePresentableListener: AnyObject {
    func didTapSignOut()
}

@MainActor
protocol ProfilePresentable: Presentable {
    var title: String { get set }
    var listener: ProfilePresentableListener? { get set }
    func show(userName: String, count: Int)
    func scroll(in: Int)
    /// A type of a module graft does not read, which the generated file imports.
    func animate(for duration: DispatchTimeInterval)
    func load(page: Int) async throws -> [String]
    func save() throws(LoadError)
    func confirm(_ question: String, onAnswer: @escaping (Bool) -> Void) async -> Bool
}

@MainActor
protocol ProfileRouting: ViewableRouting {
    func routeToDetail(id: Int)
    func routeAwayFromDetail()
}

protocol ProfileBuildable: Buildable {
    @MainActor func build(withListener listener: ProfileListener) -> ProfileRouting
}

final class ProfileBuilder: Builder<ProfileDependency>, ProfileBuildable, @unchecked Sendable {
    func build(withListener listener: ProfileListener) -> ProfileRouting {
        fatalError("the fixture's tests use ProfileBuildableMock")
    }
}

/// Generic: refused.
@MainActor
protocol SearchListener: AnyObject {
    func search<Query>(_ query: Query)
}

/// An associated type: refused.
protocol StreamListener: AnyObject {
    associatedtype Element
    func receive(_ element: Element)
}

/// Sendable without a global actor: refused.
protocol SyncListener: AnyObject, Sendable {
    func didSync()
}
