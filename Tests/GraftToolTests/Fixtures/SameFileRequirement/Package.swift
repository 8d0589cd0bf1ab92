// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "SameFileRequirement",
    dependencies: [.package(name: "Graft", path: "../../../..")],
    targets: [.target(name: "SameFileRequirement", dependencies: [.product(name: "Graft", package: "Graft")])]
)
