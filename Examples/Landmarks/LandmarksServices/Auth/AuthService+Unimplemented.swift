extension AuthService {
    /// A service whose every operation stops the program, naming the operation.
    public static var unimplemented: AuthService {
        AuthService(
            signIn: { _, _ in LandmarksServices.unimplemented("AuthService.signIn") },
            signOut: { LandmarksServices.unimplemented("AuthService.signOut") },
            currentSession: { LandmarksServices.unimplemented("AuthService.currentSession") }
        )
    }
}
