// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Settings",
    products: [.library(name: "SettingsFeature", targets: ["SettingsFeature"])],
    dependencies: [.package(name: "Graft", path: "../../../../../..")],
    targets: [.target(name: "SettingsFeature", dependencies: [.product(name: "Graft", package: "Graft")])]
)
