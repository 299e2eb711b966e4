//! When the writer asks the kernel to make appended bytes durable.

use std::fmt;
use std::str::FromStr;

/// When appended bytes are fsynced (`fdatasync`). See docs/durability.md for what each one
/// promises after a crash or a power loss.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum FsyncPolicy {
    /// `wait_durable` returns only once an fsync that began after the entry was written has
    /// succeeded. Writers that wait while an fsync runs share the next one (group commit).
    #[default]
    Always,
    /// A background thread fsyncs within 100 ms of the first unsynced byte; `wait_durable`
    /// returns at once. A power loss may lose the last 100 ms of acknowledged entries.
    Batch,
    /// The writer never fsyncs; the kernel writes pages back when it likes.
    Never,
}

impl FsyncPolicy {
    /// The name used on the command line.
    pub fn as_str(self) -> &'static str {
        match self {
            FsyncPolicy::Always => "always",
            FsyncPolicy::Batch => "batch",
            FsyncPolicy::Never => "never",
        }
    }
}

impl fmt::Display for FsyncPolicy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A name that is not `always`, `batch` or `never`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownPolicy(pub String);

impl fmt::Display for UnknownPolicy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown fsync policy {:?} (expected always, batch or never)",
            self.0
        )
    }
}

impl std::error::Error for UnknownPolicy {}

impl FromStr for FsyncPolicy {
    type Err = UnknownPolicy;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "always" => Ok(FsyncPolicy::Always),
            "batch" => Ok(FsyncPolicy::Batch),
            "never" => Ok(FsyncPolicy::Never),
            _ => Err(UnknownPolicy(s.to_owned())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for policy in [FsyncPolicy::Always, FsyncPolicy::Batch, FsyncPolicy::Never] {
            assert_eq!(policy.to_string().parse::<FsyncPolicy>(), Ok(policy));
        }
        assert_eq!(
            "Always".parse::<FsyncPolicy>(),
            Err(UnknownPolicy("Always".into()))
        );
    }
}
