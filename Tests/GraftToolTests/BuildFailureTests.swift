import Testing

@testable import GraftDeclaredGraph

/// Reading the compiler's output of a failed build.
@Suite struct BuildFailureTests {
    @Test func readsANoteThatIsOnlyInTheErrorsSnippet() {
        // A note in the error's own file is printed only under the line it points at; one at the error's own
        // position only offers a fix-it.
        let output = """
            [3/5] Compiling App App.swift
            /tmp/App/Sources/App/Timer.swift:19:1: error: type 'HomeComponent' does not conform to protocol 'TimerDependency'
             2 |\u{20}
             3 | protocol TimerDependency: Dependency {
             4 |     var clock: Clock { get }
               |         `- note: protocol requires property 'clock' with type 'Clock'
             5 | }
               :
            19 | extension HomeComponent: TimerDependency {}
               | |- error: type 'HomeComponent' does not conform to protocol 'TimerDependency'
               | `- note: add stubs for conformance
            /tmp/App/Sources/App/Other.swift:3:9: note: protocol requires property 'name' with type 'String'
            1 | protocol Named {
            2 |     // The name.
            3 |     var name: String { get }
              |         `- note: protocol requires property 'name' with type 'String'
            """
        let failure = BuildFailure(output: output, modules: [], packageRoot: "/tmp/App")
        #expect(
            failure.diagnostics.map { "\($0.path):\($0.line):\($0.column): \($0.severity): \($0.message)" } == [
                "/tmp/App/Sources/App/Timer.swift:19:1: error: type 'HomeComponent' does not conform to protocol "
                    + "'TimerDependency'",
                "/tmp/App/Sources/App/Timer.swift:4:9: note: protocol requires property 'clock' with type 'Clock'",
                "/tmp/App/Sources/App/Other.swift:3:9: note: protocol requires property 'name' with type 'String'",
            ])
    }
}
