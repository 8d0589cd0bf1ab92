import BoardFeature

// The problem: GameComponent forwards none of what Board needs, and AppComponent spells each of them another way.
extension GameComponent: BoardDependency {}
