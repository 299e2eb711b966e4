//! Per-method call counts, error counts by code and latency histograms, shared by every
//! connection (atomics, no locks), shown by the `stats` method and as Prometheus text.

use crate::error::{
    Kind, INTERNAL_ERROR, INVALID_PARAMS, INVALID_REQUEST, METHOD_NOT_FOUND, PARSE_ERROR,
};
use std::fmt::Write;
use std::sync::atomic::{AtomicU64, Ordering::Relaxed};
use std::time::Duration;

/// Labels: the method table's names, then `other` for every name it does not have, so the
/// number of labels is fixed whatever clients send.
const MAX_LABELS: usize = 32;

/// Latency buckets: upper bounds of 1 µs, 2 µs, 4 µs, ... 2^(BUCKETS-2) µs, then +Inf.
const BUCKETS: usize = 22;

/// Every error code the server can answer with, in the order `stats` lists them.
const CODES: [i32; 5 + Kind::ALL.len()] = {
    let mut codes = [0; 5 + Kind::ALL.len()];
    codes[0] = PARSE_ERROR;
    codes[1] = INVALID_REQUEST;
    codes[2] = METHOD_NOT_FOUND;
    codes[3] = INVALID_PARAMS;
    codes[4] = INTERNAL_ERROR;
    let mut i = 0;
    while i < Kind::ALL.len() {
        codes[5 + i] = Kind::ALL[i].code();
        i += 1;
    }
    codes
};

#[derive(Debug, Default)]
struct MethodStats {
    calls: AtomicU64,
    errors: AtomicU64,
    nanos: AtomicU64,
    buckets: [AtomicU64; BUCKETS],
}

/// The counters. One per server.
#[derive(Debug)]
pub struct Metrics {
    names: &'static [&'static str],
    methods: [MethodStats; MAX_LABELS],
    errors: [AtomicU64; CODES.len()],
}

