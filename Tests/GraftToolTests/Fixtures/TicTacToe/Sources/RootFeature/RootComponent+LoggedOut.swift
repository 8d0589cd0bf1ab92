import LoggedOutFeature

extension RootComponent: LoggedOutDependency {}
