import Graft
import Testing

// The code of Docs/Workflows.md, kept here so the documented code compiles and works. The interactors are stand-ins
// that record what they were asked.

@MainActor
protocol RootActionableItem: AnyObject, Sendable {
    func waitForSignIn() async throws -> (any LoggedInActionableItem, ())
}

@MainActor
protocol LoggedInActionableItem: AnyObject, Sendable {
    func waitForHome() async throws -> (any HomeActionableItem, ())
    func refreshSession() async -> (Void, Void)
}

@MainActor
protocol HomeActionableItem: AnyObject, Sendable {
    func openProfile() throws -> (any ProfileActionableItem, ())
}

@MainActor
protocol ProfileActionableItem: AnyObject, Sendable {
    func showProfile()
}

final class OpenProfileWorkflow: Workflow<any RootActionableItem> {
    override init() {
        super.init()
        onStep { (root: any RootActionableItem) in
            try await root.waitForSignIn()
        }
        .onStep { (loggedIn: any LoggedInActionableItem, _) in
            try await loggedIn.waitForHome()
        }
        .onStep { (home: any HomeActionableItem, _) in
            try home.openProfile()
        }
        .onStep { (profile: any ProfileActionableItem, _) in
            profile.showProfile()
            return ((), ())
        }
        .commit()
    }
}

final class RefreshingWorkflow: Workflow<any RootActionableItem> {
    override init() {
        super.init()
        let signedIn = onStep { (root: any RootActionableItem) in try await root.waitForSignIn() }
        signedIn.onStep { loggedIn, _ in try await loggedIn.waitForHome() }.commit()
        signedIn.fork(self).onStep { loggedIn, _ in await loggedIn.refreshSession() }.commit()
    }
}

/// One stand-in for every feature of the documented tree, recording each request.
@MainActor
final class DocumentedTree: RootActionableItem, LoggedInActionableItem, HomeActionableItem, ProfileActionableItem {
    private(set) var requests: [String] = []

    func waitForSignIn() async throws -> (any LoggedInActionableItem, ()) {
        requests.append("waitForSignIn")
        return (self, ())
    }

    func waitForHome() async throws -> (any HomeActionableItem, ()) {
        requests.append("waitForHome")
        return (self, ())
    }

    func refreshSession() async -> (Void, Void) {
        requests.append("refreshSession")
        return ((), ())
    }

    func openProfile() throws -> (any ProfileActionableItem, ()) {
        requests.append("openProfile")
        return (self, ())
    }

    func showProfile() {
        requests.append("showProfile")
    }
}

/// The documented interactor that runs a workflow for as long as it is active.
final class RefreshingRootInteractor: Interactor, RootActionableItem {
    let tree = DocumentedTree()

    override func didBecomeActive() {
        RefreshingWorkflow().subscribe(self).cancelOnDeactivate(of: self)
    }

    func waitForSignIn() async throws -> (any LoggedInActionableItem, ()) {
        try await tree.waitForSignIn()
    }
}

@MainActor
final class ProfileSpy: ProfileActionableItem {
    private(set) var shown = 0
    func showProfile() { shown += 1 }
}

@MainActor
@Suite struct WorkflowsDocumentationTests {
    @Test func opensTheProfile() async {
        let profile = ProfileSpy()
        let workflow = Workflow<ProfileSpy>()
        workflow.onStep { profile in
            profile.showProfile()
            return ((), ())
        }
        .commit()

        await workflow.subscribe(profile).value

        #expect(profile.shown == 1)
    }

    @Test func theDocumentedWorkflowWalksTheTree() async {
        let tree = DocumentedTree()

        await OpenProfileWorkflow().subscribe(tree).value

        #expect(tree.requests == ["waitForSignIn", "waitForHome", "openProfile", "showProfile"])
    }

    @Test func theDocumentedForkRunsBothBranchesAfterOneSignIn() async {
        let tree = DocumentedTree()

        await RefreshingWorkflow().subscribe(tree).value

        #expect(tree.requests.first == "waitForSignIn")
        #expect(Set(tree.requests.dropFirst()) == ["waitForHome", "refreshSession"])
        #expect(tree.requests.count == 3)
    }

    @Test func theDocumentedFeatureRunsItsWorkflowWhileActive() async throws {
        let interactor = RefreshingRootInteractor()

        interactor.activate()
        try await interactor.waitForTasks()

        #expect(interactor.tree.requests.count == 3)
    }

    @Test func theDocumentedFeatureDeactivatedAtOnceRunsNoStep() async throws {
        let interactor = RefreshingRootInteractor()

        interactor.activate()
        interactor.deactivate()
        try await interactor.waitForTasks()

        #expect(interactor.tree.requests.isEmpty)
    }
}