impl Metrics {
    /// Counters for a method table with these names (at most 31; the rest share `other`).
    pub fn new(names: &'static [&'static str]) -> Metrics {
        Metrics {
            names: &names[..names.len().min(MAX_LABELS - 1)],
            methods: std::array::from_fn(|_| MethodStats::default()),
            errors: std::array::from_fn(|_| AtomicU64::new(0)),
        }
    }

    /// The label index of `method`: its place in the table, or the `other` label.
    pub(crate) fn label(&self, method: &str) -> usize {
        self.names
            .iter()
            .position(|n| *n == method)
            .unwrap_or(self.names.len())
    }

    fn label_name(&self, label: usize) -> &'static str {
        self.names.get(label).copied().unwrap_or("other")
    }

    /// Counts one call of the method at `label`, how long it took, and its error if any.
    pub(crate) fn call(&self, label: usize, took: Duration, error: Option<i32>) {
        let m = &self.methods[label];
        m.calls.fetch_add(1, Relaxed);
        let nanos = u64::try_from(took.as_nanos()).unwrap_or(u64::MAX);
        m.nanos.fetch_add(nanos, Relaxed);
        let micros = nanos.div_ceil(1000).max(1);
        let bucket = (64 - (micros - 1).leading_zeros()) as usize;
        m.buckets[bucket.min(BUCKETS - 1)].fetch_add(1, Relaxed);
        if let Some(code) = error {
            m.errors.fetch_add(1, Relaxed);
            self.error(code);
        }
    }

    /// Counts one error answered (for errors outside any call: parse errors, bad requests).
    pub(crate) fn error(&self, code: i32) {
        let slot = CODES.iter().position(|&c| c == code).unwrap_or(4);
        self.errors[slot].fetch_add(1, Relaxed);
    }

    /// How many errors with `code` were answered.
    pub fn errors_with(&self, code: i32) -> u64 {
        CODES
            .iter()
            .position(|&c| c == code)
            .map_or(0, |i| self.errors[i].load(Relaxed))
    }

    fn labels(&self) -> impl Iterator<Item = (&'static str, &MethodStats)> {
        (0..=self.names.len()).map(|i| (self.label_name(i), &self.methods[i]))
    }

    /// The `methods` and `errors` members of `stats`: per method its calls, errors, total
    /// time and latency buckets (`le_us` upper bounds), and per error code how many.
    pub fn write_json(&self, out: &mut String) {
        out.push_str("\"methods\":{");
        for (i, (name, m)) in self.labels().enumerate() {
            if i > 0 {
                out.push(',');
            }
            let _ = write!(
                out,
                "\"{name}\":{{\"calls\":{},\"errors\":{},\"total_us\":{},\"latency\":[",
                m.calls.load(Relaxed),
                m.errors.load(Relaxed),
                m.nanos.load(Relaxed) / 1000
            );
            for (b, count) in m.buckets.iter().enumerate() {
                if b > 0 {
                    out.push(',');
                }
                match bound_micros(b) {
                    Some(le) => {
                        let _ = write!(out, "{{\"le_us\":{le},\"count\":{}}}", count.load(Relaxed));
                    }
                    None => {
                        let _ = write!(out, "{{\"le_us\":null,\"count\":{}}}", count.load(Relaxed));
                    }
                }
            }
            out.push_str("]}");
        }
        out.push_str("},\"errors\":{");
        for (i, code) in CODES.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            let _ = write!(out, "\"{code}\":{}", self.errors[i].load(Relaxed));
        }
        out.push('}');
    }

    /// The counters in the Prometheus text exposition format.
    pub fn prometheus(&self) -> String {
        let mut out = String::new();
        out.push_str("# HELP folio_rpc_calls_total Requests and notifications by method.\n");
        out.push_str("# TYPE folio_rpc_calls_total counter\n");
        for (name, m) in self.labels() {
            let _ = writeln!(
                out,
                "folio_rpc_calls_total{{method=\"{name}\"}} {}",
                m.calls.load(Relaxed)
            );
        }
        out.push_str("# HELP folio_rpc_errors_total Error responses by code.\n");
        out.push_str("# TYPE folio_rpc_errors_total counter\n");
        for (i, code) in CODES.iter().enumerate() {
            let _ = writeln!(
                out,
                "folio_rpc_errors_total{{code=\"{code}\"}} {}",
                self.errors[i].load(Relaxed)
            );
        }
        out.push_str("# HELP folio_rpc_latency_seconds Time to answer a call, by method.\n");
        out.push_str("# TYPE folio_rpc_latency_seconds histogram\n");
        for (name, m) in self.labels() {
            let mut cumulative = 0;
            for (b, count) in m.buckets.iter().enumerate() {
                cumulative += count.load(Relaxed);
                let le = match bound_micros(b) {
                    Some(us) => format!("{}", us as f64 / 1e6),
                    None => "+Inf".to_owned(),
                };
                let _ = writeln!(
                    out,
                    "folio_rpc_latency_seconds_bucket{{method=\"{name}\",le=\"{le}\"}} {cumulative}"
                );
            }
            let _ = writeln!(
                out,
                "folio_rpc_latency_seconds_sum{{method=\"{name}\"}} {}",
                m.nanos.load(Relaxed) as f64 / 1e9
            );
            let _ = writeln!(
                out,
                "folio_rpc_latency_seconds_count{{method=\"{name}\"}} {}",
                m.calls.load(Relaxed)
            );
        }
        out
    }
}

/// The upper bound of bucket `b` in microseconds; `None` for the last (+Inf).
fn bound_micros(b: usize) -> Option<u64> {
    (b < BUCKETS - 1).then(|| 1u64 << b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unknown_methods_share_one_label_and_buckets_bound_latency() {
        let m = Metrics::new(&["find", "count"]);
        for name in ["a", "b", "c", "find"] {
            let label = m.label(name);
            m.call(label, Duration::from_micros(3), None);
        }
        let text = m.prometheus();
        assert!(text.contains("folio_rpc_calls_total{method=\"other\"} 3\n"));
        assert!(text.contains("folio_rpc_calls_total{method=\"find\"} 1\n"));
        // 3 µs falls in the (2, 4] bucket: not under le=2e-6, under le=4e-6.
        assert!(text.contains("{method=\"find\",le=\"0.000002\"} 0\n"));
        assert!(text.contains("{method=\"find\",le=\"0.000004\"} 1\n"));
        assert_eq!(text.matches("folio_rpc_calls_total{").count(), 3);
        m.call(0, Duration::from_micros(1), Some(-32000));
        assert_eq!(m.errors_with(-32000), 1);
    }
}
