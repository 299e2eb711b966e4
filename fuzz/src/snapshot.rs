//! Body of the `snapshot_open` fuzz target, shared with its stable twin
//! (crates/snapshot/tests/fuzz_twin.rs): bytes opened as a snapshot of DAO `items` (typed by
//! the fixed registry, `src/registry.rs`) that covers no journal file.
//!
//! Checksums would stop almost every mutation at the first section, so the first byte picks
//! what the rest is: 0, a whole file as it is; 1, the payload of one object chunk, behind a
//! valid header that promises the count the payload starts with, its checksum made to match;
//! 2, the payload of the header section, its checksum made to match; 3, as 1 after the
//! payload of the table of layouts (its length the next byte). Opening never panics; a
//! snapshot that opens exports as strict JSON lines, and written again from the state it
//! gave, with its keys and by layouts (as `write_snapshot` writes it), opens to the same
//! export. The same bytes read in place (`open_mapped_bytes`, as a
//! server reads a snapshot) never panic however they are read, and give the checked open's
//! state whenever the checks they leave for later pass. Allocation is bounded by the input's size: libFuzzer stops
//! at any single allocation over `-malloc_limit_mb` (by default `run.sh`'s 2,048 MB RSS limit,
//! for inputs of at most 64 KiB).

use crate::registry::registry;
use folio_journal::DaoFiles;
use folio_replay::Counters;
use folio_snapshot::{
    assemble, fingerprint, open_bytes, open_mapped_bytes, Header, Loaded, Proof, REPLAY_RULES,
};
use folio_store::LayoutTable;

/// The DAO the target opens a snapshot of.
pub const DAO: &str = "items";

/// A header for `objects` objects in `chunks` chunks of DAO [`DAO`], covering no file.
pub fn header(objects: u64, chunks: u32) -> Header {
    Header {
        replay_rules: REPLAY_RULES,
        registry: fingerprint(registry()),
        dao: DAO.to_owned(),
        default_class: Some("fz.All".to_owned()),
        version: None,
        counters: Counters {
            objects,
            ..Counters::default()
        },
        objects,
        chunks,
        covered: Vec::new(),
        errors: Vec::new(),
    }
}

/// The snapshot file the input stands for.
pub fn file_of(data: &[u8]) -> Option<Vec<u8>> {
    let (&mode, rest) = data.split_first()?;
    let chunk = |layouts: &[u8], rest: &[u8]| {
        let count = rest
            .get(..4)
            .map_or(0, |b| u32::from_le_bytes(b.try_into().expect("4 bytes")));
        assemble(&header(u64::from(count), 1), &[rest], layouts, registry())
    };
    Some(match mode % 4 {
        0 => rest.to_vec(),
        1 => chunk(&[0; 4], rest),
        3 => {
            let (&n, rest) = rest.split_first()?;
            let (layouts, rest) = rest.split_at(usize::from(n).min(rest.len()));
            chunk(layouts, rest)
        }
        _ => {
            // A valid file whose header payload is replaced by `rest`, its frame resealed, and
            // the empty tables and the directory of a file of no objects.
            let mut out = assemble(&header(0, 0), &[], &[0; 4], registry());
            out.truncate(16);
            out.extend_from_slice(&folio_snapshot::section_frame(1, rest));
            out.extend_from_slice(rest);
            let mut directory = Vec::new();
            for (table, payload) in [
                (folio_snapshot::OFFSETS, &[][..]),
                (folio_snapshot::KEYS, &[]),
                (folio_snapshot::LAYOUTS, &[0; 4]),
            ] {
                directory.extend_from_slice(&(out.len() as u64).to_le_bytes());
                out.extend_from_slice(&folio_snapshot::section_frame(table, payload));
                out.extend_from_slice(payload);
            }
            out.extend_from_slice(&folio_snapshot::section_frame(
                folio_snapshot::DIRECTORY,
                &directory,
            ));
            out.extend_from_slice(&directory);
            out
        }
    })
}

fn files() -> DaoFiles {
    DaoFiles {
        name: DAO.to_owned(),
        files: Vec::new(),
    }
}

/// The export of a loaded state: strict JSON lines, one per object.
fn export(loaded: &Loaded) -> Vec<u8> {
    let mut out = Vec::new();
    folio_render::export_jsonl(&loaded.dao, registry(), &mut out).expect("a Vec never fails");
    assert_eq!(
        out.iter().filter(|&&b| b == b'\n').count(),
        loaded.dao.len()
    );
    assert!(
        std::str::from_utf8(&out).is_ok(),
        "an export that is not UTF-8"
    );
    out
}

/// The `snapshot_open` target.
pub fn snapshot_open(data: &[u8]) {
    let Some(file) = file_of(data) else { return };
    let Ok(loaded) = open_bytes(&file, registry(), &files(), Proof::Whole) else {
        read_in_place(file, None);
        return;
    };
    let first = export(&loaded);
    read_in_place(file.clone(), Some(&first));
    // The state written again (in id order, as `write_snapshot` does) opens to the same
    // state: with every map's keys, and by layouts.
    let sorted = loaded.dao.sorted();
    let mut table = LayoutTable::new();
    for (_, object) in &sorted {
        table.note_object(object);
    }
    for by_layouts in [false, true] {
        let mut chunk = Vec::new();
        chunk.extend_from_slice(&(sorted.len() as u32).to_le_bytes());
        for (id, object) in &sorted {
            id.write_bytes(&mut chunk);
            match by_layouts {
                false => object.write_bytes(&mut chunk),
                true => object.write_bytes_in(&mut chunk, &table),
            }
        }
        let layouts = match by_layouts {
            false => LayoutTable::new().to_bytes(),
            true => table.to_bytes(),
        };
        let objects = sorted.len() as u64;
        let chunks: &[&[u8]] = if objects == 0 { &[] } else { &[&chunk] };
        let mut again = header(objects, chunks.len() as u32);
        again.default_class = loaded.default_class.clone();
        again.version = loaded.dao.version().map(str::to_owned);
        let reopened = open_bytes(
            &assemble(&again, chunks, &layouts, registry()),
            registry(),
            &files(),
            Proof::Whole,
        )
        .unwrap_or_else(|m| panic!("a loaded state written again does not open: {m}"));
        assert!(
            export(&reopened) == first,
            "written again (by layouts: {by_layouts}), another state"
        );
    }
}

/// The same bytes read in place (`open_mapped_bytes`): every object read by iteration and by
/// id never panics, and when the checks left for later pass, the state is the one the checked
/// open gives.
fn read_in_place(file: Vec<u8>, checked: Option<&[u8]>) {
    let Ok(mapped) = open_mapped_bytes(file, registry(), &files(), Proof::Whole) else {
        return;
    };
    let mut out = Vec::new();
    folio_render::export_jsonl(&mapped.dao, registry(), &mut out).expect("a Vec never fails");
    // Unchecked bytes may hold ids out of order, which a lookup by id does not find.
    let found = mapped
        .dao
        .iter()
        .filter(|(id, _)| mapped.dao.get(id).is_some())
        .count();
    if mapped
        .unverified
        .as_ref()
        .is_none_or(|u| u.verify().is_ok())
    {
        let checked = checked.expect("a file whose every check passes opens checked too");
        assert!(out == checked, "read in place, another state");
        assert_eq!(
            found,
            mapped.dao.len(),
            "an object iterated and not found by its id"
        );
    }
}
