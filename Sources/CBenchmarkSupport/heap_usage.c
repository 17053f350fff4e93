#include "benchmark_support.h"

#include <malloc.h>

size_t benchmark_heap_bytes_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
}
