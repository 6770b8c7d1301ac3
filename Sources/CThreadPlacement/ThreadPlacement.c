#if defined(__linux__)
#define _GNU_SOURCE
#include <sched.h>
#endif
#include "ThreadPlacement.h"

int themelint_thread_create_beside_caller(pthread_t *thread, void *(*start)(void *), void *argument) {
#if defined(__linux__)
    pthread_attr_t attributes;
    if (pthread_attr_init(&attributes) == 0) {
        cpu_set_t allowed;
        int current = sched_getcpu();
        // sched_getaffinity fails (EINVAL) on machines with more CPUs than cpu_set_t holds:
        // then the kernel places the thread as usual.
        if (current >= 0 && current < CPU_SETSIZE
            && sched_getaffinity(0, sizeof allowed, &allowed) == 0
            && CPU_ISSET(current, &allowed) && CPU_COUNT(&allowed) > 1) {
            CPU_CLR(current, &allowed);
            (void)pthread_attr_setaffinity_np(&attributes, sizeof allowed, &allowed);
        }
        int result = pthread_create(thread, &attributes, start, argument);
        (void)pthread_attr_destroy(&attributes);
        return result;
    }
#endif
    return pthread_create(thread, NULL, start, argument);
}
