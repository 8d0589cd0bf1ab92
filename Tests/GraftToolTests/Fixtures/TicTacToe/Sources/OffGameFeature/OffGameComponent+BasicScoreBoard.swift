import BasicScoreBoardFeature

extension OffGameComponent: BasicScoreBoardDependency {}
