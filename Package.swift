// swift-tools-version: 6.2
import PackageDescription

/// Settings every target shares, kept in one place so no target drifts from the rest.
let sharedSwiftSettings: [SwiftSetting] =
    [
        // Swift 6 language mode: complete strict concurrency checking, data races are compile errors.
        .swiftLanguageMode(.v6),
        // Four upcoming features, which the Swift 6 language mode leaves off.
        // Imports carry an access level, so no module leaks its dependencies into its public API by accident.
        .enableUpcomingFeature("InternalImportsByDefault"),
        // A nonisolated async function runs on its caller's actor instead of leaving it for the global executor.
        .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
        // A global-actor-isolated type's conformance to a protocol that is neither isolated nor Sendable is isolated to
        // that actor, so the type's isolated members can satisfy it.
        .enableUpcomingFeature("InferIsolatedConformances"),
        // Extension members are visible only in files that import their module, so a file's imports say what it uses.
        .enableUpcomingFeature("MemberImportVisibility"),
    ] + internalChecks

/// The shared table's consistency checks, compiled in when GRAFT_INTERNAL_CHECKS=1 is in the environment.
///
/// With the define, every insertion runs `SharedStorage._checkInvariants()`, as swift-collections'
/// COLLECTIONS_INTERNAL_CHECKS does; .ci/run sets it for Graft's tests. Nothing else should: it makes every first
/// access slower.
var internalChecks: [SwiftSetting] {
    Context.environment["GRAFT_INTERNAL_CHECKS"] == "1" ? [.define("GRAFT_INTERNAL_CHECKS")] : []
}

