#ifndef MAIN_QUEUE_H
#define MAIN_QUEUE_H

#include <stdbool.h>

/// Runs the work waiting on the main dispatch queue now — the tasks of the main actor among it — as the main run loop
/// does at each of its turns. Call it on the main thread only. It returns at once when the main queue is being run
/// already (from inside one of its blocks, or inside a turn of the run loop that runs it): work never runs nested in
/// the main queue's own.
void animkit_run_main_queue(void);

/// From now until it is called with `false`, the jobs code on the main thread hands Swift's global executor — a task
/// resumed by a continuation on its way back to the main actor, a child task an `async let` starts — are kept to be
/// run by `animkit_run_captured_jobs` instead of on the executor's threads. Jobs from other threads go there as ever.
/// Call it on the main thread only.
void animkit_capture_global_jobs(bool on);

/// Runs the jobs kept since capture began, in the order they came (and those they hand over meanwhile), on this
/// thread; returns whether there were any. Call it on the main thread only.
bool animkit_run_captured_jobs(void);

#endif
