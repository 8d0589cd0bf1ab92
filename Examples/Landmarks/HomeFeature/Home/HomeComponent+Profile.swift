extension HomeComponent: ProfileDependency {}
