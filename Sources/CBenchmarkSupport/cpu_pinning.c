// Keeps a benchmark on one CPU: a thread that migrates mid-run loses its caches, and on
// a small virtual machine that alone moved the engine figures by half.
#define _GNU_SOURCE
#include "benchmark_support.h"

#include <sched.h>

bool benchmark_pin_to_current_cpu(void) {
    int cpu = sched_getcpu();
    if (cpu < 0) return false;
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET(cpu, &set);
    return sched_setaffinity(0, sizeof(set), &set) == 0;
}
