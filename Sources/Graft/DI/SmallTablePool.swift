import Foundation

// The memory of every `shared` table of one slot: a block of 64 bytes, carved from a slab of 16 KiB. Every
// component whose type has learned no larger table (LearnedTableCapacities) has one, made on its first `shared`
// read. A block from a slab takes a lock and a few stores, fewer instructions than `malloc`, whose chunk for the
// table's 56 bytes is 64 bytes too: with tables from `malloc`, building a node of the tree benchmark took 3,439
// instructions instead of 3,305 (callgrind), 1.885x and 1.89x a hand-wired node's time at 1,000 and 10,000 nodes
// instead of 1.87x and 1.865x (medians of ten interleaved runs of graft-bench --only trees), and 467 bytes instead
// of 469. The slab's own `posix_memalign` takes about 19,000
// instructions, most of them glibc merging its small free chunks, which a request of this size sets off: about 75 a
// block. With slabs of 4 KiB, about 300 a block, building a tree took 176.1 M instructions instead of 165.7 M, and a
// tree node 2.80x and 2.68x a hand-wired one's time at 1,000 and 10,000 nodes instead of 2.66x and 2.55x (medians
// of twelve interleaved runs, graft-bench --only trees). Slabs of 64 KiB measured 2.45x and 2.50x in a set of runs
// of their own (4 KiB: 2.78x and 2.67x), but a pool that hands out one block would hold 64 KiB.
//
//     slab: 16,384 bytes, 16,384-byte aligned
//     +--------------+---------+---------+-----+-----------+
//     | header       | block 1 | block 2 | ... | block 255 |
//     | (64 bytes)   |         |         |     |           |
//     +--------------+---------+---------+-----+-----------+
//
//     header
//     +------------+------------+-----------+---------------+---------------+
//     | first free | blocks     | blocks    | next slab     | previous slab |
//     | block      | handed out | ever used | with a free   | with a free   |
//     |            |            |           | block         | block         |
//     +------------+------------+-----------+---------------+---------------+
//
// A free block that was handed out before holds the next free block in its first word. Blocks after the ones ever
// used are free without being on that list, so a new slab is not written beyond its header. The slabs that have a
// free block form a list the pool starts from; a slab whose last block comes back is freed, so a pool that hands
// out nothing holds no memory.

/// Hands out and takes back the 64-byte blocks that hold tables of one slot.
///
/// Thread-safe: its own lock orders every call, since a table is made under the creation registry's lock but freed
/// wherever its component is released. The lock is a ``Locked``, which ThreadSanitizer understands, since threads
/// contend for it.
final class SmallTablePool: Sendable {
    /// The pool every component's first table comes from.
    static let shared = SmallTablePool()

    /// The size and alignment of a block.
    static var blockSize: Int { 64 }
    /// The size and alignment of a slab.
    static var slabSize: Int { 16_384 }
    /// The blocks of one slab, after the header, which takes the place of one.
    static var blocksPerSlab: Int { slabSize / blockSize - 1 }

    /// What the pool's lock guards.
    private struct State: Sendable {
        /// The first slab with a free block, or `nil` when every slab is full or there are none.
        var first: Slab?
        /// The slabs allocated and not yet freed.
        var slabCount = 0
        /// The blocks of those slabs that are not handed out.
        var idleBlocks = 0
    }

    private let state = Locked(State())

    /// A block of ``blockSize`` bytes, 64-byte aligned, uninitialized.
    func allocate() -> UnsafeMutableRawPointer {
        state.withLock { state in
            defer { Self._checkInvariants(state) }
            let slab: Slab
            if let existing = state.first {
                slab = existing
            } else {
                slab = Slab.make()
                state.first = slab
                state.slabCount += 1
                state.idleBlocks += Self.blocksPerSlab
            }
            let block = slab.takeBlock()
            state.idleBlocks -= 1
            if slab.header.pointee.handedOut == Self.blocksPerSlab {
                state.first = slab.header.pointee.next
                slab.unlink()
            }
            return block
        }
    }

    /// Takes back a block that ``allocate()`` returned.
    func deallocate(_ block: UnsafeMutableRawPointer) {
        let slab = Slab(containing: block)
        state.withLock { state in
            defer { Self._checkInvariants(state) }
            let wasFull = slab.header.pointee.handedOut == Self.blocksPerSlab
            slab.putBack(block)
            state.idleBlocks += 1
            if slab.header.pointee.handedOut == 0 {
                // A slab that was full is on no list.
                if !wasFull {
                    if state.first == slab { state.first = slab.header.pointee.next }
                    slab.unlink()
                }
                slab.free()
                state.slabCount -= 1
                state.idleBlocks -= Self.blocksPerSlab
            } else if wasFull {
                slab.link(before: state.first)
                state.first = slab
            }
        }
    }

    /// The slabs allocated and not yet freed, for tests.
    var slabCount: Int {
        state.withLock { $0.slabCount }
    }

    /// The bytes of the blocks that the pool's slabs hold and no table uses: what a reading of the heap's bytes in
    /// use counts that no component holds.
    var idleBytes: Int {
        state.withLock { $0.idleBlocks } * Self.blockSize
    }

