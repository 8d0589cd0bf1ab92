import Foundation
import Graft
import Testing

@MainActor
@Suite struct FeatureTreeTests {
    final class ShopComponent: Component<EmptyDependency>, @unchecked Sendable {
        init() { super.init(dependency: EmptyComponent()) }
        var catalog: Service { shared { Service("catalog") } }
        func basket(for customer: String) -> Service { shared(key: customer) { Service("basket of \(customer)") } }
    }

    protocol CheckoutDependency: Dependency {
        var catalog: Service { get }
    }

    final class CheckoutComponent: Component<CheckoutDependency>, @unchecked Sendable {
        var receipts: Service { shared { Service("receipts for \(dependency.catalog.name)") } }
    }

    final class ShopInteractor: Interactor {}
    final class CheckoutInteractor: Interactor {}
    final class ShopView: ViewControllable {}
    final class ShopRouter: ViewableRouter<ShopInteractor, ShopView> {}
    final class CheckoutRouter: Router<CheckoutInteractor> {}
    final class HelpRouter: Router<CheckoutInteractor> {}

    struct Tree {
        let shop: ShopRouter
        let checkout: CheckoutRouter
        let help: HelpRouter
    }

    func makeTree() -> Tree {
        let shopComponent = ShopComponent()
        _ = shopComponent.catalog
        _ = shopComponent.basket(for: "ada")
        let checkoutComponent = CheckoutComponent(dependency: shopComponent)
        _ = checkoutComponent.receipts
        let shop = ShopRouter(interactor: ShopInteractor(), viewController: ShopView(), component: shopComponent)
        let checkout = CheckoutRouter(interactor: CheckoutInteractor(), component: checkoutComponent)
        let help = HelpRouter(interactor: CheckoutInteractor())
        shop.interactable.activate()
        shop.load()
        shop.attachChild(checkout)
        shop.attachChild(help)
        return Tree(shop: shop, checkout: checkout, help: help)
    }

    @Test func rendersAnOutlineWithOneRouterPerLine() {
        let tree = makeTree()
        tree.help.interactable.deactivate()
        #expect(
            FeatureTree(of: tree.shop).rendered(as: .text) == """
                Shop (active) · ShopRouter · ShopInteractor · ShopView · ShopComponent: EmptyDependency · \
                shared: catalog: Service, basket(for:)["ada"]: Service
                  Checkout (active) · CheckoutRouter · CheckoutInteractor · CheckoutComponent: CheckoutDependency · \
                shared: receipts: Service
                  Help (inactive) · HelpRouter · CheckoutInteractor

                """)
    }

    @Test func rendersMermaidWithInactiveRoutersDashed() {
        let tree = makeTree()
        tree.help.interactable.deactivate()
        #expect(
            FeatureTree(of: tree.shop).rendered(as: .mermaid) == """
                flowchart TD
                    n0["Shop<br/>ShopRouter · ShopInteractor · ShopView<br/>ShopComponent: EmptyDependency<br/>\
                shared: catalog: Service, basket(for:)[#quot;ada#quot;]: Service"]
                    n1["Checkout<br/>CheckoutRouter · CheckoutInteractor<br/>CheckoutComponent: CheckoutDependency<br/>\
                shared: receipts: Service"]
                    n2["Help<br/>HelpRouter · CheckoutInteractor"]
                    n0 --> n1
                    n0 --> n2
                    classDef inactive stroke-dasharray: 4 4
                    class n2 inactive

                """)
    }

    @Test func rendersGraphvizDOT() {
        let tree = makeTree()
        #expect(
            FeatureTree(of: tree.shop).rendered(as: .dot) == """
                digraph FeatureTree {
                    node [shape=box, style=rounded, fontname="Helvetica"];
                    n0 [label="Shop\\nShopRouter · ShopInteractor · ShopView\\nShopComponent: EmptyDependency\\n\
                shared: catalog: Service, basket(for:)[\\"ada\\"]: Service"];
                    n1 [label="Checkout\\nCheckoutRouter · CheckoutInteractor\\nCheckoutComponent: CheckoutDependency\\n\
                shared: receipts: Service"];
                    n2 [label="Help\\nHelpRouter · CheckoutInteractor"];
                    n0 -> n1;
                    n0 -> n2;
                }

                """)
    }

    /// A router named with every character Mermaid or DOT reads specially.
    final class AwkwardlyNamedRouter: Router<CheckoutInteractor> {
        override var name: String { #"a&b#c"d<e>f\g"# }
    }

    @Test func escapesLabelsAsGraftDeclaredGraphDoes() {
        let tree = FeatureTree(of: AwkwardlyNamedRouter(interactor: CheckoutInteractor()))
        // GraphRenderingTests expects the same escaped text from `graft graph`.
        #expect(tree.rendered(as: .mermaid).contains(#"n0["a#amp;b#35;c#quot;d#lt;e#gt;f\g<br/>"#))
        #expect(tree.rendered(as: .dot).contains(#"n0 [label="a&b#c\"d<e>f\\g\n"#))
    }

    @Test func jsonDecodesToTheSameSnapshot() throws {
        let tree = makeTree()
        let snapshot = FeatureTree(of: tree.shop)
        let json = snapshot.rendered(as: .json)
        let decoded = try JSONDecoder().decode(FeatureTree.self, from: Data(json.utf8))
        #expect(decoded == snapshot)
        #expect(json.contains("\"dependency\" : \"CheckoutDependency\""))
        #expect(json.contains("\"member\" : \"basket(for:)\""))
    }

    @Test func listsOnlyTheSharedInstancesCreatedSoFar() {
        let component = ShopComponent()
        let router = ShopRouter(interactor: ShopInteractor(), viewController: ShopView(), component: component)
        #expect(FeatureTree(of: router).root.component?.sharedInstances == [])
        _ = component.basket(for: "grace")
        _ = component.catalog
        #expect(
            FeatureTree(of: router).root.component?.sharedInstances == [
                SharedInstance(member: "basket(for:)", type: "Service", key: "\"grace\""),
                SharedInstance(member: "catalog", type: "Service"),
            ])
    }

    /// A keyed member's instances are listed together, where its first was, in the order their keys were created.
    @Test func listsAKeyedMembersInstancesTogetherWhereItsFirstWas() {
        let component = ShopComponent()
        let router = ShopRouter(interactor: ShopInteractor(), viewController: ShopView(), component: component)
        _ = component.basket(for: "grace")
        _ = component.catalog
        _ = component.basket(for: "ada")
        _ = component.basket(for: "grace")
        #expect(
            FeatureTree(of: router).root.component?.sharedInstances == [
                SharedInstance(member: "basket(for:)", type: "Service", key: "\"grace\""),
                SharedInstance(member: "basket(for:)", type: "Service", key: "\"ada\""),
                SharedInstance(member: "catalog", type: "Service"),
            ])
    }

    @Test func aSnapshotFromAnInnerRouterKeepsItsPathAndIsAValue() {
        let tree = makeTree()
        let snapshot = FeatureTree(of: tree.checkout)
        #expect(snapshot.root.path == "Shop/Checkout")
        #expect(snapshot.root.isActive)
        tree.shop.detachChild(tree.checkout)
        #expect(snapshot.root.isActive)
        #expect(!FeatureTree(of: tree.checkout).root.isActive)
        #expect(FeatureTree(of: tree.shop).root.subtree.map(\.name) == ["Shop", "Help"])
    }
}

