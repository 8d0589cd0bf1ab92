import HeapStatistics

/// The bytes the C allocator has handed out and not yet taken back, which is where every Swift object lives.
///
/// On Linux this is glibc's `mallinfo2().uordblks`: the total size of allocated chunks in all arenas, including
/// each chunk's header and rounding. On Apple platforms it is the default zone's `size_in_use`. Swift allocates
/// objects with `malloc`, so the difference across building a tree is the memory the tree holds.
enum HeapUsage {
    /// The bytes in use now.
    static var bytesInUse: Int {
        Int(heap_statistics_bytes_in_use())
    }
}
