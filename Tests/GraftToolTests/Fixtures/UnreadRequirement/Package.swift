// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "UnreadRequirement",
    dependencies: [.package(name: "Graft", path: "../../../..")],
    targets: [.target(name: "UnreadRequirement", dependencies: [.product(name: "Graft", package: "Graft")])]
)
