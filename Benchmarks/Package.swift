// swift-tools-version: 6.2
import PackageDescription

// A package of its own, so the root package keeps no dependencies: it builds Graft from the checkout above and
// Swinject and swift-dependencies, the containers the benchmarks compare against.
let package = Package(
    name: "GraftBenchmarks",
    products: [
        .executable(name: "graft-bench", targets: ["GraftBench"])
    ],
    dependencies: [
        // Named, because a path dependency's identity is its folder's name, which differs between checkouts.
        .package(name: "Graft", path: ".."),
        .package(url: "https://github.com/Swinject/Swinject.git", exact: "2.10.0"),
        .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
    ],
    targets: [
        .executableTarget(
            name: "GraftBench",
            dependencies: [
                .product(name: "Graft", package: "Graft"),
                .product(name: "Swinject", package: "Swinject"),
                .product(name: "Dependencies", package: "swift-dependencies"),
                "HeapStatistics",
            ],
            // The root package's settings, so benchmark code is written as an app using Graft would be.
            swiftSettings: [
                .swiftLanguageMode(.v6),
                .enableUpcomingFeature("InternalImportsByDefault"),
                .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
                .enableUpcomingFeature("InferIsolatedConformances"),
                .enableUpcomingFeature("MemberImportVisibility"),
                // Keeps each contender's loop a function of its own with a direct call to its read function;
                // otherwise LLVM merges loops that differ only in the function they call into one indirect call.
                .unsafeFlags(["-Xllvm", "-swiftmergefunc-threshold=0"]),
            ]
        ),
        // The C allocator's statistics, which Swift's Glibc module does not import.
        .target(name: "HeapStatistics"),
    ]
)
