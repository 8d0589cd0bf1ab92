import Testing

@testable import Graft

/// A member's name as an entry, a first table and a trailer keep it.
@Suite struct StoredMemberNameTests {
    @Test func aNameInTwoWordsReadsBack() {
        #expect(StoredMemberName("landmark(id:)").string == "landmark(id:)")
        #expect(StoredMemberName("x").string == "x")
    }

    /// A name from `#function` packs into one word and unpacks to the same name.
    @Test func aNameOfConstantDataPacksIntoOneWordAndBack() throws {
        let packed = try #require(StoredMemberName(#function).packedWord)
        #expect(packed != 0)
        #expect(StoredMemberName(packedWord: packed).string == #function)
    }

    /// A name whose address needs more than 48 bits, or whose length needs more than 16, does not pack, so its
    /// instance gets an entry instead; nor does a name held as one Unicode scalar, which has no address.
    @Test func aNameThatDoesNotFitOneWordDoesNotPack() {
        #expect(StoredMemberName(start: 1 << 48, length: 3).packedWord == nil)
        #expect(StoredMemberName(start: 0x1000, length: 1 << 16).packedWord == nil)
        #expect(StoredMemberName(start: UInt(("x" as Unicode.Scalar).value), length: -1).packedWord == nil)
        #expect(StoredMemberName(start: (1 << 48) - 16, length: (1 << 16) - 1).packedWord != nil)
    }
}
