import Graft

protocol SettingsDependency: Dependency {
    var theme: Theme { get }
}

final class SettingsComponent: Component<SettingsDependency>, @unchecked Sendable {
    var theme: Theme { dependency.theme }
}

final class SettingsBuilder: Builder<SettingsDependency>, @unchecked Sendable {
    func build() -> SettingsComponent {
        SettingsComponent(dependency: dependency)
    }
}
