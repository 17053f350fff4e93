#ifndef MAIN_QUEUE_H
#define MAIN_QUEUE_H

/// Runs the work waiting on the main dispatch queue now — the tasks of the main actor among it — as the main run loop
/// does at each of its turns. Call it on the main thread only. It returns at once when the main queue is being run
/// already (from inside one of its blocks, or inside a turn of the run loop that runs it): work never runs nested in
/// the main queue's own.
void animkit_run_main_queue(void);

#endif
