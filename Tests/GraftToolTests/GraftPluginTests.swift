import Foundation
import Testing

@testable import GraftDeclaredGraph
@testable import GraftEditing

/// Runs `swift package graft …` on fixture packages that depend on Graft, as a user of the plugin would.
@Suite struct GraftPluginTests {
    private struct Run {
        let status: Int32
        let output: String
        let errors: String
    }

    /// Where SwiftPM builds the plugin's `graft` tool for the fixtures, kept between runs like the fixtures' own.
    private static let toolScratchPath = Fixture.scratchPath + "-plugin"

    /// Runs `swift package graft` in a copy of a fixture, the fixture's build sharing the other fixtures'.
    ///
    /// - Parameters:
    ///   - fixture: The fixture's folder name.
    ///   - arguments: The plugin's arguments.
    ///   - verb: `graft`, or `graft-edit` for the plugin that writes.
    ///   - allowingWrites: Whether to pass `--allow-writing-to-package-directory`.
    ///   - prepare: What to change in the copy first.
    /// - Returns: The run, and the copy, which the caller removes.
    /// - Throws: A file system error, or what `prepare` throws.
    private func plugin(
        _ fixture: String, _ arguments: [String], verb: String = "graft", allowingWrites: Bool = false,
        prepare: (URL) throws -> Void = { _ in }
    ) async throws -> (Run, URL) {
        let copy = try Fixture.copy(fixture)
        try prepare(copy)
        return (try await plugin(in: copy, arguments, verb: verb, allowingWrites: allowingWrites), copy)
    }

    /// Runs `swift package <verb>` in a copy; `new`, which builds nothing, gets no scratch path.
    private func plugin(
        in copy: URL, _ arguments: [String], verb: String = "graft", allowingWrites: Bool = false
    ) async throws -> Run {
        let scratch = arguments.first == "new" ? [] : ["--scratch-path", Fixture.scratchPath]
        let permission = allowingWrites ? ["--allow-writing-to-package-directory"] : []
        return try await FixtureGraphs.shared.exclusively {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments =
                ["swift", "package", "--package-path", copy.path, "--scratch-path", Self.toolScratchPath]
                + permission + [verb] + arguments + scratch
            let output = FileManager.default.temporaryDirectory.appendingPathComponent("graft-plugin-\(UUID()).out")
            let errors = FileManager.default.temporaryDirectory.appendingPathComponent("graft-plugin-\(UUID()).err")
            _ = FileManager.default.createFile(atPath: output.path, contents: nil)
            _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
            defer {
                try? FileManager.default.removeItem(at: output)
                try? FileManager.default.removeItem(at: errors)
            }
            // Not a terminal, so SwiftPM refuses a permission it was not given instead of asking for it.
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = try FileHandle(forWritingTo: output)
            process.standardError = try FileHandle(forWritingTo: errors)
            try process.run()
            process.waitUntilExit()
            return Run(
                status: process.terminationStatus, output: try String(contentsOf: output, encoding: .utf8),
                errors: try String(contentsOf: errors, encoding: .utf8))
        }
    }

    @Test func drawsTheWholePackageAsTheExecutableDoes() async throws {
        let (run, copy) = try await plugin("Modular", ["graph", "--format", "mermaid"])
        defer { Fixture.remove(copy) }
        #expect(run.status == 0, "\(run.errors)")
        try Fixture.expectGolden(run.output, fixture: "Modular", file: "graph.mmd")
    }

    @Test func writesTheExplorerPageWithTheProblemsOfATarget() async throws {
        let (run, copy) = try await plugin(
            "ModularOrphan", ["graph", "--format", "html", "--target", "SettingsFeature"])
        defer { Fixture.remove(copy) }
        #expect(run.status == 0, "\(run.errors)")
        let data = try ExplorerPageTests.data(of: run.output)
        #expect(data.title == "SettingsFeature")
        let settings = try #require(data.graph.features.firstIndex { $0.component == "SettingsComponent" })
        #expect(data.problems.map(\.features) == [[settings], [settings]])
        #expect(data.problems.first?.message.hasPrefix("no component conforms to SettingsDependency") == true)
        #expect(data.problems.last?.message.hasPrefix("nothing creates SettingsBuilder") == true)
    }

