#!/usr/bin/env python3
"""Writes a Swift package of N Graft features, laid out as an app's features are, for the compile-time benchmark.

Each feature has its own folder with its Dependency protocol, Component (and the store it shares), Builder,
Interactor, Router and its parent's conformance to its Dependency protocol, one file each. Features form a tree
with ten children per feature under an App root; an executable builds and attaches the whole tree, so the build
also links.

usage: generate-feature-package.py FEATURES OUTPUT_DIR GRAFT_DIR
"""

import os
import sys

FANOUT = 10


def parent_of(index):
    return (index - 1) // FANOUT


def name_of(index):
    return "App" if index == 0 else f"Feature{index}"


def store_member(index):
    return "appStore" if index == 0 else f"feature{index}Store"


def children_of(index, count):
    return [child for child in range(index * FANOUT + 1, index * FANOUT + FANOUT + 1) if child <= count]


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as file:
        file.write(text)


def router_source(name, children):
    builder_properties = "".join(f"    private let {name_of(c).lower()}Builder: {name_of(c)}Buildable\n" for c in children)
    parameters = "".join(f", {name_of(c).lower()}Builder: {name_of(c)}Buildable" for c in children)
    assignments = "".join(f"        self.{name_of(c).lower()}Builder = {name_of(c).lower()}Builder\n" for c in children)
    attaches = "".join(
        f"        attachChild({name_of(c).lower()}Builder.build(withListener: interactor))\n" for c in children)
    # A leaf's initializer has the superclass's signature, so it overrides it.
    override = "" if children else "override "
    return f"""import Graft

@MainActor
protocol {name}Routing: Routing {{}}

final class {name}Router: Router<{name}Interactable>, {name}Routing {{
{builder_properties}
    {override}init(interactor: {name}Interactable{parameters}) {{
{assignments}        super.init(interactor: interactor)
        interactor.router = self
    }}

    override func didLoad() {{
{attaches}    }}
}}
"""


def interactor_source(name, index, children):
    listeners = "".join(f", {name_of(c)}Listener" for c in children)
    listener_protocol = "" if index == 0 else f"""@MainActor
protocol {name}Listener: AnyObject {{}}

"""
    listener_property = "" if index == 0 else f"    weak var listener: {name}Listener?\n"
    return f"""import Graft

{listener_protocol}@MainActor
protocol {name}Interactable: Interactable{listeners} {{
    var router: {name}Routing? {{ get set }}
}}

final class {name}Interactor: Interactor, {name}Interactable {{
    weak var router: {name}Routing?
{listener_property}    let store: {name}Store

    init(store: {name}Store) {{
        self.store = store
    }}

    override func didBecomeActive() {{
        store.analytics.record("{name}")
    }}
}}
"""


def builder_source(name, index, children):
    child_builders = "".join(
        f",\n            {name_of(c).lower()}Builder: {name_of(c)}Builder(dependency: component)" for c in children)
    if index == 0:
        return f"""import Graft

final class AppBuilder: Builder<EmptyDependency>, @unchecked Sendable {{
    @MainActor
    func build() -> AppRouting {{
        let component = AppComponent(dependency: dependency)
        let interactor = AppInteractor(store: component.appStore)
        return AppRouter(
            interactor: interactor{child_builders})
    }}
}}
"""
    return f"""import Graft

protocol {name}Buildable: Buildable {{
    @MainActor func build(withListener listener: {name}Listener) -> {name}Routing
}}

final class {name}Builder: Builder<{name}Dependency>, {name}Buildable, @unchecked Sendable {{
    func build(withListener listener: {name}Listener) -> {name}Routing {{
        let component = {name}Component(dependency: dependency)
        let interactor = {name}Interactor(store: component.{store_member(index)})
        interactor.listener = listener
        return {name}Router(
            interactor: interactor{child_builders})
    }}
}}
"""


def component_source(name, index):
    if index == 0:
        return """import Graft

final class AppStore: Sendable {
    let analytics: Analytics

    init(analytics: Analytics) {
        self.analytics = analytics
    }
}

final class AppComponent: Component<EmptyDependency>, @unchecked Sendable {
    var analytics: Analytics { shared { Analytics() } }
    var appStore: AppStore { shared { AppStore(analytics: analytics) } }
}
"""
    parent = parent_of(index)
    return f"""import Graft

final class {name}Store: Sendable {{
    let parent: {name_of(parent)}Store
    let analytics: Analytics

    init(parent: {name_of(parent)}Store, analytics: Analytics) {{
        self.parent = parent
        self.analytics = analytics
    }}
}}

final class {name}Component: Component<{name}Dependency>, @unchecked Sendable {{
    var analytics: Analytics {{ dependency.analytics }}
    var {store_member(index)}: {name}Store {{
        shared {{ {name}Store(parent: dependency.{store_member(parent)}, analytics: analytics) }}
    }}
}}
"""


def dependency_source(name, index):
    parent = parent_of(index)
    return f"""import Graft

protocol {name}Dependency: Dependency {{
    var analytics: Analytics {{ get }}
    var {store_member(parent)}: {name_of(parent)}Store {{ get }}
}}
"""


def main():
    if len(sys.argv) != 4 or not sys.argv[1].isdigit():
        sys.exit("usage: generate-feature-package.py FEATURES OUTPUT_DIR GRAFT_DIR")
    count, output, graft = int(sys.argv[1]), sys.argv[2], os.path.abspath(sys.argv[3])
    write(f"{output}/Package.swift", f"""// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "GeneratedFeatures",
    dependencies: [.package(name: "Graft", path: "{graft}")],
    targets: [
        .executableTarget(
            name: "GeneratedApp",
            dependencies: [.product(name: "Graft", package: "Graft")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        )
    ]
)
""")
    sources = f"{output}/Sources/GeneratedApp"
    write(f"{sources}/Analytics.swift", """import Synchronization

final class Analytics: Sendable {
    private let events = Mutex<[String]>([])

    func record(_ event: String) {
        events.withLock { $0.append(event) }
    }

    var count: Int { events.withLock { $0.count } }
}
""")
    write(f"{sources}/main.swift", """import Graft

let router = AppBuilder(dependency: EmptyComponent()).build()
router.interactable.activate()
router.load()
print("attached \\(router.subtree.count) routers")
""")
    for index in range(count + 1):
        name = name_of(index)
        folder = f"{sources}/{name}"
        children = children_of(index, count)
        write(f"{folder}/{name}Component.swift", component_source(name, index))
        write(f"{folder}/{name}Builder.swift", builder_source(name, index, children))
        write(f"{folder}/{name}Interactor.swift", interactor_source(name, index, children))
        write(f"{folder}/{name}Router.swift", router_source(name, children))
        if index > 0:
            parent = name_of(parent_of(index))
            write(f"{folder}/{name}Dependency.swift", dependency_source(name, index))
            write(f"{folder}/{parent}Component+{name}.swift", f"extension {parent}Component: {name}Dependency {{}}\n")


main()
