// swift-tools-version: 6.2
import PackageDescription

// Each value Board needs is written one way where AppComponent creates it and another where BoardDependency
// requires it; Game, between them, forwards none of them.
let package = Package(
    name: "Spellings",
    dependencies: [.package(name: "Graft", path: "../../../..")],
    targets: [
        .target(name: "ScoreKit"),
        .target(
            name: "AppCore",
            dependencies: [.product(name: "Graft", package: "Graft"), "BoardFeature", "ScoreKit"]),
        .target(name: "BoardFeature", dependencies: [.product(name: "Graft", package: "Graft"), "ScoreKit"]),
    ]
)
