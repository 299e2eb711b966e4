//! The bodies of the fuzz targets. Each one panics when a check fails and returns quietly
//! otherwise; a panic anywhere inside folio is a finding too.
//!
//! Every rendered object goes through `extra_json_check` after this module's own checks, so
//! the fuzz crate can hold the output to serde_json as well (the stable twin passes a no-op).

use crate::json;
use crate::registry::{default_class, registry};
use crate::tree::{same, ByteChoices, Choices, Tree};
use folio_decode::{decode_entry, decode_fast, DecodeStats};
use folio_framing::{frame, FrameKind};
use folio_journal::discover;
use folio_models::Registry;
use folio_replay::{replay, Counters, Decoder, Replay, ReplayOptions};
use folio_store::{Id, IdError, Object};
use std::path::Path;

/// Arbitrary bytes as a journal: frame them, parse every entry's body, decode each object with
/// the fixed registry (by the tree path and by the single-pass decoder, which must agree or
/// hand back), take its id, render it. The rendering must be strict pure-ASCII JSON that parses
/// and decodes back to the same object (with no key dropped on the way) and the same id.
pub fn frame_parse(data: &[u8], extra_json_check: &dyn Fn(&[u8])) {
    let registry = registry();
    let mut out = Vec::new();
    let mut last: Option<(u32, usize)> = None;
    for f in frame(data) {
        // Frames come in file order and stay inside the input.
        if let Some((line, offset)) = last {
            assert!(f.line > line && f.offset > offset, "frames out of order");
        }
        assert!(f.offset < data.len(), "frame offset past the end");
        last = Some((f.line, f.offset));

        let FrameKind::Entry(entry) = f.kind else {
            continue;
        };
        let body = entry.body();
        assert!(
            body.len() + 3 <= entry.text().len(),
            "body longer than its entry"
        );
        let default = default_class(entry.op());
        // The single-pass decoder must give exactly what the tree path gives, or hand back.
        let mut fast_stats = DecodeStats::default();
        let fast = decode_fast(body, default, registry, &mut fast_stats);
        let (map, used) = match folio_dialect::parse_object(body) {
            Ok(parsed) => parsed,
            Err(e) => {
                assert!(e.offset <= body.len(), "error offset past the body: {e:?}");
                assert!(fast.is_none(), "the fast decoder takes a bad entry: {e:?}");
                continue;
            }
        };
        assert!(used <= body.len(), "parse_object used more than the body");
        let mut stats = DecodeStats::default();
        let object = match decode_entry(map, default, registry, &mut stats) {
            Ok(object) => object,
            Err(e) => {
                assert!(
                    fast.is_none(),
                    "the fast decoder takes an entry that fails: {e}"
                );
                continue;
            }
        };
        if let Some(fast) = fast {
            assert_eq!(fast, object, "fast and tree decoders disagree");
            assert_eq!(
                fast_stats, stats,
                "fast and tree decoders count differently"
            );
        }
        let id = Id::of(&object, registry);
        render_checked(&object, registry, &mut out, extra_json_check);
        reread(&out, &object, &id, registry, extra_json_check);
    }
}

/// Renders `object` into `out` (cleared first) and checks it is strict JSON in printable ASCII.
fn render_checked(
    object: &Object,
    registry: &Registry,
    out: &mut Vec<u8>,
    extra_json_check: &dyn Fn(&[u8]),
) {
    out.clear();
    folio_render::write_object(object, registry, out);
    check_json_line(out, extra_json_check);
}

/// Checks one rendered object: printable ASCII only (folio-render escapes every other
/// character) and valid JSON, by [`json::validate`] and by `extra_json_check`.
pub fn check_json_line(text: &[u8], extra_json_check: &dyn Fn(&[u8])) {
    if let Some(i) = text.iter().position(|b| !(0x20..0x7F).contains(b)) {
        panic!(
            "rendered byte {:#04x} at {i} is not printable ASCII: {}",
            text[i],
            String::from_utf8_lossy(text)
        );
    }
    if let Err(at) = json::validate(text) {
        panic!(
            "rendered text is not JSON at byte {at}: {}",
            String::from_utf8_lossy(text)
        );
    }
    extra_json_check(text);
}

