//! A progress bar on a terminal, shown only when the work takes more than a second.

use indicatif::{ProgressBar, ProgressStyle};
use std::io::IsTerminal;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::Duration;

pub struct Progress {
    pub bytes: Arc<AtomicU64>,
    done: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
}

impl Progress {
    /// Starts watching `bytes` against `total`; draws nothing unless stderr is a terminal.
    pub fn start(total: u64) -> Progress {
        let bytes = Arc::new(AtomicU64::new(0));
        let done = Arc::new(AtomicBool::new(false));
        let thread = std::io::stderr().is_terminal().then(|| {
            let (bytes, done) = (bytes.clone(), done.clone());
            std::thread::spawn(move || {
                let mut waited = Duration::ZERO;
                while waited < Duration::from_secs(1) {
                    if done.load(Ordering::Relaxed) {
                        return;
                    }
                    std::thread::sleep(Duration::from_millis(50));
                    waited += Duration::from_millis(50);
                }
                let bar = ProgressBar::new(total);
                bar.set_style(
                    ProgressStyle::with_template(
                        "{bar:40} {bytes}/{total_bytes} {bytes_per_sec} eta {eta}",
                    )
                    .expect("the template is valid"),
                );
                while !done.load(Ordering::Relaxed) {
                    bar.set_position(bytes.load(Ordering::Relaxed));
                    std::thread::sleep(Duration::from_millis(100));
                }
                bar.finish_and_clear();
            })
        });
        Progress {
            bytes,
            done,
            thread,
        }
    }

    pub fn finish(mut self) {
        self.done.store(true, Ordering::Relaxed);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}
