extension FeatureScaffold {
    /// The feature's own files, by file name, in the order a reader meets them: component, builder, interactor,
    /// router, and the view controller when the feature is viewable.
    var featureFiles: [ScaffoldFile] {
        var files = [
            ScaffoldFile(path: "\(name)Component.swift", contents: componentSource),
            ScaffoldFile(path: "\(name)Builder.swift", contents: builderSource),
            ScaffoldFile(path: "\(name)Interactor.swift", contents: interactorSource),
            ScaffoldFile(path: "\(name)Router.swift", contents: routerSource),
        ]
        if isViewable {
            files.append(ScaffoldFile(path: "\(name)ViewController.swift", contents: viewControllerSource))
        }
        return files
    }

    /// The parent's conformance to the feature's Dependency protocol, by file name: the proof that the parent can
    /// give the feature what it needs.
    var parentConformanceFile: ScaffoldFile {
        let imports = module.map { "\(isParentComponentPublic ? "public " : "")import \($0)\n\n" } ?? ""
        return ScaffoldFile(
            path: parentConformanceFileName, contents: imports + "extension \(parentComponent): \(name)Dependency {}\n")
    }

    /// `public ` for what the parent's module uses when the feature has a module of its own, else nothing.
    private var publicWhereShared: String { module == nil ? "" : "public " }

    /// The import of Graft in a file whose public declarations refine Graft's protocols or subclass its classes.
    private var graftImport: String { module == nil ? "import Graft" : "public import Graft" }

    private var componentSource: String {
        """
        \(graftImport)

        \(SourceLayout.documentation([
            "What the \(name) feature needs from its parent, \(parentComponent), which conforms in "
                + "\(parentConformanceFileName).",
            "Add a requirement for each service the feature uses, such as `var authService: AuthService { get }`, "
                + "and read it in \(name)Component as `dependency.authService`; the parent then has to provide it, "
                + "or nothing builds.",
        ]))
        \(publicWhereShared)protocol \(name)Dependency: Dependency {}

        \(SourceLayout.documentation([
            "The scope of the \(name) feature: what it reads from its parent, and the services it creates, once per "
                + "feature."
        ]))
        \(SourceLayout.typeDeclaration(
            "final class \(name)Component", inheriting: ["Component<\(name)Dependency>", "@unchecked Sendable"]))
            // Forward from the parent: var authService: AuthService { dependency.authService }
            // Create for this feature: var avatarCache: AvatarCache { shared { AvatarCache() } }
        }

        """
    }

    private var builderSource: String {
        let creation: String
        let router: String
        if isViewable {
            creation = """
                        let viewController = \(name)ViewController()
                        let interactor = \(name)Interactor(presenter: viewController)
                """
            router = SourceLayout.call(
                "        return \(name)Router(",
                arguments: ["interactor: interactor", "viewController: viewController", "component: component"])
        } else {
            creation = "        let interactor = \(name)Interactor()"
            router = SourceLayout.call(
                "        return \(name)Router(", arguments: ["interactor: interactor", "component: component"])
        }
        return """
            \(graftImport)

            \(SourceLayout.documentation(["Builds the \(name) feature for its parent's router."]))
            \(publicWhereShared)protocol \(name)Buildable: Buildable {
                /// Builds the feature.
                ///
                /// - Parameter listener: The parent's interactor, which the feature tells what happened.
                /// - Returns: The feature's router.
            \(SourceLayout.signature(
                "    @MainActor func build(", parameters: ["withListener listener: any \(name)Listener"],
                closing: ") -> any \(name)Routing"))
            }

            \(SourceLayout.documentation([
                "Makes a new \(name) feature, with a new component, on each call to `build`."
            ]))
            \(SourceLayout.typeDeclaration(
                "\(publicWhereShared)final class \(name)Builder",
                inheriting: ["Builder<\(name)Dependency>", "\(name)Buildable", "@unchecked Sendable"]))
            \(SourceLayout.signature(
                "    \(publicWhereShared)func build(", parameters: ["withListener listener: any \(name)Listener"],
                closing: ") -> any \(name)Routing {"))
                    let component = \(name)Component(dependency: dependency)
            \(creation)
                    interactor.listener = listener
            \(router)
                }
            }

            """
    }

