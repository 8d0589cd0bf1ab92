import Testing

@testable import GraftPackageReading

@Suite struct SourceFileTests {
    private func file(_ text: String) -> SourceFile {
        SourceFile(path: "Sources/App/File.swift", text: text)
    }

    private func body(of name: String, in source: SourceFile, isProperty: Bool = true) -> Range<Int>? {
        let index = source.tokens.firstIndex { $0.isIdentifier(name) }!
        return source.bodyRange(ofDeclarationAt: index, isProperty: isProperty)
    }

    @Test func readsTheGenericArgumentThatSymbolGraphsDrop() {
        let source = file(
            """
            final class HomeComponent: Graft.Component<
                HomeDependency
            >, @unchecked Sendable {}
            final class Plain: NSObject {}
            """)
        let home = source.tokens.firstIndex { $0.isIdentifier("HomeComponent") }!
        let plain = source.tokens.firstIndex { $0.isIdentifier("Plain") }!
        #expect(source.superclassGenericArgument(ofClassAt: home) == "HomeDependency")
        #expect(source.superclassGenericArgument(ofClassAt: plain) == nil)
    }

    @Test func classifiesMembersBySharedForwardedComputedOrStoredBodies() {
        let source = file(
            """
            var a: A { shared { A() } }
            var b: B { get { try await shared(key: "b") { B() } } }
            var c: C { dependency.c }
            func d(id: Int) -> D { self.dependency.d(id: id) }
            var e: E { dependency.e.copy() }
            var f: F { F(dependency.f) }
            let g: G = G()
            var h: H { didSet { print(h) } }
            let i: I
            """)
        #expect(source.memberBody(body(of: "a", in: source)) == .shared(key: nil))
        #expect(source.memberBody(body(of: "b", in: source)) == .shared(key: "\"b\""))
        #expect(source.memberBody(body(of: "c", in: source)) == .forwarded("c"))
        #expect(source.memberBody(body(of: "d", in: source, isProperty: false)) == .forwarded("d"))
        #expect(source.memberBody(body(of: "e", in: source)) == .computed)
        #expect(source.memberBody(body(of: "f", in: source)) == .computed)
        #expect(body(of: "g", in: source) == nil)
        #expect(source.memberBody(body(of: "g", in: source)) == .stored)
        #expect(source.memberBody(body(of: "h", in: source)) == .stored)
        #expect(source.memberBody(body(of: "i", in: source)) == .stored)
    }

    @Test func findsSharedKeysAndTellsLiteralsFromVariables() {
        let source = file(
            """
            var x: X { shared(key: "cache") { X() } }
            func y(id: Int) -> Y { shared(key: id) { Y() } }
            var z: Z { shared(key: .primary) { Z() } }
            """)
        let calls = source.sharedKeyCalls(in: 0..<source.tokens.count)
        #expect(calls.map(\.text) == ["\"cache\"", "id", ".primary"])
        #expect(calls.map(\.isLiteral) == [true, false, true])
        #expect(calls.map(\.line) == [1, 2, 3])
    }

    @Test func findsDependencyReadsInCodeAndInInterpolations() {
        let source = file(
            #"""
            let a = dependency.auth
            let b = dependency?.theme
            let c = "\(dependency.greeting)!"
            let d = other.dependency
            """#)
        #expect(source.dependencyReads(in: 0..<source.tokens.count) == ["auth", "theme", "greeting"])
    }

    @Test func findsComponentsCreatedFromADependency() {
        let source = file(
            """
            let home = HomeComponent(dependency: dependency)
            let other = ProfileComponent(parent: self)
            let unknown = Unrelated(dependency: dependency)
            let settings = ProfileFeature.SettingsComponent(dependency: dependency)
            """)
        let created = source.componentCreations(
            in: 0..<source.tokens.count, of: ["HomeComponent", "ProfileComponent", "SettingsComponent"])
        #expect(created.map(\.spelling) == ["HomeComponent", "ProfileFeature.SettingsComponent"])
        #expect(created.map(\.line) == [1, 4])
    }

    @Test func findsImportsWithTheirModifiersAndKinds() {
        let source = file(
            """
            import Graft
            public import ProfileFeature
            @testable import AdminFeature
            import struct HomeFeature.HomeStore
            let value = settings.import
            """)
        #expect(source.topLevelImports.map(\.module) == ["Graft", "ProfileFeature", "AdminFeature", "HomeFeature"])
        #expect(source.topLevelImports.map(\.line) == [0, 1, 2, 3])
    }

    @Test func findsADeclarationByTheSymbolGraphPosition() {
        let source = file("struct A {}\n    var authService: Int { 1 }\n")
        let index = source.declarationIndex(named: "authService", line: 1, column: 8)
        #expect(index.map { source.tokens[$0].text } == "authService")
        #expect(source.declarationIndex(named: "missing", line: 1, column: 8) == nil)
    }
}
