@_spi(Testing) import Graft
import HeapStatistics

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// What the benchmarks read from the system: the clocks, the heap's size and the machine's load.

/// The monotonic clock every benchmark reads: nanoseconds since an arbitrary start, never adjusted.
enum MonotonicClock {
    /// The current reading, in nanoseconds.
    static var now: UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    }
}

/// The CPU time the calling thread has used, which does not advance while the thread waits for a core.
enum ThreadCPUClock {
    /// The calling thread's CPU time, in nanoseconds.
    static var now: UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    }
}

/// The bytes the C allocator has handed out and not yet taken back, which is where every Swift object lives, less
/// the bytes Graft has set aside for tables and not handed out.
///
/// On Linux this is glibc's `mallinfo2().uordblks`: the total size of allocated chunks in all arenas, including
/// each chunk's header and rounding. On Apple platforms it is the default zone's `size_in_use`. Swift allocates
/// objects with `malloc`, so the difference across building a tree is the memory the tree holds. Graft's first
/// tables come from slabs of 255 that the allocator counts whole (`SharedTableMemory`), so a tree whose tables fill
/// a slab allocated before the reading counts them too.
enum HeapUsage {
    /// The bytes in use now.
    static var bytesInUse: Int {
        Int(heap_statistics_bytes_in_use()) - SharedTableMemory.idleBytes
    }

    /// The bytes in use now, with the chunks the allocator maps on their own: what a container of a million keys
    /// holds, whose arrays are such chunks.
    static var bytesInUseAndMapped: Int {
        Int(heap_statistics_bytes_in_use_and_mapped()) - SharedTableMemory.idleBytes
    }

    /// Has the allocator merge the small chunks freed since it last did, so that a contender does not pay for
    /// another's.
    ///
    /// glibc leaves small freed chunks unmerged until something asks it for 1 KiB or more, and merges them all inside
    /// that request: after a released tree of thousands of objects, about 45 µs. Benchmark 5 calls this before each
    /// tree's clock starts, and ``SideBySide`` before each sample of every other benchmark; without it, Graft's tree
    /// and Graft's random graph, whose tables are such requests, paid for the chunks the contender before them freed.
    /// Nothing on Apple platforms.
    static func mergeFreedChunks() {
        heap_statistics_merge_freed_chunks()
    }
}

/// The system's load averages, printed with the results: on a busy machine every figure is slower, and samples
/// with two threads suffer most.
enum MachineLoad {
    /// The 1, 5 and 15 minute load averages, as "1.02 0.88 0.75".
    static var averages: String {
        var loads = [0.0, 0.0, 0.0]
        guard getloadavg(&loads, 3) == 3 else { return "unknown" }
        return loads.map { Format.decimal($0) }.joined(separator: " ")
    }
}
