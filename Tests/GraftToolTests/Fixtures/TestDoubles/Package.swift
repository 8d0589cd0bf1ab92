// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "TestDoubles",
    dependencies: [.package(name: "Graft", path: "../../../..")],
    targets: [
        .target(name: "Core", dependencies: [.product(name: "Graft", package: "Graft")]),
        .target(name: "App", dependencies: ["Core", .product(name: "Graft", package: "Graft")]),
        .testTarget(
            name: "AppTests",
            dependencies: ["App", "Core", .product(name: "GraftTesting", package: "Graft")]),
    ]
)
