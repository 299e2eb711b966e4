//! A progress bar on a terminal, shown only when the work takes more than a second.
//!
//! The rate is bytes replayed since the replay began over the time since then, computed here
//! rather than by the bar: replay reports its bytes a block at a time (4 MiB, or a whole small
//! file), and a rate estimated over the bar's own short ticks turns one such step into an
//! absurd figure ("5.96 TiB/s"). Over the whole run it is the true mean, and it can never
//! exceed the bytes there are over the time taken.

use indicatif::{ProgressBar, ProgressStyle};
use std::io::IsTerminal;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

pub struct Progress {
    /// What is done so far, in the bar's unit: replay adds the bytes it read, a writer the
    /// objects it wrote.
    pub bytes: Arc<AtomicU64>,
    done: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
}

/// What a bar counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unit {
    /// Bytes, in decimal units to match the MB/s rate.
    Bytes,
    /// Objects, for a phase whose bytes are not known before it ends (a Parquet file's size
    /// is known once it is compressed).
    Objects,
}

impl Progress {
    /// Starts watching `bytes` against `total`; draws nothing unless stderr is a terminal.
    pub fn start(total: u64) -> Progress {
        Progress::phase(None, total, Unit::Bytes)
    }

    /// A bar of its own for a phase after the replay, `label` before it (`writing`), counting
    /// `unit`s against `total`. Like the replay's, it is drawn only on a terminal and only
    /// once the phase has taken a second; its rate is over the phase's own time.
    pub fn phase(label: Option<&'static str>, total: u64, unit: Unit) -> Progress {
        let started = Instant::now();
        let bytes = Arc::new(AtomicU64::new(0));
        let done = Arc::new(AtomicBool::new(false));
        let thread = std::io::stderr().is_terminal().then(|| {
            let (bytes, done) = (bytes.clone(), done.clone());
            std::thread::spawn(move || {
                while started.elapsed() < Duration::from_secs(1) {
                    if done.load(Ordering::Relaxed) {
                        return;
                    }
                    std::thread::sleep(Duration::from_millis(50));
                }
                let bar = ProgressBar::new(total);
                bar.set_style(
                    ProgressStyle::with_template(template(label.is_some(), unit))
                        .expect("the template is valid"),
                );
                if let Some(label) = label {
                    bar.set_prefix(label);
                }
                while !done.load(Ordering::Relaxed) {
                    let now = bytes.load(Ordering::Relaxed).min(total);
                    bar.set_position(now);
                    bar.set_message(rate_and_eta(now, total, started.elapsed(), unit));
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

    /// Stops the bar and clears it (dropping it does the same, so an error on the way ends
    /// the bar too).
    pub fn finish(self) {}
}

impl Drop for Progress {
    fn drop(&mut self) {
        self.done.store(true, Ordering::Relaxed);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// The bar's indicatif template: the label first when there is one, the counts in `unit`.
fn template(labelled: bool, unit: Unit) -> &'static str {
    match (labelled, unit) {
        (false, Unit::Bytes) => "{bar:40} {decimal_bytes}/{decimal_total_bytes} {msg}",
        (true, Unit::Bytes) => "{prefix} {bar:40} {decimal_bytes}/{decimal_total_bytes} {msg}",
        (false, Unit::Objects) => "{bar:40} {pos}/{len} objects {msg}",
        (true, Unit::Objects) => "{prefix} {bar:40} {pos}/{len} objects {msg}",
    }
}

/// `"123.4 MB/s, eta 5s"` (or `"51234 objects/s, eta 5s"`): the mean rate of the `done`
/// units over `elapsed`, and the time the rest takes at that rate. Empty until there is a rate
/// to speak of.
pub fn rate_and_eta(done: u64, total: u64, elapsed: Duration, unit: Unit) -> String {
    let seconds = elapsed.as_secs_f64();
    if done == 0 || seconds < 0.25 {
        return String::new();
    }
    let rate = done as f64 / seconds;
    let left = (total.saturating_sub(done) as f64 / rate).ceil();
    match unit {
        Unit::Bytes => format!("{:.1} MB/s, eta {left:.0}s", rate / 1e6),
        Unit::Objects => format!("{rate:.0} objects/s, eta {left:.0}s"),
    }
}

#[cfg(test)]
mod tests {
    use super::{rate_and_eta, Unit};
    use std::time::Duration;

    #[test]
    fn objects_have_their_own_rate() {
        assert_eq!(
            rate_and_eta(30_000, 100_000, Duration::from_secs(2), Unit::Objects),
            "15000 objects/s, eta 5s"
        );
        assert_eq!(
            rate_and_eta(0, 100, Duration::from_secs(2), Unit::Objects),
            ""
        );
    }

    #[test]
    fn the_rate_is_bytes_done_over_time_taken() {
        // 47% of 592 MB in 2 s, in one 4 MiB step or many: the same mean rate.
        let done = 278_240_000;
        assert_eq!(
            rate_and_eta(done, 592_000_000, Duration::from_secs(2), Unit::Bytes),
            "139.1 MB/s, eta 3s"
        );
        assert_eq!(rate_and_eta(0, 10, Duration::from_secs(5), Unit::Bytes), "");
        assert_eq!(
            rate_and_eta(5, 10, Duration::from_millis(10), Unit::Bytes),
            ""
        );
        assert_eq!(
            rate_and_eta(10_000_000, 10_000_000, Duration::from_secs(1), Unit::Bytes),
            "10.0 MB/s, eta 0s"
        );
    }

    /// Whatever the steps, the rate never exceeds all the bytes over the time taken.
    #[test]
    fn the_rate_is_bounded() {
        for ms in [250u64, 300, 1_000, 60_000] {
            for done in [1u64, 4 << 20, 592_000_000] {
                let text = rate_and_eta(done, 592_000_000, Duration::from_millis(ms), Unit::Bytes);
                let rate: f64 = text.split(' ').next().unwrap().parse().unwrap();
                // Within the display's rounding (0.05 MB/s).
                let bound = 592_000_000.0 / (ms as f64 / 1e3);
                assert!(rate * 1e6 <= bound + 0.05e6, "{text}");
            }
        }
    }
}
