// swift-tools-version: 6.2
import PackageDescription

// An app split as teams split one: the app's components in AppCore, Home in its own module, and Settings in a
// local package of its own.
let package = Package(
    name: "Modular",
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
    ]
)
