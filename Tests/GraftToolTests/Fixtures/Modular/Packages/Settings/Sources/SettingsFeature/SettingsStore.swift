/// The user's settings: one store for the whole app.
public final class SettingsStore: Sendable {
    /// Creates an empty store.
    public init() {}
}
