import GraftTesting
import LandmarksServices
import LandmarksUI
import Testing

@testable import LandmarksKit

/// The root's actionable item, which every link's workflow starts from: waiting for the user to sign in.
@MainActor
@Suite struct RootActionableItemTests {
    private typealias LaunchedApp = RootFeatureTests.LaunchedApp

    @Test func waitForSignInReturnsTheSignedInFeatureAtOnceWhenSignedIn() async throws {
        let launched = try LaunchedApp(restoring: .demo)
        let root = launched.root.actionableItem

        #expect(root.isSignedIn)
        let (loggedIn, _) = try await root.waitForSignIn()

        let attached = try #require(launched.root.children.first)
        #expect(loggedIn === attached.interactable as AnyObject)
        expectActive(attached.interactable)
    }

    @Test func waitForSignInReturnsWhenTheUserSignsIn() async throws {
        let launched = try LaunchedApp(input: ["landmarks"])
        let root = launched.root.actionableItem
        #expect(!root.isSignedIn)
        let waiting = Task { try await root.waitForSignIn().0 }
        await Task.yield()

        await launched.send(.login(userName: "demo"))
        let loggedIn = try await waiting.value

        let attached = try #require(launched.root.children.first)
        #expect(attached.name == "LoggedIn")
        #expect(loggedIn === attached.interactable as AnyObject)
        #expect(root.isSignedIn)
    }

    @Test func waitForSignInKeepsWaitingThroughAWrongPassword() async throws {
        let launched = try LaunchedApp(input: ["wrong", "landmarks"])
        let root = launched.root.actionableItem
        let waiting = Task { try await root.waitForSignIn().0 }
        await Task.yield()

        await launched.send(.login(userName: "demo"))
        #expect(!root.isSignedIn)
        await launched.send(.login(userName: "demo"))

        _ = try await waiting.value
        #expect(root.isSignedIn)
    }

    @Test func waitForSignInWaitsForTheNextSignInAfterASignOut() async throws {
        let launched = try LaunchedApp(input: ["landmarks"], restoring: .demo)
        let root = launched.root.actionableItem
        let (signedOut, _) = try await root.waitForSignIn()
        await launched.send(.logout)
        #expect(!root.isSignedIn)

        let waiting = Task { try await root.waitForSignIn().0 }
        await launched.send(.login(userName: "demo"))
        let loggedIn = try await waiting.value

        #expect(loggedIn !== signedOut)
        let attached = try #require(launched.root.children.first)
        #expect(loggedIn === attached.interactable as AnyObject)
    }

    @Test func cancellingTheWaitThrowsCancellationError() async throws {
        let launched = try LaunchedApp()
        let root = launched.root.actionableItem
        let waiting = Task { try await root.waitForSignIn().0 }
        await Task.yield()

        waiting.cancel()

        await #expect(throws: CancellationError.self) { try await waiting.value }
    }
}
