extension HomeComponent: FeaturedDependency {}
