import Graft
import HomeFeature
import LandmarkListFeature
import LandmarksUI
import LoggedInFeature

/// Opens a ``Link`` by walking the feature tree from the root: it waits until the user is signed in, then asks
/// Home for the screen the link names, and that screen for what it shows.
///
/// ```
/// Root ── waitForSignIn ─▶ LoggedIn ── waitForHome ─▶ Home ─┬─ openLandmarkList ─▶ LandmarkList ── openLandmark(id)
///                                                           ├─ openFavourites ───▶ Favourites ──── showFavourites
///                                                           ├─ openFeatured ─────▶ Featured ────── showFeatured
///                                                           └─ openProfile ──────▶ Profile ─────── showProfile
/// ```
///
/// Each step goes through the features' actionable items, so the link opens each screen the way the user's
/// commands do, and the tree afterwards is the one manual navigation leaves.
final class LinkWorkflow: Workflow<any RootActionableItem> {
    private let link: Link
    private let onOpen: @MainActor (Link) -> Void
    private let onError: @MainActor (Link, any Error) -> Void

    /// Creates the workflow for a link.
    ///
    /// - Parameters:
    ///   - link: The link to open.
    ///   - onOpen: Called once the link has opened.
    ///   - onError: Called when a step failed, with the error, such as an unknown landmark id.
    init(
        link: Link, onOpen: @escaping @MainActor (Link) -> Void = { _ in },
        onError: @escaping @MainActor (Link, any Error) -> Void
    ) {
        self.link = link
        self.onOpen = onOpen
        self.onError = onError
        super.init()
        let home =
            onStep { (root: any RootActionableItem) in
                try await root.waitForSignIn()
            }
            .onStep { (loggedIn: any LoggedInActionableItem, _) in
                try await loggedIn.waitForHome()
            }
        switch link {
        case .landmark(let id):
            home
                .onStep { (home: any HomeActionableItem, _) in try home.openLandmarkList() }
                .onStep { (list: any LandmarkListActionableItem, _) in
                    try await list.openLandmark(id: id)
                    return ((), ())
                }
                .commit()
        case .favourites:
            home
                .onStep { (home: any HomeActionableItem, _) in try home.openFavourites() }
                .onStep { (favourites: any FavouritesActionableItem, _) in
                    await favourites.showFavourites()
                    return ((), ())
                }
                .commit()
        case .featured:
            home
                .onStep { (home: any HomeActionableItem, _) in try home.openFeatured() }
                .onStep { (featured: any FeaturedActionableItem, _) in
                    await featured.showFeatured()
                    return ((), ())
                }
                .commit()
        case .profile:
            home
                .onStep { (home: any HomeActionableItem, _) in try home.openProfile() }
                .onStep { (profile: any ProfileActionableItem, _) in
                    profile.showProfile()
                    return ((), ())
                }
                .commit()
        }
    }

    override func didComplete() {
        onOpen(link)
    }

    override func didReceiveError(_ error: any Error) {
        onError(link, error)
    }
}
