extension LandmarkListComponent: LandmarkDetailDependency {}
