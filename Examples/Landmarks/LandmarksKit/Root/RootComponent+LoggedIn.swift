import LoggedInFeature

// The root gives the signed-in feature the app's services; the session itself comes with each build.
extension RootComponent: LoggedInDependency {}
