// Counts heap allocations for `animview bench engine`. Built as a shared library of its
// own (libAnimviewAllocationCounter.so) that the benchmark preloads into its measuring
// child process only (LD_PRELOAD): the dynamic linker then binds every library's malloc
// to these definitions, so Swift's runtime allocations pass through here. Each wrapper
// forwards to glibc's own entry points (__libc_malloc & co.). The animview binary
// itself never contains an allocator of its own.
#include "allocation_counter.h"

#include <errno.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static atomic_bool counting = false;
static atomic_long allocations = 0;

static inline void count(void) {
    if (atomic_load_explicit(&counting, memory_order_relaxed)) {
        atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    }
}

void allocation_counter_start(void) {
    atomic_store(&allocations, 0);
    atomic_store(&counting, true);
}

long allocation_counter_stop(void) {
    atomic_store(&counting, false);
    return atomic_load(&allocations);
}

void *malloc(size_t size) {
    count();
    return __libc_malloc(size);
}

void *calloc(size_t count_, size_t size) {
    count();
    return __libc_calloc(count_, size);
}

void *realloc(void *pointer, size_t size) {
    count();
    return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
    count();
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    count();
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    count();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL && size != 0) return ENOMEM;
    *result = pointer;
    return 0;
}

void free(void *pointer) {
    __libc_free(pointer);
}

// Called through a volatile pointer so no optimiser can pair and remove the allocation.
static void *(*volatile probe_allocate)(size_t) = malloc;

bool allocation_counter_self_test(void) {
    allocation_counter_start();
    void *pointer = probe_allocate(32);
    long counted = allocation_counter_stop();
    free(pointer);
    return counted > 0;
}
