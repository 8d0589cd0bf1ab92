import Foundation
import Testing

@testable import GraftEditing

/// Where `graft new` puts a feature in a copy of the clean fixture, what it refuses, and how it writes.
@Suite struct ScaffoldPlanTests {
    private static let notifications = ["Component", "Builder", "Interactor", "Router"].map {
        "Sources/Clean/Notifications/Notifications\($0).swift"
    }

    private func plan(
        _ name: String, parent: String, isViewable: Bool = false, in copy: URL, directory: String? = nil
    ) throws -> ScaffoldPlan {
        let scaffold = try FeatureScaffold(name: name, parent: parent, isViewable: isViewable)
        return try ScaffoldPlan.make(scaffold, packagePath: copy.path, directory: directory)
    }

    private func exists(_ path: String, in copy: URL) -> Bool {
        FileManager.default.fileExists(atPath: copy.appendingPathComponent(path).path)
    }

    @Test func placesTheFeatureBesideItsParentsFolderAndTheConformanceBesideTheParent() throws {
        let copy = try Fixture.copy("Clean")
        defer { Fixture.remove(copy) }
        let plan = try plan("Notifications", parent: "Home", in: copy)
        #expect(plan.target == "Clean")
        #expect(plan.files.map(\.path) == Self.notifications + ["Sources/Clean/Home/HomeComponent+Notifications.swift"])
    }