    private var interactorSource: String {
        let viewProtocols = """
            \(SourceLayout.documentation(["The view of the \(name) feature, as the interactor drives it."]))
            @MainActor
            protocol \(name)Presentable: AnyObject {
                var listener: (any \(name)PresentableListener)? { get set }
            }

            \(SourceLayout.documentation(["What the view of the \(name) feature asks of its interactor."]))
            @MainActor
            protocol \(name)PresentableListener: AnyObject {}

            """
        let interactor: String
        if isViewable {
            interactor = """
                \(SourceLayout.typeDeclaration(
                    "final class \(name)Interactor",
                    inheriting: [
                        "PresentableInteractor<\(name)Presentable>", "\(name)Interactable", "\(name)PresentableListener",
                    ]))
                    weak var router: (any \(name)Routing)?
                    weak var listener: (any \(name)Listener)?

                    override init(presenter: any \(name)Presentable) {
                        super.init(presenter: presenter)
                        presenter.listener = self
                    }
                }
                """
        } else {
            interactor = """
                \(SourceLayout.typeDeclaration(
                    "final class \(name)Interactor", inheriting: ["Interactor", "\(name)Interactable"]))
                    weak var router: (any \(name)Routing)?
                    weak var listener: (any \(name)Listener)?
                }
                """
        }
        return """
            import Graft

            \(SourceLayout.documentation([
                "What the \(name) feature tells its parent; the parent's interactor implements it."
            ]))
            @MainActor
            \(publicWhereShared)protocol \(name)Listener: AnyObject {}

            \(isViewable ? viewProtocols + "\n" : "")\(SourceLayout.documentation([
                "The logic of the \(name) feature, active while the feature is attached."
            ]))
            \(interactor)

            """
    }

    private var routerSource: String {
        let router: String
        if isViewable {
            router = """
                \(SourceLayout.documentation(["The view of the \(name) feature, as its router sees it."]))
                @MainActor
                protocol \(name)ViewControllable: ViewControllable {}

                \(SourceLayout.documentation([
                    "Attaches and detaches the children of the \(name) feature; it has none yet."
                ]))
                \(SourceLayout.typeDeclaration(
                    "final class \(name)Router",
                    inheriting: ["ViewableRouter<\(name)Interactable, \(name)ViewControllable>", "\(name)Routing"]))
                \(SourceLayout.signature(
                    "    init(",
                    parameters: [
                        "interactor: any \(name)Interactable", "viewController: any \(name)ViewControllable",
                        "component: \(name)Component",
                    ]))
                        super.init(interactor: interactor, viewController: viewController, component: component)
                """
        } else {
            router = """
                \(SourceLayout.documentation([
                    "Attaches and detaches the children of the \(name) feature; it has none yet."
                ]))
                \(SourceLayout.typeDeclaration(
                    "final class \(name)Router", inheriting: ["Router<\(name)Interactable>", "\(name)Routing"]))
                \(SourceLayout.signature(
                    "    init(", parameters: ["interactor: any \(name)Interactable", "component: \(name)Component"]))
                        super.init(interactor: interactor, component: component)
                """
        }
        return """
            \(graftImport)

            \(SourceLayout.documentation(["The router of the \(name) feature, as its parent sees it."]))
            @MainActor
            \(publicWhereShared)protocol \(name)Routing: \(isViewable ? "ViewableRouting" : "Routing") {}

            \(SourceLayout.documentation(["The interactor of the \(name) feature, as its router sees it."]))
            @MainActor
            protocol \(name)Interactable: Interactable {
                var router: (any \(name)Routing)? { get set }
                var listener: (any \(name)Listener)? { get set }
            }

            \(router)
                    interactor.router = self
                }
            }

            """
    }

    private var viewControllerSource: String {
        """
        \(SourceLayout.documentation([
            "The view of the \(name) feature.",
            "Graft asks only for its two protocols, so this can become a view controller, a hosting controller or "
                + "a view model.",
        ]))
        \(SourceLayout.typeDeclaration(
            "final class \(name)ViewController", inheriting: ["\(name)Presentable", "\(name)ViewControllable"]))
            weak var listener: (any \(name)PresentableListener)?
        }

        """
    }
}

extension FeatureScaffold {
    /// A first test of the feature, for its module's test target: it builds the feature from the doubles
    /// `graft mocks` generates and checks that attaching it activates its interactor.
    ///
    /// - Parameter module: The module the test imports the feature from.
    /// - Returns: The file, named `<Name>Tests.swift`.
    func testFile(module: String) -> ScaffoldFile {
        let contents = """
            import GraftTesting
            import Testing

            @testable import \(module)

            \(SourceLayout.documentation([
                "Tests of the \(name) feature, which build it from the doubles `graft mocks` writes into GraftMocks.swift."
            ]))
            @MainActor
            @Suite struct \(name)Tests {
                @Test func activatesItsInteractorWhenAttached() {
                    let listener = \(name)ListenerSpy()
                    let dependency = \(name)DependencyMock()
                    let router = \(name)Builder(dependency: dependency).build(withListener: listener)

                    RoutingSpy(name: "\(parent)").attachChild(router)

                    expectActive(router.interactable)
                }
            }

            """
        return ScaffoldFile(path: "\(name)Tests.swift", contents: contents)
    }
}
