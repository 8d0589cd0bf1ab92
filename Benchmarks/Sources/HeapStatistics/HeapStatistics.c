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
#else
#include <malloc.h>

size_t heap_statistics_bytes_in_use(void) {
    return mallinfo2().uordblks;
}

size_t heap_statistics_bytes_in_use_and_mapped(void) {
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
}
#endif