    @Test func printsEachFileUnderItsPathForADryRunAndWritesNothing() throws {
        let copy = try Fixture.copy("Clean")
        defer { Fixture.remove(copy) }
        let plain = try plan("Notifications", parent: "Home", in: copy)
        let viewable = try plan("Avatar", parent: "Profile", isViewable: true, in: copy)
        try Fixture.expectGolden(plain.listing, fixture: "Clean", file: "new.txt")
        try Fixture.expectGolden(viewable.listing, fixture: "Clean", file: "new-viewable.txt")
        #expect(
            plain.listing.hasPrefix("==> Sources/Clean/Notifications/NotificationsComponent.swift <==\nimport Graft"))
        #expect(!exists("Sources/Clean/Notifications", in: copy))
        #expect(!exists("Sources/Clean/Avatar", in: copy))
    }

    @Test func placesTheFeatureInTheDirectoryGiven() throws {
        let copy = try Fixture.copy("Clean")
        defer { Fixture.remove(copy) }
        let directory = copy.appendingPathComponent("Sources/Clean/Features/./Avatar").path
        let plan = try plan("Avatar", parent: "ProfileComponent", isViewable: true, in: copy, directory: directory)
        #expect(
            plan.files.map(\.path)
                == ["Component", "Builder", "Interactor", "Router", "ViewController"].map {
                    "Sources/Clean/Features/Avatar/Avatar\($0).swift"
                } + ["Sources/Clean/Profile/ProfileComponent+Avatar.swift"])
    }

    @Test func keepsTheFeatureInsideTheTargetWhenTheParentIsAtItsTop() throws {
        let copy = try Fixture.copy("Clean")
        defer { Fixture.remove(copy) }
        try "final class LobbyComponent: HomeComponent, @unchecked Sendable {}\n".write(
            to: copy.appendingPathComponent("Sources/Clean/LobbyComponent.swift"), atomically: true, encoding: .utf8)
        let plan = try plan("Greeting", parent: "Lobby", in: copy)
        #expect(plan.files.first?.path == "Sources/Clean/Greeting/GreetingComponent.swift")
        #expect(plan.files.last?.path == "Sources/Clean/LobbyComponent+Greeting.swift")
    }

    @Test func refusesAnUnknownParentAndListsTheComponents() throws {
        let copy = try Fixture.copy("Clean")
        defer { Fixture.remove(copy) }
        let components = ["AppComponent", "HomeComponent", "ProfileComponent", "SettingsComponent"]
        let error = ScaffoldError.unknownParent("Lobby", target: "Clean", components: components)
        #expect(throws: error) { try plan("Greeting", parent: "Lobby", in: copy) }
        #expect(
            error.description
                == "target 'Clean' has no class LobbyComponent; pass --parent with one of: App, Home, Profile, Settings"
        )
    }

    @Test func refusesAFeatureWhoseTypesExistAlready() throws {
        let copy = try Fixture.copy("Clean")
        defer { Fixture.remove(copy) }
        #expect(throws: ScaffoldError.typeExists("SettingsDependency", file: "Sources/Clean/Settings/Settings.swift")) {
            try plan("Settings", parent: "Home", in: copy)
        }
    }

    @Test func refusesADirectoryOutsideThePackageOrItsTarget() throws {
        let copy = try Fixture.copy("Clean")
        defer { Fixture.remove(copy) }
        let outside = copy.deletingLastPathComponent().appendingPathComponent("Elsewhere").path
        #expect(throws: ScaffoldError.outsideTarget(path: outside, target: "Clean", targetPath: "Sources/Clean")) {
            try plan("Notifications", parent: "Home", in: copy, directory: outside)
        }
        let escaping = copy.appendingPathComponent("Sources/Clean/../../..").path
        #expect(throws: ScaffoldError.outsideTarget(path: escaping, target: "Clean", targetPath: "Sources/Clean")) {
            try plan("Notifications", parent: "Home", in: copy, directory: escaping)
        }
        let besideTarget = copy.appendingPathComponent("Sources/Notifications").path
        #expect(throws: ScaffoldError.outsideTarget(path: besideTarget, target: "Clean", targetPath: "Sources/Clean")) {
            try plan("Notifications", parent: "Home", in: copy, directory: besideTarget)
        }
        let file = copy.appendingPathComponent("Sources/Clean/Settings/Settings.swift").path
        #expect(throws: ScaffoldError.notADirectory(path: "Sources/Clean/Settings/Settings.swift")) {
            try plan("Notifications", parent: "Home", in: copy, directory: file)
        }
    }

    @Test func refusesToOverwriteAFileAndWritesNothing() throws {
        let copy = try Fixture.copy("Clean")
        defer { Fixture.remove(copy) }
        let conformance = "Sources/Clean/Home/HomeComponent+Notifications.swift"
        try "// mine\n".write(to: copy.appendingPathComponent(conformance), atomically: true, encoding: .utf8)
        #expect(throws: ScaffoldError.filesExist([conformance])) {
            try plan("Notifications", parent: "Home", in: copy)
        }
        #expect(!exists("Sources/Clean/Notifications", in: copy))
        #expect(try String(contentsOf: copy.appendingPathComponent(conformance), encoding: .utf8) == "// mine\n")
    }

    @Test func writesEveryFileWithItsContents() throws {
        let copy = try Fixture.copy("Clean")
        defer { Fixture.remove(copy) }
        let plan = try plan("Notifications", parent: "Home", in: copy)
        try plan.write()
        for file in plan.files {
            #expect(try String(contentsOf: copy.appendingPathComponent(file.path), encoding: .utf8) == file.contents)
        }
    }

    @Test func removesWhatItWroteWhenAFileAppearsBeforeWriting() throws {
        let copy = try Fixture.copy("Clean")
        defer { Fixture.remove(copy) }
        let plan = try plan("Notifications", parent: "Home", in: copy)
        let conformance = "Sources/Clean/Home/HomeComponent+Notifications.swift"
        try "// mine\n".write(to: copy.appendingPathComponent(conformance), atomically: true, encoding: .utf8)
        #expect(throws: ScaffoldError.filesExist([conformance])) { try plan.write() }
        #expect(!exists("Sources/Clean/Notifications", in: copy))
        #expect(try String(contentsOf: copy.appendingPathComponent(conformance), encoding: .utf8) == "// mine\n")
    }

    @Test func takesTheTargetFromTheModuleThatDeclaresTheParent() throws {
        let copy = try Fixture.copy("Modular")
        defer { Fixture.remove(copy) }
        let home = try plan("Profile", parent: "Home", in: copy)
        #expect(home.target == "HomeFeature")
        #expect(home.files.first?.path == "Sources/HomeFeature/Profile/ProfileComponent.swift")
        #expect(home.files.last?.path == "Sources/HomeFeature/HomeComponent+Profile.swift")
        let settings = try plan("About", parent: "Settings", in: copy)
        #expect(settings.target == "SettingsFeature")
        #expect(settings.files.last?.path == "Packages/Settings/Sources/SettingsFeature/SettingsComponent+About.swift")
    }

    @Test func takesTheTargetFromThePathGiven() throws {
        let copy = try Fixture.copy("Modular")
        defer { Fixture.remove(copy) }
        let directory = copy.appendingPathComponent("Sources/HomeFeature/Profile").path
        let inHome = try plan("Profile", parent: "Home", in: copy, directory: directory)
        #expect(inHome.target == "HomeFeature")
        #expect(inHome.files.first?.path == "Sources/HomeFeature/Profile/ProfileComponent.swift")
        let elsewhere = copy.appendingPathComponent("Sources/AppCore/Profile").path
        #expect(
            throws: ScaffoldError.unknownParent(
                "Home", target: "AppCore", components: ["AppComponent", "LoggedInComponent"])
        ) {
            try plan("Profile", parent: "Home", in: copy, directory: elsewhere)
        }
        #expect(
            ScaffoldError.unknownParent("Lobby", target: "AppCore, HomeFeature", components: ["HomeComponent"])
                .description
                == "none of the targets AppCore, HomeFeature has class LobbyComponent; pass --parent with one of: Home")
    }

    @Test func refusesANewModuleThatExistsAlreadyOrWhoseFolderDoes() throws {
        let copy = try Fixture.copy("Modular")
        defer { Fixture.remove(copy) }
        let scaffold = try FeatureScaffold(name: "Profile", parent: "Home", isViewable: false)
        #expect(throws: ScaffoldError.moduleExists("AppCore")) {
            try ScaffoldPlan.make(scaffold, packagePath: copy.path, module: "AppCore")
        }
        #expect(
            ScaffoldError.moduleExists("AppCore").description
                == "target 'AppCore' exists already; pass --module with a new target's name, or --target AppCore to "
                + "add the feature to it")
        let plan = try ScaffoldPlan.make(scaffold, packagePath: copy.path, module: "ProfileFeature")
        #expect(plan.target == "ProfileFeature")
        #expect(plan.parentTarget == "HomeFeature")
        #expect(plan.newTarget?.dependent == "HomeFeature")
        // HomeComponent is public, and so is its conformance, whatever the package's default for imports.
        #expect(
            plan.files.last
                == ScaffoldFile(
                    path: "Sources/HomeFeature/HomeComponent+Profile.swift",
                    contents: "public import ProfileFeature\n\nextension HomeComponent: ProfileDependency {}\n"))
        try FileManager.default.createDirectory(
            at: copy.appendingPathComponent("Sources/ProfileFeature"), withIntermediateDirectories: true)
        #expect(throws: ScaffoldError.filesExist(["Sources/ProfileFeature"])) {
            try ScaffoldPlan.make(scaffold, packagePath: copy.path, module: "ProfileFeature")
        }
        // The folder appeared after planning: nothing is written and the manifest is as it was.
        let manifest = try String(contentsOf: copy.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(throws: ScaffoldError.filesExist(["Sources/ProfileFeature"])) { try plan.write() }
        #expect(try String(contentsOf: copy.appendingPathComponent("Package.swift"), encoding: .utf8) == manifest)
    }

    @Test func putsTheManifestBackWhenSwiftPMCannotEditIt() throws {
        let copy = try Fixture.copy("Modular")
        defer { Fixture.remove(copy) }
        try """
        // swift-tools-version: 6.2
        import PackageDescription

        // The targets in a constant, which SwiftPM's manifest editing does not find.
        let targets: [Target] = [
            .target(name: "AppCore", dependencies: [.product(name: "Graft", package: "Graft"), "HomeFeature"]),
            .target(
                name: "HomeFeature",
                dependencies: [
                    .product(name: "Graft", package: "Graft"), .product(name: "SettingsFeature", package: "Settings"),
                ]),
        ]

        let package = Package(
            name: "Modular",
            dependencies: [
                .package(name: "Graft", path: "\(Fixture.repositoryRoot.path)"), .package(path: "Packages/Settings"),
            ],
            targets: targets
        )

        """.write(to: copy.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let scaffold = try FeatureScaffold(name: "Profile", parent: "Home", isViewable: false)
        let plan = try ScaffoldPlan.make(scaffold, packagePath: copy.path, module: "ProfileFeature")
        let before = try Fixture.sources(of: copy)

        var failure: ScaffoldError?
        do {
            try plan.write()
        } catch {
            failure = error
        }

        guard case .manifestNotEdited(let command, _) = failure else {
            Issue.record("expected SwiftPM to refuse the manifest, got \(String(describing: failure))")
            return
        }
        #expect(command == "swift package add-target ProfileFeature --type library")
        #expect(
            failure?.description
                == "'swift package add-target ProfileFeature --type library' failed, so nothing was written; fix what "
                + "SwiftPM says below and run graft new again")
        #expect(try Fixture.sources(of: copy) == before)
        #expect(!exists("Sources/ProfileFeature", in: copy))
    }
}
