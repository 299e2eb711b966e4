//! Threads that run the messages the event loop does not answer itself (every method but the
//! writes: a `sql` query can run for minutes, and must hold up no other connection).
//!
//! A job goes to an idle thread, or to a new one when none is idle, so that as many messages
//! run at once as connections wait for them (at most one per connection: the event loop gives
//! a connection's next message only after its last is answered), as the thread per
//! connection did. A thread idle for [`IDLE_EXIT`] ends.

use std::collections::VecDeque;
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};
use std::thread::JoinHandle;
use std::time::Duration;

/// A thread with no job for this long ends.
const IDLE_EXIT: Duration = Duration::from_secs(10);

type Job = Box<dyn FnOnce() + Send>;

/// A pool that grows to the jobs given it at once. Dropping it waits for every job given.
pub(crate) struct Workers {
    shared: Arc<Shared>,
    threads: Vec<JoinHandle<()>>,
}

struct Shared {
    state: Mutex<State>,
    ready: Condvar,
}

struct State {
    jobs: VecDeque<Job>,
    idle: usize,
    stop: bool,
}

fn lock(shared: &Shared) -> MutexGuard<'_, State> {
    shared.state.lock().unwrap_or_else(PoisonError::into_inner)
}

impl Workers {
    pub(crate) fn new() -> Workers {
        Workers {
            shared: Arc::new(Shared {
                state: Mutex::new(State {
                    jobs: VecDeque::new(),
                    idle: 0,
                    stop: false,
                }),
                ready: Condvar::new(),
            }),
            threads: Vec::new(),
        }
    }

    /// Runs `job` on an idle thread, or on a new one. When no thread can be started, on this
    /// one: the job is answered late, not lost.
    pub(crate) fn run(&mut self, job: Job) {
        let mut state = lock(&self.shared);
        if state.idle > state.jobs.len() {
            state.jobs.push_back(job);
            drop(state);
            self.shared.ready.notify_one();
            return;
        }
        drop(state);
        self.threads.retain(|t| !t.is_finished());
        let shared = Arc::clone(&self.shared);
        let slot = Arc::new(Mutex::new(Some(job)));
        let first = Arc::clone(&slot);
        let spawned = std::thread::Builder::new()
            .name("folio-rpc-work".into())
            .spawn(move || {
                let job = first.lock().unwrap_or_else(PoisonError::into_inner).take();
                if let Some(job) = job {
                    job();
                }
                work(&shared);
            });
        match spawned {
            Ok(handle) => self.threads.push(handle),
            Err(_) => {
                let job = slot.lock().unwrap_or_else(PoisonError::into_inner).take();
                if let Some(job) = job {
                    job();
                }
            }
        }
    }
}

/// A thread's life after its first job: the next job, or its end.
fn work(shared: &Shared) {
    let mut state = lock(shared);
    loop {
        if let Some(job) = state.jobs.pop_front() {
            drop(state);
            job();
            state = lock(shared);
            continue;
        }
        if state.stop {
            return;
        }
        state.idle += 1;
        let (next, timeout) = shared
            .ready
            .wait_timeout(state, IDLE_EXIT)
            .unwrap_or_else(PoisonError::into_inner);
        state = next;
        state.idle -= 1;
        if timeout.timed_out() && state.jobs.is_empty() {
            return;
        }
    }
}

impl Drop for Workers {
    fn drop(&mut self) {
        lock(&self.shared).stop = true;
        self.shared.ready.notify_all();
        for thread in self.threads.drain(..) {
            // A job that panicked ended its thread; the rest are joined.
            let _ = thread.join();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Workers;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::{Arc, Barrier};

    /// Jobs given at once run at once (each waits for all the others), and dropping the pool
    /// waits for them all.
    #[test]
    fn jobs_given_at_once_run_at_once() {
        let mut workers = Workers::new();
        let barrier = Arc::new(Barrier::new(8));
        let done = Arc::new(AtomicUsize::new(0));
        for _ in 0..8 {
            let (barrier, done) = (Arc::clone(&barrier), Arc::clone(&done));
            workers.run(Box::new(move || {
                barrier.wait();
                done.fetch_add(1, Ordering::SeqCst);
            }));
        }
        drop(workers);
        assert_eq!(done.load(Ordering::SeqCst), 8);
    }

    /// An idle thread takes the next job instead of a new thread starting.
    #[test]
    fn an_idle_thread_takes_the_next_job() {
        let mut workers = Workers::new();
        let (tx, rx) = std::sync::mpsc::channel();
        for _ in 0..20 {
            let tx = tx.clone();
            workers.run(Box::new(move || {
                let _ = tx.send(std::thread::current().id());
            }));
            rx.recv().unwrap();
            // Let the thread go idle before the next job.
            std::thread::sleep(std::time::Duration::from_millis(5));
        }
        workers.threads.retain(|t| !t.is_finished());
        assert_eq!(workers.threads.len(), 1);
    }
}
