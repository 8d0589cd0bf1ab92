extension AuthService {
    /// A service whose every operation stops the program, naming the operation.
    public static var unimplemented: AuthService {
        AuthService(
            signIn: { _, _ in LandmarksKit.unimplemented("AuthService.signIn") },
            signOut: { LandmarksKit.unimplemented("AuthService.signOut") },
            currentSession: { LandmarksKit.unimplemented("AuthService.currentSession") }
        )
    }
}
