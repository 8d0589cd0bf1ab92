import LoggedOutFeature

// The root gives the signed-out feature the app's auth and analytics services, as they are.
extension RootComponent: LoggedOutDependency {}
