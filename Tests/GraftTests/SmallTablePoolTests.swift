import Testing

@testable import Graft

/// The pool of 64-byte blocks that holds every component's first `shared` table.
@Suite struct SmallTablePoolTests {
    /// Fills a block with a pattern of its own, so that two blocks that overlap spoil each other's.
    static func fill(_ block: UnsafeMutableRawPointer, with pattern: Int) {
        for word in 0..<SmallTablePool.blockSize / MemoryLayout<Int>.stride {
            block.storeBytes(of: pattern &+ word, toByteOffset: word * MemoryLayout<Int>.stride, as: Int.self)
        }
    }

    static func holds(_ block: UnsafeMutableRawPointer, pattern: Int) -> Bool {
        (0..<SmallTablePool.blockSize / MemoryLayout<Int>.stride).allSatisfy {
            block.load(fromByteOffset: $0 * MemoryLayout<Int>.stride, as: Int.self) == pattern &+ $0
        }
    }

    /// A component's first table fits a block, or it would not come from the pool.
    @Test func aTableOfOneSlotFitsABlock() {
        #expect(SharedStorage.firstTableWords * MemoryLayout<Int>.stride <= SmallTablePool.blockSize)
    }

    @Test func blocksAreAlignedAndDoNotOverlap() {
        let pool = SmallTablePool()
        let blocks = (0..<500).map { _ in pool.allocate() }
        for (index, block) in blocks.enumerated() {
            #expect(Int(bitPattern: block) % SmallTablePool.blockSize == 0)
            Self.fill(block, with: index &* 1_000)
        }
        for (index, block) in blocks.enumerated() {
            #expect(Self.holds(block, pattern: index &* 1_000), "block \(index) was overwritten")
        }
        #expect(Set(blocks).count == blocks.count)
        for block in blocks { pool.deallocate(block) }
    }

    @Test func aSlabIsMadeOnlyWhenEveryOtherIsFull() {
        let pool = SmallTablePool()
        var blocks = (0..<SmallTablePool.blocksPerSlab).map { _ in pool.allocate() }
        #expect(pool.slabCount == 1)
        #expect(pool.slabsWithFreeBlocks == 0)

        blocks.append(pool.allocate())
        #expect(pool.slabCount == 2)
        #expect(pool.slabsWithFreeBlocks == 1)

        // Freed blocks of the first slab are handed out again before any new slab is made.
        let freed = Array(blocks[0..<10])
        blocks.removeFirst(10)
        for block in freed { pool.deallocate(block) }
        #expect(pool.slabsWithFreeBlocks == 2)
        let reused = (0..<10).map { _ in pool.allocate() }
        #expect(Set(reused) == Set(freed))
        #expect(pool.slabCount == 2)
        for block in blocks + reused { pool.deallocate(block) }
    }

    @Test func everySlabIsFreedWhenItsBlocksComeBack() {
        let pool = SmallTablePool()
        let blocks = (0..<1_000).map { _ in pool.allocate() }
        #expect(pool.slabCount == (1_000 + SmallTablePool.blocksPerSlab - 1) / SmallTablePool.blocksPerSlab)
        // Every other block first, so that slabs go from full to partly free to empty.
        for block in blocks.enumerated().filter({ $0.offset % 2 == 0 }).map(\.element) { pool.deallocate(block) }
        #expect(pool.slabsWithFreeBlocks == pool.slabCount)
        for block in blocks.enumerated().filter({ $0.offset % 2 == 1 }).map(\.element) { pool.deallocate(block) }
        #expect(pool.slabCount == 0)
        #expect(pool.slabsWithFreeBlocks == 0)
    }

    /// The bytes a heap reading counts that no table uses: the free blocks of the slabs the pool holds.
    @Test func idleBytesAreTheFreeBlocksOfHeldSlabs() {
        let pool = SmallTablePool()
        #expect(pool.idleBytes == 0)
        var blocks = (0..<10).map { _ in pool.allocate() }
        #expect(pool.idleBytes == (SmallTablePool.blocksPerSlab - 10) * SmallTablePool.blockSize)

        // A full slab holds none; the next block's slab holds all but one.
        blocks += (10..<SmallTablePool.blocksPerSlab).map { _ in pool.allocate() }
        #expect(pool.idleBytes == 0)
        blocks.append(pool.allocate())
        #expect(pool.idleBytes == (SmallTablePool.blocksPerSlab - 1) * SmallTablePool.blockSize)

        // A block handed back is idle until its slab empties and is freed.
        pool.deallocate(blocks.removeFirst())
        #expect(pool.idleBytes == SmallTablePool.blocksPerSlab * SmallTablePool.blockSize)
        pool.deallocate(blocks.removeLast())
        #expect(pool.idleBytes == SmallTablePool.blockSize)
        for block in blocks { pool.deallocate(block) }
        #expect(pool.idleBytes == 0)
        #expect(pool.slabCount == 0)
    }

    @Test func threadsNeverShareABlock() async {
        let pool = SmallTablePool()
        let spoiled = await withTaskGroup(of: Int.self) { group in
            for thread in 0..<8 {
                group.addTask {
                    var spoiled = 0
                    var held: [(block: UnsafeMutableRawPointer, pattern: Int)] = []
                    for round in 0..<2_000 {
                        let pattern = thread &* 1_000_000 &+ round
                        let block = pool.allocate()
                        Self.fill(block, with: pattern)
                        held.append((block, pattern))
                        // Hand back about half, in an order that differs between threads.
                        if (round &* (thread + 3)) % 7 < 3, let last = held.popLast() {
                            if !Self.holds(last.block, pattern: last.pattern) { spoiled += 1 }
                            pool.deallocate(last.block)
                        }
                    }
                    for (block, pattern) in held {
                        if !Self.holds(block, pattern: pattern) { spoiled += 1 }
                        pool.deallocate(block)
                    }
                    return spoiled
                }
            }
            return await group.reduce(0, +)
        }
        #expect(spoiled == 0)
        #expect(pool.slabCount == 0)
        #expect(pool.idleBytes == 0)
    }
}
