import Graft
import Testing

/// The places that walk a subtree share one walk; these pin its order and what each node inherits from its parent,
/// on a tree where a sibling follows a grandchild.
@MainActor
@Suite struct TreeWalkTests {
    struct Tree {
        let root: RecordingRouter
        let home: RecordingRouter
        let profile: RecordingViewableRouter
        let avatar: RecordingRouter
        let settings: RecordingRouter
        let help: RecordingRouter
    }

    /// Root → Home → Profile → Avatar, Home → Settings, Root → Help.
    func makeTree() -> Tree {
        let tree = Tree(
            root: RecordingRouter(name: "Root"), home: RecordingRouter(name: "Home"),
            profile: RecordingViewableRouter(name: "Profile"), avatar: RecordingRouter(name: "Avatar"),
            settings: RecordingRouter(name: "Settings"), help: RecordingRouter(name: "Help"))
        tree.root.attachChild(tree.home)
        tree.home.attachChild(tree.profile)
        tree.profile.attachChild(tree.avatar)
        tree.home.attachChild(tree.settings)
        tree.root.attachChild(tree.help)
        return tree
    }

    @Test func routersAndSnapshotNodesAreListedParentsFirstInAttachOrder() {
        let tree = makeTree()
        let expected = [
            "Root", "Root/Home", "Root/Home/Profile", "Root/Home/Profile/Avatar", "Root/Home/Settings", "Root/Help",
        ]

        #expect(tree.root.subtree.map(\.path) == expected)
        #expect(FeatureTree(of: tree.root).root.subtree.map(\.path) == expected)
    }

    @Test func diagramsLinkEachNodeToItsOwnParent() {
        let snapshot = FeatureTree(of: makeTree().root)

        let mermaidEdges = snapshot.rendered(as: .mermaid).split(separator: "\n").filter { $0.contains("-->") }
        #expect(
            mermaidEdges == [
                "    n0 --> n1", "    n1 --> n2", "    n2 --> n3", "    n1 --> n4", "    n0 --> n5",
            ])
        let dotEdges = snapshot.rendered(as: .dot).split(separator: "\n").filter { $0.contains("->") }
        #expect(dotEdges == ["    n0 -> n1;", "    n1 -> n2;", "    n2 -> n3;", "    n1 -> n4;", "    n0 -> n5;"])
        let outline = snapshot.rendered(as: .text).split(separator: "\n").map { line in
            line.prefix { $0 == " " } + line.drop { $0 == " " }.prefix { $0 != " " }
        }
        #expect(outline == ["Root", "  Home", "    Profile", "      Avatar", "    Settings", "  Help"])
    }

    @Test func leakChecksListEachRoutersObjectsWithItsOwnPath() {
        let tree = makeTree()

        let releases = ExpectedRelease.subtree(of: tree.home).map { "\($0.kind.rawValue) \($0.path)" }

        #expect(
            releases == [
                "router Root/Home", "interactor Root/Home",
                "router Root/Home/Profile", "interactor Root/Home/Profile", "view controller Root/Home/Profile",
                "router Root/Home/Profile/Avatar", "interactor Root/Home/Profile/Avatar",
                "router Root/Home/Settings", "interactor Root/Home/Settings",
            ])
    }
}
