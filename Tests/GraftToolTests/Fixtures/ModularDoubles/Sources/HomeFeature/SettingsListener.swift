/// What Home's settings row tells Home; the Settings package declares a listener of the same name.
@MainActor
public protocol SettingsListener: AnyObject {
    /// The user tapped the row, with the number of changes waiting.
    func settingsRowTapped(pendingChanges: Int)
}