/// Render -> parse -> decode is the identity on decoded objects, and renders the same bytes.
fn reread(
    rendered: &[u8],
    object: &Object,
    id: &Result<Id, IdError>,
    registry: &Registry,
    extra_json_check: &dyn Fn(&[u8]),
) {
    let text = String::from_utf8_lossy(rendered);
    let (map, used) = folio_dialect::parse_object(rendered)
        .unwrap_or_else(|e| panic!("rendered object does not parse ({e:?}): {text}"));
    assert_eq!(used, rendered.len(), "rendered object parsed short: {text}");
    let mut stats = DecodeStats::default();
    // The class is written whenever the object has one, so no default class is needed.
    let again = decode_entry(map, None, registry, &mut stats)
        .unwrap_or_else(|e| panic!("rendered object does not decode ({e}): {text}"));
    assert_eq!(
        stats,
        DecodeStats::default(),
        "rendered object drops keys: {text}"
    );
    assert_eq!(
        &again, object,
        "render -> parse -> decode changed the object: {text}"
    );
    assert_eq!(
        &Id::of(&again, registry),
        id,
        "render -> parse -> decode changed the id: {text}"
    );
    let mut out = Vec::new();
    render_checked(&again, registry, &mut out, extra_json_check);
    assert_eq!(out, rendered, "rendering is not stable");
}

/// The names one DAO's files may take, in discovery order, by how many files there are.
const FILE_NAMES: [&[&str]; 3] = [&[""], &[".jrl", ""], &[".0", ".1", ""]];
/// Two DAOs get the same files: `items` has a default class in the registry, `misc` finds its
/// own from the first entry that names one (looking into later files).
const DAOS: [&str; 2] = ["items", "misc"];

/// Arbitrary bytes as the files of a DAO: the first byte picks 1 to 3 files and a small read
/// block, the next two where to cut the rest. The same files are written for two DAOs into
/// `dir` (emptied first), then discovered and replayed three times: 1 thread; 2 threads with
/// the small blocks; 1 thread with the tree decoder. The replays must agree on every DAO's
/// counters (but for `fast_path` / `fallback`), kept errors, default class and JSON-lines
/// export; counters must add up; the export must be strict JSON, one line per live object.
pub fn replay_dir(data: &[u8], dir: &Path, extra_json_check: &dyn Fn(&[u8])) {
    for entry in std::fs::read_dir(dir).expect("read the scratch dir") {
        std::fs::remove_file(entry.expect("list the scratch dir").path())
            .expect("empty the scratch dir");
    }
    let (head, rest) = data.split_first().map_or((0, data), |(&b, r)| (b, r));
    let names = FILE_NAMES[usize::from(head % 3)];
    let (cut_bytes, body) = rest.split_at((names.len() - 1).min(rest.len()));
    let mut cuts: Vec<usize> = cut_bytes
        .iter()
        .map(|&b| body.len() * usize::from(b) / 255)
        .collect();
    cuts.sort_unstable();
    let mut start = 0;
    for (i, suffix) in names.iter().enumerate() {
        let end = cuts.get(i).copied().unwrap_or(body.len()).max(start);
        for dao in DAOS {
            let path = dir.join(format!("{dao}{suffix}"));
            std::fs::write(&path, &body[start..end]).expect("write a journal");
        }
        start = end;
    }

    let found = discover(&[dir.to_path_buf()]).expect("discover the scratch dir");
    assert_eq!(found.daos.len(), DAOS.len(), "discovery: {found:?}");
    let registry = registry();
    let run = |threads, decoder, read_block| {
        let options = ReplayOptions {
            threads,
            decoder,
            read_block,
            error_limit: 3,
            timing: false,
            ..ReplayOptions::default()
        };
        replay(&found, registry, &options).expect("replay reads its files")
    };
    let a = outcome(
        &run(1, Decoder::Fast, ReplayOptions::default().read_block),
        registry,
    );
    // Two threads, and blocks of 1 to 86 bytes, so lines and entries straddle block ends.
    let small_blocks = 1 + usize::from(head / 3);
    let b = outcome(&run(2, Decoder::Fast, small_blocks), registry);
    assert_eq!(
        a, b,
        "1 thread and 2 threads with {small_blocks}-byte blocks disagree"
    );
    let tree = run(1, Decoder::Tree, ReplayOptions::default().read_block);
    assert!(tree.daos.iter().all(|d| d.counters.fast_path == 0));
    assert_eq!(
        a,
        outcome(&tree, registry),
        "the fast and the tree decoders disagree"
    );
    for (name, counters, _, _, export) in &a {
        check_counters(name, counters);
        let lines: Vec<&[u8]> = export
            .split(|&b| b == b'\n')
            .filter(|l| !l.is_empty())
            .collect();
        assert_eq!(
            lines.len() as u64,
            counters.objects,
            "{name}: one export line per object"
        );
        for line in lines {
            check_json_line(line, extra_json_check);
        }
    }
}

