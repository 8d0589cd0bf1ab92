import GraftGraph
import Testing

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
        #expect(try Invocation.parse(["check"]) == .check(Invocation.PackageOptions()))
    }

    @Test func turnsHelpFlagsIntoHelp() throws {
        #expect(try Invocation.parse(["check", "--target", "A", "--help"]) == .help(topic: "check"))
        #expect(try Invocation.parse(["--help"]) == .help(topic: nil))
        #expect(try Invocation.parse(["help", "graph"]) == .help(topic: "graph"))
    }

    @Test(arguments: [
        (["graph", "--frmat", "dot"], "unknown option '--frmat' for 'graft graph'; run 'graft help graph' for usage"),
        (
            ["check", "--format", "dot"],
            "unknown option '--format' for 'graft check'; run 'graft help check' for usage"
        ),
        (["graph", "--format", "svg"], "unknown format 'svg'; use one of: mermaid, dot, json, text"),
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
