// swift-tools-version: 6.2
import PackageDescription

// Two feature modules that each declare a Settings feature of their own, SettingsComponent, SettingsDependency and
// SettingsBuilder alike, as large apps do; the app imports both.
let package = Package(
    name: "ModularSharedNames",
    dependencies: [.package(name: "Graft", path: "../../../..")],
    targets: [
        .target(
            name: "AppCore",
            dependencies: [.product(name: "Graft", package: "Graft"), "ProfileFeature", "AdminFeature"]),
        .target(name: "ProfileFeature", dependencies: [.product(name: "Graft", package: "Graft")]),
        .target(name: "AdminFeature", dependencies: [.product(name: "Graft", package: "Graft")]),
    ]
)
