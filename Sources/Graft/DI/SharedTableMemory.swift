/// The memory Graft sets aside for `shared` tables that no component uses yet, for measurements of memory.
///
/// A component's first `shared` table is a 64-byte block of a 16 KiB slab that Graft allocates for many components
/// at once. A reading of the heap's bytes in use counts a whole slab from the moment it is allocated, so a
/// component whose table comes from a slab allocated before the first reading would look 64 bytes smaller than it
/// is. Subtract ``idleBytes`` from each reading to count every table a component holds, whichever slab it is in:
///
/// ```swift
/// import Glibc
/// @_spi(Testing) import Graft
///
/// func bytesInUse() -> Int {
///     Int(mallinfo2().uordblks) - SharedTableMemory.idleBytes
/// }
/// ```
@_spi(Testing)
public enum SharedTableMemory {
    /// The bytes of the slabs that first tables come from which no table uses now.
    public static var idleBytes: Int { SmallTablePool.shared.idleBytes }
}
