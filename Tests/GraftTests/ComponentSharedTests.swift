import Graft
import Testing

@Suite struct Placeholder { @Test func builds() { #expect(Bool(true)) } }
