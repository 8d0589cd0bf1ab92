import Foundation

/// Headless Chromium, driven by `Tests/Browser/explore_page.py` through WebDriver, to open an explorer page as a
/// person does.
enum Browser {
    /// Whether Debian's chromium, chromium-driver and python3-selenium are installed.
    static let isAvailable: Bool = {
        guard
            ["/usr/bin/chromium", "/usr/bin/chromedriver", "/usr/bin/python3"].allSatisfy(
                FileManager.default.isExecutableFile(atPath:))
        else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", "import selenium"]
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()

    /// Why a browser test is skipped.
    static let missing = "no headless browser; apt-get install chromium chromium-driver python3-selenium (.ci/run does)"

    /// Where screenshots go, for a person to look at: `.build/explorer-screenshots` in the checkout.
    static let screenshots = Fixture.repositoryRoot.appendingPathComponent(".build/explorer-screenshots")

    /// What the page showed: see `explore_page.py`.
    struct Report: Decodable {
        struct Problem: Decodable, Equatable {
            var severity: String
            var text: String
        }
        var readyMs: Double
        var loadMs: Double
        var rows: Int
        var title: String
        var overviewProblems: [Problem]
        var badges: [String]
        var inactive: [String]
        var tops: [String]
        var topCounts: [String]
        var errors: [String]
        var searchMs: [Double]?
        var results: [String]?
        var selected: [String]?
        var path: [String]?
        var origin: [String]?
        var details: String?
        var featureProblems: [Problem]?
    }

    /// Opens a page, optionally searches, selects a result and a need, and saves a screenshot.
    ///
    /// - Parameters:
    ///   - page: The HTML page.
    ///   - arguments: `explore_page.py`'s options, such as `["--search", "sett", "--select", "SettingsComponent"]`.
    ///   - screenshot: The screenshot's file name in ``screenshots``.
    /// - Returns: What the page showed.
    /// - Throws: When the script fails, with what it printed.
    static func explore(_ page: URL, _ arguments: [String], screenshot: String) async throws -> Report {
        try FileManager.default.createDirectory(at: screenshots, withIntermediateDirectories: true)
        let script = Fixture.repositoryRoot.appendingPathComponent("Tests/Browser/explore_page.py").path
        let picture = screenshots.appendingPathComponent(screenshot).path
        let report = page.deletingPathExtension().appendingPathExtension("report.json")
        let (output, status) = try await Fixture.run(
            "/usr/bin/python3", [script, page.path, "--screenshot", picture, "--report", report.path] + arguments)
        guard status == 0 else {
            throw ScriptFailure(description: "explore_page.py failed (\(status)):\n\(output)")
        }
        return try JSONDecoder().decode(Report.self, from: Data(contentsOf: report))
    }

    struct ScriptFailure: Error, CustomStringConvertible {
        var description: String
    }
}
