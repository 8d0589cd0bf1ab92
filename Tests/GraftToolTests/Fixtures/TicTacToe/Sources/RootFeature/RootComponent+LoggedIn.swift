import LoggedInFeature

extension RootComponent: LoggedInDependency {}
