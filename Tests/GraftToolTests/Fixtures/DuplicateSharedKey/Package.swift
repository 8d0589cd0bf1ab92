// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "DuplicateSharedKey",
    dependencies: [.package(name: "Graft", path: "../../../..")],
    targets: [.target(name: "DuplicateSharedKey", dependencies: [.product(name: "Graft", package: "Graft")])]
)
