//! When a long query must stop: a deadline and a flag its client's departure sets, checked
//! every few objects by a scan, so that a query a client can make slow (a predicate of many
//! terms over many objects) ends at its deadline, or soon after its client goes.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

/// How many objects a scan checks between two looks at the clock: small enough that the
/// largest predicate allowed (a few thousand terms) overruns its deadline by milliseconds,
/// large enough that the look costs nothing beside the objects' checks.
pub(crate) const CHECK_EVERY: usize = 256;

/// The limits a scan runs within. [`Within::FOREVER`] never stops.
#[derive(Debug, Clone, Copy)]
pub struct Within<'a> {
    deadline: Option<Instant>,
    cancelled: Option<&'a AtomicBool>,
}

/// A scan stopped at its deadline or because its client went: nothing was answered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stopped {
    /// Its deadline passed.
    Deadline,
    /// The flag was set: its client went away.
    Cancelled,
}

impl Within<'static> {
    /// No deadline, never cancelled.
    pub const FOREVER: Within<'static> = Within {
        deadline: None,
        cancelled: None,
    };
}

impl<'a> Within<'a> {
    /// Until `deadline`, or until `cancelled` is set.
    pub fn new(deadline: Option<Instant>, cancelled: Option<&'a AtomicBool>) -> Within<'a> {
        Within {
            deadline,
            cancelled,
        }
    }

    /// Why the scan must stop now, if it must.
    pub fn check(&self) -> Result<(), Stopped> {
        if self.cancelled.is_some_and(|c| c.load(Ordering::Relaxed)) {
            return Err(Stopped::Cancelled);
        }
        match self.deadline {
            Some(deadline) if Instant::now() >= deadline => Err(Stopped::Deadline),
            _ => Ok(()),
        }
    }
}

/// A counter that checks `within` every [`CHECK_EVERY`] calls of [`Ticker::tick`].
pub(crate) struct Ticker<'w, 'a> {
    within: &'w Within<'a>,
    count: usize,
}

impl<'w, 'a> Ticker<'w, 'a> {
    pub(crate) fn new(within: &'w Within<'a>) -> Self {
        Ticker { within, count: 0 }
    }

    /// Counts one object; every [`CHECK_EVERY`] objects, says whether the scan must stop.
    #[inline]
    pub(crate) fn tick(&mut self) -> Result<(), Stopped> {
        self.count += 1;
        if self.count % CHECK_EVERY == 0 {
            return self.within.check();
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::{Stopped, Within};
    use std::sync::atomic::AtomicBool;
    use std::time::{Duration, Instant};

    #[test]
    fn stops_at_the_deadline_or_when_cancelled() {
        assert_eq!(Within::FOREVER.check(), Ok(()));
        let past = Instant::now() - Duration::from_millis(1);
        assert_eq!(
            Within::new(Some(past), None).check(),
            Err(Stopped::Deadline)
        );
        let later = Instant::now() + Duration::from_secs(60);
        let flag = AtomicBool::new(false);
        let within = Within::new(Some(later), Some(&flag));
        assert_eq!(within.check(), Ok(()));
        flag.store(true, std::sync::atomic::Ordering::Relaxed);
        assert_eq!(within.check(), Err(Stopped::Cancelled));
    }
}
