import TicTacToeFeature

extension LoggedInComponent: TicTacToeDependency {}
