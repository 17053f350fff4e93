#include "main_queue.h"

#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>

// libdispatch's entry for the run loop that owns the main thread (CoreFoundation calls it when the main queue's port
// wakes it); exported by libdispatch on Linux, declared in no public header.
extern void _dispatch_main_queue_callback_4CF(void *message);

// Swift's concurrency runtime: the hook every job handed to the global executor passes through, and the call that runs
// a job on the current thread (its executor given as its two words; none, the generic one). Both use Swift's calling
// convention.
typedef void (*global_enqueue_t)(void *job) __attribute__((swiftcall));
typedef void (*global_enqueue_hook_t)(void *job, global_enqueue_t original) __attribute__((swiftcall));
extern global_enqueue_hook_t swift_task_enqueueGlobal_hook;
extern void swift_job_run(void *job, void *executor_identity, uintptr_t executor_implementation) __attribute__((swiftcall));

void animkit_run_main_queue(void) {
    _dispatch_main_queue_callback_4CF(0);
}

// Read by the hook on any thread; written and used on the main thread only.
static pthread_t main_thread;
static volatile bool capturing;
// A hook installed before this one, which jobs not kept go on to.
static global_enqueue_hook_t earlier_hook;
static void **captured;
static size_t captured_count, captured_capacity;

__attribute__((swiftcall)) static void enqueue_global(void *job, global_enqueue_t original) {
    if (capturing && pthread_equal(pthread_self(), main_thread)) {
        if (captured_count == captured_capacity) {
            size_t capacity = captured_capacity ? captured_capacity * 2 : 16;
            void **grown = realloc(captured, capacity * sizeof *grown);
            if (!grown) {
                original(job);
                return;
            }
            captured = grown;
            captured_capacity = capacity;
        }
        captured[captured_count++] = job;
        return;
    }
    if (earlier_hook) {
        earlier_hook(job, original);
    } else {
        original(job);
    }
}

void animkit_capture_global_jobs(bool on) {
    if (on && swift_task_enqueueGlobal_hook != enqueue_global) {
        main_thread = pthread_self();
        earlier_hook = swift_task_enqueueGlobal_hook;
        swift_task_enqueueGlobal_hook = enqueue_global;
    }
    capturing = on;
}

bool animkit_run_captured_jobs(void) {
    bool ran = false;
    size_t next = 0;
    // A job run may hand over more, appended behind: the list is read to its end as it grows.
    while (next < captured_count) {
        void *job = captured[next++];
        swift_job_run(job, 0, 0);
        ran = true;
    }
    captured_count = 0;
    return ran;
}
