/// The landmarks the user viewed during one session, most recent last.
///
/// It is scoped to the session: `LoggedInComponent` keeps one as a `shared` instance, so each session starts with
/// an empty history and signing out releases it with the rest of the session.
@MainActor
public final class ViewingHistory {
    /// The ids viewed, each once, in the order last viewed.
    public private(set) var viewedIDs: [Landmark.ID] = []

    // Nonisolated because components create it off the main actor, in a `shared` factory.
    /// Creates an empty history.
    public nonisolated init() {}

    /// Records that a landmark was viewed, moving it to the end if it was viewed before.
    ///
    /// - Parameter id: The landmark's id.
    public func record(_ id: Landmark.ID) {
        viewedIDs.removeAll { $0 == id }
        viewedIDs.append(id)
    }
}
