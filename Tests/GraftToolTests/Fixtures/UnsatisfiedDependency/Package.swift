// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "UnsatisfiedDependency",
    dependencies: [.package(name: "Graft", path: "../../../..")],
    targets: [.target(name: "UnsatisfiedDependency", dependencies: [.product(name: "Graft", package: "Graft")])]
)
