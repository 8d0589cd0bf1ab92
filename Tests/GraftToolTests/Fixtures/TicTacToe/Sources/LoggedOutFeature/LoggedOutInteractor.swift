import Graft

/// What LoggedOut tells its parent.
@MainActor
public protocol LoggedOutListener: AnyObject {
    /// The players have entered their names.
    func didLogin(withPlayer1Name player1Name: String, player2Name: String)
}

/// The login form, as the interactor drives it.
@MainActor
protocol LoggedOutPresentable: Presentable {
    var listener: LoggedOutPresentableListener? { get set }
}

/// What the login form asks of its interactor.
@MainActor
protocol LoggedOutPresentableListener: AnyObject {
    func login(withPlayer1Name player1Name: String?, player2Name: String?)
}

final class LoggedOutInteractor: PresentableInteractor<LoggedOutPresentable>, LoggedOutInteractable,
    LoggedOutPresentableListener
{
    weak var router: LoggedOutRouting?
    weak var listener: LoggedOutListener?

    override init(presenter: LoggedOutPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func login(withPlayer1Name player1Name: String?, player2Name: String?) {
        listener?.didLogin(
            withPlayer1Name: Self.name(player1Name, or: "Player 1"), player2Name: Self.name(player2Name, or: "Player 2")
        )
    }

    private static func name(_ name: String?, or defaultName: String) -> String {
        guard let name, !name.isEmpty else { return defaultName }
        return name
    }
}
