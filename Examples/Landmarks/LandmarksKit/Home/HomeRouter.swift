import Graft

/// Home's navigation: one screen at a time, the landmark list first.
@MainActor
protocol HomeRouting: ViewableRouting {
    func routeToLandmarkList()
    func routeToFeatured()
    func routeToFavourites()
    func routeToProfile()
}

/// Home's interactor, as its router sees it; it listens to every screen.
@MainActor
protocol HomeInteractable: Interactable, LandmarkListListener, FeaturedListener, FavouritesListener,
    ProfileListener
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

    func routeToLandmarkList() {
        show(.landmarkList) { landmarkListBuilder.build(withListener: interactor) }
    }

    func routeToFeatured() {
        show(.featured) { featuredBuilder.build(withListener: interactor) }
    }

    func routeToFavourites() {
        show(.favourites) { favouritesBuilder.build(withListener: interactor) }
    }

    func routeToProfile() {
        show(.profile) { profileBuilder.build(withListener: interactor) }
    }

    private func show(_ screen: Screen, build: () -> any ViewableRouting) {
        guard current?.screen != screen else { return }
        let next = build()
        replaceChild(current?.router, with: next, in: viewController)
        current = (screen, next)
    }
}
