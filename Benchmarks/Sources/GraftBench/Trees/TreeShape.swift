/// A complete tree of `nodeCount` nodes with ten children per node, numbered breadth first from 0.
struct TreeShape: Sendable {
    static let childrenPerNode = 10

    let nodeCount: Int

    /// The nodes directly below `node`.
    func children(of node: Int) -> Range<Int> {
        let first = node * Self.childrenPerNode + 1
        return min(first, nodeCount)..<min(first + Self.childrenPerNode, nodeCount)
    }
}
