//! `replay`'s and `check`'s output: the JSON documents of docs/cli.md, or a readable table.

use folio_replay::{Counters, EntryError, Phases, Replay};
use serde_json::{json, Map, Value};
use std::fmt::Write as _;
use std::time::Duration;

/// How many bad entries a report lists.
pub const ERRORS_SHOWN: usize = 100;

fn ms(d: Duration) -> f64 {
    (d.as_secs_f64() * 1e6).round() / 1e3
}

fn rate(entries: u64, wall: Duration) -> f64 {
    let s = wall.as_secs_f64();
    if s > 0.0 {
        (entries as f64 / s).round()
    } else {
        0.0
    }
}

fn section<'a>(
    counters: &Counters,
    phases: &Phases,
    wall: Duration,
    errors: impl Iterator<Item = &'a EntryError>,
) -> Map<String, Value> {
    let mut out = Map::new();
    for (name, value) in counters.fields() {
        out.insert(name.into(), json!(value));
    }
    out.insert("entries_per_s".into(), json!(rate(counters.entries, wall)));
    let phases_serial = phases.serial;
    let phases: Map<String, Value> = phases
        .fields()
        .iter()
        .map(|(name, d)| (name.to_string(), json!(ms(*d))))
        .collect();
    out.insert("phases_ms".into(), Value::Object(phases));
    // Beside the phases, not among them: they add up across threads, this is wall time.
    out.insert("serial_ms".into(), json!(ms(phases_serial)));
    let errors: Vec<Value> = errors.take(ERRORS_SHOWN).map(error_json).collect();
    out.insert("errors".into(), Value::Array(errors));
    out
}

fn error_json(e: &EntryError) -> Value {
    json!({"file": e.file.display().to_string(), "line": e.line, "reason": e.reason()})
}

/// `check --json`: `{"total":{every counter},"errors":[{"file","line","reason"}, …]}` with every
/// bad entry (not only the first 100), DAO by DAO in name order, each in file order.
pub fn check_json(replay: &Replay) -> Value {
    let mut total = Map::new();
    for (name, value) in replay.total().fields() {
        total.insert(name.into(), json!(value));
    }
    let errors: Vec<Value> = replay.errors().map(error_json).collect();
    json!({"total": Value::Object(total), "errors": errors})
}

/// Adds what the command said on stderr beside its counters: `"warnings"` (each DAO whose ids
/// collapsed, the warning's text) and `"skipped"` (files passed over: names that are no journal
/// names, FIFOs), so that `--json` loses nothing a person would have read.
pub fn add_notes(doc: &mut Value, warnings: &[String], skipped: &[std::path::PathBuf]) {
    if let Value::Object(map) = doc {
        map.insert("warnings".into(), json!(warnings));
        let skipped: Vec<String> = skipped.iter().map(|p| p.display().to_string()).collect();
        map.insert("skipped".into(), json!(skipped));
    }
}

/// `{"threads":N,"wall_ms":…,"daos":[{…}],"total":{…}}`.
pub fn to_json(replay: &Replay) -> Value {
    let daos: Vec<Value> = replay
        .daos
        .iter()
        .map(|d| {
            let mut m = Map::new();
            m.insert("name".into(), json!(d.dao.name()));
            m.extend(section(&d.counters, &d.phases, d.wall, d.errors.iter()));
            Value::Object(m)
        })
        .collect();
    json!({
        "threads": replay.threads,
        "wall_ms": ms(replay.wall),
        "daos": daos,
        "total": Value::Object(section(&replay.total(), &replay.total_phases(), replay.wall, replay.errors())),
    })
}

/// A table a person reads: one row per DAO, the total, the phase split, the first errors.
pub fn to_table(replay: &Replay) -> String {
    let mut out = String::new();
    let width = replay
        .daos
        .iter()
        .map(|d| d.dao.name().len())
        .max()
        .unwrap_or(3)
        .max(5);
    let header = [
        "entries", "create", "put", "merged", "remove", "failed", "objects", "ms",
    ];
    let _ = write!(out, "{:width$}", "DAO");
    for h in header {
        let _ = write!(out, " {h:>9}");
    }
    out.push('\n');
    let row = |out: &mut String, name: &str, c: &Counters, wall: Duration| {
        let _ = write!(out, "{name:width$}");
        for v in [
            c.entries,
            c.create,
            c.put,
            c.put_merged,
            c.remove,
            c.failed,
            c.objects,
        ] {
            let _ = write!(out, " {v:>9}");
        }
        let _ = writeln!(out, " {:>9.1}", wall.as_secs_f64() * 1e3);
    };
    for d in &replay.daos {
        row(&mut out, d.dao.name(), &d.counters, d.wall);
    }
    let total = replay.total();
    row(&mut out, "total", &total, replay.wall);
    let _ = writeln!(
        out,
        "\n{} entries, {:.1} MB in {:.3} s: {} entries/s on {} thread(s)",
        total.entries,
        total.bytes as f64 / 1e6,
        replay.wall.as_secs_f64(),
        rate(total.entries, replay.wall),
        replay.threads
    );
    let phases = replay.total_phases();
    let split: Vec<String> = phases
        .fields()
        .iter()
        .map(|(name, d)| format!("{name} {:.1} ms", d.as_secs_f64() * 1e3))
        .collect();
    // The serial fraction: of the time the DAOs took, how much ran on one thread only.
    let dao_wall: Duration = replay.daos.iter().map(|d| d.wall).sum();
    let serial_share = if dao_wall.is_zero() {
        0.0
    } else {
        phases.serial.as_secs_f64() / dao_wall.as_secs_f64() * 100.0
    };
    let _ = writeln!(
        out,
        "phases (summed over threads): {}; serial {:.1} ms ({serial_share:.1}% of the DAOs' wall time on one thread)",
        split.join(", "),
        phases.serial.as_secs_f64() * 1e3,
    );
    let _ = writeln!(
        out,
        "also: {} version, {} unknown op, {} comments, {} blank, {} unknown keys, {} type mismatches",
        total.version, total.unknown_op, total.comments, total.blank, total.unknown_keys, total.type_mismatches
    );
    if total.failed > 0 {
        let _ = writeln!(
            out,
            "\nbad entries ({} in all, first {ERRORS_SHOWN} shown):",
            total.failed
        );
        for e in replay.errors().take(ERRORS_SHOWN) {
            let _ = writeln!(out, "  {e}");
        }
    }
    out
}
