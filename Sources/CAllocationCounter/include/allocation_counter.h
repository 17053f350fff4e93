#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H

#include <stdbool.h>

/// Starts counting heap allocations (from zero).
void allocation_counter_start(void);
/// Stops counting and returns the number of allocations since the start.
long allocation_counter_stop(void);
/// Whether an allocation made now is counted (false if the counter is not in the allocation path).
bool allocation_counter_self_test(void);

#endif
