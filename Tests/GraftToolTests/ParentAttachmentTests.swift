import Foundation
import Testing

@testable import GraftDeclaredGraph
@testable import GraftEditing

/// `graft new --attach` on copies of fixtures: Attachable has only a root component, under which each test first
/// writes Home as `graft new` does; Clean's features have another shape.
@Suite struct ParentAttachmentTests {
    private static let homeRouter = "Sources/Attachable/Home/HomeRouter.swift"
    private static let homeBuilder = "Sources/Attachable/Home/HomeBuilder.swift"

    /// A copy of Attachable with Home written under App, as `graft new Home --parent App` writes it.
    private static func scaffoldedCopy() throws -> URL {
        let copy = try Fixture.copy("Attachable")
        try plan("Home", parent: "App", in: copy).write()
        return copy
    }

    private static func plan(
        _ name: String, parent: String, isViewable: Bool = false, in copy: URL
    ) throws
        -> ScaffoldPlan
    {
        let scaffold = try FeatureScaffold(name: name, parent: parent, isViewable: isViewable)
        return try ScaffoldPlan.make(scaffold, packagePath: copy.path)
    }

    /// Plans and writes a feature attached to its parent, and returns the additions.
    private static func attach(
        _ name: String, parent: String = "Home", isViewable: Bool = false, in copy: URL
    ) throws -> [String] {
        let plan = try plan(name, parent: parent, isViewable: isViewable, in: copy)
        let attachment = try ParentAttachment.plan(for: plan).get()
        try attachment.write(with: plan)
        return attachment.additions
    }

