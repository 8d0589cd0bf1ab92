import Graft
import TicTacToeCore

/// The score board's router, as its parent sees it.
@MainActor
public protocol BasicScoreBoardRouting: ViewableRouting {}

@MainActor
protocol BasicScoreBoardViewControllable: ViewControllable {}

final class BasicScoreBoardRouter: ViewableRouter<Interactable, BasicScoreBoardViewControllable>,
    BasicScoreBoardRouting
{}

/// The score board: each player's name and wins.
@MainActor
final class BasicScoreBoardViewController: BasicScoreBoardPresentable, BasicScoreBoardViewControllable {
    private let player1Name: String
    private let player2Name: String
    private(set) var text = ""

    init(player1Name: String, player2Name: String) {
        self.player1Name = player1Name
        self.player2Name = player2Name
    }

    func show(score: Score) {
        text = "\(player1Name) \(score.player1Score) : \(score.player2Score) \(player2Name)"
    }
}