/// Everything a replay decides, per DAO: name, counters, kept errors, default class, export.
type Outcome = Vec<(String, Counters, Vec<String>, Option<String>, Vec<u8>)>;

fn outcome(replay: &Replay, registry: &Registry) -> Outcome {
    replay
        .daos
        .iter()
        .map(|d| {
            let mut export = Vec::new();
            folio_render::export_jsonl(&d.dao, registry, &mut export).expect("export to memory");
            assert_eq!(d.counters.objects, d.dao.len() as u64, "objects counter");
            let errors = d.errors.iter().map(|e| e.to_string()).collect();
            // Which decoder typed an entry is the one thing decoders may differ on.
            let counters = Counters {
                fast_path: 0,
                fallback: 0,
                ..d.counters
            };
            (
                d.dao.name().to_owned(),
                counters,
                errors,
                d.default_class.clone(),
                export,
            )
        })
        .collect()
}

/// The identity `Counters` documents: `entries = create + put + remove + version +
/// unknown_op + failed`; merges are puts.
fn check_counters(name: &str, c: &Counters) {
    assert_eq!(
        c.entries,
        c.create + c.put + c.remove + c.version + c.unknown_op + c.failed,
        "{name}: entries do not add up: {c:?}"
    );
    assert!(
        c.put_merged <= c.put,
        "{name}: more merges than puts: {c:?}"
    );
}

/// Arbitrary bytes as a tree and the choices of how to spell it (see [`roundtrip`]).
pub fn roundtrip_bytes(data: &[u8], extra_json_check: &dyn Fn(&[u8])) {
    let mut choices = ByteChoices(data);
    let tree = Tree::generate(&mut choices);
    roundtrip(&tree, &mut choices, extra_json_check);
}

/// A tree written as strict JSON must parse to exactly the tree; decoded with an empty
/// registry and rendered, it must read back to the same object and render the same bytes.
pub fn roundtrip(tree: &Tree, style: &mut impl Choices, extra_json_check: &dyn Fn(&[u8])) {
    let mut text = Vec::new();
    tree.write_json(style, &mut text);
    let shown = String::from_utf8_lossy(&text).into_owned();
    let (map, used) = folio_dialect::parse_object(&text)
        .unwrap_or_else(|e| panic!("strict JSON rejected ({e:?}): {shown}"));
    assert_eq!(used, text.len(), "parse_object stopped early: {shown}");
    let parsed = folio_dialect::Value::Object(map);
    let want = tree.expected();
    assert!(
        same(&parsed, &want),
        "parsed {parsed:?}\nwant {want:?}\nfrom {shown}"
    );

    let folio_dialect::Value::Object(map) = parsed else {
        unreachable!("checked above")
    };
    let empty = Registry::empty();
    let mut stats = DecodeStats::default();
    let object = decode_entry(map, None, &empty, &mut stats).expect("generic objects decode");
    let id = Id::of(&object, &empty);
    let mut out = Vec::new();
    render_checked(&object, &empty, &mut out, extra_json_check);
    reread(&out, &object, &id, &empty, extra_json_check);
}
