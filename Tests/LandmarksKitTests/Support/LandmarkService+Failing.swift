import GraftTesting

@testable import LandmarksServices

extension LandmarkService {
    /// Every endpoint fails the test that calls it, then throws, so a store loading through it shows the error.
    ///
    /// The kit's own `.unimplemented` stops the program instead, since an app library cannot link a test library.
    static var failing: LandmarkService {
        LandmarkService(
            fetchLandmarks: GraftTesting.unimplemented("LandmarkService.fetchLandmarks"),
            fetchLandmark: GraftTesting.unimplemented("LandmarkService.fetchLandmark")
        )
    }
}
