import Foundation
import Testing

@testable import GraftDeclaredGraph
@testable import GraftEditing
@testable import GraftPackageReading

/// Two modules, ProfileFeature and AdminFeature, that each declare a SettingsComponent, SettingsDependency and
/// SettingsBuilder of their own, under different parents; AdminFeature's settings reuse a `shared` key.
@Suite struct SharedNameGraphTests {
    @Test func drawsTwoNodesWithQualifiedLabelsAndTheirOwnEdges() async throws {
        let mermaid = try await Fixture.graph("ModularSharedNames").rendered(as: .mermaid)
        let lines = mermaid.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.filter { $0.contains("<b>") }.count == 5)
        #expect(
            lines.contains { $0.hasPrefix("AdminFeature_SettingsComponent[\"<b>AdminFeature.SettingsComponent</b>") })
        #expect(
            lines.contains {
                $0.hasPrefix("ProfileFeature_SettingsComponent[\"<b>ProfileFeature.SettingsComponent</b>")
            })
        #expect(lines.contains { $0.hasPrefix("AppComponent[\"<b>AppComponent</b>") })
        #expect(
            lines.filter { $0.contains("-->") }.sorted() == [
                "AdminComponent --> AdminFeature_SettingsComponent",
                "AppComponent --> AdminComponent",
                "AppComponent --> ProfileComponent",
                "ProfileComponent --> ProfileFeature_SettingsComponent",
            ])
        try Fixture.expectGolden(mermaid, fixture: "ModularSharedNames", file: "graph.mmd")
    }

    @Test func drawsDistinctQuotedNodesInDot() async throws {
        let dot = try await Fixture.graph("ModularSharedNames").rendered(as: .dot)
        #expect(dot.contains("\"AdminComponent\" -> \"AdminFeature.SettingsComponent\";"))
        #expect(dot.contains("\"ProfileComponent\" -> \"ProfileFeature.SettingsComponent\";"))
        #expect(!dot.contains("\"AdminComponent\" -> \"ProfileFeature.SettingsComponent\";"))
        try Fixture.expectGolden(dot, fixture: "ModularSharedNames", file: "graph.dot")
    }

    @Test func followsEachSettingsRequirementUpItsOwnBranch() async throws {
        let text = try await Fixture.graph("ModularSharedNames").rendered(as: .text)
        #expect(text.contains("needs auditLog: AuditLog ← shared in AppComponent, via AdminComponent"))
        #expect(text.contains("needs theme: Theme ← shared in AppComponent, via ProfileComponent"))
        try Fixture.expectGolden(text, fixture: "ModularSharedNames", file: "graph.txt")
    }

    @Test func reportsAProblemAgainstTheRightModuleOnly() async throws {
        let graph = try await Fixture.graph("ModularSharedNames")
        let report = graph.checkReport()
        #expect(report.diagnostics.count == 1)
        let repeated = try #require(report.diagnostics.first)
        #expect(repeated.module == "AdminFeature")
        #expect(repeated.location.file == "Sources/AdminFeature/Settings.swift")
        #expect(repeated.message.hasPrefix("shared key \"page\" is used twice in AdminFeature.SettingsComponent"))
        #expect(graph.checkReport(target: "ProfileFeature").diagnostics.isEmpty)
        try Fixture.expectGolden(report.text, fixture: "ModularSharedNames", file: "check.txt")
    }
}

extension SharedNameGraphTests {
    private static let profile = "ProfileFeature"
    private static let admin = "AdminFeature"

    private static func name(_ module: String, _ name: String) -> QualifiedName {
        QualifiedName(module: module, name: name)
    }

