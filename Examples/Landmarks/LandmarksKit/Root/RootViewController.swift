import LandmarksUI

/// The root view: it shows the signed-out or the signed-in feature's view and passes commands to it.
final class RootViewController: TerminalViewController, RootViewControllable {}
