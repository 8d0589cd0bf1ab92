/// The settings of the app's first version, kept while they are migrated: not Settings' store.
public final class SettingsStore: Sendable {
    /// Creates an empty store.
    public init() {}
}
