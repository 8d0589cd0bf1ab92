import Foundation
import Testing

@testable import LandmarksKit
@testable import LandmarksServices
@testable import LandmarksUI

@Suite struct InvocationTests {
    private func message(_ arguments: [String]) -> String? {
        do {
            _ = try Invocation(arguments: arguments)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func defaultsToALiveSession() throws {
        let invocation = try Invocation(arguments: [])
        #expect(invocation.action == .launch)
        #expect(invocation.servicesVariant == .live)
        #expect(invocation.baseURL == nil)
        #expect(invocation.dataDirectory == nil)
        #expect(invocation.command == nil)
    }

    @Test func readsOptionsBeforeAndAfterTheCommand() throws {
        let invocation = try Invocation(arguments: [
            "--data-dir", "/tmp/landmarks", "list", "--base-url=http://127.0.0.1:8080/", "lakes", "--services", "live",
        ])
        #expect(invocation.dataDirectory?.path == "/tmp/landmarks")
        #expect(invocation.baseURL?.absoluteString == "http://127.0.0.1:8080/")
        #expect(invocation.command == .list(.lakes))
    }

    @Test func givesTheCommandTheOptionsAfterItsNameThatTheProgramDoesNotTake() throws {
        let invocation = try Invocation(arguments: ["tree", "--html", "tree.html", "--services", "preview"])
        #expect(invocation.command == .tree(htmlFile: "tree.html"))
        #expect(invocation.servicesVariant == .preview)
        #expect(try Invocation(arguments: ["tree", "--html=tree.html"]).command == .tree(htmlFile: "tree.html"))
        #expect(
            message(["list", "--verbose"])
                == "unknown category \"--verbose\"; choose one of bridges, canyons, lakes, monuments, mountains, rivers, "
                + "waterfalls")
        #expect(
            message(["tree", "--svg", "tree.svg"])
                == "tree takes no arguments, or --html FILE, as in: tree --html tree.html")
    }

    @Test func takesEverythingAfterADoubleDashAsTheCommand() throws {
        #expect(try Invocation(arguments: ["--services", "preview", "--", "tree"]).command == .tree(htmlFile: nil))
        #expect(message(["--", "--help"]) == "unknown command \"--help\"; help lists the commands")
    }

    @Test func stopsAtHelpAndVersion() throws {
        #expect(try Invocation(arguments: ["--help", "--bogus"]).action == .showHelp)
        #expect(try Invocation(arguments: ["-h"]).action == .showHelp)
        #expect(try Invocation(arguments: ["tree", "--version"]).action == .showVersion)
    }

    @Test func choosesTheServices() throws {
        #expect(try Invocation(arguments: ["--services", "mock"]).servicesVariant == .mock)
        #expect(try Invocation(arguments: ["--services=preview"]).servicesVariant == .preview)
    }

    @Test func explainsWhatIsWrongOnOneLine() {
        let expected: [([String], String)] = [
            (["--verbose"], "unknown option \"--verbose\"; landmarks --help lists the options"),
            (["--data-dir"], "--data-dir needs a value, as in: --data-dir /tmp/landmarks"),
            (["--data-dir", "--services", "mock"], "--data-dir needs a value, as in: --data-dir /tmp/landmarks"),
            (["--data-dir="], "--data-dir needs a value, as in: --data-dir /tmp/landmarks"),
            (["--services", "fake"], "unknown services \"fake\" for --services; choose one of live, mock, preview"),
            (
                ["--base-url", "ftp://example.com/"],
                "--base-url needs an http or https URL, as in http://127.0.0.1:8080/, not \"ftp://example.com/\""
            ),
            (
                ["--base-url", "http://"],
                "--base-url needs an http or https URL, as in http://127.0.0.1:8080/, not \"http://\""
            ),
            (
                ["--services", "mock", "--base-url", "http://127.0.0.1:8080/"],
                "--base-url works only with --services live, not mock"
            ),
            (["--help=yes"], "--help takes no value"),
            (["frobnicate"], "unknown command \"frobnicate\"; help lists the commands"),
        ]
        for (arguments, text) in expected {
            #expect(message(arguments) == text, "\(arguments)")
        }
    }
}