let package = Package(
    name: "Graft",
    // Synchronization's Mutex and Atomic, which the lock-free `shared` table is built on, need these releases.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "Graft", targets: ["Graft"]),
        .library(name: "GraftTesting", targets: ["GraftTesting"]),
        .executable(name: "graft", targets: ["graft"]),
        // `swift package graft graph` and `graft check` in any package that depends on Graft; they only read.
        .plugin(name: "GraftPlugin", targets: ["GraftPlugin"]),
        // `swift package --allow-writing-to-package-directory graft-edit fix`, `graft-edit new` and
        // `graft-edit mocks`, which write.
        .plugin(name: "GraftEditPlugin", targets: ["GraftEditPlugin"]),
    ],
    targets: [
        .target(
            name: "Graft", dependencies: ["GraftDiagramLabels", "GraftThreadLocal"], swiftSettings: sharedSwiftSettings),
        // The C thread-local that names the synchronous `shared` factory running on a thread, which Swift cannot
        // declare; not a product.
        .target(name: "GraftThreadLocal"),
        // Mermaid and DOT label escaping and the explorer page, shared by the running tree's snapshot (Graft) and
        // `graft graph` (GraftDeclaredGraph), which do not depend on each other; not a product.
        .target(name: "GraftDiagramLabels", swiftSettings: sharedSwiftSettings),
        .target(name: "GraftTesting", dependencies: ["Graft"], swiftSettings: sharedSwiftSettings),
        // The graft tool's three jobs, one module each, each built on the ones above it; none is a product.
        // Reading a package: `swift package describe`, `swift build` with symbol graphs, its Swift files' tokens.
        .target(name: "GraftPackageReading", swiftSettings: sharedSwiftSettings),
        // The declared (static) feature graph behind `graft graph` and `graft check`: model, analysis, checks,
        // renderings, and the forwarding path a missing requirement needs.
        .target(
            name: "GraftDeclaredGraph", dependencies: ["GraftPackageReading", "GraftDiagramLabels"],
            swiftSettings: sharedSwiftSettings),
        // Rewriting source files, behind `graft fix` and `graft new`: edits, forwarding members, new features.
        .target(
            name: "GraftEditing", dependencies: ["GraftPackageReading", "GraftDeclaredGraph"],
            swiftSettings: sharedSwiftSettings),
        // `graft mocks`: the test doubles a feature's tests need, generated from the package's symbol graphs.
        .target(
            name: "GraftMocks", dependencies: ["GraftPackageReading", "GraftDeclaredGraph"],
            swiftSettings: sharedSwiftSettings),
        .executableTarget(
            name: "graft", dependencies: ["GraftPackageReading", "GraftDeclaredGraph", "GraftEditing", "GraftMocks"],
            swiftSettings: sharedSwiftSettings),
        // Two plugins, since SwiftPM asks for a plugin's permissions on every run: reading needs none. Each links
        // Plugins/Shared/GraftTool.swift, which runs the tool.
        .plugin(
            name: "GraftPlugin",
            capability: .command(
                intent: .custom(
                    verb: "graft",
                    description:
                        "Draw or check the feature graph: graft graph, graft check, graft mocks --check (fix, new and "
                        + "mocks with --dry-run)")
            ),
            dependencies: ["graft"],
            path: "Plugins/GraftPlugin"
        ),
        .plugin(
            name: "GraftEditPlugin",
            capability: .command(
                intent: .custom(
                    verb: "graft-edit",
                    description:
                        "Extend the feature graph: graft-edit fix forwards dependencies, graft-edit new adds a feature, "
                        + "graft-edit mocks writes the test doubles"),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "graft fix, new and mocks edit the package's Swift files and manifest")
                ]
            ),
            dependencies: ["graft"],
            path: "Plugins/GraftEditPlugin"
        ),
        // Helpers the test targets share (an exit test a signal interrupted runs again); not a product.
        .target(name: "GraftTestSupport", path: "Tests/GraftTestSupport", swiftSettings: sharedSwiftSettings),
        .testTarget(
            name: "GraftTestSupportTests", dependencies: ["GraftTestSupport"], swiftSettings: sharedSwiftSettings),
        .testTarget(
            name: "GraftTests", dependencies: ["Graft", "GraftTestSupport"], swiftSettings: sharedSwiftSettings),
        .testTarget(
            name: "GraftDiagramLabelsTests", dependencies: ["GraftDiagramLabels"], swiftSettings: sharedSwiftSettings),
        .testTarget(
            name: "GraftTestingTests", dependencies: ["GraftTesting", "GraftTestSupport"],
            swiftSettings: sharedSwiftSettings),
        // The Landmarks example, split as a team splits a RIBs app (Docs/Example.md draws the layout): services
        // and models, the terminal's views, one module per branch of features, and the app on top. None is a
        // product, so packages that depend on Graft do not get them.
        .target(
            name: "LandmarksServices",
            path: "Examples/Landmarks/LandmarksServices",
            // Copied as a folder so the sample API keeps its URL paths (v1/landmarks.json).
            resources: [.copy("Resources/SampleAPI")],
            swiftSettings: sharedSwiftSettings
        ),
        .target(
            name: "LandmarksUI", dependencies: ["Graft", "LandmarksServices"], path: "Examples/Landmarks/LandmarksUI",
            swiftSettings: sharedSwiftSettings),
        .target(
            name: "LoggedOutFeature", dependencies: ["Graft", "LandmarksServices", "LandmarksUI"],
            path: "Examples/Landmarks/LoggedOutFeature", swiftSettings: sharedSwiftSettings),
        .target(
            name: "LandmarkListFeature", dependencies: ["Graft", "LandmarksServices", "LandmarksUI"],
            path: "Examples/Landmarks/LandmarkListFeature", swiftSettings: sharedSwiftSettings),
        .target(
            name: "HomeFeature", dependencies: ["Graft", "LandmarksServices", "LandmarksUI", "LandmarkListFeature"],
            path: "Examples/Landmarks/HomeFeature", swiftSettings: sharedSwiftSettings),
        .target(
            name: "LoggedInFeature", dependencies: ["Graft", "LandmarksServices", "LandmarksUI", "HomeFeature"],
            path: "Examples/Landmarks/LoggedInFeature", swiftSettings: sharedSwiftSettings),
        // The app: AppComponent, the root, the link workflow and the command line.
        .target(
            name: "LandmarksKit",
            dependencies: [
                "Graft", "LandmarksServices", "LandmarksUI", "LoggedOutFeature", "LoggedInFeature", "HomeFeature",
                "LandmarkListFeature",
            ],
            path: "Examples/Landmarks/LandmarksKit",
            swiftSettings: sharedSwiftSettings
        ),
        .testTarget(
            name: "LandmarksKitTests",
            dependencies: [
                "LandmarksKit", "LandmarksServices", "LandmarksUI", "LoggedOutFeature", "LoggedInFeature",
                "HomeFeature", "LandmarkListFeature", "GraftTesting", "GraftTestSupport",
            ],
            swiftSettings: sharedSwiftSettings
        ),
        // Fixtures are whole packages that the tests copy and build; they are not part of the test target.
        .testTarget(
            name: "GraftToolTests",
            dependencies: ["GraftPackageReading", "GraftDeclaredGraph", "GraftEditing", "graft"], exclude: ["Fixtures"],
            swiftSettings: sharedSwiftSettings),
        // The example's command line; main.swift only calls LandmarksCLI, which lives in the kit. It is not a
        // product: packages that depend on Graft do not get it, and `swift run landmarks` runs the target itself.
        .executableTarget(
            name: "landmarks",
            dependencies: ["LandmarksKit"],
            path: "Examples/Landmarks/landmarks",
            swiftSettings: sharedSwiftSettings
        ),
        // Runs the built landmarks binary; depending on it makes `swift test` build it first.
        .testTarget(
            name: "LandmarksCLITests",
            dependencies: ["landmarks"],
            swiftSettings: sharedSwiftSettings
        ),
    ]
)
