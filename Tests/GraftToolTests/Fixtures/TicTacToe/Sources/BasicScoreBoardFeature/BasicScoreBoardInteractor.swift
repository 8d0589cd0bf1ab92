import Graft
import TicTacToeCore

/// The score board's view, as the interactor drives it.
@MainActor
protocol BasicScoreBoardPresentable: Presentable {
    func show(score: Score)
}

/// Shows the session's score whenever the board becomes active.
final class BasicScoreBoardInteractor: PresentableInteractor<BasicScoreBoardPresentable> {
    private let scoreStream: ScoreStream

    init(presenter: BasicScoreBoardPresentable, scoreStream: ScoreStream) {
        self.scoreStream = scoreStream
        super.init(presenter: presenter)
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        presenter.show(score: scoreStream.score)
    }
}
