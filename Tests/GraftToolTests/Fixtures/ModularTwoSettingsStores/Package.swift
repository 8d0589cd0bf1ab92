// swift-tools-version: 6.2
import PackageDescription

// ModularUnprovided, with a second module that declares a `SettingsStore` of its own, which AppCore also uses.
let package = Package(
    name: "Modular",
    dependencies: [
        .package(name: "Graft", path: "../../../.."),
        .package(path: "Packages/Settings"),
    ],
    targets: [
        .target(name: "LegacySettings"),
        .target(
            name: "AppCore", dependencies: [.product(name: "Graft", package: "Graft"), "HomeFeature", "LegacySettings"]
        ),
        .target(
            name: "HomeFeature",
            dependencies: [
                .product(name: "Graft", package: "Graft"), .product(name: "SettingsFeature", package: "Settings"),
            ]),
        .executableTarget(name: "ModularApp", dependencies: ["AppCore"]),
    ]
)
