import GraftTesting
import Testing

@MainActor
@Suite struct AttachmentExpectationsTests {
    @Test func passWhileAttachedAndOnceDetached() {
        let lobby = NamedRouter.root("Lobby")
        let greeting = NamedRouter("Greeting")
        expectDetached(greeting, from: lobby)

        lobby.attachChild(greeting)
        expectAttached(greeting, to: lobby)

        lobby.detachChild(greeting)
        expectDetached(greeting, from: lobby)
    }

    @Test func expectAttachedNamesBothRoutersAndTheActualChildren() {
        let lobby = NamedRouter.root("Lobby")
        lobby.attachChild(NamedRouter("Settings"))
        lobby.attachChild(NamedRouter("Profile"))
        let greeting = NamedRouter("Greeting")

        expectFailure(
            containing: ["Expected Greeting to be attached to Lobby, but the children of Lobby are Settings, Profile."]
        ) {
            expectAttached(greeting, to: lobby)
        }
    }

    @Test func expectAttachedSaysWhenTheParentHasNoChildren() {
        let lobby = NamedRouter.root("Lobby")
        expectFailure(containing: ["Expected Greeting to be attached to Lobby, but Lobby has no children."]) {
            expectAttached(NamedRouter("Greeting"), to: lobby)
        }
    }

    @Test func expectDetachedReportsAChildThatIsStillAttached() {
        let lobby = NamedRouter.root("Lobby")
        let greeting = NamedRouter("Greeting")
        lobby.attachChild(greeting)

        expectFailure(containing: ["Expected Greeting to be detached from Lobby, but it is still attached."]) {
            expectDetached(greeting, from: lobby)
        }
    }
}
