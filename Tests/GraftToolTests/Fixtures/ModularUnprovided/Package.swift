// swift-tools-version: 6.2
import PackageDescription

// An app split as teams split one: the app's components in AppCore, Home in its own module, Settings in a local
// package of its own, and an executable that says whether Settings gets the app's own settings store.
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
        .executableTarget(name: "ModularApp", dependencies: ["AppCore"]),
    ]
)
