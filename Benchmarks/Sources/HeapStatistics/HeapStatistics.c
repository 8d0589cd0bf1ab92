#include "HeapStatistics.h"

#if defined(__APPLE__)
#include <malloc/malloc.h>

size_t heap_statistics_bytes_in_use(void) {
    malloc_statistics_t statistics;
    malloc_zone_statistics(NULL, &statistics);
    return statistics.size_in_use;
}

size_t heap_statistics_bytes_in_use_and_mapped(void) {
    return heap_statistics_bytes_in_use();
}

void heap_statistics_merge_freed_chunks(void) {}
#else
#include <malloc.h>

size_t heap_statistics_bytes_in_use(void) {
    return mallinfo2().uordblks;
}

size_t heap_statistics_bytes_in_use_and_mapped(void) {
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
}

void heap_statistics_merge_freed_chunks(void) {
    // glibc keeps small freed chunks in fast bins, unmerged, and merges them all when asked for a chunk too large
    // for its small bins (1 KiB or more). The volatile pointer keeps the compiler from dropping the request.
    void *volatile large = malloc(4096);
    free(large);
}
#endif
