#ifndef HEAP_STATISTICS_H
#define HEAP_STATISTICS_H

#include <stddef.h>

/// The bytes the C allocator has handed out and not taken back: glibc's mallinfo2().uordblks (allocated chunks in
/// all arenas, headers and rounding included), or the default zone's size_in_use on Apple platforms.
size_t heap_statistics_bytes_in_use(void);

/// The same, plus the chunks glibc maps with mmap of their own (mallinfo2().hblkhd): allocations larger than its
/// mmap threshold, such as the tables of a million keys, which uordblks leaves out.
size_t heap_statistics_bytes_in_use_and_mapped(void);

/// Has glibc merge the small chunks freed since it last did so, which it otherwise does inside the next request of
/// 1 KiB or more, whoever makes it; nothing on Apple platforms.
void heap_statistics_merge_freed_chunks(void);

#endif
