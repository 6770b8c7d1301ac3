#ifndef THEMELINT_THREAD_PLACEMENT_H
#define THEMELINT_THREAD_PLACEMENT_H

#include <pthread.h>

/// Starts a thread like pthread_create, asking the kernel to run it on a CPU other than the
/// one the calling thread is on, when the process may use more than one.
///
/// Linux places a new thread on its parent's CPU and moves it to an idle one only at the next
/// load balancing, a millisecond or more later; until then parent and child share one CPU. For
/// a process that lives 15 ms and starts a thread to run beside the calling one, that is most of
/// the gain lost. The affinity is set when the thread is created and is the thread's alone (the
/// caller's is unchanged). Elsewhere than Linux, and when the process may use one CPU only, this
/// is pthread_create.
///
/// Returns pthread_create's result: 0 on success, an error number otherwise.
int themelint_thread_create_beside_caller(pthread_t *thread, void *(*start)(void *), void *argument);

#endif
