// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "UnbuiltComponent",
    dependencies: [.package(name: "Graft", path: "../../../..")],
    targets: [.target(name: "UnbuiltComponent", dependencies: [.product(name: "Graft", package: "Graft")])]
)
