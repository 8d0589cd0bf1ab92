import Graft
import GraftTestSupport
import Testing

/// Misuse messages name each router by its type and its tree path, so a test or a crash log says which routers
/// were involved, not only which types.
@MainActor
@Suite struct RouterMessageTests {
    @Test func attachingARouterAttachedElsewhereNamesEveryRouterByItsPath() async {
        let result = await retryingInterruptedSystemCalls {
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    let (root, _, home) = makeTree()
                    let settings = NamedRouter(name: "Settings")
                    root.attachChild(settings)
                    settings.attachChild(home)
                }
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                "Graft: cannot attach NamedRouter (Root/LoggedIn/Home) to NamedRouter (Root/Settings): it is already "
                    + "attached to NamedRouter (Root/LoggedIn). Detach it first."))
    }

    @Test func attachingAnAncestorNamesBothPaths() async {
        let result = await retryingInterruptedSystemCalls {
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    let (_, loggedIn, home) = makeTree()
                    let detached = NamedRouter(name: "Detached")
                    home.attachChild(detached)
                    loggedIn.detachChild(home)
                    detached.attachChild(home)
                }
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                "Graft: cannot attach NamedRouter (Home) to NamedRouter (Home/Detached): it is an ancestor of "
                    + "NamedRouter, so the tree would become a cycle."))
    }

    @Test func detachingAStrangerNamesBothPaths() async {
        let result = await retryingInterruptedSystemCalls {
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    let (root, _, home) = makeTree()
                    root.detachChild(home)
                }
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                "Graft: cannot detach NamedRouter (Root/LoggedIn/Home) from NamedRouter (Root): it is not one of "
                    + "NamedRouter's children."))
    }

    @Test func attachingARouterToItselfNamesItsPath() async {
        let result = await retryingInterruptedSystemCalls {
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    let (root, _, home) = makeTree()
                    withExtendedLifetime(root) {
                        home.attachChild(home)
                    }
                }
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("Graft: cannot attach NamedRouter (Root/LoggedIn/Home) to itself."))
    }
}

extension RouterMessageTests {
    /// One router type in several places, so only the paths tell them apart.
    @MainActor
    final class NamedRouter: Router<RecordingInteractor> {
        private let routerName: String

        init(name: String) {
            routerName = name
            super.init(interactor: RecordingInteractor())
        }

        override var name: String { routerName }
    }
}

/// `Root/LoggedIn/Home`, with a silent leak detector.
@MainActor
private func makeTree() -> (
    root: RouterMessageTests.NamedRouter, loggedIn: RouterMessageTests.NamedRouter, home: RouterMessageTests.NamedRouter
) {
    let root = RouterMessageTests.NamedRouter(name: "Root")
    root.leakDetector = LeakDetector.discardingReports()
    root.leakDetector.isEnabled = false
    let loggedIn = RouterMessageTests.NamedRouter(name: "LoggedIn")
    let home = RouterMessageTests.NamedRouter(name: "Home")
    root.attachChild(loggedIn)
    loggedIn.attachChild(home)
    return (root, loggedIn, home)
}
