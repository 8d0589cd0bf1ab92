import Foundation
import Testing

/// Runs the built `graft` executable, for what only the process shows: exit statuses and standard error.
@Suite struct GraftCommandTests {
    struct Run {
        let status: Int32
        let output: String
        let errors: String
    }

    private static var executable: URL {
        #if os(macOS)
        let products = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }!.bundleURL
            .deletingLastPathComponent()
        #else
        let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        #endif
        return products.appendingPathComponent("graft")
    }

    /// Runs `graft` and waits for it on a thread of its own (see ``onOwnThread(_:)``).
    private func graft(
        _ arguments: [String], path: String? = nil, environment: [String: String] = [:],
        closingStandardInput: Bool = false
    ) async throws -> Run {
        try await onOwnThread {
            try Self.runGraft(
                arguments, path: path, environment: environment, closingStandardInput: closingStandardInput)
        }
    }

    /// Runs `graft` and waits for it.
    ///
    /// - Parameters:
    ///   - arguments: graft's arguments.
    ///   - path: The `PATH` to run it with, if not the tests' own.
    ///   - environment: Variables to add to its environment.
    ///   - closingStandardInput: Whether graft starts with descriptor 0 closed, as a command plugin can start it.
    /// - Returns: The exit status and what graft printed.
    /// - Throws: The error of starting it.
    static func runGraft(
        _ arguments: [String], path: String? = nil, environment: [String: String] = [:],
        closingStandardInput: Bool = false
    ) throws -> Run {
        let process = Process()
        if closingStandardInput {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "exec \"$0\" \"$@\" 0<&-", executable.path] + arguments
        } else {
            process.executableURL = executable
            process.arguments = arguments
        }
        var variables = environment
        if let path { variables["PATH"] = path }
        if !variables.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(variables) { $1 }
        }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus,
            output: String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self),
            errors: String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
    }

    @Test func exitsWithTheUsageStatusAndOneLineForABadOption() async throws {
        let run = try await graft(["graph", "--colour", "red"])
        #expect(run.status == 64)
        #expect(run.output.isEmpty)
        #expect(
            run.errors
                == "graft: error: unknown option '--colour' for 'graft graph'; run 'graft help graph' for usage\n")
    }

    @Test func exitsWithFailureAndOneLineForADirectoryThatIsNotAPackage() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("graft-empty-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try await graft(["check", "--package-path", directory.path])
        #expect(run.status == 1)
        #expect(run.errors.split(separator: "\n").count == 1)
        #expect(run.errors.hasPrefix("graft: error: '\(directory.path)' is not a Swift package"))
    }

    @Test func printsHelpAndSucceeds() async throws {
        let run = try await graft(["help", "graph"])
        #expect(run.status == 0)
        #expect(run.output.contains("USAGE: graft graph"))
        #expect(run.errors.isEmpty)
        let fix = try await graft(["help", "fix"])
        #expect(fix.status == 0)
        #expect(fix.output.contains("USAGE: graft fix [--package-path <path>] [--target <name>] [--dry-run]"))
    }

    @Test func scaffoldsFeaturesThatBuildAndPassTheCheck() async throws {
        let copy = try Fixture.copy("Clean")
        defer { Fixture.remove(copy) }
        let plain = try await graft(["new", "Notifications", "--parent", "Home", "--package-path", copy.path])
        #expect(plain.status == 0)
        #expect(plain.errors.isEmpty)
        #expect(plain.output.hasPrefix("created Sources/Clean/Notifications/NotificationsComponent.swift\n"))
        #expect(plain.output.contains("created Sources/Clean/Home/HomeComponent+Notifications.swift\n"))
        #expect(plain.output.contains("To attach Notifications to Home"))
        let directory = copy.appendingPathComponent("Sources/Clean/Features/Avatar").path
        let viewable = try await graft([
            "new", "Avatar", "--parent", "Profile", "--viewable", "--path", directory, "--package-path", copy.path,
        ])
        #expect(viewable.status == 0)
        #expect(viewable.output.contains("created Sources/Clean/Features/Avatar/AvatarViewController.swift\n"))

        let scratch = Fixture.scratchPath
        let check = try await FixtureGraphs.shared.exclusively {
            try Self.runGraft(["check", "--package-path", copy.path, "--scratch-path", scratch])
        }
        #expect(check.errors.isEmpty)
        // The new features compile and have their parents; until a parent's builder creates theirs, they are
        // never built, which the check says without failing.
        #expect(check.output.hasSuffix("graft: checked 6 features in Clean: 0 errors, 2 warnings\n"))
        #expect(check.output.contains("warning: nothing creates NotificationsBuilder, so its feature is never built"))
        #expect(check.output.contains("warning: nothing creates AvatarBuilder, so its feature is never built"))
        #expect(check.status == 0)
    }

    @Test func scaffoldsAFirstTestThatPassesWithTheDoublesGraftMocksGenerates() async throws {
        let copy = try Fixture.copy("CleanTested")
        defer { Fixture.remove(copy) }
        let location = ["--package-path", copy.path]
        let dryRun = try await graft(["new", "Search", "--parent", "Home", "--dry-run"] + location)
        #expect(dryRun.status == 0)
        try Fixture.expectGolden(dryRun.output, fixture: "CleanTested", file: "new.txt")
        #expect(
            !FileManager.default.fileExists(
                atPath: copy.appendingPathComponent("Tests/CleanTests/SearchTests.swift").path))

        let plain = try await graft(["new", "Search", "--parent", "Home"] + location)
        #expect(plain.status == 0)
        #expect(plain.errors.isEmpty)
        #expect(plain.output.contains("created Tests/CleanTests/SearchTests.swift\n"))
        #expect(
            plain.output.contains(
                "\nrun 'graft mocks' (or 'swift package --allow-writing-to-package-directory graft-edit mocks') to "
                    + "generate the doubles Tests/CleanTests/SearchTests.swift builds the feature from\n"))
        let viewable = try await graft(
            ["new", "Feed", "--parent", "Home", "--viewable", "--test-target", "CleanTests"] + location)
        #expect(viewable.output.contains("created Tests/CleanTests/FeedTests.swift\n"))

        let scratchPath = Fixture.scratchPath
        let (mocks, (output, status)) = try await FixtureGraphs.shared.exclusively {
            (
                try Self.runGraft(["mocks", "--scratch-path", scratchPath] + location),
                try Fixture.runBlocking(
                    "/usr/bin/env", ["swift", "test", "--package-path", copy.path, "--scratch-path", scratchPath])
            )
        }
        #expect(mocks.status == 0, "\(mocks.errors)")
        #expect(mocks.output.contains("SearchDependencyMock, SearchListenerSpy"))
        #expect(status == 0, "\(output)")
        #expect(output.contains("Suite SearchTests passed"), "\(output)")
        #expect(output.contains("Suite FeedTests passed"), "\(output)")
    }

    @Test func refusesATestTargetThatIsNotOne() async throws {
        let copy = try Fixture.copy("CleanTested")
        defer { Fixture.remove(copy) }
        let run = try await graft(
            ["new", "Search", "--parent", "Home", "--test-target", "Clean", "--package-path", copy.path])
        #expect(run.status == 1)
        #expect(run.errors.hasPrefix("graft: error: "))
        #expect(run.errors.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: copy.appendingPathComponent("Sources/Clean/Search").path))
    }

    @Test func limitsTheReportToOneTargetAndResolvesItsParentsInTheRest() async throws {
        let copy = try Fixture.copy("Modular")
        defer { Fixture.remove(copy) }
        let location = ["--package-path", copy.path, "--scratch-path", Fixture.scratchPath]
        let (check, graph, fix) = try await FixtureGraphs.shared.exclusively {
            (
                try Self.runGraft(["check", "--target", "SettingsFeature"] + location),
                try Self.runGraft(["graph", "--target", "HomeFeature"] + location),
                try Self.runGraft(["fix"] + location)
            )
        }
        #expect(fix.status == 0)
        #expect(
            fix.output
                == "graft: nothing to fix; the package builds and every parent provides what its children require\n")
        #expect(check.status == 0)
        #expect(check.output == "graft: checked 1 feature in SettingsFeature: no problems found\n")
        #expect(graph.status == 0)
        try Fixture.expectGolden(graph.output, fixture: "Modular", file: "graph-HomeFeature.txt")
    }

    @Test func refusesToFixWithOneLineAndTheFailureStatus() async throws {
        let copy = try Fixture.copy("ModularNoProvider")
        defer { Fixture.remove(copy) }
        let location = ["--package-path", copy.path, "--scratch-path", Fixture.scratchPath]
        let run = try await FixtureGraphs.shared.exclusively { try Self.runGraft(["fix", "--dry-run"] + location) }
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(run.errors.split(separator: "\n").count == 1)
        #expect(run.errors.hasPrefix("graft: error: SettingsDependency.settingsStore: no ancestor provides"))
    }

    @Test func printsTheFilesForADryRunAndWritesNothing() async throws {
        let copy = try Fixture.copy("Clean")
        defer { Fixture.remove(copy) }
        let run = try await graft([
            "new", "Notifications", "--parent", "Home", "--dry-run", "--package-path", copy.path,
        ])
        #expect(run.status == 0)
        try Fixture.expectGolden(run.output, fixture: "Clean", file: "new.txt")
        let home = try FileManager.default.contentsOfDirectory(
            atPath: copy.appendingPathComponent("Sources/Clean").path)
        #expect(!home.contains("Notifications"))
        #expect(
            !FileManager.default.fileExists(
                atPath: copy.appendingPathComponent("Sources/Clean/Home/HomeComponent+Notifications.swift").path))
    }

    /// A `PATH` whose `swift` is killed by a signal before it prints anything, `times` times, and is the real
    /// `swift` after that; the folder it lives in is removed by the caller.
    private static func swiftKilled(times: Int) throws -> (path: String, folder: URL) {
        let environment = ProcessInfo.processInfo.environment
        let directories = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        let real = try #require(
            directories.map { $0 + "/swift" }.first { FileManager.default.isExecutableFile(atPath: $0) })
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("graft-killed-swift-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let script = folder.appendingPathComponent("swift")
        try """
        #!/bin/sh
        count=$(cat '\(folder.path)/count' 2>/dev/null || echo 0)
        echo $((count + 1)) > '\(folder.path)/count'
        [ "$count" -lt \(times) ] && kill -9 $$
        exec '\(real)' "$@"
        """.write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        return (folder.path + ":" + (environment["PATH"] ?? ""), folder)
    }

    @Test func describesThePackageAgainWhenSwiftPMIsKilledBeforeItPrintsAWord() async throws {
        let copy = try Fixture.copy("Clean")
        defer { Fixture.remove(copy) }
        let (path, folder) = try Self.swiftKilled(times: 1)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try await graft(
            ["new", "Notifications", "--parent", "Home", "--dry-run", "--package-path", copy.path], path: path)
        #expect(run.status == 0, "\(run.errors)")
        try Fixture.expectGolden(run.output, fixture: "Clean", file: "new.txt")
        let calls = try String(contentsOf: folder.appendingPathComponent("count"), encoding: .utf8)
        #expect((Int(calls.dropLast()) ?? 0) >= 2, "swift ran \(calls) times")
    }

    @Test func describesThePackageWhenStartedWithoutAStandardInput() async throws {
        let copy = try Fixture.copy("Clean")
        defer { Fixture.remove(copy) }
        // Deterministic hashing fixes the order in which `Process` wires a child's descriptors: the order in which
        // an output file that took descriptor 0 was replaced by the child's standard input.
        let run = try await graft(
            ["new", "Notifications", "--parent", "Home", "--dry-run", "--package-path", copy.path],
            environment: ["SWIFT_DETERMINISTIC_HASHING": "1"], closingStandardInput: true)
        #expect(run.status == 0, "\(run.errors)")
        try Fixture.expectGolden(run.output, fixture: "Clean", file: "new.txt")
    }

    @Test func saysHowSwiftPMEndedWhenItIsKilledEachTimeBeforeItPrintsAWord() async throws {
        let copy = try Fixture.copy("Clean")
        defer { Fixture.remove(copy) }
        let (path, folder) = try Self.swiftKilled(times: 2)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try await graft(
            ["new", "Notifications", "--parent", "Home", "--dry-run", "--package-path", copy.path], path: path)
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(
            run.errors
                == "graft: error: could not load the package at '\(copy.path)'; fix its Package.swift (errors below) "
                + "and run graft again\n'swift package describe' was killed by signal 9 and printed nothing\n")
    }

    @Test func attachesToAScaffoldedParentOrWritesTheFilesAndSaysWhyNot() async throws {
        let copy = try Fixture.copy("Attachable")
        defer { Fixture.remove(copy) }
        let location = ["--package-path", copy.path]
        let home = try await graft(["new", "Home", "--parent", "App", "--attach"] + location)
        #expect(home.status == 0)
        #expect(home.errors.isEmpty)
        let fallback = """
            created Sources/Attachable/AppComponent+Home.swift

            graft: not attaching Home to App: target 'Attachable' declares no AppBuilder; the parent is left as \
            it is
            To attach Home to App, make three changes (--attach makes them in a parent shaped as graft new writes):
              AppBuilder:      pass HomeBuilder(dependency: component) to AppRouter, which keeps it as its HomeBuildable

            """
        #expect(home.output.contains(fallback))
        #expect(home.output.contains("  AppRouter:       let home = homeBuilder.build(withListener: interactor); "))

        let router = copy.appendingPathComponent("Sources/Attachable/Home/HomeRouter.swift")
        let before = try String(contentsOf: router, encoding: .utf8)
        let dryRun = try await graft(["new", "Profile", "--parent", "Home", "--attach", "--dry-run"] + location)
        #expect(dryRun.status == 0)
        #expect(
            dryRun.output.contains(
                "==> Sources/Attachable/Home/HomeComponent+Profile.swift <==\n"
                    + "extension HomeComponent: ProfileDependency {}\n\n"
                    + "--- a/Sources/Attachable/Home/HomeBuilder.swift\n+++ b/Sources/Attachable/Home/HomeBuilder.swift\n"
            ))
        #expect(dryRun.output.contains("+    func routeToProfile() {\n"))
        #expect(try String(contentsOf: router, encoding: .utf8) == before)
        #expect(
            !FileManager.default.fileExists(atPath: copy.appendingPathComponent("Sources/Attachable/Profile").path))

        let profile = try await graft(["new", "Profile", "--parent", "Home", "--attach", "--viewable"] + location)
        #expect(profile.status == 0)
        #expect(profile.errors.isEmpty)
        #expect(
            profile.output.contains(
                "created Sources/Attachable/Home/HomeComponent+Profile.swift\n"
                    + "Sources/Attachable/Home/HomeBuilder.swift:19: added 'profileBuilder: ProfileBuilder(dependency: "
                    + "component)' to HomeRouter(…) in HomeBuilder\n"))
        #expect(
            profile.output.hasSuffix(
                "Sources/Attachable/Home/HomeRouter.swift:37: added 'func routeAwayFromProfile()' to HomeRouter\n\n"
                    + "Profile has a view: show its viewControllable in Home's view in routeToProfile() and remove it in "
                    + "routeAwayFromProfile()\n"))

        let again = try await graft(["new", "Profile", "--parent", "Home", "--attach"] + location)
        #expect(again.status == 1)
        #expect(
            again.errors
                == "graft: error: ProfileDependency already exists in Sources/Attachable/Profile/ProfileComponent.swift; "
                + "choose another feature name\n")
    }

    @Test func refusesABadFeatureNameWithTheUsageStatus() async throws {
        let run = try await graft(["new", "profile", "--parent", "Home"])
        #expect(run.status == 64)
        #expect(run.output.isEmpty)
        #expect(
            run.errors
                == "graft: error: 'profile' is not a feature name; use an UpperCamelCase Swift identifier (letters "
                + "and digits, starting with a capital letter), such as 'Profile'\n")
    }

    @Test func refusesAnUnknownParentOrAnExistingFileWithOneLineAndWritesNothing() async throws {
        let copy = try Fixture.copy("Clean")
        defer { Fixture.remove(copy) }
        let unknown = try await graft(["new", "Notifications", "--parent", "Lobby", "--package-path", copy.path])
        #expect(unknown.status == 1)
        #expect(
            unknown.errors
                == "graft: error: target 'Clean' has no class LobbyComponent; pass --parent with one of: App, Home, "
                + "Profile, Settings\n")

        let existing = copy.appendingPathComponent("Sources/Clean/Notifications/NotificationsRouter.swift")
        try FileManager.default.createDirectory(
            at: existing.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "// mine\n".write(to: existing, atomically: true, encoding: .utf8)
        let refused = try await graft(["new", "Notifications", "--parent", "Home", "--package-path", copy.path])
        #expect(refused.status == 1)
        #expect(refused.errors.split(separator: "\n").count == 1)
        #expect(refused.errors.hasPrefix("graft: error: Sources/Clean/Notifications/NotificationsRouter.swift already"))
        let written = try FileManager.default.contentsOfDirectory(atPath: existing.deletingLastPathComponent().path)
        #expect(written == ["NotificationsRouter.swift"])
        #expect(try String(contentsOf: existing, encoding: .utf8) == "// mine\n")
    }
}
