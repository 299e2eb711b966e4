//! Shipping, as a property: whatever a copy holds of a DAO (nothing, prefixes of its files, a
//! tampered prefix, more than the leader has, a file the leader lacks), doing what the plan
//! says (appending after each prefix, or a resync) leaves the copy byte-identical to the
//! leader's files: no gap, no duplicate, nothing left over.

use folio_journal::ship::{plan, position_of, relative_name, Copy, Plan, Shipped};
use folio_journal::DaoFiles;
use proptest::prelude::*;
use std::path::Path;

const NAMES: [&str; 3] = ["u.0", "u.1", "u"];

/// What the copy holds of one leader file.
#[derive(Debug, Clone)]
enum Held {
    Nothing,
    Prefix(usize),
    /// A prefix with one byte changed.
    Tampered(usize),
    /// The whole file and more.
    Longer(Vec<u8>),
}

fn held() -> impl Strategy<Value = Held> {
    prop_oneof![
        Just(Held::Nothing),
        (0usize..300).prop_map(Held::Prefix),
        (1usize..300).prop_map(Held::Tampered),
        proptest::collection::vec(any::<u8>(), 1..20).prop_map(Held::Longer),
    ]
}

fn files_of(root: &Path) -> Vec<(String, Vec<u8>)> {
    let mut files = Vec::new();
    for name in NAMES.iter().chain(["u.7"].iter()) {
        if let Ok(bytes) = std::fs::read(root.join(name)) {
            files.push((name.to_string(), bytes));
        }
    }
    files
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn a_copy_ends_as_the_leader_whatever_it_held(
        leader in proptest::collection::vec(proptest::collection::vec(any::<u8>(), 0..200), 1..=3),
        copy in proptest::collection::vec(held(), 3),
        extra in any::<bool>(),
    ) {
        let dir = tempfile::tempdir().unwrap();
        let (lead, root) = (dir.path().join("lead"), dir.path().join("copy"));
        std::fs::create_dir_all(&lead).unwrap();
        std::fs::create_dir_all(&root).unwrap();
        // The leader's files are the last ones of u.0, u.1, u (the live journal last).
        let names = &NAMES[NAMES.len() - leader.len()..];
        let mut shipped = Vec::new();
        for (name, bytes) in names.iter().zip(&leader) {
            let path = lead.join(name);
            std::fs::write(&path, bytes).unwrap();
            shipped.push(Shipped {
                name: relative_name(&lead, &path).unwrap(),
                path,
                durable: bytes.len() as u64,
            });
        }
        for ((name, bytes), held) in names.iter().zip(&leader).zip(&copy) {
            let content = match held {
                Held::Nothing => continue,
                Held::Prefix(n) => bytes[..(*n).min(bytes.len())].to_vec(),
                Held::Tampered(n) => {
                    let mut b = bytes[..(*n).min(bytes.len())].to_vec();
                    if let Some(last) = b.last_mut() {
                        *last ^= 0x20;
                    }
                    b
                }
                Held::Longer(more) => [bytes.as_slice(), more].concat(),
            };
            std::fs::write(root.join(name), content).unwrap();
        }
        if extra {
            std::fs::write(root.join("u.7"), b"not the leader's").unwrap();
        }
        let position = position_of(&root).unwrap();
        let held_files = position.first().map(|d| d.files.clone()).unwrap_or_default();
        let mut target = Copy::open(&root).unwrap();
        match plan(&shipped, &held_files).unwrap() {
            Plan::Resume(from) => {
                for ((file, from), bytes) in shipped.iter().zip(from).zip(&leader) {
                    target.append(&file.name, from, &bytes[from as usize..], false).unwrap();
                }
            }
            Plan::Resync(_) => {
                let old = DaoFiles {
                    name: "u".into(),
                    files: held_files.iter().map(|f| root.join(&f.name)).collect(),
                };
                target.begin_resync().unwrap();
                for (file, bytes) in shipped.iter().zip(&leader) {
                    if !bytes.is_empty() {
                        target.append(&file.name, 0, bytes, true).unwrap();
                    }
                }
                let names: Vec<String> = shipped.iter().map(|f| f.name.clone()).collect();
                target.finish_resync(&old, &names).unwrap();
            }
        }
        target.sync().unwrap();
        prop_assert_eq!(files_of(&root), files_of(&lead));
    }
}
