import Graft
import LandmarksServices

/// What the featured screen needs: the landmarks.
protocol FeaturedDependency: Dependency {
    var landmarkStore: LandmarkStore { get }
    var analyticsService: any AnalyticsService { get }
}

final class FeaturedComponent: Component<FeaturedDependency>, @unchecked Sendable {
    var landmarkStore: LandmarkStore { dependency.landmarkStore }
    var analyticsService: any AnalyticsService { dependency.analyticsService }
}
