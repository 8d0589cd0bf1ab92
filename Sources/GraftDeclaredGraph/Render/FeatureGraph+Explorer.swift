import Foundation
import GraftDiagramLabels

extension FeatureGraph {
    /// The graph explorer page: the feature tree, a search box, where each value comes from, and `graft check`'s
    /// problems, each at its feature; one HTML file that opens in a browser without a network.
    ///
    /// - Parameter target: The module the page is limited to, with its parents and children, and whose problems it
    ///   shows, as `graft graph --target` and `graft check --target` limit theirs; `nil` for the whole graph.
    /// - Returns: The page, ending with a newline.
    package func explorerPage(target: String? = nil) -> String {
        let shown = target.map { limited(to: $0) } ?? self
        let problems = checkReport(target: target).diagnostics.map { diagnostic in
            ExplorerProblem(
                severity: diagnostic.severity.rawValue, message: diagnostic.message, location: diagnostic.location,
                features: shown.featureIndices(at: diagnostic.location))
        }
        let data = ExplorerData(
            kind: "graph", title: shown.title, graph: shown, sharedNames: NameLabels(shown).sharedNames.sorted(),
            problems: problems)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Strings, numbers, arrays and plain structs always encode.
        let json = String(decoding: try! encoder.encode(data), as: UTF8.self)
        return ExplorerPage.html(data: json)
    }

    /// The features a problem at a line belongs to: the component, member or `shared` call declared there, the
    /// features that depend on a protocol or requirement declared there, the features a builder declared there
    /// creates, or else the features declared in the same file or built by a builder declared in it.
    func featureIndices(at location: FileLine) -> [Int] {
        let indices = features.indices
        let direct = indices.filter { index in
            let feature = features[index]
            return feature.location == location || feature.members.contains { $0.location == location }
                || feature.sharedKeys.contains { $0.location == location }
                || dependency(feature.dependency).map { protocolDeclaration in
                    protocolDeclaration.location == location
                        || protocolDeclaration.requirements.contains { $0.location == location }
                } == true
                || builders.contains { $0.location == location && $0.creates.contains(feature.qualifiedName) }
        }
        guard direct.isEmpty else { return direct }
        let built = Set(builders.filter { $0.location.file == location.file }.flatMap(\.creates))
        return indices.filter {
            features[$0].location.file == location.file || built.contains(features[$0].qualifiedName)
        }
    }
}

/// What the explorer page reads for a declared graph.
private struct ExplorerData: Encodable {
    var kind: String
    var title: String
    var graph: FeatureGraph
    var sharedNames: [String]
    var problems: [ExplorerProblem]
}

/// A `graft check` problem, with the indices of the features it is at.
private struct ExplorerProblem: Encodable {
    var severity: String
    var message: String
    var location: FileLine
    var features: [Int]
}
