import GraftTesting
import HomeFeature
import SettingsFeature
import Testing

/// Builds Home and Settings from the doubles `graft mocks` generates, so that the test target compiles only if the
/// generated file imports the local package's module and mocks its protocols.
@MainActor
@Suite struct GeneratedDoublesTests {
    @Test func buildsHomeAndSettingsFromGeneratedMocks() {
        let store = SettingsStore()
        let home = HomeBuilder(dependency: HomeDependencyMock(settingsStore: store, userName: "Ada")).build()
        #expect(home.settingsStore === store)
        let settings = SettingsBuilder(dependency: SettingsDependencyMock(settingsStore: store)).build()
        #expect(settings.dependency.settingsStore === store)
    }

    @Test func recordsTheCallsOfEachModulesListener() {
        let settings = SettingsFeatureSettingsListenerSpy()
        settings.settingsDidClose()
        settings.calls.expect([.settingsDidClose])
        let row = HomeFeatureSettingsListenerSpy()
        row.settingsRowTapped(pendingChanges: 2)
        row.calls.expect([.settingsRowTapped(pendingChanges: 2)])
    }
}
