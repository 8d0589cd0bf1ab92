// The app gives the root feature its services, as they are.
extension AppComponent: RootDependency {}
