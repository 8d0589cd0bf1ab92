import BoardFeature
import Graft

protocol GameDependency: Dependency {}

final class GameComponent: Component<GameDependency>, @unchecked Sendable {}

final class GameBuilder: Builder<GameDependency>, @unchecked Sendable {
    func build() -> GameComponent {
        let component = GameComponent(dependency: dependency)
        _ = BoardBuilder(dependency: component).build()
        return component
    }
}
