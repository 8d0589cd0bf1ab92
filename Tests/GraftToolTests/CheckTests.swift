import Testing

@testable import GraftDeclaredGraph

@Suite struct CheckTests {
    @Test func passesTheCleanFixture() async throws {
        let report = try await Fixture.graph("Clean").checkReport()
        #expect(report.diagnostics.isEmpty)
        #expect(!report.hasErrors)
        try Fixture.expectGolden(report.text, fixture: "Clean", file: "check.txt")
    }

    @Test func reportsADependencyProtocolThatNoComponentConformsTo() async throws {
        let report = try await Fixture.graph("UnsatisfiedDependency").checkReport()
        #expect(report.hasErrors)
        #expect(report.diagnostics.filter { $0.severity == .error }.map(\.location.line) == [14])
        #expect(report.diagnostics.first?.message.hasPrefix("no component conforms to TimerDependency") == true)
        try Fixture.expectGolden(report.text, fixture: "UnsatisfiedDependency", file: "check.txt")
    }

    @Test func reportsAComponentThatNoBuilderCreates() async throws {
        let report = try await Fixture.graph("UnbuiltComponent").checkReport()
        #expect(report.hasErrors)
        #expect(report.diagnostics.map(\.location.line) == [20])
        #expect(report.diagnostics.first?.message.hasPrefix("no builder creates TimerComponent") == true)
        try Fixture.expectGolden(report.text, fixture: "UnbuiltComponent", file: "check.txt")
    }

    @Test func reportsARequirementForwardedFromTheTopButNeverCreated() async throws {
        let report = try await Fixture.graph("NeverCreated").checkReport()
        #expect(report.hasErrors)
        let neverCreated = report.diagnostics.filter { $0.message.contains("is never created") }
        #expect(neverCreated.map(\.location.description) == ["Sources/NeverCreated/App.swift:12"])
        #expect(neverCreated.first?.message.hasPrefix("'clock' needed by TimerDependency is never created") == true)
        try Fixture.expectGolden(report.text, fixture: "NeverCreated", file: "check.txt")
    }

    @Test func reportsASharedKeyUsedTwiceInOneComponent() async throws {
        let report = try await Fixture.graph("DuplicateSharedKey").checkReport()
        #expect(report.hasErrors)
        #expect(report.diagnostics.map(\.location.line) == [8])
        #expect(report.diagnostics.first?.description.contains(#"error: shared key "cache" is used twice"#) == true)
        try Fixture.expectGolden(report.text, fixture: "DuplicateSharedKey", file: "check.txt")
    }

    @Test func warnsAboutARequirementNothingReads() async throws {
        let report = try await Fixture.graph("UnreadRequirement").checkReport()
        #expect(!report.hasErrors)
        let unread = report.diagnostics.filter { $0.message.contains("is never read") }
        #expect(unread.map(\.severity) == [.warning])
        #expect(unread.first?.message.hasPrefix("TimerDependency.timeZone is never read") == true)
        try Fixture.expectGolden(report.text, fixture: "UnreadRequirement", file: "check.txt")
    }

    @Test func ignoresAKeyThatIsAVariable() async throws {
        let home = try #require(try await Fixture.graph("Clean").feature(named: "HomeComponent"))
        #expect(home.sharedKeys.map(\.key) == ["id"])
        #expect(home.sharedKeys.map(\.isLiteral) == [false])
    }
}
