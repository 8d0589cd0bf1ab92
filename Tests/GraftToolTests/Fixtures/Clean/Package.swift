// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Clean",
    dependencies: [.package(name: "Graft", path: "../../../..")],
    targets: [.target(name: "Clean", dependencies: [.product(name: "Graft", package: "Graft")])]
)
