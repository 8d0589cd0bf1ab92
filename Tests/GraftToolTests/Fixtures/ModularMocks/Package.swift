// swift-tools-version: 6.2
import PackageDescription

// Modular with a test target, whose mock parent stands in for LoggedIn in Home's tests, and which can use GraftTesting.
let package = Package(
    name: "ModularMocks",
    dependencies: [
        .package(name: "Graft", path: "../../../.."),
        .package(path: "Packages/Settings"),
    ],
    targets: [
        .target(name: "AppCore", dependencies: [.product(name: "Graft", package: "Graft"), "HomeFeature"]),
        .target(
            name: "HomeFeature",
            dependencies: [
                .product(name: "Graft", package: "Graft"), .product(name: "SettingsFeature", package: "Settings"),
            ]),
        .testTarget(
            name: "AppCoreTests",
            dependencies: [
                "AppCore", "HomeFeature", .product(name: "Graft", package: "Graft"),
                .product(name: "GraftTesting", package: "Graft"),
                .product(name: "SettingsFeature", package: "Settings"),
            ]),
    ]
)
