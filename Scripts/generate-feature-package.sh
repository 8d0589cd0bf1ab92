#!/usr/bin/env bash
# Writes a Swift package with a generated tree of Graft features, to time `graft graph` on a large target.
#
#   Scripts/generate-feature-package.sh /tmp/Features 1000
#   swift build --package-path /tmp/Features                              # the build, timed apart
#   time swift run graft graph --package-path /tmp/Features --format json > /dev/null
#
# Feature 0 is the root; feature i's parent is feature (i - 1) / 4, so the tree is four wide and about five deep.
# Every feature forwards `network` from the root, reads a store its parent creates, creates its own store, and has
# a builder.
set -euo pipefail

directory=${1:?usage: generate-feature-package.sh <directory> [feature count]}
count=${2:-1000}
graft_root=$(cd "$(dirname "$0")/.." && pwd)

mkdir -p "$directory/Sources/Features"
cat > "$directory/Package.swift" <<MANIFEST
// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Features",
    dependencies: [.package(name: "Graft", path: "$graft_root")],
    targets: [.target(name: "Features", dependencies: [.product(name: "Graft", package: "Graft")])]
)
MANIFEST

cat > "$directory/Sources/Features/Feature0.swift" <<'ROOT'
import Graft

final class Network: Sendable {}
final class Store: Sendable {}

final class Feature0Component: Component<EmptyDependency>, @unchecked Sendable {
    var network: Network { shared { Network() } }
    var store0: Store { shared { Store() } }

    init() {
        super.init(dependency: EmptyComponent())
    }
}
ROOT

for ((i = 1; i < count; i++)); do
    parent=$(((i - 1) / 4))
    cat > "$directory/Sources/Features/Feature$i.swift" <<FEATURE
import Graft

protocol Feature${i}Dependency: Dependency {
    var network: Network { get }
    var store${parent}: Store { get }
}

final class Feature${i}Component: Component<Feature${i}Dependency>, @unchecked Sendable {
    var network: Network { dependency.network }
    var store${i}: Store { shared { Store() } }
    var title: String { "Feature $i" }
}

extension Feature${parent}Component: Feature${i}Dependency {}

final class Feature${i}Builder: Builder<Feature${i}Dependency>, @unchecked Sendable {
    func build() -> Feature${i}Component {
        _ = dependency.store${parent}
        return Feature${i}Component(dependency: dependency)
    }
}
FEATURE
done
echo "wrote $count features to $directory"
