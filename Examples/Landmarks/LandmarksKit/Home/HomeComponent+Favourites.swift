extension HomeComponent: FavouritesDependency {}
