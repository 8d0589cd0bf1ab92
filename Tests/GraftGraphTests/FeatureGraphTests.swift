import Testing

@testable import GraftGraph

/// The clean fixture: a root creating services, Home forwarding and creating, Profile reading both, Settings.
@Suite struct FeatureGraphTests {
    @Test func findsEveryFeatureWithItsDependencyAndBuilder() async throws {
        let graph = try await Fixture.graph("Clean")
        #expect(
            graph.features.map(\.component) == [
                "AppComponent", "HomeComponent", "ProfileComponent", "SettingsComponent",
            ])
        #expect(
            graph.features.map(\.dependency) == [
                "EmptyDependency", "HomeDependency", "ProfileDependency", "SettingsDependency",
            ])
        #expect(graph.features.map(\.builders) == [[], ["HomeBuilder"], ["ProfileBuilder"], ["SettingsBuilder"]])
    }

    @Test func linksParentsToChildrenThroughConformances() async throws {
        let graph = try await Fixture.graph("Clean")
        #expect(graph.feature("AppComponent")?.children == ["HomeComponent", "SettingsComponent"])
        #expect(graph.feature("ProfileComponent")?.parents == ["HomeComponent"])
        #expect(graph.dependency("ProfileDependency")?.conformers == ["HomeComponent"])
    }

    @Test func typesRequirementsFromTheCompilersDeclarations() async throws {
        let graph = try await Fixture.graph("Clean")
        let requirements = try #require(graph.dependency("ProfileDependency")?.requirements)
        #expect(requirements.map(\.name) == ["authService", "feedStore", "greeting", "detailStore(id:)"])
        #expect(requirements.map(\.type) == ["AuthService", "FeedStore", "String", "(id: Int) -> DetailStore"])
        #expect(
            requirements.first?.location.description == "Sources/Clean/Profile/ProfileDependency.swift:4")
    }

    @Test func followsForwardingUpToTheAncestorThatCreates() async throws {
        let graph = try await Fixture.graph("Clean")
        let requirements = try #require(graph.dependency("ProfileDependency")?.requirements)
        let byName = Dictionary(uniqueKeysWithValues: requirements.map { ($0.name, $0.satisfactions) })
        let auth = try #require(byName["authService"]?.first)
        #expect(auth.provision == .forwarded)
        #expect(auth.via == ["HomeComponent"])
        #expect(auth.origin == "AppComponent")
        #expect(auth.originProvision == .created)
        #expect(byName["feedStore"]?.first?.originProvision == .created)
        #expect(byName["greeting"]?.first?.originProvision == .computed)
        #expect(byName["detailStore(id:)"]?.first?.key == "id")
    }

    @Test func marksARequirementForwardedOutOfTheTopAsMissing() async throws {
        let graph = try await Fixture.graph("NeverCreated")
        let clock = try #require(graph.dependency("TimerDependency")?.requirements.first?.satisfactions.first)
        #expect(clock.origin == "AppComponent")
        #expect(clock.originProvision == .missing)
        #expect(clock.location?.description == "Sources/NeverCreated/App.swift:12")
    }
}
