#!/usr/bin/env python3
"""Writes a Swift package of N Graft features, laid out as a large app's features are, for the compile-time benchmark.

Each feature has its own folder with its Dependency protocol, Component (and the store it shares), Builder,
Interactor and Router, one file each, and its parent's conformance to its Dependency protocol in the parent's
folder. Features form a tree, ten children per feature, under an App root. As in large apps, features live in
modules: the children of one feature form one module, which the parent's module imports, so no module grows with
the app. A core module holds the services every feature reads; an executable builds and attaches the whole tree,
so the build also links.

With --tests it adds a test target, GeneratedAppTests, that depends on every module and on GraftTesting, for
`graft mocks` (mocks-time.sh).

usage: generate-feature-package.py FEATURES OUTPUT_DIR GRAFT_DIR [--tests]
"""

import os
import sys

FANOUT = 10


def parent_of(index):
    return (index - 1) // FANOUT


def name_of(index):
    return "App" if index == 0 else f"Feature{index}"


def children_of(index, count):
    return [child for child in range(index * FANOUT + 1, index * FANOUT + FANOUT + 1) if child <= count]


def module_of(index):
    """The module holding feature `index`: the App target for the root, else its parent's children module."""
    return "GeneratedApp" if index == 0 else f"Children{parent_of(index)}"


def children_module(index):
    return f"Children{index}"


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as file:
        file.write(text)


def imports(index, count):
    lines = ["import FeatureCore", "import Graft"]
    if children_of(index, count):
        lines.append(f"import {children_module(index)}")
    return "\n".join(sorted(lines)) + "\n"


def dependency_source(name):
    return f"""import FeatureCore
import Graft

public protocol {name}Dependency: Dependency {{
    var analytics: Analytics {{ get }}
    var appStore: AppStore {{ get }}
}}
"""


def component_source(name, index, count):
    if index == 0:
        return f"""{imports(index, count)}
final class AppComponent: Component<EmptyDependency>, @unchecked Sendable {{
    var analytics: Analytics {{ shared {{ Analytics() }} }}
    var appStore: AppStore {{ shared {{ AppStore(analytics: analytics) }} }}
}}
"""
    return f"""{imports(index, count)}
final class {name}Store: Sendable {{
    let appStore: AppStore
    let analytics: Analytics

    init(appStore: AppStore, analytics: Analytics) {{
        self.appStore = appStore
        self.analytics = analytics
    }}
}}

final class {name}Component: Component<{name}Dependency>, @unchecked Sendable {{
    var analytics: Analytics {{ dependency.analytics }}
    var appStore: AppStore {{ dependency.appStore }}
    var store: {name}Store {{ shared {{ {name}Store(appStore: appStore, analytics: analytics) }} }}
}}
"""


def interactor_source(name, index, count):
    children = children_of(index, count)
    listeners = "".join(f", {name_of(c)}Listener" for c in children)
    listener_protocol = "" if index == 0 else f"""@MainActor
public protocol {name}Listener: AnyObject {{}}

"""
    listener_property = "" if index == 0 else f"    weak var listener: {name}Listener?\n"
    store_type = "AppStore" if index == 0 else f"{name}Store"
    return f"""{imports(index, count)}
{listener_protocol}@MainActor
protocol {name}Interactable: Interactable{listeners} {{
    var router: {name}Routing? {{ get set }}
}}

final class {name}Interactor: Interactor, {name}Interactable {{
    weak var router: {name}Routing?
{listener_property}    let store: {store_type}

    init(store: {store_type}) {{
        self.store = store
    }}

    override func didBecomeActive() {{
        store.analytics.record("{name}")
    }}
}}
"""


def router_source(name, index, count):
    children = children_of(index, count)
    properties = "".join(f"    private let {name_of(c).lower()}Builder: {name_of(c)}Buildable\n" for c in children)
    parameters = "".join(f", {name_of(c).lower()}Builder: {name_of(c)}Buildable" for c in children)
    assignments = "".join(f"        self.{name_of(c).lower()}Builder = {name_of(c).lower()}Builder\n" for c in children)
    attaches = "".join(f"        attachChild({name_of(c).lower()}Builder.build(withListener: interactor))\n" for c in children)
    # A leaf's initializer has the superclass's signature, so it overrides it.
    override = "" if children else "override "
    access = "" if index == 0 else "public "
    return f"""{imports(index, count)}
@MainActor
{access}protocol {name}Routing: Routing {{}}

final class {name}Router: Router<{name}Interactable>, {name}Routing {{
{properties}
    {override}init(interactor: {name}Interactable{parameters}) {{
{assignments}        super.init(interactor: interactor)
        interactor.router = self
    }}

    override func didLoad() {{
{attaches}    }}
}}
"""


def builder_source(name, index, count):
    children = children_of(index, count)
    child_builders = "".join(
        f",\n            {name_of(c).lower()}Builder: {name_of(c)}Builder(dependency: component)" for c in children)
    if index == 0:
        return f"""{imports(index, count)}
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
    return f"""{imports(index, count)}
