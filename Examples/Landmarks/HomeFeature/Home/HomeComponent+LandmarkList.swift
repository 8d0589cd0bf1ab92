public import LandmarkListFeature

extension HomeComponent: LandmarkListDependency {}
