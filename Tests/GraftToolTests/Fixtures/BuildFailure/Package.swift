// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "BuildFailure",
    targets: [.target(name: "BuildFailure")]
)
