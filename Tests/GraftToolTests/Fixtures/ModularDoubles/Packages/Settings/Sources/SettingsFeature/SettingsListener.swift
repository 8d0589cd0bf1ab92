/// What Settings tells its parent.
@MainActor
public protocol SettingsListener: AnyObject {
    /// The user closed the settings.
    func settingsDidClose()
}
