import GraftDiagramLabels
import Testing

@Suite struct DiagramLabelTests {
    /// Every character either format reads specially, between plain text.
    static let awkward = #"a&b#c"d<e>f\g"#

    @Test func mermaidReplacesEachSpecialCharacterWithItsEntityCode() {
        #expect(DiagramLabel.mermaidEscaped(Self.awkward) == #"a#amp;b#35;c#quot;d#lt;e#gt;f\g"#)
    }

    @Test func mermaidEscapesTextThatLooksLikeAnEntityCodeOnce() {
        // One pass: the `#` of an entity code the escaping wrote is not escaped again.
        #expect(DiagramLabel.mermaidEscaped("#quot;") == "#35;quot;")
    }

    @Test func dotEscapesBackslashesAndQuotesOnly() {
        #expect(DiagramLabel.dotEscaped(Self.awkward) == #"a&b#c\"d<e>f\\g"#)
    }

    @Test func plainTextIsLeftAsItIs() {
        let plain = "HomeComponent: HomeDependency · shared: feed(for:)[42]: [Int]?"
        #expect(DiagramLabel.mermaidEscaped(plain) == plain)
        #expect(DiagramLabel.dotEscaped(plain) == plain)
    }
}
