import Testing

@testable import Graft

/// A member's name as an entry and a table slot keep it.
@Suite struct StoredMemberNameTests {
    @Test func aNameInTwoWordsReadsBack() {
        #expect(StoredMemberName("landmark(id:)").string == "landmark(id:)")
        #expect(StoredMemberName("x").string == "x")
    }

    /// A name from `#function` packs into one word and unpacks to the same name.
    @Test func aNameOfConstantDataPacksIntoOneWordAndBack() throws {
        let packed = try #require(StoredMemberName(#function).packedWord)
        #expect(packed != 0)
        #expect(packed & 1 == 0, "bit 0 is left for the tag of a slot's kept instance")
        #expect(StoredMemberName(packedWord: packed).string == #function)
        #expect(StoredMemberName(packedWord: packed | 1).string == #function)
    }

    /// A name whose address needs more than 48 bits, or whose length needs more than 15, does not pack, so its
    /// instance gets an entry instead; nor does a name held as one Unicode scalar, which has no address.
    @Test func aNameThatDoesNotFitOneWordDoesNotPack() throws {
        #expect(StoredMemberName(start: 1 << 48, length: 3).packedWord == nil)
        #expect(StoredMemberName(start: 0x1000, length: 1 << 15).packedWord == nil)
        #expect(StoredMemberName(start: UInt(("x" as Unicode.Scalar).value), length: -1).packedWord == nil)
        let largest = StoredMemberName(start: (1 << 48) - 16, length: (1 << 15) - 1)
        let unpacked = StoredMemberName(packedWord: try #require(largest.packedWord))
        #expect(unpacked.start == largest.start && unpacked.length == largest.length)
    }
}
