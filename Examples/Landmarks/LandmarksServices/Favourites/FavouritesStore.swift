import Synchronization

/// The user's favourite landmarks, kept in a ``FavouritesStorage`` and safe to use from any thread.
///
/// Call ``load()`` once before anything else; it reports a corrupt file that had to be moved aside. Each change
/// is saved before it is applied, so when saving fails the store and the storage still agree.
///
/// ```swift
/// let favourites = FavouritesStore(storage: .file(in: DataDirectory.defaultURL()))
/// if let recovery = try favourites.load() {
///     print("warning: \(recovery)")
/// }
/// try favourites.add(id)
/// ```
public final class FavouritesStore: Sendable {
    private let storage: FavouritesStorage
    /// The ids in the order they were added; `nil` until loaded.
    private let state = Mutex<[Landmark.ID]?>(nil)

    /// Creates a store that keeps its ids in `storage`; call ``load()`` before using it.
    ///
    /// - Parameter storage: Where the ids are kept.
    public init(storage: FavouritesStorage) {
        self.storage = storage
    }

    /// Reads the saved ids, replacing what the store holds.
    ///
    /// - Returns: The corrupt file that was moved aside before loading, if there was one.
    /// - Throws: ``FavouritesError`` when the saved ids cannot be read; the store is then unchanged.
    @discardableResult
    public func load() throws -> CorruptFileRecovery? {
        try state.withLock { ids in
            let contents = try storage.load()
            ids = contents.ids
            return contents.recovery
        }
    }

    /// The favourite ids, in the order they were added.
    public var ids: [Landmark.ID] {
        state.withLock { Self.loaded($0, in: "ids") }
    }

    /// Returns whether a landmark is a favourite.
    ///
    /// - Parameter id: The landmark's id.
    /// - Returns: Whether `id` is a favourite.
    public func contains(_ id: Landmark.ID) -> Bool {
        state.withLock { Self.loaded($0, in: "contains(_:)").contains(id) }
    }

    /// Adds a landmark to the favourites and saves them.
    ///
    /// - Parameter id: The landmark's id.
    /// - Returns: `false` when `id` was already a favourite, and nothing was saved.
    /// - Throws: ``FavouritesError`` when saving fails; the favourites are then unchanged.
    @discardableResult
    public func add(_ id: Landmark.ID) throws -> Bool {
        try state.withLock { ids in
            var updated = Self.loaded(ids, in: "add(_:)")
            guard !updated.contains(id) else { return false }
            updated.append(id)
            try storage.save(updated)
            ids = updated
            return true
        }
    }

    /// Removes a landmark from the favourites and saves them.
    ///
    /// - Parameter id: The landmark's id.
    /// - Returns: `false` when `id` was not a favourite, and nothing was saved.
    /// - Throws: ``FavouritesError`` when saving fails; the favourites are then unchanged.
    @discardableResult
    public func remove(_ id: Landmark.ID) throws -> Bool {
        try state.withLock { ids in
            var updated = Self.loaded(ids, in: "remove(_:)")
            guard let index = updated.firstIndex(of: id) else { return false }
            updated.remove(at: index)
            try storage.save(updated)
            ids = updated
            return true
        }
    }

    private static func loaded(_ ids: [Landmark.ID]?, in member: String) -> [Landmark.ID] {
        guard let ids else {
            fatalError(
                "FavouritesStore.\(member) was used before FavouritesStore.load(); call load() once at start-up "
                    + "and handle its error")
        }
        return ids
    }
}