extension FeatureTreeTests.ShopComponent: FeatureTreeTests.CheckoutDependency {}

/// The running tree's explorer page.
extension FeatureTreeTests {
    struct PageData: Decodable {
        var kind: String
        var title: String
        var tree: FeatureTree
    }

    @Test func htmlEmbedsTheSnapshotInTheExplorerPage() throws {
        let tree = makeTree()
        tree.help.interactable.deactivate()
        let snapshot = FeatureTree(of: tree.shop)
        let page = snapshot.rendered(as: .html)
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        let start = try #require(page.firstRange(of: #"<script id="graft-data" type="application/json">"#))
        let end = try #require(page[start.upperBound...].firstRange(of: "</script>"))
        let data = try JSONDecoder().decode(PageData.self, from: Data(page[start.upperBound..<end.lowerBound].utf8))
        #expect(data.kind == "tree")
        #expect(data.title == "Shop (running)")
        #expect(data.tree == snapshot)
    }

    @Test(.enabled(if: Browser.isAvailable, Comment(rawValue: Browser.missing)))
    func htmlShowsActivityAndAPathInABrowser() async throws {
        let tree = makeTree()
        tree.help.interactable.deactivate()
        let page = FeatureTree(of: tree.shop).rendered(as: .html)
        let report = try await Browser.explore(
            page, ["--search", "checkoutc", "--select", "CheckoutComponent"], screenshot: "running-tree.png")
        #expect(report.errors.isEmpty)
        #expect(report.title == "Shop (running)")
        #expect(report.rows == 3)
        #expect(report.inactive == ["Help"])
        #expect(report.selected == ["Checkout"])
        #expect(report.path == ["Shop", "Checkout"])
        #expect(report.details?.contains("path Shop/Checkout") == true)
        #expect(report.details?.contains("CheckoutComponent: CheckoutDependency") == true)
        #expect(report.details?.contains("Shared instances created\nreceipts: Service") == true)
    }
}