    /// Makes `main.swift` of a copy of Attachable the given program, expects `graft check` to find no problem,
    /// and runs the built app.
    ///
    /// - Returns: What the app printed.
    private static func checkAndRun(
        _ copy: URL, main: String, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> String {
        try main.write(
            to: copy.appendingPathComponent("Sources/Attachable/main.swift"), atomically: true, encoding: .utf8)
        let check = try await FixtureGraphs.shared.exclusively {
            try FeatureGraph.load(packagePath: copy.path, scratchPath: Fixture.scratchPath).checkReport()
        }
        #expect(!check.hasErrors, "\(check.text)", sourceLocation: sourceLocation)
        #expect(check.diagnostics.isEmpty, "\(check.text)", sourceLocation: sourceLocation)
        let (output, status) = try await Fixture.run(Fixture.scratchPath + "/debug/Attachable", [])
        #expect(status == 0, sourceLocation: sourceLocation)
        return output
    }

    /// Expects each reported line to hold what the report says it added.
    private static func expectAdditions(
        _ additions: [String], in copy: URL, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let texts = try Fixture.sources(of: copy)
        for line in additions {
            let parts = line.split(separator: ":", maxSplits: 2)
            let lines = try #require(texts[String(parts[0])]).split(separator: "\n", omittingEmptySubsequences: false)
            let text = lines[try #require(Int(parts[1])) - 1]
            let added = try #require(line.split(separator: "'").dropFirst().first)
            #expect(text.contains(added), "\(line) points at \(text)", sourceLocation: sourceLocation)
        }
    }

    @Test func attachesTwoFeaturesThatThenBuildPassTheCheckAndRoute() async throws {
        let copy = try Self.scaffoldedCopy()
        defer { Fixture.remove(copy) }

        let profile = try Self.attach("Profile", in: copy)
        #expect(
            profile == [
                "Sources/Attachable/Home/HomeBuilder.swift:19: added 'profileBuilder: ProfileBuilder(dependency: "
                    + "component)' to HomeRouter(…) in HomeBuilder",
                "Sources/Attachable/Home/HomeRouter.swift:7: added 'func routeToProfile()' to HomeRouting",
                "Sources/Attachable/Home/HomeRouter.swift:9: added 'func routeAwayFromProfile()' to HomeRouting",
                "Sources/Attachable/Home/HomeRouter.swift:14: added 'ProfileListener' to the protocols "
                    + "HomeInteractable refines",
                "Sources/Attachable/Home/HomeRouter.swift:21: added 'private let profileBuilder: any "
                    + "ProfileBuildable' to HomeRouter",
                "Sources/Attachable/Home/HomeRouter.swift:22: added 'private var profile: (any ProfileRouting)?' to "
                    + "HomeRouter",
                "Sources/Attachable/Home/HomeRouter.swift:24: added 'profileBuilder: any ProfileBuildable' to "
                    + "HomeRouter.init",
                "Sources/Attachable/Home/HomeRouter.swift:25: added 'self.profileBuilder = profileBuilder' to "
                    + "HomeRouter.init",
                "Sources/Attachable/Home/HomeRouter.swift:30: added 'func routeToProfile()' to HomeRouter",
                "Sources/Attachable/Home/HomeRouter.swift:37: added 'func routeAwayFromProfile()' to HomeRouter",
            ])
        try Self.expectAdditions(profile, in: copy)
        // A second child goes beside the first, and the initializer's parameters wrap past 120 columns.
        try Self.expectAdditions(Self.attach("Settings", isViewable: true, in: copy), in: copy)
        let attached = try Fixture.sources(of: copy)
        #expect(
            attached[Self.homeRouter]?.contains(
                """
                /// Attaches and detaches the children of the Home feature.
                final class HomeRouter: Router<HomeInteractable>, HomeRouting {
                    private let profileBuilder: any ProfileBuildable
                    private var profile: (any ProfileRouting)?
                    private let settingsBuilder: any SettingsBuildable
                    private var settings: (any SettingsRouting)?

                    init(
                        interactor: any HomeInteractable, component: HomeComponent, profileBuilder: any ProfileBuildable,
                        settingsBuilder: any SettingsBuildable
                    ) {
                        self.profileBuilder = profileBuilder
                        self.settingsBuilder = settingsBuilder
                        super.init(interactor: interactor, component: component)
                        interactor.router = self
                    }

                    func routeToProfile() {
                        guard profile == nil else { return }
                        let profile = profileBuilder.build(withListener: interactor)
                        self.profile = profile
                        attachChild(profile)
                    }

                    func routeAwayFromProfile() {
                        guard let profile else { return }
                        detachChild(profile)
                        self.profile = nil
                    }

                    func routeToSettings() {
                """) == true)
        #expect(
            attached[Self.homeRouter]?.contains(
                "protocol HomeInteractable: Interactable, ProfileListener, "
                    + "SettingsListener {\n") == true)
        #expect(
            attached[Self.homeBuilder]?.contains(
                """
                        return HomeRouter(
                            interactor: interactor, component: component, profileBuilder: ProfileBuilder(dependency: component),
                            settingsBuilder: SettingsBuilder(dependency: component))
                """) == true)

        let lint = try await Fixture.lint([
            copy.appendingPathComponent(Self.homeRouter).path, copy.appendingPathComponent(Self.homeBuilder).path,
        ])
        #expect(lint.1 == 0, "swift format lint: \(lint.0)")

        // The app builds Home, routes to both children and away from one, and prints the tree each time.
        let main = """
            import Graft

            /// Home's parent, which hears nothing from it yet.
            final class AppListener: HomeListener {}

            let listener = AppListener()
            let home = HomeBuilder(dependency: AppComponent()).build(withListener: listener)
            home.interactable.activate()
            home.load()
            home.routeToProfile()
            home.routeToSettings()
            home.routeToProfile()
            print(FeatureTree(of: home).rendered(as: .text), terminator: "")
            home.routeAwayFromProfile()
            print(FeatureTree(of: home).rendered(as: .text), terminator: "")

            """
        let output = try await Self.checkAndRun(copy, main: main)
        #expect(
            output == """
                Home (active) · HomeRouter · HomeInteractor · HomeComponent: HomeDependency
                  Profile (active) · ProfileRouter · ProfileInteractor · ProfileComponent: ProfileDependency
                  Settings (active) · SettingsRouter · SettingsInteractor · SettingsViewController · SettingsComponent: SettingsDependency
                Home (active) · HomeRouter · HomeInteractor · HomeComponent: HomeDependency
                  Settings (active) · SettingsRouter · SettingsInteractor · SettingsViewController · SettingsComponent: SettingsDependency

                """)
    }

    @Test func givesAFeatureAModuleOfItsOwnThatBuildsChecksAndRoutes() async throws {
        let copy = try Fixture.copy("Attachable")
        defer { Fixture.remove(copy) }
        // Home and Settings under App, each in a module of its own; App has no router to attach them to.
        for (name, module) in [("Home", "HomeFeature"), ("Settings", "SettingsFeature")] {
            let scaffold = try FeatureScaffold(name: name, parent: "App", isViewable: false)
            let plan = try ScaffoldPlan.make(scaffold, packagePath: copy.path, module: module)
            #expect(plan.target == module)
            #expect(plan.files.first?.path == "Sources/\(module)/\(name)Component.swift")
            try plan.write()
        }
        #expect(
            !FileManager.default.fileExists(
                atPath: copy.appendingPathComponent("Sources/HomeFeature/HomeFeature.swift").path))

        // Profile gets a module of its own as Home's sibling has, and Home, in another module, is found and edited.
        let profile = try Self.plan("Profile", parent: "Home", in: copy)
        #expect(profile.target == "ProfileFeature")
        let profileAttachment = try ParentAttachment.plan(for: profile).get()
        try profileAttachment.write(with: profile)
        #expect(
            profileAttachment.additions.filter { $0.contains("import") } == [
                "Sources/HomeFeature/HomeBuilder.swift:2: added 'import ProfileFeature'",
                "Sources/HomeFeature/HomeRouter.swift:2: added 'import ProfileFeature'",
            ])
        // A module named on the command line, for a viewable feature whose parent has a module of its own.
        let avatar = try ScaffoldPlan.make(
            FeatureScaffold(name: "Avatar", parent: "Profile", isViewable: true), packagePath: copy.path,
            module: "AvatarKit")
        try ParentAttachment.plan(for: avatar).get().write(with: avatar)
        let sources = try Fixture.sources(of: copy)
        #expect(
            sources["Sources/ProfileFeature/ProfileBuilder.swift"]?.contains(
                "public final class ProfileBuilder: Builder<ProfileDependency>, ProfileBuildable, @unchecked Sendable {"
            ) == true)
        #expect(
            sources["Sources/HomeFeature/HomeComponent+Profile.swift"]
                == "import ProfileFeature\n\nextension HomeComponent: ProfileDependency {}\n")
        let manifest = try String(contentsOf: copy.appendingPathComponent("Package.swift"), encoding: .utf8)
        for target in ["HomeFeature", "SettingsFeature", "ProfileFeature", "AvatarKit"] {
            #expect(manifest.contains("name: \"\(target)\""), "\(manifest)")
        }

        // The app builds Home and Settings and routes to Profile; the package builds and checks clean.
        let main = """
            import Graft
            import HomeFeature
            import SettingsFeature

            /// Home's and Settings' parent, which hears nothing from them yet.
            final class AppListener: HomeListener, SettingsListener {}

            let listener = AppListener()
            let home = HomeBuilder(dependency: AppComponent()).build(withListener: listener)
            _ = SettingsBuilder(dependency: AppComponent()).build(withListener: listener)
            home.interactable.activate()
            home.load()
            home.routeToProfile()
            print(FeatureTree(of: home).rendered(as: .text), terminator: "")

            """
        let output = try await Self.checkAndRun(copy, main: main)
        #expect(
            output == """
                Home (active) · HomeRouter · HomeInteractor · HomeComponent: HomeDependency
                  Profile (active) · ProfileRouter · ProfileInteractor · ProfileComponent: ProfileDependency

                """)
    }

    @Test func leavesAParentOfAnotherShapeAsItIsAndSaysWhichFileAndShape() throws {
        let clean = try Fixture.copy("Clean")
        defer { Fixture.remove(clean) }
        let plan = try Self.plan("Notifications", parent: "Home", in: clean)
        #expect(
            ParentAttachment.plan(for: plan).failure?.description
                == "graft: not attaching Notifications to Home: target 'Clean' declares no HomeRouter; the parent is "
                + "left as it is")

        let copy = try Self.scaffoldedCopy()
        defer { Fixture.remove(copy) }
        let router = copy.appendingPathComponent(Self.homeRouter)
        let text = try String(contentsOf: router, encoding: .utf8)
        let secondInitializer = text.replacing(
            "        interactor.router = self\n    }\n",
            with: "        interactor.router = self\n    }\n\n    convenience init() {\n        fatalError()\n    }\n")
        try secondInitializer.write(to: router, atomically: true, encoding: .utf8)
        let before = try Fixture.sources(of: copy)
        #expect(
            try ParentAttachment.plan(for: Self.plan("Profile", parent: "Home", in: copy)).failure?.reason
                == "HomeRouter in Sources/Attachable/Home/HomeRouter.swift should have one initializer whose body calls "
                + "super.init on a line of its own, as graft new writes it")
        #expect(try Fixture.sources(of: copy) == before)

        let builder = copy.appendingPathComponent(Self.homeBuilder)
        let builderText = try String(contentsOf: builder, encoding: .utf8)
        try builderText
            .replacing("        let component = HomeComponent(dependency: dependency)\n", with: "")
            .replacing("component: component", with: "component: HomeComponent(dependency: dependency)")
            .write(to: builder, atomically: true, encoding: .utf8)
        try text.write(to: router, atomically: true, encoding: .utf8)
        #expect(
            try ParentAttachment.plan(for: Self.plan("Profile", parent: "Home", in: copy)).failure?.reason
                == "HomeBuilder in Sources/Attachable/Home/HomeBuilder.swift should create `let component = "
                + "HomeComponent(dependency: dependency)` and pass it to one HomeRouter(…), as graft new writes it")

        // An interactable that is not a protocol of its own.
        try builderText.write(to: builder, atomically: true, encoding: .utf8)
        try text.replacing(
            "protocol HomeInteractable: Interactable {",
            with: "typealias HomeInteractable = HomeInteracting\n\n@MainActor\nprotocol HomeInteracting: Interactable {"
        ).write(to: router, atomically: true, encoding: .utf8)
        let interacting = try Fixture.sources(of: copy)
        #expect(
            try ParentAttachment.plan(for: Self.plan("Profile", parent: "Home", in: copy)).failure?.reason
                == "HomeInteractable in Sources/Attachable/Home/HomeRouter.swift should be a class or protocol, as "
                + "graft new writes it")
        #expect(try Fixture.sources(of: copy) == interacting)
    }

    @Test func putsTheNewPropertiesAfterTheRoutersLastStoredProperty() throws {
        let copy = try Self.scaffoldedCopy()
        defer { Fixture.remove(copy) }
        // RIBs' routers keep their stored properties below the initializer, beside a computed one.
        let router = copy.appendingPathComponent(Self.homeRouter)
        try String(contentsOf: router, encoding: .utf8).replacing(
            "        interactor.router = self\n    }\n",
            with: """
                        interactor.router = self
                    }

                    // MARK: - Private

                    private let greeting = [
                        "Hello"
                    ]
                    private var isGreeting: Bool { !greeting.isEmpty }

                """
        ).write(to: router, atomically: true, encoding: .utf8)

        _ = try Self.attach("Profile", in: copy)

        let attached = try #require(try Fixture.sources(of: copy)[Self.homeRouter])
        #expect(
            attached.contains(
                """
                final class HomeRouter: Router<HomeInteractable>, HomeRouting {
                    init(interactor: any HomeInteractable, component: HomeComponent, profileBuilder: any ProfileBuildable) {
                """))
        #expect(
            attached.contains(
                """
                    private let greeting = [
                        "Hello"
                    ]
                    private let profileBuilder: any ProfileBuildable
                    private var profile: (any ProfileRouting)?
                    private var isGreeting: Bool { !greeting.isEmpty }
                """), "\(attached)")
    }

    @Test func refusesAFeatureThatExistsAndLeavesTheParentAsItIs() throws {
        let copy = try Self.scaffoldedCopy()
        defer { Fixture.remove(copy) }
        _ = try Self.attach("Profile", in: copy)
        let attached = try Fixture.sources(of: copy)
        #expect(
            throws: ScaffoldError.typeExists(
                "ProfileDependency", file: "Sources/Attachable/Profile/ProfileComponent.swift")
        ) {
            try Self.plan("Profile", parent: "Home", in: copy)
        }
        #expect(try Fixture.sources(of: copy) == attached)

        // Without the child's files, the parent still holds the child: attaching it again would declare it twice.
        try FileManager.default.removeItem(at: copy.appendingPathComponent("Sources/Attachable/Profile"))
        try FileManager.default.removeItem(
            at: copy.appendingPathComponent("Sources/Attachable/Home/HomeComponent+Profile.swift"))
        #expect(
            try ParentAttachment.plan(for: Self.plan("Profile", parent: "Home", in: copy)).failure?.reason
                == "HomeRouter(…) in Sources/Attachable/Home/HomeBuilder.swift already has a profileBuilder argument")
    }

    @Test func writesNothingWhenAParentFileChangesBeforeWriting() throws {
        let copy = try Self.scaffoldedCopy()
        defer { Fixture.remove(copy) }
        let plan = try Self.plan("Profile", parent: "Home", in: copy)
        let attachment = try ParentAttachment.plan(for: plan).get()
        #expect(attachment.diff.contains("+        self.profileBuilder = profileBuilder\n"))
        let router = copy.appendingPathComponent(Self.homeRouter)
        try (String(contentsOf: router, encoding: .utf8) + "// mine\n").write(
            to: router, atomically: true, encoding: .utf8)
        let before = try Fixture.sources(of: copy)
        #expect(throws: ScaffoldError.notWritten(.changed(path: Self.homeRouter))) { try attachment.write(with: plan) }
        #expect(try Fixture.sources(of: copy) == before)
    }

    @Test func putsTheParentBackWhenTheFeaturesFilesCannotBeWritten() throws {
        let copy = try Self.scaffoldedCopy()
        defer { Fixture.remove(copy) }
        let plan = try Self.plan("Profile", parent: "Home", in: copy)
        let attachment = try ParentAttachment.plan(for: plan).get()
        // A file where the feature's folder goes, made after planning, stops root as well as anyone.
        let folder = "Sources/Attachable/Profile"
        try Data("not a folder\n".utf8).write(to: copy.appendingPathComponent(folder))
        let parentFiles = Set(plan.parentFiles.values).sorted()
        let before = try parentFiles.map { try Data(contentsOf: copy.appendingPathComponent($0)) }

        var failure: ScaffoldError?
        do {
            try attachment.write(with: plan)
        } catch {
            failure = error
        }

        guard case .writeFailed(let path, _) = failure else {
            Issue.record("expected the feature's first file to fail, got \(String(describing: failure))")
            return
        }
        #expect(path == folder + "/ProfileComponent.swift")
        #expect(try parentFiles.map { try Data(contentsOf: copy.appendingPathComponent($0)) } == before)
        let home = try FileManager.default.contentsOfDirectory(
            atPath: copy.appendingPathComponent("Sources/Attachable/Home").path)
        #expect(!home.contains { $0.hasPrefix(".") || $0 == "HomeComponent+Profile.swift" })
    }
}

extension Result {
    /// The error, or `nil` for a success.
    fileprivate var failure: Failure? {
        guard case .failure(let error) = self else { return nil }
        return error
    }
}
