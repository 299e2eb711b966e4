//! The Rust peers of the replay table, `serde_json_typed` and `sonic_rs_typed`: what a Rust
//! user would write instead of folio.
//!
//! Each reads the strict-JSON twin of the benchmark journal (`folio gen --twin`: the same
//! entries, each body strict JSON with quoted canonical property names, in the same
//! `c(`/`p(`/`r(` lines), strips the frame, parses the body into [`BenchmarkModel`] (a
//! `#[derive(Deserialize)]` struct of all 49 properties, each an `Option` so that a `p(` delta
//! says which ones it carries; unknown keys ignored) and applies it to a hash map by id with
//! folio's rules: `c` inserts or replaces, `p` merges (present properties overwrite, absent
//! ones stay; a new id inserts), `r` removes. Single thread, lines read through one 1 MiB
//! `BufReader`. The map is an `FxHashMap`, the hasher folio's store uses, so that the rows
//! differ in parsing, not hashing.
//!
//! After the clock stops, each row computes the digest of its final state ([`crate::digest`])
//! from its own structs: the same bytes `folio export` writes, so equal digests mean equal
//! objects with equal values.

use crate::digest::Fnv64;
use crate::measured::CpuClock;
use crate::{BenchError, Measured};
use rustc_hash::FxHashMap;
use serde::Deserialize;
use std::fs::File;
use std::io::{BufRead, BufReader};
use std::path::Path;
use std::time::Instant;

/// One value of [`BenchmarkModel`] written the way `folio export` writes it.
trait ExportValue {
    fn write_export(&self, out: &mut Vec<u8>);
}

impl ExportValue for String {
    fn write_export(&self, out: &mut Vec<u8>) {
        folio_render::write_string(self, out);
    }
}

impl ExportValue for i64 {
    fn write_export(&self, out: &mut Vec<u8>) {
        out.extend_from_slice(itoa::Buffer::new().format(*self).as_bytes());
    }
}

impl ExportValue for i32 {
    fn write_export(&self, out: &mut Vec<u8>) {
        out.extend_from_slice(itoa::Buffer::new().format(*self).as_bytes());
    }
}

impl ExportValue for f64 {
    fn write_export(&self, out: &mut Vec<u8>) {
        folio_render::write_java_double(*self, out);
    }
}

impl ExportValue for bool {
    fn write_export(&self, out: &mut Vec<u8>) {
        out.extend_from_slice(if *self { b"true" } else { b"false" });
    }
}

impl ExportValue for Vec<String> {
    fn write_export(&self, out: &mut Vec<u8>) {
        out.push(b'[');
        for (i, s) in self.iter().enumerate() {
            if i > 0 {
                out.push(b',');
            }
            folio_render::write_string(s, out);
        }
        out.push(b']');
    }
}

/// The struct, its merge and its export line from one list of properties (in model order).
macro_rules! benchmark_model {
    ($( $field:ident : $ty:ty = $name:literal ),* $(,)?) => {
        /// `foam.dao.test.BenchmarkModel` as a Rust user would declare it for serde: every
        /// property `Option`al (a `p(` delta carries only some), under its canonical name;
        /// dates are epoch milliseconds, the enum its ordinal, the reference its Long id.
        #[derive(Debug, Default, Clone, PartialEq, Deserialize)]
        pub struct BenchmarkModel {
            $( #[serde(rename = $name)] pub $field: Option<$ty>, )*
        }

        impl BenchmarkModel {
            /// A `p(` merge: every property present in `delta` overwrites, the rest stay.
            pub fn merge(&mut self, delta: BenchmarkModel) {
                $( if let Some(v) = delta.$field { self.$field = Some(v); } )*
            }

            /// Appends the object's `folio export` line (with its `\n`): `"class"` first,
            /// then every set property in model order.
            pub fn write_export_line(&self, out: &mut Vec<u8>) {
                out.extend_from_slice(br#"{"class":""#);
                out.extend_from_slice(folio_gen::BENCHMARK_CLASS.as_bytes());
                out.push(b'"');
                $(
                    if let Some(v) = &self.$field {
                        out.extend_from_slice(concat!(",\"", $name, "\":").as_bytes());
                        v.write_export(out);
                    }
                )*
                out.extend_from_slice(b"}\n");
            }
        }
    };
}

benchmark_model! {
    seq: i64 = "seq",
    group_id: String = "groupId",
    network: String = "network",
    conv_rate: String = "convRate",
    curr_code: String = "currCode",
    alt_curr_code: String = "altCurrCode",
    auth_ind: String = "authInd",
    extra_data: String = "extraData",
    approval_num: String = "approvalNum",
    trace_id: String = "traceId",
    resp_code: String = "respCode",
    base_curr: String = "baseCurr",
    flag1: String = "flag1",
    flag2: String = "flag2",
    ref1: String = "ref1",
    code1: String = "code1",
    token: String = "token",
    amount_str: String = "amountStr",
    status_code: String = "statusCode",
    account_ref: String = "accountRef",
    entity_ref: String = "entityRef",
    acquirer_ref: String = "acquirerRef",
    merchant_id: String = "merchantId",
    category_code: String = "categoryCode",
    merchant_name: String = "merchantName",
    city: String = "city",
    country: String = "country",
    terminal_id: String = "terminalId",
    file_path: String = "filePath",
    date_time1: i64 = "dateTime1",
    date1: i64 = "date1",
    date2: i64 = "date2",
    created_at: i64 = "createdAt",
    value1: f64 = "value1",
    value2: f64 = "value2",
    value3: f64 = "value3",
    amount: f64 = "amount",
    fee: f64 = "fee",
    base_value: f64 = "baseValue",
    recon_value: f64 = "reconValue",
    hold_value: f64 = "holdValue",
    counter: i64 = "counter",
    ref_seq: i64 = "refSeq",
    source_id: i64 = "sourceId",
    active: bool = "active",
    priority: i32 = "priority",
    lifecycle_state: i32 = "lifecycleState",
    created_by: i64 = "createdBy",
    tags: Vec<String> = "tags",
}

/// The Rust peers, by row name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Peer {
    /// `serde_json::from_slice` into [`BenchmarkModel`].
    SerdeJson,
    /// `sonic_rs::from_slice` into [`BenchmarkModel`].
    SonicRs,
}

impl Peer {
    pub fn variant(self) -> &'static str {
        match self {
            Peer::SerdeJson => "serde_json_typed",
            Peer::SonicRs => "sonic_rs_typed",
        }
    }

    #[inline]
    fn parse(self, body: &[u8]) -> Option<BenchmarkModel> {
        match self {
            Peer::SerdeJson => serde_json::from_slice(body).ok(),
            Peer::SonicRs => sonic_rs::from_slice(body).ok(),
        }
    }
}

