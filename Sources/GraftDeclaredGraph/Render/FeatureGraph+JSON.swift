import Foundation

extension FeatureGraph {
    /// The whole graph as pretty-printed JSON with sorted keys, so the same graph always prints the same bytes.
    func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Every member of the graph is a string, number, array or plain struct, which always encode.
        let data = try! encoder.encode(self)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
