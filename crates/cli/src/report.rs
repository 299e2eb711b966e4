//! `replay`'s and `check`'s output: the JSON documents of docs/cli.md, or a readable table.

use folio_replay::{Counters, EntryError, Phases, Replay};
use folio_snapshot::Boot;
use serde_json::{json, Map, Value};
use std::fmt::Write as _;
use std::path::Path;
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

/// What a DAO's snapshot stood for: the snapshot, the counters of the entries it covered (not
/// replayed), and the time opening it took.
struct Covered<'a> {
    path: &'a Path,
    counters: &'a Counters,
    opened_in: Duration,
}

impl<'a> Covered<'a> {
    /// The DAO's, when it was opened from its snapshot.
    fn of(boot: Option<&'a Boot>) -> Option<Self> {
        match boot? {
            Boot::Snapshot {
                path,
                covered,
                opened_in,
                ..
            } => Some(Covered {
                path,
                counters: covered,
                opened_in: *opened_in,
            }),
            _ => None,
        }
    }
}

/// Over the DAOs opened from snapshots: how many, the entries and journal bytes they stood
/// for, and the time opening them took (summed over DAOs).
#[derive(Default)]
struct FromSnapshots {
    daos: usize,
    entries: u64,
    bytes: u64,
    opened_in: Duration,
}

impl FromSnapshots {
    fn of(boots: &[Boot]) -> Self {
        let mut sum = FromSnapshots::default();
        for covered in boots.iter().filter_map(|b| Covered::of(Some(b))) {
            sum.daos += 1;
            sum.entries += covered.counters.entries;
            sum.bytes += covered.counters.bytes;
            sum.opened_in += covered.opened_in;
        }
        sum
    }
}

/// The entries read from journal (not stood for by a snapshot) and the time that took: the
/// replay's wall time when no snapshot was used; otherwise the DAOs' own times (each a tail
/// or a full replay), summed, since the wall time also holds the opening of snapshots.
fn from_journal(replay: &Replay, snapshots: &FromSnapshots) -> (u64, u64, Duration) {
    let total = replay.total();
    let entries = total.entries.saturating_sub(snapshots.entries);
    let bytes = total.bytes.saturating_sub(snapshots.bytes);
    if snapshots.daos == 0 {
        (entries, bytes, replay.wall)
    } else {
        (entries, bytes, replay.daos.iter().map(|d| d.wall).sum())
    }
}

