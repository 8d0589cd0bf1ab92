import Graft
import TicTacToeCore

/// The game's router, as its parent sees it.
@MainActor
public protocol TicTacToeRouting: ViewableRouting {}

@MainActor
protocol TicTacToeViewControllable: ViewControllable {}

final class TicTacToeRouter: ViewableRouter<Interactable, TicTacToeViewControllable>, TicTacToeRouting {}

/// The board of three by three cells.
@MainActor
final class TicTacToeViewController: TicTacToePresentable, TicTacToeViewControllable {
    weak var listener: TicTacToePresentableListener?
    private(set) var cells: [[PlayerType?]] = Array(repeating: Array(repeating: nil, count: 3), count: 3)

    func setCell(atRow row: Int, col: Int, withPlayerType playerType: PlayerType) {
        cells[row][col] = playerType
    }

    func didTapCell(atRow row: Int, col: Int) {
        listener?.placeCurrentPlayerMark(atRow: row, col: col)
    }
}
