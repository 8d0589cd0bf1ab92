// swift-tools-version: 6.2
import PackageDescription

// A port of RIBs' TicTacToe tutorial, written as RIBs code is: protocol types without `any`, `Presentable` presenters,
// builders behind `…Buildable` protocols, and each feature in a module of its own. LoggedIn owns the session's
// score stream; OffGame forwards it to BasicScoreBoard, two levels down, across modules.
let package = Package(
    name: "TicTacToe",
    dependencies: [.package(name: "Graft", path: "../../../..")],
    targets: [
        .target(name: "TicTacToeCore"),
        .target(
            name: "RootFeature",
            dependencies: [.product(name: "Graft", package: "Graft"), "LoggedInFeature", "LoggedOutFeature"]),
        .target(name: "LoggedOutFeature", dependencies: [.product(name: "Graft", package: "Graft")]),
        .target(
            name: "LoggedInFeature",
            dependencies: [
                .product(name: "Graft", package: "Graft"), "OffGameFeature", "TicTacToeCore", "TicTacToeFeature",
            ]),
        .target(
            name: "OffGameFeature",
            dependencies: [.product(name: "Graft", package: "Graft"), "BasicScoreBoardFeature", "TicTacToeCore"]),
        .target(
            name: "BasicScoreBoardFeature", dependencies: [.product(name: "Graft", package: "Graft"), "TicTacToeCore"]),
        .target(name: "TicTacToeFeature", dependencies: [.product(name: "Graft", package: "Graft"), "TicTacToeCore"]),
        .testTarget(
            name: "TicTacToeTests",
            dependencies: [
                .product(name: "GraftTesting", package: "Graft"), "BasicScoreBoardFeature", "LoggedInFeature",
                "LoggedOutFeature", "OffGameFeature", "TicTacToeCore", "TicTacToeFeature",
            ]),
    ]
)
