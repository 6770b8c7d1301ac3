#if defined(__linux__)
#define _GNU_SOURCE
#include <sched.h>
#include <stdlib.h>
#endif
#include "ThreadPlacement.h"

static _Thread_local int started_on = -1;
static _Thread_local int kept_from = -1;

int themelint_thread_started_on_cpu(void) { return started_on; }
int themelint_thread_kept_from_cpu(void) { return kept_from; }

#if defined(__linux__)
/// What the new thread needs to undo its placement before it runs the caller's start routine.
struct placed_start {
    void *(*start)(void *);
    void *argument;
    cpu_set_t allowed; // the creator's CPUs, which the thread may use once it runs
    int creator_cpu; // the CPU the thread was kept from
};

static void *run_placed(void *context) {
    struct placed_start placed = *(struct placed_start *)context;
    free(context);
    started_on = sched_getcpu();
    kept_from = placed.creator_cpu;
    // The thread has started away from its creator; from now on the scheduler may move it
    // anywhere its creator may run, like any other thread (say, onto the creator's CPU once
    // the creator waits for it).
    (void)sched_setaffinity(0, sizeof placed.allowed, &placed.allowed);
    return placed.start(placed.argument);
}
#endif

int themelint_thread_create_beside_caller(pthread_t *thread, void *(*start)(void *), void *argument) {
#if defined(__linux__)
    pthread_attr_t attributes;
    struct placed_start *placed = malloc(sizeof *placed);
    if (placed != NULL && pthread_attr_init(&attributes) == 0) {
        cpu_set_t others;
        int current = sched_getcpu();
        // sched_getaffinity fails (EINVAL) on machines with more CPUs than cpu_set_t holds:
        // then the kernel places the thread as usual.
        if (current >= 0 && current < CPU_SETSIZE
            && sched_getaffinity(0, sizeof placed->allowed, &placed->allowed) == 0
            && CPU_ISSET(current, &placed->allowed) && CPU_COUNT(&placed->allowed) > 1) {
            others = placed->allowed;
            CPU_CLR(current, &others);
            if (pthread_attr_setaffinity_np(&attributes, sizeof others, &others) == 0) {
                placed->start = start;
                placed->argument = argument;
                placed->creator_cpu = current;
                int result = pthread_create(thread, &attributes, run_placed, placed);
                (void)pthread_attr_destroy(&attributes);
                if (result != 0) free(placed);
                return result;
            }
        }
        (void)pthread_attr_destroy(&attributes);
    }
    free(placed);
#endif
    return pthread_create(thread, NULL, start, argument);
}
