//! Opening a crafted snapshot allocates at most a small multiple of the file's size. Every
//! count in an object chunk sizes an allocation; nested counts (arrays in arrays, records in
//! records, tuples in tuples, maps in maps) must not each size theirs by the same remaining
//! bytes, or a file of a few KiB reserves hundreds of MiB. A global allocator counts the
//! bytes live at the peak of each open.
//!
//! Its own test binary, with one test, so that nothing else allocates while it measures.

use folio_journal::DaoFiles;
use folio_models::Registry;
use folio_replay::Counters;
use folio_snapshot::{assemble, fingerprint, open_bytes, Header, Mismatch, REPLAY_RULES};
use folio_store::MAX_NESTING;
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

/// The system allocator, counting the bytes live and their peak.
struct Counting;

static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

fn grew(n: usize) {
    let live = LIVE.fetch_add(n, Ordering::Relaxed) + n;
    PEAK.fetch_max(live, Ordering::Relaxed);
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let p = unsafe { System.alloc(layout) };
        if !p.is_null() {
            grew(layout.size());
        }
        p
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        let p = unsafe { System.alloc_zeroed(layout) };
        if !p.is_null() {
            grew(layout.size());
        }
        p
    }

    unsafe fn dealloc(&self, p: *mut u8, layout: Layout) {
        unsafe { System.dealloc(p, layout) };
        LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
    }

    unsafe fn realloc(&self, p: *mut u8, layout: Layout, size: usize) -> *mut u8 {
        let q = unsafe { System.realloc(p, layout, size) };
        if !q.is_null() {
            LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
            grew(size);
        }
        q
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

const DAO: &str = "t";

/// Bytes of each crafted chunk: small, and room for nesting close to the reader's limit.
const CHUNK_BYTES: usize = 16 * 1024;

/// Peak bytes live while opening `file`, above what was live before.
fn peak_of_open(file: &[u8], registry: &Registry) -> (usize, Result<(), Mismatch>) {
    let files = DaoFiles {
        name: DAO.to_owned(),
        files: Vec::new(),
    };
    let before = LIVE.load(Ordering::Relaxed);
    PEAK.store(before, Ordering::Relaxed);
    let opened = open_bytes(file, registry, &files, folio_snapshot::Proof::Whole).map(drop);
    (PEAK.load(Ordering::Relaxed) - before, opened)
}

/// A snapshot file of one chunk, `payload`, promising one object.
fn file_of(payload: &[u8], registry: &Registry) -> Vec<u8> {
    let header = Header {
        replay_rules: REPLAY_RULES,
        registry: fingerprint(registry),
        dao: DAO.to_owned(),
        default_class: None,
        version: None,
        counters: Counters {
            objects: 1,
            ..Counters::default()
        },
        objects: 1,
        chunks: 1,
        covered: Vec::new(),
        errors: Vec::new(),
    };
    assemble(&header, &[payload], &[0; 4], registry)
}

/// Appends `levels` copies of `level` to `out`, the u32 at `count_at` of each set to the
/// largest count a reader that checks it against the bytes left after `checked_at` would
/// accept (`per` bytes an element), then pads `out` to [`CHUNK_BYTES`] with `pad`.
fn nest(
    out: &mut Vec<u8>,
    level: &[u8],
    count_at: usize,
    checked_at: usize,
    per: usize,
    levels: usize,
    pad: u8,
) {
    for _ in 0..levels {
        let start = out.len();
        out.extend_from_slice(level);
        let n = (CHUNK_BYTES.saturating_sub(start + checked_at) / per) as u32;
        out[start + count_at..start + count_at + 4].copy_from_slice(&n.to_le_bytes());
    }
    assert!(out.len() < CHUNK_BYTES);
    out.resize(CHUNK_BYTES, pad);
}

/// The start of a chunk of one object: its count, then `id` and the object's first bytes.
fn chunk_start(id: &[u8], object: &[u8]) -> Vec<u8> {
    let mut out = 1u32.to_le_bytes().to_vec();
    out.extend_from_slice(id);
    out.extend_from_slice(object);
    out
}

#[test]
fn crafted_nesting_reserves_a_small_multiple_of_the_file() {
    let generic = Registry::empty();
    // A model whose record holds an object of the same model, as a rare value.
    let typed = Registry::from_slice(
        br#"{"models": [{"class": "t.R", "ids": ["id"], "properties": [
            {"name": "id", "type": "Long"}, {"name": "o", "type": "FObject", "of": "t.R"}]}]}"#,
    )
    .unwrap();
    let width = typed.model(folio_models::ModelId(0)).properties.len();

    // An anonymous object whose map's one value is an array, whose first element is an
    // array, and so on: 5 bytes a level, each count as large as the bytes left.
    let mut arrays = chunk_start(&[0], &[0, 1, 0, 0, 0, 1, 0, 0, 0, b'a']);
    nest(&mut arrays, &[10, 0, 0, 0, 0], 1, 5, 1, 1000, 0);

    // An id that is a tuple whose first part is a tuple, and so on.
    let mut tuples = 1u32.to_le_bytes().to_vec();
    nest(&mut tuples, &[6, 0, 0, 0, 0], 1, 5, 1, 1000, 0);

    // A map whose one key's value is a map, and so on (an entry takes 5 bytes at least), past
    // the reader's nesting limit: every call down counts against it, so it is refused before
    // a debug build's frames outgrow a test thread's stack.
    let mut maps = chunk_start(&[0], &[0]);
    let level = [0, 0, 0, 0, 1, 0, 0, 0, b'k', 12];
    nest(&mut maps, &level, 0, 4, 5, MAX_NESTING + 100, 0);

    // A record whose rare values are promised to fill the bytes left, the first of them an
    // object of the same model, whose record does the same, and so on.
    let mut record = Vec::new();
    record.extend_from_slice(&(width as u32).to_le_bytes());
    record.extend_from_slice(&[0; 8]); // rare count (set by `nest`), tail words
    record.extend_from_slice(&vec![0; width * 9]); // unset slots: tags, words
    record.extend_from_slice(&[11, 2, 0, 0, 0, 0]); // the first rare value: an object of t.R
    let mut records = chunk_start(&[0], &[2, 0, 0, 0, 0]);
    // The rare count is checked once the slots are read. Three calls a level, each counted.
    nest(
        &mut records,
        &record,
        4,
        12 + width * 9,
        1,
        MAX_NESTING / 3 + 50,
        0,
    );

    let cases = [
        ("nested arrays", &arrays, &generic),
        ("nested tuple ids", &tuples, &generic),
        ("nested maps", &maps, &generic),
        ("nested records", &records, &typed),
    ];
    // A first open starts the thread pool, whose allocations are not the file's.
    let _ = peak_of_open(&file_of(&arrays, &generic), &generic);
    let mut over = Vec::new();
    for (what, payload, registry) in cases {
        let file = file_of(payload, registry);
        let (peak, opened) = peak_of_open(&file, registry);
        let line = format!(
            "{what}: {} bytes, {peak} bytes live at the peak of opening ({:.1}x)",
            file.len(),
            peak as f64 / file.len() as f64
        );
        eprintln!("{line}");
        assert!(opened.is_err(), "{what}: a crafted file is a mismatch");
        // Reservations live at once are backed by distinct bytes of the file, each at most
        // 25 bytes in memory (a record's rare value: 1 byte at least, 24 and a flag in
        // memory), plus the empty DAO.
        if peak > 32 * file.len() + 64 * 1024 {
            over.push(line);
        }
    }
    assert!(over.is_empty(), "allocated too much: {over:#?}");
}
