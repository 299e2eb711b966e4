//! What one variant run reports, and how it fails.

use folio_replay::Phases;
use serde_json::json;
use std::fmt;
use std::path::PathBuf;
use std::time::Duration;

/// The result of one variant on one journal.
#[derive(Debug, Clone, PartialEq)]
pub struct Measured {
    pub variant: String,
    /// Data entries applied (`c`, `p` and `r`); for `line_scan`, lines that start one.
    pub entries: u64,
    /// Live objects at the end; `None` for `line_scan`, which builds none.
    pub objects: Option<u64>,
    /// Data entries that failed to parse or apply (`None` where the variant cannot tell).
    pub failed: Option<u64>,
    /// From opening the file to the last entry applied.
    pub wall: Duration,
    /// CPU time (all threads, user + system) over the same span. Well below `wall` on one
    /// thread means the run shared the machine.
    pub cpu: Option<Duration>,
    /// The part of `cpu` the kernel spent for the run (mostly page faults for new memory).
    pub cpu_system: Option<Duration>,
    /// CPU time everything else on the machine used over the same span (its busy time minus
    /// `cpu`): how much the run had to share the cores.
    pub others_cpu: Option<Duration>,
    /// The four phases of docs/semantics.md, for the replaying variants.
    pub phases: Option<Phases>,
    /// Worker threads, for folio's replay.
    pub threads: Option<usize>,
    /// folio's replay: entries decoded by the single-pass typed decoder (`fast_path`) and
    /// through the generic value tree (`fallback`), so the table's reader can tell which
    /// path the `typed` rows measured.
    pub decode_paths: Option<(u64, u64)>,
    /// The process's peak resident set (VmHWM) at the end of the run.
    pub peak_rss_kb: Option<u64>,
    /// The digest of the final state (`crate::digest`, 16 hex digits), for the rows that
    /// build objects folio can export; computed after the clock stopped.
    pub digest: Option<String>,
    /// The bytes of the file the row read, when that is not the journal (the Rust peers read
    /// its strict-JSON twin).
    pub input_bytes: Option<u64>,
}

impl Measured {
    /// The one JSON line a variant prints:
    /// `{"variant":…,"entries":…,"objects":…,"wall_s":…,"phases_ms":{…},"peak_rss_kb":…}`,
    /// plus `failed` and `threads` where known. `phases_ms` only for the replaying variants.
    pub fn to_json_line(&self) -> String {
        let mut line = json!({
            "variant": self.variant,
            "entries": self.entries,
            "objects": self.objects,
            "wall_s": round(self.wall.as_secs_f64(), 6),
        });
        let map = line.as_object_mut().expect("an object");
        if let Some(cpu) = self.cpu {
            map.insert("cpu_s".into(), json!(round(cpu.as_secs_f64(), 6)));
        }
        if let Some(system) = self.cpu_system {
            map.insert("sys_s".into(), json!(round(system.as_secs_f64(), 6)));
        }
        if let Some(others) = self.others_cpu {
            map.insert("others_cpu_s".into(), json!(round(others.as_secs_f64(), 3)));
        }
        if let Some(p) = &self.phases {
            map.insert(
                "phases_ms".into(),
                json!({
                    "read": ms(p.read),
                    "parse": ms(p.parse),
                    "find_merge": ms(p.find_merge),
                    "store_write": ms(p.store_write),
                }),
            );
        }
        map.insert("peak_rss_kb".into(), json!(self.peak_rss_kb));
        if let Some(failed) = self.failed {
            map.insert("failed".into(), json!(failed));
        }
        if let Some(threads) = self.threads {
            map.insert("threads".into(), json!(threads));
        }
        if let Some((fast_path, fallback)) = self.decode_paths {
            map.insert("fast_path".into(), json!(fast_path));
            map.insert("fallback".into(), json!(fallback));
        }
        if let Some(digest) = &self.digest {
            map.insert("digest".into(), json!(digest));
        }
        if let Some(bytes) = self.input_bytes {
            map.insert("input_bytes".into(), json!(bytes));
        }
        line.to_string()
    }
}

fn ms(d: Duration) -> f64 {
    round(d.as_secs_f64() * 1e3, 3)
}

