//! The stable twin of the `snapshot_open` fuzz target in `fuzz/` (which needs nightly and
//! libFuzzer): the same body, included from `fuzz/src/snapshot.rs`, run under `cargo test` on
//! real snapshots (in the target's four forms) and a few thousand deterministic mutations
//! of them.

#[path = "../../../fuzz/src/registry.rs"]
#[allow(dead_code)]
mod registry;
#[path = "../../../fuzz/src/snapshot.rs"]
mod snapshot;

use folio_journal::discover;
use folio_replay::{replay_dao, ReplayOptions};
use folio_snapshot::write_snapshot;

/// Entries of `fz.All` (the default class of `items`) with values of most property types.
const JOURNAL: &str = r#"c({id:1,s:"short",l:5,i:-3,d:2.5,bo:true,da:1700000000000,e:1})
c({id:2,s:"a string longer than eight bytes",arr:[1,"x",{k:null}],m:{a:1,b:[true]}})
p({id:1,s:"ü",sa:["p","q"],o:{class:"fz.All",id:9,s:"inner"}})
c({id:3,class:"fz.Pair",a:1,b:"x"})
c({id:4,f:1e300,sh:7,b:-1,dt:0})
r({id:3})
"#;

/// The four forms of input the target reads (see `fuzz/src/snapshot.rs`) of a real
/// snapshot of [`JOURNAL`].
fn seeds() -> Vec<Vec<u8>> {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join(snapshot::DAO), JOURNAL).unwrap();
    let found = discover(&[dir.path().to_owned()]).unwrap();
    let reg = registry::registry();
    let replayed = replay_dao(&found.daos[0], reg, &ReplayOptions::default()).unwrap();
    assert_eq!(replayed.counters.failed, 0, "{:?}", replayed.errors);
    assert_eq!(replayed.dao.len(), 3);
    let path = dir.path().join("snap");
    write_snapshot(&replayed, &found.daos[0], &[], reg, &path).unwrap();
    let file = std::fs::read(&path).unwrap();
    let head_len = u64::from_le_bytes(file[24..32].try_into().unwrap()) as usize;
    let head = &file[40..40 + head_len];
    let chunk_at = 40 + head_len;
    let chunk_len = u64::from_le_bytes(file[chunk_at + 8..chunk_at + 16].try_into().unwrap());
    let chunk = &file[chunk_at + 24..chunk_at + 24 + chunk_len as usize];
    // The table of layouts: the directory's last word (one chunk, three tables) says where.
    let word = |at: usize| u64::from_le_bytes(file[at..at + 8].try_into().unwrap()) as usize;
    let layouts_at = word(file.len() - 8);
    let layouts = &file[layouts_at + 24..layouts_at + 24 + word(layouts_at + 8)];
    assert!(layouts.len() > 4, "the journal's maps have layouts");
    // The writer wrote its maps by those layouts: without the table, the chunk does not read.
    let bare = folio_snapshot::assemble(&snapshot::header(3, 1), &[chunk], &[0; 4], reg);
    let files = folio_journal::DaoFiles {
        name: snapshot::DAO.into(),
        files: vec![],
    };
    match folio_snapshot::open_bytes(&bare, reg, &files, folio_snapshot::Proof::Whole) {
        Err(folio_snapshot::Mismatch::Object { error, .. }) => {
            assert!(
                matches!(error.kind, folio_store::BytesErrorKind::Layout(_)),
                "{error}"
            )
        }
        other => panic!(
            "a chunk by layouts read without them: {:?}",
            other.map(|_| ())
        ),
    }
    let mut with_layouts = vec![u8::try_from(layouts.len()).unwrap()];
    with_layouts.extend_from_slice(layouts);
    with_layouts.extend_from_slice(chunk);
    // Form 1 has no table of layouts: the objects with their maps' keys.
    let mut keyed = (replayed.dao.len() as u32).to_le_bytes().to_vec();
    for (id, object) in replayed.dao.sorted() {
        id.write_bytes(&mut keyed);
        object.write_bytes(&mut keyed);
    }
    // Form 2 has no chunks after the header: the real header, promising none.
    let mut empty = folio_snapshot::Header::read(head, 40).unwrap();
    assert!(empty.counters.first_collapse.is_none() && empty.counters.entries == 6);
    (empty.objects, empty.chunks, empty.counters.objects) = (0, 0, 0);
    let head = empty.to_bytes();
    let mut seeds = Vec::new();
    for (mode, rest) in [
        (0u8, &file[..]),
        (1, &keyed[..]),
        (2, &head[..]),
        (3, &with_layouts[..]),
    ] {
        let mut seed = vec![mode];
        seed.extend_from_slice(rest);
        seeds.push(seed);
    }
    seeds
}

/// xorshift64*: deterministic, no dependency.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// Flips bytes, writes extreme little-endian numbers (lengths, counts, offsets), deletes,
/// duplicates and cuts; the first byte (the form) is kept.
fn mutate(seed: &[u8], rng: &mut Rng) -> Vec<u8> {
    let mut out = seed.to_vec();
    for _ in 0..1 + rng.below(3) {
        let at = 1 + rng.below(out.len().saturating_sub(1).max(1));
        match rng.below(5) {
            0 if at < out.len() => out[at] = rng.next() as u8,
            1 if at + 4 <= out.len() => {
                let n: u32 = [0, 1, 8, 255, 0x7fff_ffff, u32::MAX][rng.below(6)];
                out[at..at + 4].copy_from_slice(&n.to_le_bytes());
            }
            2 if at < out.len() => {
                let end = (at + 1 + rng.below(8)).min(out.len());
                out.drain(at..end);
            }
            3 if at < out.len() => {
                let end = (at + 1 + rng.below(16)).min(out.len());
                let piece = out[at..end].to_vec();
                out.splice(at..at, piece);
            }
            _ => out.truncate(at.max(1)),
        }
    }
    out
}

#[test]
fn seeds_open_and_mutations_never_panic() {
    let seeds = seeds();
    for seed in &seeds {
        let file = snapshot::file_of(seed).unwrap();
        let opened = folio_snapshot::open_bytes(
            &file,
            registry::registry(),
            &folio_journal::DaoFiles {
                name: snapshot::DAO.into(),
                files: vec![],
            },
            folio_snapshot::Proof::Whole,
        );
        assert!(opened.is_ok(), "form {}: {:?}", seed[0], opened.err());
        snapshot::snapshot_open(seed);
    }
    let mut rng = Rng(0x5eed_5a95_0000_0001);
    for _ in 0..4000 {
        let input = mutate(&seeds[rng.below(seeds.len())], &mut rng);
        snapshot::snapshot_open(&input);
    }
}