/// `counters` and the rest of a DAO's (or the total's) section; `replayed`: the entries read
/// from journal in `wall`, the rate's numerator.
fn section<'a>(
    counters: &Counters,
    replayed: u64,
    phases: &Phases,
    wall: Duration,
    errors: impl Iterator<Item = &'a EntryError>,
) -> Map<String, Value> {
    let mut out = Map::new();
    for (name, value) in counters.fields() {
        out.insert(name.into(), json!(value));
    }
    out.insert("entries_per_s".into(), json!(rate(replayed, wall)));
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

/// `{"threads":N,"wall_ms":…,"daos":[{…}],"total":{…},"from_snapshots":{…}}`. `boots`: how
/// each DAO was opened, in the order of `replay.daos` (empty: all replayed in full). A DAO
/// opened from its snapshot has `"snapshot":{"path","entries","bytes","opened_ms"}` (else
/// null), and its rate and times are the tail's.
pub fn to_json(replay: &Replay, boots: &[Boot]) -> Value {
    let daos: Vec<Value> = replay
        .daos
        .iter()
        .enumerate()
        .map(|(i, d)| {
            let covered = Covered::of(boots.get(i));
            let covered_entries = covered.as_ref().map_or(0, |c| c.counters.entries);
            let replayed = d.counters.entries.saturating_sub(covered_entries);
            let mut m = Map::new();
            m.insert("name".into(), json!(d.dao.name()));
            m.extend(section(
                &d.counters,
                replayed,
                &d.phases,
                d.wall,
                d.errors.iter(),
            ));
            let snapshot = covered.map(|c| {
                json!({
                    "path": c.path.display().to_string(),
                    "entries": c.counters.entries,
                    "bytes": c.counters.bytes,
                    "opened_ms": ms(c.opened_in),
                })
            });
            m.insert("snapshot".into(), json!(snapshot));
            Value::Object(m)
        })
        .collect();
    let snapshots = FromSnapshots::of(boots);
    let (replayed, _, time) = from_journal(replay, &snapshots);
    let total = section(
        &replay.total(),
        replayed,
        &replay.total_phases(),
        time,
        replay.errors(),
    );
    json!({
        "threads": replay.threads,
        "wall_ms": ms(replay.wall),
        "daos": daos,
        "total": Value::Object(total),
        "from_snapshots": {
            "daos": snapshots.daos,
            "entries": snapshots.entries,
            "bytes": snapshots.bytes,
            "opened_ms": ms(snapshots.opened_in),
        },
    })
}

/// A table a person reads: one row per DAO, the total, the phase split, the first errors.
/// `replay`'s table for a person. `with_bar`: also the phase split as a bar ([`phase_bar`]),
/// under the phase line; for a terminal, where it is read, not parsed. `boots` as for
/// [`to_json`]: a DAO opened from its snapshot is marked, its time is the tail's, and the
/// summary says what the snapshots stood for apart from what was replayed.
pub fn to_table(replay: &Replay, boots: &[Boot], with_bar: bool) -> String {
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
    let row = |out: &mut String, name: &str, c: &Counters, wall: Duration, mark: &str| {
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
        let _ = writeln!(out, " {:>9.1}{mark}", wall.as_secs_f64() * 1e3);
    };
    for (i, d) in replay.daos.iter().enumerate() {
        let mark = match Covered::of(boots.get(i)) {
            Some(_) => "  from snapshot",
            None => "",
        };
        row(&mut out, d.dao.name(), &d.counters, d.wall, mark);
    }
    let total = replay.total();
    row(&mut out, "total", &total, replay.wall, "");
    let snapshots = FromSnapshots::of(boots);
    if snapshots.daos == 0 {
        let _ = writeln!(
            out,
            "\n{} entries, {:.1} MB in {:.3} s: {} entries/s on {} thread(s)",
            total.entries,
            total.bytes as f64 / 1e6,
            replay.wall.as_secs_f64(),
            rate(total.entries, replay.wall),
            replay.threads
        );
    } else {
        // A snapshot's entries were not replayed: a rate over them would be a speed never
        // measured. The rate is the journal's alone.
        let (entries, bytes, time) = from_journal(replay, &snapshots);
        let _ = writeln!(
            out,
            "\n{} entries, {:.1} MB in {:.3} s on {} thread(s):",
            total.entries,
            total.bytes as f64 / 1e6,
            replay.wall.as_secs_f64(),
            replay.threads
        );
        let _ = writeln!(
            out,
            "  {} entries ({:.1} MB of journal) stood for by {} snapshot(s), opened in {:.1} ms",
            snapshots.entries,
            snapshots.bytes as f64 / 1e6,
            snapshots.daos,
            snapshots.opened_in.as_secs_f64() * 1e3,
        );
        let _ = write!(
            out,
            "  {entries} entries ({:.1} MB) replayed from journal in {:.1} ms",
            bytes as f64 / 1e6,
            time.as_secs_f64() * 1e3,
        );
        if entries > 0 && !time.is_zero() {
            let _ = write!(out, ": {} entries/s", rate(entries, time));
        }
        out.push('\n');
    }
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
    if let Some(bar) = with_bar
        .then(|| phase_bar(&phases.fields(), BAR_CELLS))
        .flatten()
    {
        let _ = writeln!(out, "{bar}");
    }
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

/// The phase bar's width in cells.
const BAR_CELLS: usize = 40;

/// Each phase's shade in the bar, in the order of [`Phases::fields`].
const SHADES: [char; 4] = ['█', '▓', '▒', '░'];

/// The phase split as one line, `phases ████▓▓▒░ read 12% parse 61% …`: `cells` cells, each
/// phase's share of their sum drawn in its shade (in order, [`SHADES`]), then each share in
/// whole percents. The cells are handed out by largest remainder, so they always add up to
/// `cells` and a phase gets a cell as soon as its share is the largest left over. `None` when
/// no phase took any time (an untimed or empty replay): there is no split to draw.
pub fn phase_bar(phases: &[(&str, Duration)], cells: usize) -> Option<String> {
    let total: f64 = phases.iter().map(|(_, d)| d.as_secs_f64()).sum();
    if total <= 0.0 {
        return None;
    }
    let exact: Vec<f64> = phases
        .iter()
        .map(|(_, d)| d.as_secs_f64() / total * cells as f64)
        .collect();
    let mut given: Vec<usize> = exact.iter().map(|x| x.floor() as usize).collect();
    let mut left = cells - given.iter().sum::<usize>();
    let mut order: Vec<usize> = (0..phases.len()).collect();
    // Largest remainder first; ties to the earlier phase.
    order.sort_by(|&a, &b| {
        let (ra, rb) = (exact[a] - exact[a].floor(), exact[b] - exact[b].floor());
        rb.total_cmp(&ra).then(a.cmp(&b))
    });
    for i in order {
        if left == 0 {
            break;
        }
        given[i] += 1;
        left -= 1;
    }
    let mut line = String::from("phases ");
    for (i, n) in given.iter().enumerate() {
        line.extend(std::iter::repeat_n(SHADES[i % SHADES.len()], *n));
    }
    for (name, d) in phases {
        let _ = write!(line, " {name} {:.0}%", d.as_secs_f64() / total * 100.0);
    }
    Some(line)
}

#[cfg(test)]
mod tests {
    use super::phase_bar;
    use std::time::Duration;

    fn phases(ms: [u64; 4]) -> [(&'static str, Duration); 4] {
        let names = ["read", "parse", "find_merge", "store_write"];
        std::array::from_fn(|i| (names[i], Duration::from_millis(ms[i])))
    }

    #[test]
    fn the_bar_draws_each_share_in_its_shade() {
        let table: [([u64; 4], usize, Option<&str>); 8] = [
            // docs/cli.md's example (its milliseconds times ten).
            (
                [977, 16947, 0, 3436],
                40,
                Some(
                    "phases ██▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓░░░░░░ \
                     read 5% parse 79% find_merge 0% store_write 16%",
                ),
            ),
            (
                [12, 61, 5, 22],
                10,
                Some("phases █▓▓▓▓▓▓▒░░ read 12% parse 61% find_merge 5% store_write 22%"),
            ),
            (
                [25, 25, 25, 25],
                8,
                Some("phases ██▓▓▒▒░░ read 25% parse 25% find_merge 25% store_write 25%"),
            ),
            // Remainders tie: the earlier phase gets the cell.
            (
                [1, 1, 1, 0],
                4,
                Some("phases ██▓▒ read 33% parse 33% find_merge 33% store_write 0%"),
            ),
            // A phase of no time has no cell, one of a little time may have one.
            (
                [0, 100, 0, 0],
                5,
                Some("phases ▓▓▓▓▓ read 0% parse 100% find_merge 0% store_write 0%"),
            ),
            (
                [1, 97, 0, 2],
                10,
                Some("phases ▓▓▓▓▓▓▓▓▓▓ read 1% parse 97% find_merge 0% store_write 2%"),
            ),
            (
                [5, 90, 0, 5],
                10,
                Some("phases █▓▓▓▓▓▓▓▓▓ read 5% parse 90% find_merge 0% store_write 5%"),
            ),
            ([0, 0, 0, 0], 10, None),
        ];
        for (ms, cells, want) in table {
            let got = phase_bar(&phases(ms), cells);
            assert_eq!(got.as_deref(), want, "{ms:?} in {cells} cells");
            if let Some(line) = got {
                let drawn = line.chars().filter(|c| "█▓▒░".contains(*c)).count();
                assert_eq!(drawn, cells, "{line}");
            }
        }
    }
}