    @Test func checksAndPrintsEachProblemAtItsFileLineAndColumn() async throws {
        let (run, copy) = try await plugin("ModularOrphan", ["check"])
        defer { Fixture.remove(copy) }
        #expect(run.status != 0)
        let settings = copy.appendingPathComponent("Packages/Settings/Sources/SettingsFeature/Settings.swift").path
        #expect(
            run.output.contains(
                "\(settings):4:17: error: no component conforms to SettingsDependency, so SettingsComponent can never "
                    + "get its parent"))
        #expect(
            run.output.hasSuffix(
                "graft: checked 4 features in ModularOrphan (AppCore, HomeFeature, "
                    + "SettingsFeature): 1 error, 1 warning\n"))
    }

    @Test func attachesANewFeatureToItsParent() async throws {
        let (run, copy) = try await plugin(
            "Attachable", ["new", "Profile", "--parent", "Home", "--attach"], verb: "graft-edit", allowingWrites: true
        ) { copy in
            let home = try FeatureScaffold(name: "Home", parent: "App", isViewable: false)
            try ScaffoldPlan.make(home, packagePath: copy.path).write()
        }
        defer { Fixture.remove(copy) }
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("created Sources/Attachable/Profile/ProfileRouter.swift\n"))
        #expect(
            run.output.contains(
                "Sources/Attachable/Home/HomeRouter.swift:30: added 'func routeToProfile()' to HomeRouter\n"))
        let router = try String(
            contentsOf: copy.appendingPathComponent("Sources/Attachable/Home/HomeRouter.swift"), encoding: .utf8)
        #expect(router.contains("        let profile = profileBuilder.build(withListener: interactor)\n"))
    }

    @Test func writesOnlyThroughTheEditPluginOnceAllowed() async throws {
        let copy = try Fixture.copy("Attachable")
        defer { Fixture.remove(copy) }
        let before = try Fixture.sources(of: copy)
        let new = ["new", "Home", "--parent", "App"]

        let notAllowed = try await plugin(in: copy, new, verb: "graft-edit")
        #expect(notAllowed.status != 0)
        #expect(
            notAllowed.errors.contains(
                "error: Plugin ‘GraftEditPlugin’ wants permission to write to the package directory.\n"
                    + "Stated reason: “graft fix, new and mocks edit the package's Swift files and manifest”.\n"
                    + "Use `--allow-writing-to-package-directory` to allow this."), "\(notAllowed.errors)")
        #expect(try Fixture.sources(of: copy) == before)

        // The plugin that reads never writes, even when allowed to.
        let reading = try await plugin(in: copy, new, allowingWrites: true)
        #expect(reading.status != 0)
        #expect(
            reading.errors.contains(
                "error: graft new writes to the package, which 'swift package graft' may not do; run 'swift package "
                    + "--allow-writing-to-package-directory graft-edit new …', or add --dry-run to see the changes\n"),
            "\(reading.errors)")
        #expect(try Fixture.sources(of: copy) == before)
        let dryRun = try await plugin(in: copy, new + ["--dry-run"])
        #expect(dryRun.status == 0, "\(dryRun.errors)")
        #expect(dryRun.output.contains("==> Sources/Attachable/Home/HomeComponent.swift <==\n"))
        #expect(try Fixture.sources(of: copy) == before)

        let allowed = try await plugin(in: copy, new, verb: "graft-edit", allowingWrites: true)
        #expect(allowed.status == 0, "\(allowed.errors)")
        #expect(allowed.output.contains("created Sources/Attachable/Home/HomeComponent.swift\n"))
        #expect(try Fixture.sources(of: copy).count == before.count + 5)
    }

    @Test func checksMocksThroughTheReadingPluginAndWritesThemThroughTheEditPlugin() async throws {
        let copy = try Fixture.copy("TestDoubles")
        defer { Fixture.remove(copy) }
        let generated = copy.appendingPathComponent("Tests/AppTests/GraftMocks.swift")

        let refused = try await plugin(in: copy, ["mocks"], allowingWrites: true)
        #expect(refused.status != 0)
        #expect(refused.errors.contains("error: graft mocks writes to the package"), "\(refused.errors)")
        let missing = try await plugin(in: copy, ["mocks", "--check"])
        #expect(missing.status != 0)
        // SwiftPM prints what a plugin writes to standard error on its standard output.
        #expect(
            (missing.output + missing.errors).contains("Tests/AppTests/GraftMocks.swift is out of date"),
            "\(missing.output)\(missing.errors)")
        #expect(!FileManager.default.fileExists(atPath: generated.path))

        let written = try await plugin(in: copy, ["mocks"], verb: "graft-edit", allowingWrites: true)
        #expect(written.status == 0, "\(written.errors)")
        #expect(written.output.hasPrefix("wrote Tests/AppTests/GraftMocks.swift: "))
        let current = try await plugin(in: copy, ["mocks", "--check"])
        #expect(current.status == 0, "\(current.errors)")
        #expect(current.output.hasPrefix("graft: Tests/AppTests/GraftMocks.swift up to date\n"))
    }
}
