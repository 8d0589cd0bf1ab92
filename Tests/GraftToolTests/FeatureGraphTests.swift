import Testing

@testable import GraftDeclaredGraph

/// The clean fixture: a root creating services, Home forwarding and creating, Profile reading both, Settings.
@Suite struct FeatureGraphTests {
    @Test func findsEveryFeatureWithItsDependencyAndBuilder() async throws {
        let graph = try await Fixture.graph("Clean")
        #expect(
            graph.features.map(\.component) == [
                "AppComponent", "HomeComponent", "ProfileComponent", "SettingsComponent",
            ])
        #expect(
            graph.features.map(\.dependency.name) == [
                "EmptyDependency", "HomeDependency", "ProfileDependency", "SettingsDependency",
            ])
        #expect(
            graph.features.map { $0.builders.map(\.name) } == [
                [], ["HomeBuilder"], ["ProfileBuilder"], ["SettingsBuilder"],
            ])
    }

    @Test func linksParentsToChildrenThroughConformances() async throws {
        let graph = try await Fixture.graph("Clean")
        #expect(graph.feature(named: "AppComponent")?.children.map(\.name) == ["HomeComponent", "SettingsComponent"])
        #expect(graph.feature(named: "ProfileComponent")?.parents.map(\.name) == ["HomeComponent"])
        #expect(graph.dependency(named: "ProfileDependency")?.conformers.map(\.name) == ["HomeComponent"])
    }

    @Test func typesRequirementsFromTheCompilersDeclarations() async throws {
        let graph = try await Fixture.graph("Clean")
        let requirements = try #require(graph.dependency(named: "ProfileDependency")?.requirements)
        #expect(requirements.map(\.name) == ["authService", "feedStore", "greeting", "detailStore(id:)"])
        #expect(requirements.map(\.type) == ["AuthService", "FeedStore", "String", "(id: Int) -> DetailStore"])
        #expect(
            requirements.first?.location.description == "Sources/Clean/Profile/ProfileDependency.swift:4")
    }

    @Test func followsForwardingUpToTheAncestorThatCreates() async throws {
        let graph = try await Fixture.graph("Clean")
        let requirements = try #require(graph.dependency(named: "ProfileDependency")?.requirements)
        let byName = Dictionary(uniqueKeysWithValues: requirements.map { ($0.name, $0.satisfactions) })
        let auth = try #require(byName["authService"]?.first)
        #expect(auth.provision == .forwarded)
        #expect(auth.via.map(\.name) == ["HomeComponent"])
        #expect(auth.origin.name == "AppComponent")
        #expect(auth.originProvision == .created)
        #expect(byName["feedStore"]?.first?.originProvision == .created)
        #expect(byName["greeting"]?.first?.originProvision == .computed)
        #expect(byName["detailStore(id:)"]?.first?.key == "id")
    }

    @Test func marksARequirementForwardedOutOfTheTopAsMissing() async throws {
        let graph = try await Fixture.graph("NeverCreated")
        let clock = try #require(graph.dependency(named: "TimerDependency")?.requirements.first?.satisfactions.first)
        #expect(clock.origin.name == "AppComponent")
        #expect(clock.originProvision == .missing)
        #expect(clock.location?.description == "Sources/NeverCreated/App.swift:12")
    }
}
