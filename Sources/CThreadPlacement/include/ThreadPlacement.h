#ifndef THEMELINT_THREAD_PLACEMENT_H
#define THEMELINT_THREAD_PLACEMENT_H

#include <pthread.h>

/// Starts a thread like pthread_create, on a CPU other than the one the calling thread is on,
/// when the process may use more than one; once started, the thread may run on any CPU the
/// caller may (the scheduler moves it as usual).
///
/// Linux places a new thread on its parent's CPU and moves it to an idle one only at the next
/// load balancing, a millisecond or more later; until then parent and child share one CPU. For
/// a process that lives 15 ms and starts a thread to run beside the calling one, that is most of
/// the gain lost. The thread is created with an affinity that leaves out the caller's CPU, and
/// takes the caller's affinity back as its first act, so it is never kept off a CPU that has
/// become idle (the caller's, say, while the caller waits for it). The caller's affinity is
/// unchanged. Elsewhere than Linux, and when the process may use one CPU only, this is
/// pthread_create.
///
/// Returns pthread_create's result: 0 on success, an error number otherwise.
int themelint_thread_create_beside_caller(pthread_t *thread, void *(*start)(void *), void *argument);

/// For the calling thread, when themelint_thread_create_beside_caller placed it: the CPU it
/// started on, and the CPU it was kept from (its creator's). -1 for threads not placed.
int themelint_thread_started_on_cpu(void);
int themelint_thread_kept_from_cpu(void);

#endif
