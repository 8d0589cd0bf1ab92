// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Attachable",
    dependencies: [.package(name: "Graft", path: "../../../..")],
    targets: [.executableTarget(name: "Attachable", dependencies: [.product(name: "Graft", package: "Graft")])]
)
