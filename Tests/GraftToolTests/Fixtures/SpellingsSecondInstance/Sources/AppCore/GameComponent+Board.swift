import BoardFeature

extension GameComponent: BoardDependency {}
