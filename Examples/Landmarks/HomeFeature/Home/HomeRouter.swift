public import Graft
public import LandmarkListFeature
import LandmarksUI

/// Home's navigation: one screen at a time, the landmark list first.
@MainActor
public protocol HomeRouting: ViewableRouting {
    /// Shows the landmark list in place of the screen shown before; nothing changes when it is shown already.
    ///
    /// - Returns: The screen's actionable item, for workflows.
    @discardableResult func routeToLandmarkList() -> any LandmarkListActionableItem

    /// Shows the featured landmarks in place of the screen shown before; nothing changes when they are shown already.
    ///
    /// - Returns: The screen's actionable item, for workflows.
    @discardableResult func routeToFeatured() -> any FeaturedActionableItem

    /// Shows the favourites' screen in place of the screen shown before; nothing changes when it is shown already.
    ///
    /// - Returns: The screen's actionable item, for workflows.
    @discardableResult func routeToFavourites() -> any FavouritesActionableItem

    /// Shows the profile in place of the screen shown before; nothing changes when it is shown already.
    ///
    /// - Returns: The screen's actionable item, for workflows.
    @discardableResult func routeToProfile() -> any ProfileActionableItem

    /// Home's actionable item, which workflows reach through the signed-in feature.
    var actionableItem: any HomeActionableItem { get }
}

/// Home's interactor, as its router sees it; it listens to every screen.
@MainActor
protocol HomeInteractable: Interactable, LandmarkListListener, FeaturedListener, FavouritesListener,
    ProfileListener, HomeActionableItem
{
    var router: HomeRouting? { get set }
    var listener: HomeListener? { get set }
}

/// Home's view, which shows the current screen's view.
@MainActor
protocol HomeViewControllable: ContainerViewControllable {}

/// Attaches the screen the user asks for, detaching the one before it.
final class HomeRouter: ViewableRouter<HomeInteractable, HomeViewControllable>, HomeRouting {
    private enum Screen {
        case landmarkList, featured, favourites, profile
    }

    private let landmarkListBuilder: LandmarkListBuildable
    private let featuredBuilder: FeaturedBuildable
    private let favouritesBuilder: FavouritesBuildable
    private let profileBuilder: ProfileBuildable
    private var current: (screen: Screen, router: any ViewableRouting)?

    init(
        interactor: HomeInteractable, viewController: HomeViewControllable,
        landmarkListBuilder: LandmarkListBuildable, featuredBuilder: FeaturedBuildable,
        favouritesBuilder: FavouritesBuildable, profileBuilder: ProfileBuildable,
        component: HomeComponent
    ) {
        self.landmarkListBuilder = landmarkListBuilder
        self.featuredBuilder = featuredBuilder
        self.favouritesBuilder = favouritesBuilder
        self.profileBuilder = profileBuilder
        super.init(interactor: interactor, viewController: viewController, component: component)
        interactor.router = self
    }

    override func didLoad() {
        routeToLandmarkList()
    }

    var actionableItem: any HomeActionableItem { interactor }

    @discardableResult func routeToLandmarkList() -> any LandmarkListActionableItem {
        show(.landmarkList) { landmarkListBuilder.build(withListener: interactor) }
    }

    @discardableResult func routeToFeatured() -> any FeaturedActionableItem {
        show(.featured) { featuredBuilder.build(withListener: interactor) }
    }

    @discardableResult func routeToFavourites() -> any FavouritesActionableItem {
        show(.favourites) { favouritesBuilder.build(withListener: interactor) }
    }

    @discardableResult func routeToProfile() -> any ProfileActionableItem {
        show(.profile) { profileBuilder.build(withListener: interactor) }
    }

    private func show<ActionableItem>(_ screen: Screen, build: () -> any ViewableRouting) -> ActionableItem {
        if current?.screen != screen {
            let next = build()
            replaceChild(current?.router, with: next, in: viewController)
            current = (screen, next)
        }
        guard let actionableItem = current?.router.interactable as? ActionableItem else {
            fatalError(
                "HomeRouter.show(_:build:): the \(screen) screen's interactor, "
                    + "\(type(of: current?.router.interactable)), does not adopt \(ActionableItem.self)")
        }
        return actionableItem
    }
}
