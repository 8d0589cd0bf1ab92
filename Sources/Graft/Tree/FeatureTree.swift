/// A snapshot of a running feature tree: every router below a given one, with its interactor, view, activity,
/// component and the `shared` instances that component has created so far.
///
/// Take one from any router and render it as an indented outline, Mermaid, Graphviz DOT or JSON:
///
/// ```swift
/// let tree = FeatureTree(of: rootRouter)
/// print(tree.rendered(as: .text))
/// ```
///
/// ```text
/// Root (active) · RootRouter · RootInteractor · AppComponent: EmptyDependency · shared: authService: AuthService
///   LoggedIn (active) · LoggedInRouter · LoggedInInteractor · LoggedInComponent: LoggedInDependency
/// ```
///
/// A snapshot is a value: it does not change when the tree does, and it can be sent across isolation domains,
/// encoded, compared and stored.
public struct FeatureTree: Hashable, Codable, Sendable {
    /// The router the snapshot was taken from.
    public let root: Node

    /// Takes a snapshot of `router` and its subtree.
    ///
    /// - Parameter router: The router to start from; usually the root, but any router works.
    @MainActor
    public init(of router: any Routing) {
        root = Node(of: router, path: Self.path(of: router))
    }

    /// One router in a ``FeatureTree``.
    ///
    /// A node holds names and types as strings, not the objects themselves, so a snapshot keeps nothing alive and
    /// compares, encodes and decodes as plain data. ``subtree`` lists it and every node below it:
    ///
    /// ```swift
    /// let inactive = FeatureTree(of: rootRouter).root.subtree.filter { !$0.isActive }.map(\.path)
    /// ```
    public struct Node: Hashable, Codable, Sendable {
        /// The router's name, such as `Home`.
        public let name: String
        /// The router's path from the root of the running tree, such as `Root/LoggedIn/Home`.
        public let path: String
        /// The router's type.
        public let routerType: String
        /// The interactor's type.
        public let interactorType: String
        /// The view controller's type, for a viewable router.
        public let viewControllerType: String?
        /// Whether the interactor was active when the snapshot was taken.
        public let isActive: Bool
        /// The feature's component, when its router was given one.
        public let component: ComponentSummary?
        /// The routers attached to this one, in the order they were attached.
        public let children: [Node]

        @MainActor
        init(of router: any Routing, path: String) {
            name = router.name
            self.path = path
            routerType = String(describing: type(of: router))
            interactorType = String(describing: type(of: router.interactable))
            viewControllerType = (router as? any ViewableRouting).map {
                String(describing: type(of: $0.viewControllable))
            }
            isActive = router.interactable.isActive
            component = (router as? any ComponentHolding)?.component.map(ComponentSummary.init)
            children = router.children.map { Node(of: $0, path: path + "/" + $0.name) }
        }

        /// Every node of this subtree, depth first, this node first.
        public var subtree: [Node] {
            var nodes: [Node] = []
            TreeWalk.visit(self, children: \.children) { nodes.append($0) }
            return nodes
        }
    }

    /// A feature's component as a ``FeatureTree`` shows it.
    ///
    /// A node has one when its builder passed the feature's component to the router, with
    /// ``Router/init(interactor:component:)`` or ``ViewableRouter/init(interactor:viewController:component:)``.
    public struct ComponentSummary: Hashable, Codable, Sendable {
        /// The component's type, such as `HomeComponent`.
        public let type: String
        /// The component's Dependency protocol, such as `HomeDependency`.
        public let dependency: String
        /// The `shared` instances the component had created when the snapshot was taken.
        public let sharedInstances: [SharedInstance]

        init(_ component: any ComponentDescribing) {
            type = String(describing: Swift.type(of: component))
            dependency = component.dependencyName
            sharedInstances = component.sharedInstances
        }
    }

    @MainActor
    private static func path(of router: any Routing) -> String {
        router is RouterNode ? router.path : router.name
    }
}

/// A router that holds its feature's component; ``Router`` does.
@MainActor
protocol ComponentHolding {
    var component: (any ComponentDescribing)? { get }
}

extension Router: ComponentHolding {}
