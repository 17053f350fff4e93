#include "main_queue.h"

// libdispatch's entry for the run loop that owns the main thread (CoreFoundation calls it when the main queue's port
// wakes it); exported by libdispatch on Linux, declared in no public header.
extern void _dispatch_main_queue_callback_4CF(void *message);

void animkit_run_main_queue(void) {
    _dispatch_main_queue_callback_4CF(0);
}
