import GraftTesting
import Testing

@MainActor
@Suite struct FakeViewControllerTests {
    @MainActor
    protocol LobbyViewControllable: ViewControllable {
        func present(_ viewControllable: ViewControllable)
        func dismiss(_ viewControllable: ViewControllable)
    }

    final class LobbyViewControllerFake: FakeViewController, LobbyViewControllable {}

    @Test func keepsWhatIsPresentedUntilItIsDismissed() {
        let view = FakeViewController()
        let first = FakeViewController()
        let second = FakeViewController()

        view.present(first)
        view.present(second)
        view.dismiss(first)

        #expect(view.presented.count == 1)
        #expect(view.presented.first === second)
    }

    @Test func dismissingWhatIsNotPresentedChangesNothing() {
        let view = FakeViewController()
        let presented = FakeViewController()
        view.present(presented)

        view.dismiss(FakeViewController())

        #expect(view.presented.count == 1)
    }

    @Test func aSubclassSatisfiesAFeaturesViewProtocol() {
        let fake = LobbyViewControllerFake()
        let lobbyView: any LobbyViewControllable = fake
        let greeting = FakeViewController()

        lobbyView.present(greeting)

        #expect(fake.presented.first === greeting)
    }
}
