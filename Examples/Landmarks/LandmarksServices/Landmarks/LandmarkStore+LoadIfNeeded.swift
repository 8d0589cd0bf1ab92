extension LandmarkStore {
    /// Loads the landmarks unless they are loaded already, and tells how it went.
    ///
    /// Features call it before reading the store, so the landmarks are fetched on first need and a failed fetch is
    /// tried again by the next command.
    ///
    /// - Returns: The loading state afterwards: ``LoadingState/loaded``, or ``LoadingState/failed(message:)``.
    @discardableResult
    public func loadIfNeeded() async -> LoadingState {
        if loadingState != .loaded {
            await load()
        }
        return loadingState
    }
}