/// A peer's final state and counts.
#[derive(Debug, Default)]
pub struct PeerState {
    pub objects: FxHashMap<i64, BenchmarkModel>,
    /// Data entries (`c`, `p`, `r` lines).
    pub entries: u64,
    /// Data entries whose body did not parse or had no `seq`.
    pub failed: u64,
}

impl PeerState {
    /// The digest of the state ([`crate::digest`]): the export lines of all objects sorted by
    /// id.
    pub fn digest(&self) -> Fnv64 {
        let mut ids: Vec<i64> = self.objects.keys().copied().collect();
        ids.sort_unstable();
        let mut digest = Fnv64::new();
        let mut line = Vec::with_capacity(2048);
        for id in ids {
            line.clear();
            self.objects[&id].write_export_line(&mut line);
            digest.update(&line);
        }
        digest
    }
}

/// Replays the twin at `path` with `peer`: the untimed core, for tests.
pub fn replay(path: &Path, peer: Peer) -> Result<PeerState, BenchError> {
    let io = |source| BenchError::Io {
        path: path.to_owned(),
        source,
    };
    let mut reader = BufReader::with_capacity(1 << 20, File::open(path).map_err(io)?);
    let mut state = PeerState::default();
    let mut line = Vec::with_capacity(4096);
    loop {
        line.clear();
        if reader.read_until(b'\n', &mut line).map_err(io)? == 0 {
            break;
        }
        let text = line.strip_suffix(b"\n").unwrap_or(&line);
        let text = text.strip_suffix(b"\r").unwrap_or(text);
        // The frame: `c(`, `p(` or `r(`, the body, `)`. Other lines (the `v(` record,
        // comments, blank lines) are not data.
        let op = match text {
            [op @ (b'c' | b'p' | b'r'), b'(', .., b')'] => *op,
            _ => continue,
        };
        state.entries += 1;
        let body = &text[2..text.len() - 1];
        let Some(model) = peer.parse(body) else {
            state.failed += 1;
            continue;
        };
        let Some(id) = model.seq else {
            state.failed += 1;
            continue;
        };
        match op {
            b'c' => {
                state.objects.insert(id, model);
            }
            b'p' => match state.objects.get_mut(&id) {
                Some(existing) => existing.merge(model),
                None => {
                    state.objects.insert(id, model);
                }
            },
            _ => {
                state.objects.remove(&id);
            }
        }
    }
    Ok(state)
}

/// Runs `peer` on the twin at `path` as one row: timed from opening the file to the last
/// entry applied, then the digest of the final state (untimed).
pub fn run(path: &Path, peer: Peer) -> Result<Measured, BenchError> {
    let start = Instant::now();
    let cpu_clock = CpuClock::start();
    let state = replay(path, peer)?;
    let wall = start.elapsed();
    let spent = cpu_clock.stop();
    let peak_rss_kb = crate::usage::peak_rss_kb();
    let digest = state.digest();
    let measured = Measured {
        variant: peer.variant().into(),
        entries: state.entries,
        objects: Some(state.objects.len() as u64),
        failed: Some(state.failed),
        wall,
        cpu: spent.own,
        cpu_system: spent.own_system,
        others_cpu: spent.others,
        phases: None,
        threads: Some(1),
        decode_paths: None,
        peak_rss_kb,
        digest: Some(digest.hex()),
        input_bytes: std::fs::metadata(path).ok().map(|m| m.len()),
    };
    // Freeing the map is not part of the replay, and the process ends next.
    std::mem::forget(state);
    Ok(measured)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn merge_overwrites_only_present_properties() {
        let mut a: BenchmarkModel =
            serde_json::from_str(r#"{"seq":1,"amount":1.5,"city":"Berlin","tags":["x"]}"#).unwrap();
        let delta: BenchmarkModel =
            serde_json::from_str(r#"{"seq":1,"amount":2.0,"unknown":{"a":[1]}}"#).unwrap();
        a.merge(delta);
        assert_eq!(a.amount, Some(2.0));
        assert_eq!(a.city.as_deref(), Some("Berlin"));
        let mut line = Vec::new();
        a.write_export_line(&mut line);
        assert_eq!(
            String::from_utf8(line).unwrap(),
            "{\"class\":\"foam.dao.test.BenchmarkModel\",\"seq\":1,\"city\":\"Berlin\",\"amount\":2.0,\"tags\":[\"x\"]}\n"
        );
    }
}
