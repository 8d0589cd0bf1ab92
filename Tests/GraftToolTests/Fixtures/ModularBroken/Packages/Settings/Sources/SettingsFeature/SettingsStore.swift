/// The user's settings: one store for the whole app.
public final class SettingsStore: Sendable {
    /// Creates an empty store.
    public init() {}
}

// The problem: the conformance lacks `description`, so the package does not compile.
extension SettingsStore: CustomStringConvertible {}
