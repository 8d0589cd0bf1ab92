/// An object of a detached subtree that should be released soon, held weakly.
///
/// `package` so that GraftTesting's `LeakTracker` walks a subtree with the same code as ``LeakDetector``.
package struct ExpectedRelease {
    package weak var object: AnyObject?
    package let kind: LeakReport.Kind
    package let typeName: String
    package let path: String

    init(_ object: AnyObject, kind: LeakReport.Kind, path: String) {
        self.object = object
        self.kind = kind
        self.typeName = String(describing: type(of: object))
        self.path = path
    }

    /// The router, interactor and view controller of each router in the subtree of `router`, parents first; read
    /// before the detach, while the paths hold.
    @MainActor
    package static func subtree(of router: any Routing) -> [ExpectedRelease] {
        var releases: [ExpectedRelease] = []
        TreeWalk.visit(router, context: nil as String?, children: \.children) { router, parentPath in
            let path = parentPath.map { $0 + "/" + router.name } ?? router.path
            releases.append(ExpectedRelease(router, kind: .router, path: path))
            releases += owned(by: router, path: path)
            return path
        }
        return releases
    }

    /// The interactor of `router` and, for a viewable router, its view controller.
    @MainActor
    static func owned(by router: any Routing, path: String) -> [ExpectedRelease] {
        var releases = [ExpectedRelease(router.interactable, kind: .interactor, path: path)]
        if let viewableRouter = router as? any ViewableRouting {
            releases.append(ExpectedRelease(viewableRouter.viewControllable, kind: .viewController, path: path))
        }
        return releases
    }
}