public protocol {name}Buildable: Buildable {{
    @MainActor func build(withListener listener: {name}Listener) -> {name}Routing
}}

public final class {name}Builder: Builder<{name}Dependency>, {name}Buildable, @unchecked Sendable {{
    public func build(withListener listener: {name}Listener) -> {name}Routing {{
        let component = {name}Component(dependency: dependency)
        let interactor = {name}Interactor(store: component.store)
        interactor.listener = listener
        return {name}Router(
            interactor: interactor{child_builders})
    }}
}}
"""


def package_source(count, graft, tests=False):
    targets = [
        '        .target(name: "FeatureCore", swiftSettings: settings),',
        f'        .executableTarget(name: "GeneratedApp", dependencies: {module_dependencies(0, count)}, '
        'swiftSettings: settings),',
    ]
    for index in range(1, count + 1):
        if children_of(index, count):
            targets.append(
                f'        .target(name: "{children_module(index)}", dependencies: {module_dependencies(index, count)}, '
                'swiftSettings: settings),')
    # The root's children are a module too, even when the root is all there is above them.
    targets.append(
        f'        .target(name: "{children_module(0)}", dependencies: {children_dependencies(0, count)}, '
        'swiftSettings: settings),')
    if tests:
        modules = ['"GeneratedApp"'] + [f'"{children_module(index)}"' for index in range(0, count + 1)
                                        if index == 0 or children_of(index, count)]
        targets.append(
            '        .testTarget(name: "GeneratedAppTests", dependencies: ['
            + ", ".join(modules + ['.product(name: "GraftTesting", package: "Graft")']) + '], swiftSettings: settings),')
    body = "\n".join(targets)
    return f"""// swift-tools-version: 6.2
import PackageDescription

let settings: [SwiftSetting] = [.swiftLanguageMode(.v6)]

let package = Package(
    name: "GeneratedFeatures",
    dependencies: [.package(name: "Graft", path: "{graft}")],
    targets: [
{body}
    ]
)
"""


def module_dependencies(index, count):
    """What the module of `index`'s children imports; the App imports Graft, the core and the root's children."""
    return f'[.product(name: "Graft", package: "Graft"), "FeatureCore", "{children_module(index)}"]' \
        if index == 0 else children_dependencies(index, count)


def children_dependencies(parent, count):
    """The module of `parent`'s children imports Graft, the core, and the children modules of its own features."""
    modules = [f'"{children_module(c)}"' for c in children_of(parent, count) if children_of(c, count)]
    return "[" + ", ".join(['.product(name: "Graft", package: "Graft")', '"FeatureCore"'] + modules) + "]"


def main():
    tests = sys.argv[4:] == ["--tests"]
    if len(sys.argv) not in (4, 5) or len(sys.argv) == 5 and not tests or not sys.argv[1].isdigit() \
            or int(sys.argv[1]) < 1:
        sys.exit("usage: generate-feature-package.py FEATURES OUTPUT_DIR GRAFT_DIR [--tests] (FEATURES at least 1)")
    count, output, graft = int(sys.argv[1]), sys.argv[2], os.path.abspath(sys.argv[3])
    write(f"{output}/Package.swift", package_source(count, graft, tests))
    if tests:
        write(f"{output}/Tests/GeneratedAppTests/GeneratedAppTests.swift", """import Testing

@Test func builds() {
    #expect(Bool(true))
}
""")
    write(f"{output}/Sources/FeatureCore/Analytics.swift", """import Synchronization

public final class Analytics: Sendable {
    private let events = Mutex<[String]>([])

    public init() {}

    public func record(_ event: String) {
        events.withLock { $0.append(event) }
    }

    public var count: Int { events.withLock { $0.count } }
}
""")
    write(f"{output}/Sources/FeatureCore/AppStore.swift", """public final class AppStore: Sendable {
    public let analytics: Analytics

    public init(analytics: Analytics) {
        self.analytics = analytics
    }
}
""")
    write(f"{output}/Sources/GeneratedApp/main.swift", """import Graft

let router = AppBuilder(dependency: EmptyComponent()).build()
router.interactable.activate()
router.load()
print("attached \\(router.subtree.count) routers")
""")
    for index in range(count + 1):
        name = name_of(index)
        folder = f"{output}/Sources/{module_of(index)}/{name}"
        write(f"{folder}/{name}Component.swift", component_source(name, index, count))
        write(f"{folder}/{name}Builder.swift", builder_source(name, index, count))
        write(f"{folder}/{name}Interactor.swift", interactor_source(name, index, count))
        write(f"{folder}/{name}Router.swift", router_source(name, index, count))
        if index > 0:
            write(f"{folder}/{name}Dependency.swift", dependency_source(name))
        for child in children_of(index, count):
            write(f"{folder}/{name}Component+{name_of(child)}.swift",
                  f"import {children_module(index)}\n\nextension {name}Component: {name_of(child)}Dependency {{}}\n")


main()
