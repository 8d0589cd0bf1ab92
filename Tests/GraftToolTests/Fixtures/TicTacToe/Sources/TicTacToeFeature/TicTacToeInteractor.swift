import Graft
import TicTacToeCore

/// What the game tells its parent.
@MainActor
public protocol TicTacToeListener: AnyObject {
    /// The game is over; `winner` is `nil` for a draw.
    func gameDidEnd(withWinner winner: PlayerType?)
}

/// The board, as the interactor drives it.
@MainActor
protocol TicTacToePresentable: Presentable {
    var listener: TicTacToePresentableListener? { get set }
    func setCell(atRow row: Int, col: Int, withPlayerType playerType: PlayerType)
}

/// What the board asks of its interactor.
@MainActor
protocol TicTacToePresentableListener: AnyObject {
    func placeCurrentPlayerMark(atRow row: Int, col: Int)
}

/// Plays a game of three in a row, and counts the winner's win in the session's score.
final class TicTacToeInteractor: PresentableInteractor<TicTacToePresentable>,
    TicTacToePresentableListener
{
    weak var listener: TicTacToeListener?
    private let mutableScoreStream: MutableScoreStream
    private var board: [[PlayerType?]] = Array(repeating: Array(repeating: nil, count: 3), count: 3)
    private var currentPlayer = PlayerType.player1

    init(presenter: TicTacToePresentable, mutableScoreStream: MutableScoreStream) {
        self.mutableScoreStream = mutableScoreStream
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func placeCurrentPlayerMark(atRow row: Int, col: Int) {
        guard board[row][col] == nil else { return }
        board[row][col] = currentPlayer
        presenter.setCell(atRow: row, col: col, withPlayerType: currentPlayer)
        if let winner = winner() {
            mutableScoreStream.updateScore(withWinner: winner)
            listener?.gameDidEnd(withWinner: winner)
        } else if board.allSatisfy({ $0.allSatisfy { $0 != nil } }) {
            listener?.gameDidEnd(withWinner: nil)
        } else {
            currentPlayer = currentPlayer == .player1 ? .player2 : .player1
        }
    }

    private func winner() -> PlayerType? {
        let lines =
            (0..<3).map { row in (0..<3).map { (row, $0) } } + (0..<3).map { col in (0..<3).map { ($0, col) } }
            + [(0..<3).map { ($0, $0) }, (0..<3).map { ($0, 2 - $0) }]
        for line in lines {
            let marks = line.map { board[$0.0][$0.1] }
            if let first = marks[0], marks.allSatisfy({ $0 == first }) { return first }
        }
        return nil
    }
}
