import GraftTesting

@testable import HomeFeature
@testable import LandmarkListFeature
@testable import LandmarksServices
@testable import LoggedInFeature
@testable import LoggedOutFeature

/// The listener of every feature at once, recording what a feature tells its parent.
@MainActor
final class FeatureListenerSpy: LoggedOutListener, LoggedInListener, HomeListener, LandmarkListListener,
    LandmarkDetailListener, FavouritesListener, ProfileListener, FeaturedListener
{
    enum Call: Equatable, Sendable {
        case didSignIn(Session)
        case didSignOut
    }

    let calls = CallRecorder<Call>()

    func didSignIn(session: Session) {
        calls.record(.didSignIn(session))
    }

    func didSignOut() {
        calls.record(.didSignOut)
    }
}
