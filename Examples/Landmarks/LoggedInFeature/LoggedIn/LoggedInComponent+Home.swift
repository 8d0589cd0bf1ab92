public import HomeFeature

// The session gives Home its session, its session-scoped objects and the app's stores.
extension LoggedInComponent: HomeDependency {}
