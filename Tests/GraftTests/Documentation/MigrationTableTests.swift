import Foundation
import Testing

/// Docs/MigratingFromRIBs.md maps every public type and extension function of RIBs-iOS's `RIBs/Classes`, and each
/// Graft symbol it names is declared in Graft's sources.
@Suite struct MigrationTableTests {
    /// The public types and extension functions of `RIBs/Classes` in uber/RIBs-iOS, by file, read from its source.
    static let ribsSymbols: Set<String> = [
        "Builder.swift Buildable", "Builder.swift Builder",
        "ComponentizedBuilder.swift ComponentizedBuilder", "ComponentizedBuilder.swift SimpleComponentizedBuilder",
        "DI/Component.swift Component", "DI/Component.swift EmptyComponent",
        "DI/Dependency.swift Dependency", "DI/Dependency.swift EmptyDependency",
        "Extensions/Foundation+Extensions.swift Array.removeElementByReference(_:)",
        "Interactor.swift InteractorScope", "Interactor.swift Interactable", "Interactor.swift Interactor",
        "Interactor.swift ObservableType.confineTo(_:)", "Interactor.swift Disposable.disposeOnDeactivate(interactor:)",
        "LaunchRouter.swift LaunchRouting", "LaunchRouter.swift LaunchRouter",
        "LeakDetector/Executor.swift Executor",
        "LeakDetector/LeakDetector.swift LeakDetectionStatus",
        "LeakDetector/LeakDetector.swift LeakDefaultExpectationTime",
        "LeakDetector/LeakDetector.swift LeakDetectionHandle", "LeakDetector/LeakDetector.swift LeakDetector",
        "MultiStageComponentizedBuilder.swift MultiStageComponentizedBuilder",
        "MultiStageComponentizedBuilder.swift SimpleMultiStageComponentizedBuilder",
        "PresentableInteractor.swift PresentableInteractor",
        "Presenter.swift Presentable", "Presenter.swift Presenter",
        "Router.swift RouterLifecycle", "Router.swift RouterScope", "Router.swift Routing", "Router.swift Router",
        "ViewControllable.swift ViewControllable", "ViewControllable.swift ViewControllable.uiviewController",
        "ViewableRouter.swift ViewableRouting", "ViewableRouter.swift ViewableRouter",
        "Worker/Worker.swift Working", "Worker/Worker.swift Worker", "Worker/Worker.swift Disposable.disposeOnStop(_:)",
        "Workflow/Workflow.swift Workflow", "Workflow/Workflow.swift Step",
        "Workflow/Workflow.swift ObservableType.fork(_:)",
        "Workflow/Workflow.swift Disposable.disposeWith(workflow:)",
        "Workflow/Workflow.swift Disposable.disposeWith(worflow:)",
    ]

    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// One row of the table: the RIBs file and name, the Graft symbol or `none`, and the note.
    struct Row {
        let file: String
        let ribs: String
        let graft: String
        let note: String
    }

    @Test func theTableListsEveryRIBsSymbolOnce() throws {
        let rows = try Self.tableRows()
        let listed = rows.map { "\($0.file) \($0.ribs)" }

        #expect(Set(listed) == Self.ribsSymbols)
        #expect(listed.count == Set(listed).count, "a RIBs name is listed twice")
    }

    @Test func everyRowNamesAGraftSymbolOrSaysWhyThereIsNone() throws {
        for row in try Self.tableRows() where row.graft == "none" {
            #expect(row.note.count > 20, "\(row.ribs) has no Graft counterpart and no reason why")
        }
    }

    @Test func everyGraftSymbolTheTableNamesIsDeclared() throws {
        let declarations = try Self.graftDeclarations()
        for row in try Self.tableRows() where row.graft != "none" {
            #expect(declarations.declares(row.graft), "\(row.graft), named for RIBs' \(row.ribs), is not in Sources")
        }
    }

    @Test func theCheckRejectsAWrongName() throws {
        let declarations = try Self.graftDeclarations()

        #expect(declarations.declares("Presentable"))
        #expect(declarations.declares("Task.cancelOnDeactivate(of:fileID:line:)"))
        #expect(!declarations.declares("Presentible"))
        #expect(!declarations.declares("Task.cancelOnDeactivate(for:)"))
        #expect(!declarations.declares("Router.lifecycles"))
        #expect(!declarations.declares("Interactor.task(_:)"))
    }

    static func tableRows() throws -> [Row] {
        let text = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Docs/MigratingFromRIBs.md"), encoding: .utf8)
        let section = try #require(text.components(separatedBy: "## Every public type of RIBs").dropFirst().first)
        let lines = section.components(separatedBy: "\n").drop { !$0.hasPrefix("| RIBs file") }.dropFirst(2)
        return lines.prefix { $0.hasPrefix("|") }.map { line in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "`")) }
            return Row(file: cells[0], ribs: cells[1], graft: cells[2], note: cells[3])
        }
    }

    /// The code lines of Graft's and GraftTesting's sources, without comments.
    struct Declarations {
        let code: String

        /// Whether `symbol` (`Type`, `Type.member` or `Type.function(label:)`) is declared.
        func declares(_ symbol: String) -> Bool {
            let parts = symbol.split(separator: ".", maxSplits: 1).map(String.init)
            let typeName = parts[0]
            guard
                matches(#"\b(class|struct|protocol|enum|actor|typealias)\s+\#(typeName)\b"#)
                    || matches(#"\bextension\s+\#(typeName)\b"#)
            else { return false }
            guard parts.count == 2 else { return true }
            let member = parts[1]
            guard let open = member.firstIndex(of: "(") else {
                return matches(#"\b(var|let|case|func)\s+\#(member)\b"#)
            }
            let name = String(member[..<open])
            let labels = member[member.index(after: open)...].dropLast().split(separator: ":").map(String.init)
            return functionLabels(named: name).contains(labels)
        }

        private func matches(_ pattern: String) -> Bool {
            code.range(of: pattern, options: .regularExpression) != nil
        }

        /// The argument labels of each declaration of a function named `name`.
        private func functionLabels(named name: String) -> [[String]] {
            code.components(separatedBy: "func \(name)(").dropFirst().map { rest in
                var depth = 1
                let parameters = rest.prefix { character in
                    if character == "(" { depth += 1 }
                    if character == ")" { depth -= 1 }
                    return depth > 0
                }
                return Self.topLevelParameters(String(parameters)).map { parameter in
                    String(parameter.trimmingCharacters(in: .whitespacesAndNewlines).prefix { $0 != " " && $0 != ":" })
                }
            }
        }

        private static func topLevelParameters(_ list: String) -> [String] {
            guard !list.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return [] }
            var parameters: [String] = []
            var current = ""
            var depth = 0
            for character in list {
                if "([<".contains(character) { depth += 1 }
                if ")]>".contains(character) { depth -= 1 }
                if character == ",", depth == 0 {
                    parameters.append(current)
                    current = ""
                } else {
                    current.append(character)
                }
            }
            parameters.append(current)
            return parameters
        }
    }

    static func graftDeclarations() throws -> Declarations {
        var code = ""
        for module in ["Graft", "GraftTesting"] {
            let directory = repositoryRoot.appendingPathComponent("Sources/\(module)")
            let files = try #require(FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil))
            for case let file as URL in files where file.pathExtension == "swift" {
                let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
                code +=
                    lines.filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
                    .joined(separator: "\n") + "\n"
            }
        }
        return Declarations(code: code)
    }
}
