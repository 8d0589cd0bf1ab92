import Synchronization

/// Where a ``FavouritesStore`` keeps its ids: a struct of two closures, so the store's logic is the same whether
/// the ids live in a file (``file(in:now:)``), in memory (``inMemory(_:)``) or nowhere (``unimplemented``).
public struct FavouritesStorage: Sendable {
    /// Reads the saved ids; an empty list when nothing was saved yet.
    ///
    /// Throws ``FavouritesError`` when the saved ids exist but cannot be read.
    public let load: @Sendable () throws -> Contents
    /// Replaces the saved ids.
    ///
    /// Throws ``FavouritesError`` when they cannot be saved; what was saved before is then unchanged.
    public let save: @Sendable ([Landmark.ID]) throws -> Void

    /// What loading found: the ids, and a note when a corrupt file had to be moved aside first.
    public struct Contents: Hashable, Sendable {
        /// The saved ids, in the order they were added.
        public let ids: [Landmark.ID]
        /// The corrupt file that was moved aside, if there was one.
        public let recovery: CorruptFileRecovery?

        /// Creates loaded contents.
        ///
        /// - Parameters:
        ///   - ids: The saved ids, in the order they were added.
        ///   - recovery: The corrupt file that was moved aside, if there was one.
        public init(ids: [Landmark.ID], recovery: CorruptFileRecovery? = nil) {
            self.ids = ids
            self.recovery = recovery
        }
    }

    /// Creates a storage from its operations.
    ///
    /// - Parameters:
    ///   - load: Reads the saved ids.
    ///   - save: Replaces the saved ids.
    public init(
        load: @escaping @Sendable () throws -> Contents, save: @escaping @Sendable ([Landmark.ID]) throws -> Void
    ) {
        self.load = load
        self.save = save
    }

    /// A storage that keeps the ids in memory only, starting with some.
    ///
    /// - Parameter ids: The ids it starts with.
    /// - Returns: The storage.
    public static func inMemory(_ ids: [Landmark.ID] = []) -> FavouritesStorage {
        let saved = SavedIDs(ids)
        return FavouritesStorage(
            load: { Contents(ids: saved.ids.withLock { $0 }) },
            save: { ids in saved.ids.withLock { $0 = ids } }
        )
    }

    /// A storage whose operations stop the program, naming the operation.
    public static var unimplemented: FavouritesStorage {
        FavouritesStorage(
            load: { LandmarksServices.unimplemented("FavouritesStorage.load") },
            save: { _ in LandmarksServices.unimplemented("FavouritesStorage.save") }
        )
    }
}

/// The ids an in-memory storage holds, in a box its closures share.
private final class SavedIDs: Sendable {
    let ids: Mutex<[Landmark.ID]>

    init(_ ids: [Landmark.ID]) {
        self.ids = Mutex(ids)
    }
}
