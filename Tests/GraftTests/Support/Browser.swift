import Foundation

/// Headless Chromium, driven by `Tests/Browser/explore_page.py` through WebDriver, to open an explorer page as a
/// person does.
enum Browser {
    /// Whether Debian's chromium, chromium-driver and python3-selenium are installed.
    static let isAvailable: Bool =
        ["/usr/bin/chromium", "/usr/bin/chromedriver", "/usr/bin/python3"].allSatisfy(
            FileManager.default.isExecutableFile(atPath:)) && (try? python(["-c", "import selenium"]).status) == 0

    /// Why a browser test is skipped.
    static let missing = "no headless browser; apt-get install chromium chromium-driver python3-selenium (.ci/run does)"

    /// The checkout's root.
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// What the page showed: see `explore_page.py`.
    struct Report: Decodable {
        var readyMs: Double
        var rows: Int
        var title: String
        var inactive: [String]
        var errors: [String]
        var selected: [String]?
        var path: [String]?
        var details: String?
    }

    /// Writes a page, opens it, optionally searches and selects a result, and saves a screenshot in
    /// `.build/explorer-screenshots`.
    ///
    /// - Parameters:
    ///   - html: The page.
    ///   - arguments: `explore_page.py`'s options, such as `["--search", "help", "--select", "Help"]`.
    ///   - screenshot: The screenshot's file name.
    /// - Returns: What the page showed.
    /// - Throws: When the script fails, with what it printed.
    static func explore(_ html: String, _ arguments: [String], screenshot: String) async throws -> Report {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("graft-explorer-\(UUID())")
        let screenshots = repositoryRoot.appendingPathComponent(".build/explorer-screenshots")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: screenshots, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appendingPathComponent("tree.html")
        let report = directory.appendingPathComponent("report.json")
        try html.write(to: page, atomically: true, encoding: .utf8)
        let script = repositoryRoot.appendingPathComponent("Tests/Browser/explore_page.py").path
        let picture = screenshots.appendingPathComponent(screenshot).path
        // The browser runs for seconds: wait for it on a thread of its own, not on the test pool's.
        let run = try await withCheckedThrowingContinuation { continuation in
            Thread {
                continuation.resume(
                    with: Result {
                        try python([script, page.path, "--screenshot", picture, "--report", report.path] + arguments)
                    })
            }.start()
        }
        guard run.status == 0 else { throw ScriptFailure(description: "explore_page.py failed:\n\(run.output)") }
        return try JSONDecoder().decode(Report.self, from: Data(contentsOf: report))
    }

    struct ScriptFailure: Error, CustomStringConvertible {
        var description: String
    }

    private static func python(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }
}