    /// The slabs that have a free block, for tests.
    var slabsWithFreeBlocks: Int {
        state.withLock { state in
            var count = 0
            var slab = state.first
            while let current = slab {
                count += 1
                slab = current.header.pointee.next
            }
            return count
        }
    }

    #if GRAFT_INTERNAL_CHECKS
    /// Checks the list of slabs with a free block: its links agree both ways, each slab's counts agree with its free
    /// list, and the pool's count of idle blocks with the slabs'.
    private static func _checkInvariants(_ state: State) {
        var previous: Slab?
        var slab = state.first
        var idleBlocks = 0
        while let current = slab {
            let header = current.header.pointee
            SharedStorage.check(header.previous == previous, "a slab's previous link is not the slab before it")
            SharedStorage.check(
                header.handedOut < blocksPerSlab, "a full slab is on the list of slabs with a free block")
            SharedStorage.check(header.handedOut > 0, "an empty slab was kept")
            var freeBlocks = 0
            var block = header.firstFree
            while let free = block {
                SharedStorage.check(Slab(containing: free) == current, "a free block lies outside its slab")
                freeBlocks += 1
                block = free.load(as: UnsafeMutableRawPointer?.self)
            }
            SharedStorage.check(
                header.everUsed - freeBlocks == header.handedOut,
                "a slab counts \(header.handedOut) blocks handed out, but \(header.everUsed) used and \(freeBlocks) free"
            )
            idleBlocks += blocksPerSlab - header.handedOut
            previous = current
            slab = header.next
        }
        // A slab on no list is full, so its blocks are not idle.
        SharedStorage.check(
            idleBlocks == state.idleBlocks,
            "the pool counts \(state.idleBlocks) idle blocks, but its slabs with a free block hold \(idleBlocks)")
    }
    #else
    /// Empty: the checks run only where Graft's own tests ask for them, with `GRAFT_INTERNAL_CHECKS=1`.
    @inline(__always)
    private static func _checkInvariants(_ state: State) {}
    #endif
}

extension SmallTablePool {
    /// The header at the start of a slab, as the diagram at the top of this file shows.
    struct SlabHeader {
        var firstFree: UnsafeMutableRawPointer?
        var handedOut: Int
        var everUsed: Int
        var next: Slab?
        var previous: Slab?
    }

    /// A slab of blocks, named by the address of its header.
    ///
    /// `@unchecked` because it is an address: the pool's lock orders every access to the memory behind it.
    struct Slab: Equatable, @unchecked Sendable {
        let header: UnsafeMutablePointer<SlabHeader>

        /// The slab that `block` belongs to: the slab size's alignment rounds its address down to the header's.
        init(containing block: UnsafeMutableRawPointer) {
            let address = Int(bitPattern: block) & ~(SmallTablePool.slabSize - 1)
            header = UnsafeMutablePointer(bitPattern: address).unsafelyUnwrapped
        }

        private init(header: UnsafeMutablePointer<SlabHeader>) {
            self.header = header
        }

        /// Allocates a slab with every block free and links it nowhere.
        static func make() -> Slab {
            let memory = UnsafeMutableRawPointer.allocate(
                byteCount: SmallTablePool.slabSize, alignment: SmallTablePool.slabSize)
            let header = memory.bindMemory(to: SlabHeader.self, capacity: 1)
            header.initialize(to: SlabHeader(firstFree: nil, handedOut: 0, everUsed: 0, next: nil, previous: nil))
            return Slab(header: header)
        }

        /// Frees the slab, whose blocks have all come back.
        func free() {
            header.deinitialize(count: 1)
            UnsafeMutableRawPointer(header).deallocate()
        }

        /// Hands out a free block: the first on the free list, or else the first never used.
        func takeBlock() -> UnsafeMutableRawPointer {
            header.pointee.handedOut += 1
            if let block = header.pointee.firstFree {
                header.pointee.firstFree = block.load(as: UnsafeMutableRawPointer?.self)
                return block
            }
            header.pointee.everUsed += 1
            return UnsafeMutableRawPointer(header) + header.pointee.everUsed * SmallTablePool.blockSize
        }

        /// Puts `block` on the free list.
        func putBack(_ block: UnsafeMutableRawPointer) {
            block.storeBytes(of: header.pointee.firstFree, as: UnsafeMutableRawPointer?.self)
            header.pointee.firstFree = block
            header.pointee.handedOut -= 1
        }

        /// Links the slab in front of `first` in the list of slabs with a free block.
        func link(before first: Slab?) {
            header.pointee.previous = nil
            header.pointee.next = first
            first?.header.pointee.previous = self
        }

        /// Takes the slab out of the list of slabs with a free block, joining its neighbours.
        func unlink() {
            let next = header.pointee.next
            let previous = header.pointee.previous
            next?.header.pointee.previous = previous
            previous?.header.pointee.next = next
            header.pointee.next = nil
            header.pointee.previous = nil
        }
    }
}
