//! The thread that keeps a followed engine current: it catches up when the file system says a
//! followed path changed (inotify and the like, through the `notify` crate), and at least every
//! [`POLL_WITH_EVENTS`] in case an event was missed (network file systems send none); where no
//! watcher can be set up, every [`POLL_WITHOUT_EVENTS`].

use crate::engine::Engine;
use crate::error::EngineError;
use crate::follow::CaughtUp;
use notify::{RecursiveMode, Watcher};
use std::sync::mpsc::{channel, RecvTimeoutError, Sender};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::Duration;

/// How often a follower looks when file-system events tell it of changes.
pub const POLL_WITH_EVENTS: Duration = Duration::from_millis(500);
/// How often a follower looks when no watcher could be set up.
pub const POLL_WITHOUT_EVENTS: Duration = Duration::from_millis(50);

/// Called after each catch-up that applied something, after a failure unlike the one before
/// (a failure that persists is reported once, not at every look), when catching up works
/// again, and once if no watcher could be set up (with the reason).
pub type OnCatchUp = Box<dyn Fn(Followed<'_>) + Send>;

/// What a follower reports.
#[derive(Debug)]
pub enum Followed<'a> {
    CaughtUp(&'a CaughtUp),
    Failed(&'a EngineError),
    /// A catch-up worked after failures.
    Recovered,
    /// No file-system watcher: the follower polls every [`POLL_WITHOUT_EVENTS`].
    Polling(&'a notify::Error),
}

#[derive(Debug)]
enum Wake {
    Changed,
    Stop,
}

/// A running follower; [`Follower::stop`] (or dropping it) ends the thread.
#[derive(Debug)]
pub struct Follower {
    wake: Sender<Wake>,
    thread: Option<JoinHandle<()>>,
    /// Kept alive while the thread runs: dropping it stops the events.
    _watcher: Option<notify::RecommendedWatcher>,
}

impl Follower {
    /// Starts following: `engine` must be a followed engine (see `EngineOptions::follow`).
    pub fn start(engine: Arc<Engine>, report: OnCatchUp) -> std::io::Result<Follower> {
        let (wake, woken) = channel();
        let roots = engine.follow_roots.clone().unwrap_or_default();
        let events = wake.clone();
        let watcher = notify::recommended_watcher(move |event: notify::Result<notify::Event>| {
            if event.is_ok_and(|e| !e.kind.is_access()) {
                let _ = events.send(Wake::Changed);
            }
        })
        .and_then(|mut watcher| {
            for root in &roots {
                // A file is watched through its folder: a file renamed over it is another
                // inode, which a watch on the file itself would not see.
                let (path, mode) = match root.is_dir() {
                    true => (root.as_path(), RecursiveMode::Recursive),
                    false => (
                        root.parent()
                            .filter(|p| !p.as_os_str().is_empty())
                            .unwrap_or(std::path::Path::new(".")),
                        RecursiveMode::NonRecursive,
                    ),
                };
                watcher.watch(path, mode)?;
            }
            Ok(watcher)
        });
        let (watcher, poll) = match watcher {
            Ok(watcher) => (Some(watcher), POLL_WITH_EVENTS),
            Err(why) => {
                report(Followed::Polling(&why));
                (None, POLL_WITHOUT_EVENTS)
            }
        };
        let thread = std::thread::Builder::new()
            .name("follow".into())
            .spawn(move || {
                let mut failing: Option<String> = None;
                loop {
                    match woken.recv_timeout(poll) {
                        Ok(Wake::Stop) | Err(RecvTimeoutError::Disconnected) => return,
                        Ok(Wake::Changed) | Err(RecvTimeoutError::Timeout) => {}
                    }
                    // Events come in bursts (one per write): one catch-up takes them all.
                    while let Ok(wake) = woken.try_recv() {
                        if let Wake::Stop = wake {
                            return;
                        }
                    }
                    match engine.catch_up() {
                        Ok(done) => {
                            if failing.take().is_some() {
                                report(Followed::Recovered);
                            }
                            if done != CaughtUp::default() {
                                report(Followed::CaughtUp(&done));
                            }
                        }
                        Err(e) => {
                            let said = e.to_string();
                            if failing.as_ref() != Some(&said) {
                                report(Followed::Failed(&e));
                                failing = Some(said);
                            }
                        }
                    }
                }
            })?;
        Ok(Follower {
            wake,
            thread: Some(thread),
            _watcher: watcher,
        })
    }

    /// Stops the thread, waiting for a catch-up under way to end.
    pub fn stop(mut self) {
        self.halt();
    }

    fn halt(&mut self) {
        let _ = self.wake.send(Wake::Stop);
        if let Some(thread) = self.thread.take() {
            // A panic in the thread ended the following; the engine is untouched by it.
            let _ = thread.join();
        }
    }
}

impl Drop for Follower {
    fn drop(&mut self) {
        self.halt();
    }
}
