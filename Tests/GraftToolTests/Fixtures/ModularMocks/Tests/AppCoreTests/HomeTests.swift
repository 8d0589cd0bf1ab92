import Graft
import HomeFeature
import SettingsFeature
import Testing

/// Stands in for LoggedIn as Home's parent.
final class MockHomeParent: Component<EmptyDependency>, @unchecked Sendable {
    var settingsStore: SettingsStore { shared { SettingsStore() } }
    var userName: String { "test" }

    init() {
        super.init(dependency: EmptyComponent())
    }
}

extension MockHomeParent: HomeDependency {}

/// A mock of Home's builder that no test uses any more.
final class MockHomeBuilder: Builder<HomeDependency>, @unchecked Sendable {
    func build() -> HomeComponent {
        HomeComponent(dependency: dependency)
    }
}

@Test func buildsHome() {
    _ = HomeBuilder(dependency: MockHomeParent()).build()
}
