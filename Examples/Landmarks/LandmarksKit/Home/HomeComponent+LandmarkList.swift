extension HomeComponent: LandmarkListDependency {}
