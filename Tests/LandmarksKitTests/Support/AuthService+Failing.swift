import GraftTesting

@testable import LandmarksServices

extension AuthService {
    /// Every operation fails the test that calls it; `signIn` then throws, the others return as if no one were
    /// signed in.
    ///
    /// The kit's own `.unimplemented` stops the program instead, since an app library cannot link a test library.
    static var failing: AuthService {
        AuthService(
            signIn: GraftTesting.unimplemented("AuthService.signIn"),
            signOut: GraftTesting.unimplemented("AuthService.signOut", placeholder: ()),
            currentSession: GraftTesting.unimplemented("AuthService.currentSession", placeholder: nil)
        )
    }
}
