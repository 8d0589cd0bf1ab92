/// Something a user did that the app counts, such as viewing a landmark.
public struct AnalyticsEvent: Hashable, Sendable, CustomStringConvertible {
    /// The event's name in snake case, such as `landmark_viewed`.
    public let name: String
    /// Details of the event, such as `["id": "golden-gate-bridge"]`; never secrets such as tokens.
    public let properties: [String: String]

    /// Creates an event.
    ///
    /// - Parameters:
    ///   - name: The event's name in snake case.
    ///   - properties: Details of the event.
    public init(_ name: String, properties: [String: String] = [:]) {
        self.name = name
        self.properties = properties
    }

    /// The name followed by the properties as `key=value`, sorted by key: `landmark_viewed id=golden-gate-bridge`.
    public var description: String {
        ([name] + properties.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }).joined(separator: " ")
    }
}
