import Foundation
import Graft
import Testing

// The typed-throws factories and the helper of Docs/Components.md, kept here so the documented code compiles and
// works as the document says.

struct Configuration: Sendable {
    let name: String
}

struct LoadError: Error, Equatable {
    let reason: String
}

struct DatabaseError: Error, Equatable {
    let reason: String
}

final class Database: Sendable {
    let url: URL

    private init(url: URL) {
        self.url = url
    }

    static func open(at url: URL) async throws(DatabaseError) -> Database {
        guard url.isFileURL else { throw DatabaseError(reason: "not a file: \(url)") }
        return Database(url: url)
    }
}

final class Cache: Sendable {
    let name: String

    init(name: String) {
        self.name = name
    }
}

final class TypedThrowsComponent: Component<EmptyDependency>, @unchecked Sendable {
    let configurationFails: Bool
    let databaseURL: URL

    init(configurationFails: Bool = false, databaseURL: URL = URL(fileURLWithPath: "/tmp/app.sqlite")) {
        self.configurationFails = configurationFails
        self.databaseURL = databaseURL
        super.init(dependency: EmptyComponent())
    }

    func loadConfiguration() throws(LoadError) -> Configuration {
        if configurationFails { throw LoadError(reason: "missing") }
        return Configuration(name: "loaded")
    }

    // MARK: Docs/Components.md, "Factories that throw"

    func loadedConfiguration() throws(LoadError) -> Configuration {
        try shared { () throws(LoadError) in try loadConfiguration() }
    }

    func openedDatabase() async throws(DatabaseError) -> Database {
        try await shared { () async throws(DatabaseError) in try await Database.open(at: databaseURL) }
    }
}

// MARK: Docs/Components.md, "Helpers that call shared"

extension Component {
    /// A `shared` instance whose creation is logged.
    func loggedShared<Value: Sendable>(
        member: StaticString = #function,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        column: UInt = #column,
        _ factory: () -> Value
    ) -> Value {
        shared(member: member, fileID: fileID, line: line, column: column) {
            print("creating \(member)")
            return factory()
        }
    }
}

final class CacheComponent: Component<EmptyDependency>, @unchecked Sendable {
    var feedCache: Cache { loggedShared { Cache(name: "feed") } }
    var imageCache: Cache { loggedShared { Cache(name: "images") } }
}

@Suite struct ComponentsDocumentationTests {
    @Test func aTypedSynchronousFactoryMakesAReadThatThrowsItsErrorType() {
        do throws(LoadError) {
            _ = try TypedThrowsComponent(configurationFails: true).loadedConfiguration()
            Issue.record("the read did not throw")
        } catch {
            // `error` is a `LoadError` here, with no cast.
            #expect(error == LoadError(reason: "missing"))
        }
        let component = TypedThrowsComponent()
        #expect((try? component.loadedConfiguration())?.name == "loaded")
    }

    @Test func aTypedAsyncFactoryMakesAReadThatThrowsItsErrorType() async throws {
        do throws(DatabaseError) {
            _ = try await TypedThrowsComponent(databaseURL: URL(string: "https://example.com")!).openedDatabase()
            Issue.record("the read did not throw")
        } catch {
            #expect(error.reason.hasPrefix("not a file"))
        }
        let component = TypedThrowsComponent()
        let database = try await component.openedDatabase()
        #expect(try await component.openedDatabase() === database)
    }

    @Test func aHelperThatForwardsTheCallSiteGivesEachMemberItsOwnInstance() {
        let component = CacheComponent(dependency: EmptyComponent())
        #expect(component.feedCache.name == "feed")
        #expect(component.imageCache.name == "images")
        #expect(component.feedCache === component.feedCache)
        #expect(component.feedCache !== component.imageCache)
    }
}
