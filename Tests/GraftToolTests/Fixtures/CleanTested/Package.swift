// swift-tools-version: 6.2
import PackageDescription

// Clean with a test target that uses GraftTesting, for the first test graft new writes.
let app = "Clean"

let package = Package(
    name: "CleanTested",
    dependencies: [.package(name: "Graft", path: "../../../..")],
    targets: [
        .target(name: app, dependencies: [.product(name: "Graft", package: "Graft")]),
        .testTarget(
            name: "CleanTests",
            dependencies: [
                .target(name: app), .product(name: "Graft", package: "Graft"),
                .product(name: "GraftTesting", package: "Graft"),
            ]),
    ]
)