fn round(x: f64, digits: i32) -> f64 {
    let scale = 10f64.powi(digits);
    (x * scale).round() / scale
}

/// Why a variant could not run. Bad entries are not errors: they are counted in `failed`.
#[derive(Debug)]
pub enum BenchError {
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    /// The journal is not one this suite can measure (wrong name, wrong DAO, ...).
    Journal(String),
    /// folio itself refused (registry, discovery or replay error), with its message.
    Folio(String),
}

impl fmt::Display for BenchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BenchError::Io { path, source } => write!(f, "{}: {source}", path.display()),
            BenchError::Journal(why) | BenchError::Folio(why) => f.write_str(why),
        }
    }
}

impl std::error::Error for BenchError {}

/// Readings of this process's CPU time and the machine's busy time, taken when a variant's
/// clock starts, to tell at the end how much CPU the run used and how much everything else did.
#[derive(Debug, Clone, Copy)]
pub(crate) struct CpuClock {
    own: Option<Duration>,
    own_system: Option<Duration>,
    machine: Option<Duration>,
}

/// What [`CpuClock::stop`] read: this process's CPU time, its system part, and everything
/// else's CPU time, since the start.
#[derive(Debug, Clone, Copy)]
pub(crate) struct CpuSpent {
    pub(crate) own: Option<Duration>,
    pub(crate) own_system: Option<Duration>,
    pub(crate) others: Option<Duration>,
}

impl CpuClock {
    pub(crate) fn start() -> CpuClock {
        CpuClock {
            machine: crate::usage::machine_busy(),
            own_system: crate::usage::system_time(),
            own: crate::usage::cpu_time(),
        }
    }

    /// CPU time spent since `start`.
    pub(crate) fn stop(self) -> CpuSpent {
        let own = crate::usage::cpu_time()
            .zip(self.own)
            .map(|(now, then)| now.saturating_sub(then));
        let own_system = crate::usage::system_time()
            .zip(self.own_system)
            .map(|(now, then)| now.saturating_sub(then));
        let machine = crate::usage::machine_busy()
            .zip(self.machine)
            .map(|(now, then)| now.saturating_sub(then));
        let others = machine.zip(own).map(|(m, o)| m.saturating_sub(o));
        CpuSpent {
            own,
            own_system,
            others,
        }
    }
}

pub(crate) fn read_file(path: &std::path::Path) -> Result<Vec<u8>, BenchError> {
    std::fs::read(path).map_err(|source| BenchError::Io {
        path: path.to_owned(),
        source,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_line_shape() {
        let m = Measured {
            variant: "typed".into(),
            entries: 10,
            objects: Some(9),
            failed: Some(0),
            wall: Duration::from_micros(1_500_250),
            cpu: Some(Duration::from_millis(1_400)),
            cpu_system: Some(Duration::from_millis(500)),
            others_cpu: Some(Duration::from_millis(20)),
            phases: Some(Phases {
                read: Duration::from_micros(1_250),
                parse: Duration::from_millis(900),
                find_merge: Duration::ZERO,
                store_write: Duration::from_millis(300),
                ..Phases::default()
            }),
            threads: Some(1),
            decode_paths: Some((10, 1)),
            peak_rss_kb: Some(4096),
            digest: Some("0123456789abcdef".into()),
            input_bytes: None,
        };
        assert_eq!(
            m.to_json_line(),
            r#"{"variant":"typed","entries":10,"objects":9,"wall_s":1.50025,"cpu_s":1.4,"sys_s":0.5,"others_cpu_s":0.02,"phases_ms":{"read":1.25,"parse":900.0,"find_merge":0.0,"store_write":300.0},"peak_rss_kb":4096,"failed":0,"threads":1,"fast_path":10,"fallback":1,"digest":"0123456789abcdef"}"#
        );
        let scan = Measured {
            variant: "line_scan".into(),
            objects: None,
            failed: None,
            cpu: None,
            cpu_system: None,
            others_cpu: None,
            phases: None,
            threads: None,
            decode_paths: None,
            digest: None,
            ..m
        };
        assert_eq!(
            scan.to_json_line(),
            r#"{"variant":"line_scan","entries":10,"objects":null,"wall_s":1.50025,"peak_rss_kb":4096}"#
        );
    }
}
