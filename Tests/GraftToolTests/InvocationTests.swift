import GraftEditing
import Testing

@testable import GraftDeclaredGraph
@testable import graft

@Suite struct InvocationTests {
    @Test func parsesGraphWithEveryOption() throws {
        let invocation = try Invocation.parse([
            "graph", "--package-path", "Examples", "--target=Landmarks", "--format", "mermaid", "--scratch-path",
            "/tmp/s",
        ])
        let options = Invocation.PackageOptions(packagePath: "Examples", target: "Landmarks", scratchPath: "/tmp/s")
        #expect(invocation == .graph(options, format: .mermaid))
    }

    @Test func defaultsToTheCurrentDirectoryAndText() throws {
        #expect(try Invocation.parse(["graph"]) == .graph(Invocation.PackageOptions(), format: .text))
        #expect(
            try Invocation.parse(["graph", "--format", "html"]) == .graph(Invocation.PackageOptions(), format: .html))
        #expect(try Invocation.parse(["check"]) == .check(Invocation.PackageOptions()))
    }

    @Test func parsesFixWithEveryOption() throws {
        let invocation = try Invocation.parse([
            "fix", "--dry-run", "--package-path", "Examples", "--target=App", "--scratch-path", "/tmp/s",
        ])
        let options = Invocation.PackageOptions(packagePath: "Examples", target: "App", scratchPath: "/tmp/s")
        #expect(invocation == .fix(options, isDryRun: true))
        #expect(try Invocation.parse(["fix"]) == .fix(Invocation.PackageOptions(), isDryRun: false))
        #expect(throws: Invocation.UsageError.self) { try Invocation.parse(["fix", "--parent", "Home"]) }
        #expect(try Invocation.parse(["help", "fix"]) == .help(topic: "fix"))
    }

    @Test func parsesMocksWithEveryOptionAndEachMode() throws {
        let invocation = try Invocation.parse([
            "mocks", "--package-path", "Examples", "--target=App", "--test-target", "AppTests", "--scratch-path",
            "/tmp/s", "--check",
        ])
        let options = Invocation.PackageOptions(packagePath: "Examples", target: "App", scratchPath: "/tmp/s")
        #expect(invocation == .mocks(options, testTarget: "AppTests", mode: .check))
        #expect(try Invocation.parse(["mocks"]) == .mocks(Invocation.PackageOptions(), testTarget: nil, mode: .write))
        #expect(
            try Invocation.parse(["mocks", "--dry-run"])
                == .mocks(Invocation.PackageOptions(), testTarget: nil, mode: .dryRun))
        #expect(throws: Invocation.UsageError.self) { try Invocation.parse(["mocks", "--check", "--dry-run"]) }
        #expect(throws: Invocation.UsageError.self) { try Invocation.parse(["mocks", "--parent", "Home"]) }
        #expect(try Invocation.parse(["help", "mocks"]) == .help(topic: "mocks"))
    }

    @Test func turnsHelpFlagsIntoHelp() throws {
        #expect(try Invocation.parse(["check", "--target", "A", "--help"]) == .help(topic: "check"))
        #expect(try Invocation.parse(["--help"]) == .help(topic: nil))
        #expect(try Invocation.parse(["help", "graph"]) == .help(topic: "graph"))
    }

    @Test func parsesNewWithEveryOption() throws {
        let invocation = try Invocation.parse([
            "new", "--parent", "Home", "Profile", "--viewable", "--dry-run", "--path=Sources/App/Profile",
            "--package-path", "Examples", "--target", "App", "--attach",
        ])
        let scaffold = try FeatureScaffold(name: "Profile", parent: "Home", isViewable: true)
        let options = Invocation.NewFeatureOptions(
            package: Invocation.PackageOptions(packagePath: "Examples", target: "App"),
            directory: "Sources/App/Profile", isDryRun: true, isAttaching: true)
        #expect(invocation == .new(scaffold, options))
    }

    @Test func parsesNewIntoAModuleOfItsOwn() throws {
        let scaffold = try FeatureScaffold(name: "Profile", parent: "Home", isViewable: false)
        #expect(
            try Invocation.parse(["new", "Profile", "--parent", "Home", "--attach", "--module", "ProfileFeature"])
                == .new(scaffold, Invocation.NewFeatureOptions(module: "ProfileFeature", isAttaching: true)))
    }

    @Test func defaultsNewToAPlainFeatureWrittenInTheCurrentPackage() throws {
        let scaffold = try FeatureScaffold(name: "Profile", parent: "Home", isViewable: false)
        #expect(
            try Invocation.parse(["new", "Profile", "--parent", "HomeComponent"])
                == .new(scaffold, Invocation.NewFeatureOptions()))
    }

    @Test(arguments: [
        (
            ["new", "--parent", "Home"],
            "missing the feature's name, as in 'graft new Profile --parent Home'; run 'graft help new' for usage"
        ),
        (
            ["new", "Profile"],
            "missing --parent, the feature whose component provides Profile's dependencies, as in "
                + "'graft new Profile --parent Home'"
        ),
        (
            ["new", "Profile", "Extra", "--parent", "Home"],
            "unexpected argument 'Extra' for 'graft new'; run 'graft help new' for usage"
        ),
        (
            ["new", "Profile", "--parent", "home"],
            "'home' is not a feature name; use an UpperCamelCase Swift identifier (letters and digits, starting "
                + "with a capital letter), such as 'Home'"
        ),
        (
            ["new", "Profile", "--parent", "Home", "--scratch-path", "x"],
            "unknown option '--scratch-path' for 'graft new'; run 'graft help new' for usage"
        ),
        (
            ["new", "Profile", "--parent", "Home", "--module", "ProfileFeature", "--path", "Sources/App"],
            "--module makes a new target for Profile, so it cannot go with --path; leave out one of them"
        ),
        (
            ["new", "Profile", "--parent", "Home", "--module", "profile-feature"],
            "'profile-feature' is not a module name; pass --module with an UpperCamelCase Swift identifier, such as 'ProfileFeature'"
        ),
        (["graph", "--viewable"], "unknown option '--viewable' for 'graft graph'; run 'graft help graph' for usage"),
        (["check", "Profile"], "unexpected argument 'Profile' for 'graft check'; run 'graft help check' for usage"),
    ])
    func rejectsABadNewCommandLineWithOneLine(arguments: [String], message: String) {
        #expect(throws: Invocation.UsageError(description: message)) {
            try Invocation.parse(arguments)
        }
    }

    @Test(arguments: [
        (["graph", "--frmat", "dot"], "unknown option '--frmat' for 'graft graph'; run 'graft help graph' for usage"),
        (
            ["check", "--format", "dot"],
            "unknown option '--format' for 'graft check'; run 'graft help check' for usage"
        ),
        (["graph", "--format", "svg"], "unknown format 'svg'; use one of: mermaid, dot, json, text, html"),
        (["graph", "--target"], "option '--target' needs a value; run 'graft help graph' for usage"),
        (["draw"], "unknown subcommand 'draw'; run 'graft help' for usage"),
        ([], "missing subcommand; run 'graft help' for usage"),
    ])
    func rejectsABadCommandLineWithOneLine(arguments: [String], message: String) {
        #expect(throws: Invocation.UsageError(description: message)) {
            try Invocation.parse(arguments)
        }
    }
}