    @Test func keysEachComponentByItsModule() async throws {
        let graph = try await Fixture.graph("ModularSharedNames")
        let profileSettings = try #require(graph.feature(Self.name(Self.profile, "SettingsComponent")))
        let adminSettings = try #require(graph.feature(Self.name(Self.admin, "SettingsComponent")))
        #expect(profileSettings.parents == [Self.name(Self.profile, "ProfileComponent")])
        #expect(adminSettings.parents == [Self.name(Self.admin, "AdminComponent")])
        #expect(profileSettings.dependency == Self.name(Self.profile, "SettingsDependency"))
        #expect(adminSettings.dependency == Self.name(Self.admin, "SettingsDependency"))
        #expect(profileSettings.builders == [Self.name(Self.profile, "SettingsBuilder")])
        #expect(adminSettings.builders == [Self.name(Self.admin, "SettingsBuilder")])
        #expect(
            graph.feature(Self.name(Self.profile, "ProfileComponent"))?.children == [
                Self.name(Self.profile, "SettingsComponent")
            ])
        #expect(graph.builders.filter { $0.name == "SettingsBuilder" }.map(\.isCreated) == [true, true])
        #expect(graph.ambiguities.isEmpty)
        let auditLog = try #require(
            graph.dependency(Self.name(Self.admin, "SettingsDependency"))?.requirements.first?.satisfactions.first)
        #expect(auditLog.parent == Self.name(Self.admin, "AdminComponent"))
        #expect(auditLog.origin == Self.name("AppCore", "AppComponent"))
        #expect(graph.dependency(Self.name(Self.profile, "SettingsDependency"))?.requirements.map(\.name) == ["theme"])
    }

    @Test func keepsBareLabelsWhenNoOtherModuleSharesTheName() async throws {
        let graph = try await Fixture.graph("ModularSharedNames")
        let labels = NameLabels(graph)
        #expect(labels(Self.name(Self.admin, "AdminComponent")) == "AdminComponent")
        #expect(labels(Self.name(Self.admin, "SettingsBuilder")) == "AdminFeature.SettingsBuilder")
        let limited = graph.limited(to: Self.admin)
        #expect(
            limited.rendered(as: .text).contains("  AdminFeature.SettingsComponent (AdminFeature.SettingsDependency"))
        #expect(
            limited.features.map(\.qualifiedName.description).sorted() == [
                "AdminFeature.AdminComponent", "AdminFeature.SettingsComponent", "AppCore.AppComponent",
            ])
    }

    @Test func findsTheFilesOwnModuleFirstThenWhatItImports() {
        let lookup = TypeLookup([
            ("SettingsBuilder", Self.profile, "profile"), ("SettingsBuilder", Self.admin, "admin"),
            ("HomeBuilder", "HomeFeature", "home"),
        ])
        #expect(lookup.resolve("SettingsBuilder", from: Self.admin, imports: [Self.profile]) == .found("admin"))
        #expect(lookup.resolve("SettingsBuilder", from: "AppCore", imports: [Self.profile]) == .found("profile"))
        #expect(
            lookup.resolve("SettingsBuilder", from: "AppCore", imports: [Self.admin, Self.profile])
                == .ambiguous([Self.admin, Self.profile]))
        #expect(
            lookup.resolve("ProfileFeature.SettingsBuilder", from: Self.admin, imports: []) == .found("profile"))
        #expect(lookup.resolve("Unknown.SettingsBuilder", from: Self.admin, imports: []) == .notFound)
        #expect(lookup.resolve(".SettingsBuilder", from: Self.admin, imports: []) == .notFound)
        #expect(lookup.resolve("HomeBuilder", from: "AppCore", imports: []) == .found("home"))
        #expect(lookup.resolve("EmptyDependency", from: "AppCore", imports: ["Graft"]) == .notFound)
    }

    @Test func reportsAnAmbiguousNameWithBothModules() {
        let location = FileLine(file: "Sources/AppCore/App.swift", line: 7)
        let graph = FeatureGraph(
            module: "App", modules: ["AppCore"], features: [], dependencies: [], builders: [],
            ambiguities: [
                AmbiguousReference(
                    name: "SettingsBuilder", candidates: [Self.admin, Self.profile], module: "AppCore",
                    location: location)
            ])
        let diagnostics = graph.check()
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.severity == .warning)
        #expect(diagnostics.first?.module == "AppCore")
        #expect(
            diagnostics.first?.description
                == "Sources/AppCore/App.swift:7:1: warning: SettingsBuilder is ambiguous here: AdminFeature and "
                + "ProfileFeature both declare it, so graft cannot tell which one is meant and leaves it out of the "
                + "graph; write AdminFeature.SettingsBuilder or ProfileFeature.SettingsBuilder")
    }
}

/// ModularSharedNamesUnprovided: AdminFeature's SettingsComponent is the parent of an audit page that needs a
/// reviewer, which only AppComponent provides, two levels up.
extension SharedNameGraphTests {
    @Test func namesTheBranchThroughTheRightModulesSettings() async throws {
        var details: [String] = []
        do {
            _ = try await Fixture.graph("ModularSharedNamesUnprovided")
            Issue.record("ModularSharedNamesUnprovided built; expected a build failure")
        } catch let error as GraphError {
            details = error.details
        }
        #expect(
            details.contains(
                "Sources/AdminFeature/SettingsComponent+Audit.swift:2:1: error: AuditDependency.reviewer: "
                    + "AdminFeature.SettingsComponent "
                    + "does not provide it; AppComponent does (App -> Admin -> AdminFeature.Settings -> Audit); "
                    + "forward it: add 'var reviewer: String { get }' to AdminFeature.SettingsDependency and "
                    + "AdminDependency and 'var reviewer: String { dependency.reviewer }' to "
                    + "AdminFeature.SettingsComponent and AdminComponent"),
            "\(details.joined(separator: "\n"))")
        #expect(!details.contains { $0.contains("ProfileComponent") || $0.contains("ProfileFeature.Settings") })
    }

    @Test func fixForwardsThroughTheRightModulesSettingsOnly() async throws {
        let copy = try Fixture.copy("ModularSharedNamesUnprovided")
        defer { Fixture.remove(copy) }
        let before = try Fixture.sources(of: copy)
        let report = try await FixtureGraphs.shared.exclusively {
            try DependencyFix.run(packagePath: copy.path, scratchPath: Fixture.scratchPath)
        }
        #expect(
            report.additions == [
                "Sources/AdminFeature/Admin.swift:12: added 'var reviewer: String { get }' to AdminDependency",
                "Sources/AdminFeature/Admin.swift:20: added 'public var reviewer: String { dependency.reviewer }' to "
                    + "AdminComponent",
                "Sources/AdminFeature/Settings.swift:6: added 'var reviewer: String { get }' to "
                    + "AdminFeature.SettingsDependency",
                "Sources/AdminFeature/Settings.swift:13: added 'public var reviewer: String { dependency.reviewer }' "
                    + "to AdminFeature.SettingsComponent",
            ], "\(report.additions.joined(separator: "\n"))")
        let after = try Fixture.sources(of: copy)
        let changed = after.keys.filter { after[$0] != before[$0] }.sorted()
        #expect(changed == ["Sources/AdminFeature/Admin.swift", "Sources/AdminFeature/Settings.swift"])
    }
}
