// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "NeverCreated",
    dependencies: [.package(name: "Graft", path: "../../../..")],
    targets: [.target(name: "NeverCreated", dependencies: [.product(name: "Graft", package: "Graft")])]
)
