import Foundation
import Testing

/// Runs `graft mocks` on fixtures as a user would, and builds or runs each fixture's test target, whose tests use every
/// generated double.
@Suite struct MocksCommandTests {
    private static let refusals = [
        "graft: warning: cannot generate a double of App.Catalog: its endpoint 'fetch' has typed throws, and graft "
            + "cannot make its error; write it by hand (Docs/Testing.md, \"Hand-written doubles\")",
        "graft: warning: cannot generate a double of App.SearchListener: its requirement 'search(_:)' is generic; "
            + "write it by hand (Docs/Testing.md, \"Hand-written doubles\")",
        "graft: warning: cannot generate a double of App.StreamListener: it has an associated type, Element; write "
            + "it by hand (Docs/Testing.md, \"Hand-written doubles\")",
        "graft: warning: cannot generate a double of App.SyncListener: it is Sendable without a global actor, so its "
            + "double's records would need a lock; write it by hand (Docs/Testing.md, \"Hand-written doubles\")",
    ]

    @Test func writesDoublesThatCompileAndRefusesWhatItCannotMockInOneLineEach() async throws {
        let copy = try Fixture.copy("TestDoubles")
        defer { Fixture.remove(copy) }
        let location = ["--package-path", copy.path, "--scratch-path", Fixture.scratchPath]
        let (written, check) = try await FixtureGraphs.shared.exclusively {
            (
                try GraftCommandTests.runGraft(["mocks"] + location),
                // Builds the test target, whose test uses every double, in graft's own build directory.
                try GraftCommandTests.runGraft(["check", "--target", "AppTests"] + location)
            )
        }
        #expect(written.status == 0)
        #expect(written.errors.split(separator: "\n").map(String.init) == Self.refusals)
        #expect(
            written.output
                == "wrote Tests/AppTests/GraftMocks.swift: AppProfileListenerSpy, CoreDependencyMock, "
                + "CoreProfileListenerSpy, ProfileBuildableMock, ProfileDependencyMock, ProfilePresentableSpy, "
                + "ProfileRoutingSpy\n")
        let file = try String(
            contentsOf: copy.appendingPathComponent("Tests/AppTests/GraftMocks.swift"), encoding: .utf8)
        try Fixture.expectGolden(file, fixture: "TestDoubles", file: "GraftMocks.swift")
        #expect(check.status == 0, "\(check.output)\(check.errors)")
        #expect(check.output.hasSuffix("no problems found\n"))
    }

    @Test func givesAServiceWithItsOwnUnimplementedAFailingVariantThatFailsTheTestNamingTheEndpoint() async throws {
        let copy = try Fixture.copy("TestDoubles")
        defer { Fixture.remove(copy) }
        let scratchPath = Fixture.scratchPath
        let (written, (output, status)) = try await FixtureGraphs.shared.exclusively {
            (
                try GraftCommandTests.runGraft(["mocks", "--package-path", copy.path, "--scratch-path", scratchPath]),
                try Fixture.runBlocking(
                    "/usr/bin/env",
                    [
                        "swift", "test", "--package-path", copy.path, "--scratch-path", scratchPath, "--filter",
                        "FailingServiceTests",
                    ])
            )
        }
        #expect(written.status == 0)
        let file = try String(
            contentsOf: copy.appendingPathComponent("Tests/AppTests/GraftMocks.swift"), encoding: .utf8)
        // Core's own `unimplemented` stops the program, so the mock defaults to it and the test target gets `failing`.
        #expect(
            file.contains(
                "    init(accountService: AccountService = .unimplemented, placesService: PlacesService = "
                    + ".unimplemented) {\n"
            ))
        #expect(
            file.contains(
                """
                extension PlacesService {
                    /// Every endpoint reports a test failure naming it, through GraftTesting's `unimplemented`.
                    static var failing: PlacesService {
                        PlacesService(
                            load: GraftTesting.unimplemented("PlacesService.load"),
                            count: GraftTesting.unimplemented("PlacesService.count", placeholder: 0)
                        )
                    }
                }
                """))
        // The fixture's test calls each endpoint inside `withKnownIssue`, matching the failure that names it.
        #expect(status == 0, "\(output)")
        #expect(output.contains("recorded a known issue"), "\(output)")
        #expect(output.contains("PlacesService.load is unimplemented: this test called it"), "\(output)")
        #expect(output.contains("PlacesService.count is unimplemented: this test called it"), "\(output)")
        #expect(output.contains("Suite FailingServiceTests passed"), "\(output)")
    }

    @Test func changesNothingOnASecondRunAndChecksForStaleness() async throws {
        let copy = try Fixture.copy("TestDoubles")
        defer { Fixture.remove(copy) }
        let location = ["--package-path", copy.path, "--scratch-path", Fixture.scratchPath]
        let generated = copy.appendingPathComponent("Tests/AppTests/GraftMocks.swift")
        let profile = copy.appendingPathComponent("Sources/App/Profile.swift")
        let (missing, first, second, current) = try await FixtureGraphs.shared.exclusively {
            (
                try GraftCommandTests.runGraft(["mocks", "--check"] + location),
                try GraftCommandTests.runGraft(["mocks"] + location),
                try GraftCommandTests.runGraft(["mocks"] + location),
                try GraftCommandTests.runGraft(["mocks", "--check"] + location)
            )
        }
        #expect(missing.status == 1)
        #expect(
            missing.errors.split(separator: "\n").last.map(String.init)
                == "graft: error: Tests/AppTests/GraftMocks.swift is out of date; run 'graft mocks' (or 'swift package "
                + "--allow-writing-to-package-directory graft-edit mocks') and commit the file")
        #expect(first.status == 0)
        let firstText = try String(contentsOf: generated, encoding: .utf8)
        #expect(second.output == "unchanged Tests/AppTests/GraftMocks.swift\n")
        #expect(try String(contentsOf: generated, encoding: .utf8) == firstText)
        #expect(current.status == 0)
        #expect(current.output == "graft: Tests/AppTests/GraftMocks.swift up to date\n")

        // A new requirement makes the file stale; --check and --dry-run write nothing.
        let source = try String(contentsOf: profile, encoding: .utf8)
        try source.replacing(
            "func profileDidSignOut(userName: String)",
            with: "func profileDidSignOut(userName: String)\n    func profileDidRefresh()"
        ).write(to: profile, atomically: true, encoding: .utf8)
        let (stale, printed) = try await FixtureGraphs.shared.exclusively {
            (
                try GraftCommandTests.runGraft(["mocks", "--check"] + location),
                try GraftCommandTests.runGraft(["mocks", "--dry-run"] + location)
            )
        }
        #expect(stale.status == 1)
        #expect(stale.errors.contains("graft: error: Tests/AppTests/GraftMocks.swift is out of date"))
        #expect(printed.status == 0)
        #expect(printed.output.hasPrefix("==> Tests/AppTests/GraftMocks.swift <==\n// Generated by `graft mocks`"))
        #expect(printed.output.contains("        case profileDidRefresh\n"))
        #expect(try String(contentsOf: generated, encoding: .utf8) == firstText)
    }

    /// graft keeps the doubles it made in its build directory for the next run; a run that asks for other doubles,
    /// or follows a change to a protocol, must not take them.
    @Test func makesTheDoublesAgainWhenAProtocolOrTheTargetsAskedForChangeSinceTheLastRun() async throws {
        let copy = try Fixture.copy("TestDoubles")
        defer { Fixture.remove(copy) }
        let location = ["--package-path", copy.path, "--scratch-path", Fixture.scratchPath]
        let (written, current) = try await FixtureGraphs.shared.exclusively {
            (
                try GraftCommandTests.runGraft(["mocks"] + location),
                try GraftCommandTests.runGraft(["mocks", "--check"] + location)
            )
        }
        #expect(written.status == 0)
        #expect(current.output == "graft: Tests/AppTests/GraftMocks.swift up to date\n", "\(current.errors)")

        // A label of the same length leaves the symbol graph's size as it was.
        let profile = copy.appendingPathComponent("Sources/App/Profile.swift")
        let source = try String(contentsOf: profile, encoding: .utf8)
        #expect(source.contains("func show(userName: String, count: Int)"))
        let renamed = source.replacing(
            "func show(userName: String, count: Int)", with: "func show(userName: String, total: Int)")
        try renamed.write(to: profile, atomically: true, encoding: .utf8)
        let (stale, printed, core) = try await FixtureGraphs.shared.exclusively {
            (
                try GraftCommandTests.runGraft(["mocks", "--check"] + location),
                try GraftCommandTests.runGraft(["mocks", "--dry-run"] + location),
                try GraftCommandTests.runGraft(["mocks", "--target", "Core", "--dry-run"] + location)
            )
        }
        #expect(stale.status == 1)
        #expect(stale.errors.contains("graft: error: Tests/AppTests/GraftMocks.swift is out of date"))
        #expect(printed.output.contains("        case show(userName: String, total: Int)\n"), "\(printed.output)")
        #expect(core.output.contains("from the protocols of Core; "), "\(core.output)")
        #expect(!core.output.contains("ProfileDependencyMock"))
    }

    @Test func refusesATestTargetThatCannotImportGraftTestingInOneLineAndWritesNothing() async throws {
        let copy = try Fixture.copy("TestDoubles")
        defer { Fixture.remove(copy) }
        let location = ["--package-path", copy.path, "--scratch-path", Fixture.scratchPath]
        let manifest = copy.appendingPathComponent("Package.swift")
        let withTesting = try String(contentsOf: manifest, encoding: .utf8)
        let testing = #"["App", "Core", .product(name: "GraftTesting", package: "Graft")]"#
        #expect(withTesting.contains(testing))
        try withTesting.replacing(testing, with: #"["App", "Core"]"#).write(
            to: manifest, atomically: true, encoding: .utf8)
        let refused = try await FixtureGraphs.shared.exclusively {
            try GraftCommandTests.runGraft(["mocks"] + location)
        }
        #expect(refused.status == 1)
        #expect(
            refused.errors
                == "graft: error: test target 'AppTests' cannot import GraftTesting, which its generated doubles use; "
                + #"add .product(name: "GraftTesting", package: "Graft") to its dependencies in Package.swift"#
                + "\n")
        let generated = copy.appendingPathComponent("Tests/AppTests/GraftMocks.swift")
        #expect(!FileManager.default.fileExists(atPath: generated.path))
    }

    @Test func removesItsFileFromATestTargetThatNoLongerGetsDoublesAndKeepsAUsersFile() async throws {
        let copy = try Fixture.copy("TestDoubles")
        defer { Fixture.remove(copy) }
        let location = ["--package-path", copy.path, "--scratch-path", Fixture.scratchPath]
        // A test target that depended on App once, and keeps the file graft wrote for it then.
        let notes = try Self.addNotesTests(to: copy)
        let generated = notes.appendingPathComponent("GraftMocks.swift")
        try "// Generated by `graft mocks` from the protocols of App; do not edit.\n".write(
            to: generated, atomically: true, encoding: .utf8)
        let stale = try await FixtureGraphs.shared.exclusively {
            try GraftCommandTests.runGraft(["mocks", "--check"] + location)
        }
        #expect(stale.status == 1)
        #expect(
            stale.errors.contains(
                "graft: error: Tests/NotesTests/GraftMocks.swift is generated, but NotesTests no longer gets any "
                    + "doubles; run 'graft mocks' (or 'swift package --allow-writing-to-package-directory graft-edit "
                    + "mocks') to remove it, and commit the removal\n"), "\(stale.errors)")
        #expect(FileManager.default.fileExists(atPath: generated.path))
        let written = try await FixtureGraphs.shared.exclusively {
            try GraftCommandTests.runGraft(["mocks"] + location)
        }
        #expect(written.status == 0)
        #expect(
            written.output.contains(
                "removed Tests/NotesTests/GraftMocks.swift: NotesTests no longer gets any doubles\n"),
            "\(written.output)")
        #expect(!FileManager.default.fileExists(atPath: generated.path))

        // A file of the same name that graft did not write is the user's, and stays.
        let own = "// Doubles written by hand.\n"
        try own.write(to: generated, atomically: true, encoding: .utf8)
        let current = try await FixtureGraphs.shared.exclusively {
            try GraftCommandTests.runGraft(["mocks", "--check"] + location)
        }
        #expect(current.status == 0, "\(current.errors)")
        #expect(current.output == "graft: Tests/AppTests/GraftMocks.swift up to date\n")
        #expect(try String(contentsOf: generated, encoding: .utf8) == own)
    }

    @Test func mocksTheProtocolsOfALocalPackageAndImportsItsModule() async throws {
        let copy = try Fixture.copy("ModularDoubles")
        defer { Fixture.remove(copy) }
        let scratchPath = Fixture.scratchPath
        let location = ["--package-path", copy.path, "--scratch-path", scratchPath]
        let (written, (output, status)) = try await FixtureGraphs.shared.exclusively {
            (
                try GraftCommandTests.runGraft(["mocks"] + location),
                try Fixture.runBlocking(
                    "/usr/bin/env", ["swift", "test", "--package-path", copy.path, "--scratch-path", scratchPath])
            )
        }
        #expect(written.status == 0)
        #expect(written.errors.isEmpty, "\(written.errors)")
        // Both modules declare a SettingsListener, so each spy has its module's name in front.
        #expect(
            written.output
                == "wrote Tests/AppCoreTests/GraftMocks.swift: HomeDependencyMock, HomeFeatureSettingsListenerSpy, "
                + "LoggedInDependencyMock, SettingsDependencyMock, SettingsFeatureSettingsListenerSpy\n")
        let file = try String(
            contentsOf: copy.appendingPathComponent("Tests/AppCoreTests/GraftMocks.swift"), encoding: .utf8)
        #expect(file.contains("\n@testable import SettingsFeature\n"))
        try Fixture.expectGolden(file, fixture: "ModularDoubles", file: "GraftMocks.swift")
        #expect(status == 0, "\(output)")
        #expect(output.contains("Suite GeneratedDoublesTests passed"), "\(output)")

        // A test target that cannot import the local package's module gets none of its doubles.
        let notes = try Self.addNotesTests(to: copy)
        try "import Testing\n".write(
            to: notes.appendingPathComponent("NotesTests.swift"), atomically: true, encoding: .utf8)
        let refused = try await FixtureGraphs.shared.exclusively {
            try GraftCommandTests.runGraft(
                ["mocks", "--target", "SettingsFeature", "--test-target", "NotesTests"] + location)
        }
        #expect(refused.status == 1)
        #expect(
            refused.errors
                == "graft: error: test target 'NotesTests' cannot import 'SettingsFeature', so its doubles would not "
                + "compile there; add 'SettingsFeature', or the product that has it, to the dependencies of "
                + "'NotesTests', or pass another --test-target\n")
        #expect(!FileManager.default.fileExists(atPath: notes.appendingPathComponent("GraftMocks.swift").path))
    }

    @Test func infersTheTestTargetOfATargetAndNamesWhatIsWrongInOneLine() async throws {
        let copy = try Fixture.copy("TestDoubles")
        defer { Fixture.remove(copy) }
        let location = ["--package-path", copy.path, "--scratch-path", Fixture.scratchPath]
        let (core, notATest, unknown) = try await FixtureGraphs.shared.exclusively {
            (
                try GraftCommandTests.runGraft(["mocks", "--target", "Core", "--dry-run"] + location),
                try GraftCommandTests.runGraft(["mocks", "--test-target", "App"] + location),
                try GraftCommandTests.runGraft(["mocks", "--target", "Nowhere"] + location)
            )
        }
        #expect(core.status == 0)
        #expect(
            core.output.hasPrefix(
                "==> Tests/AppTests/GraftMocks.swift <==\n// Generated by `graft mocks` from the protocols of Core; "))
        // App's ProfileListener is still visible to the test target, so Core's keeps its module prefix.
        #expect(core.output.contains("final class CoreProfileListenerSpy: Core.ProfileListener {"))
        #expect(!core.output.contains("ProfileDependencyMock"))
        #expect(notATest.status == 1)
        #expect(
            notATest.errors
                == "graft: error: 'App' is not a test target; pass --test-target with the test target that gets "
                + "the doubles\n")
        #expect(unknown.status == 1)
        #expect(
            unknown.errors == "graft: error: the package has no target 'Nowhere'; pass one of: App, AppTests, Core\n")
    }

    /// Adds NotesTests, a test target that depends on nothing, to a fixture's copy, and returns its empty folder.
    private static func addNotesTests(to copy: URL) throws -> URL {
        let manifest = copy.appendingPathComponent("Package.swift")
        try String(contentsOf: manifest, encoding: .utf8).replacing(
            ".testTarget(\n", with: ".testTarget(name: \"NotesTests\"),\n        .testTarget(\n"
        ).write(to: manifest, atomically: true, encoding: .utf8)
        let notes = copy.appendingPathComponent("Tests/NotesTests")
        try FileManager.default.createDirectory(at: notes, withIntermediateDirectories: true)
        return notes
    }
}
