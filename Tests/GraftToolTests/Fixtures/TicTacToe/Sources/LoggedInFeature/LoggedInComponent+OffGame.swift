import OffGameFeature

extension LoggedInComponent: OffGameDependency {}
