import BasicScoreBoardFeature
import Graft

/// Builds the start screen.
public protocol OffGameBuildable: Buildable {
    /// Builds the feature.
    @MainActor func build(withListener listener: OffGameListener) -> OffGameRouting
}

/// Builds the start screen from its parent's component.
public final class OffGameBuilder: Builder<OffGameDependency>, OffGameBuildable, @unchecked Sendable {
    /// Builds the feature.
    public func build(withListener listener: OffGameListener) -> OffGameRouting {
        let component = OffGameComponent(dependency: dependency)
        let viewController = OffGameViewController(
            player1Name: component.player1Name, player2Name: component.player2Name)
        let interactor = OffGameInteractor(presenter: viewController)
        interactor.listener = listener
        return OffGameRouter(
            interactor: interactor, viewController: viewController,
            basicScoreBoardBuilder: BasicScoreBoardBuilder(dependency: component), component: component)
    }
}
