//! Compressed journals read through `Blocks`: memory stays bounded however far a small file
//! expands (a decompression bomb stops at `MAX_UNENDED_TEXT` as a broken stream), and a stream
//! cut short gives its text and then the break.

use folio_journal::{Blocks, MAX_UNENDED_TEXT};
use std::io::Write;

/// Reads `path` whole through `Blocks`; the bytes read and the largest block seen.
fn read_all(path: &std::path::Path, block: usize) -> (u64, usize, Option<std::io::Error>) {
    let mut blocks = Blocks::open(path, block).unwrap();
    let (mut total, mut largest) = (0u64, 0usize);
    while let Some(b) = blocks.next_block().unwrap() {
        let used = b.bytes.len();
        largest = largest.max(used);
        total += used as u64;
        blocks.consume(used, 0);
    }
    (total, largest, blocks.take_broken())
}

#[test]
fn a_decompression_bomb_stops_at_the_bound() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("bomb.jrl.zst");
    let mut enc = zstd::stream::write::Encoder::new(Vec::new(), 1).unwrap();
    let chunk = vec![b'a'; 1 << 20];
    for _ in 0..(MAX_UNENDED_TEXT >> 20) + 64 {
        enc.write_all(&chunk).unwrap();
    }
    let packed = enc.finish().unwrap();
    assert!(packed.len() < 64 << 10, "{} bytes packed", packed.len());
    std::fs::write(&path, &packed).unwrap();
    let (total, largest, broken) = read_all(&path, 4 << 20);
    let broken = broken.expect("stopped as broken");
    assert!(broken.to_string().contains("runs past 64 MiB"), "{broken}");
    assert!(
        largest <= MAX_UNENDED_TEXT + (8 << 20),
        "held {largest} bytes at once"
    );
    assert!(total as usize <= largest, "{total}");
}

#[test]
fn a_stream_cut_short_gives_its_text_then_the_break() {
    let dir = tempfile::tempdir().unwrap();
    let text: Vec<u8> = (0..5000)
        .flat_map(|i| format!("c({{id:{i}}})\n").into_bytes())
        .collect();
    let mut enc = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
    enc.write_all(&text).unwrap();
    let packed = enc.finish().unwrap();
    let path = dir.path().join("cut.jrl.gz");
    std::fs::write(&path, &packed[..packed.len() / 2]).unwrap();
    // The same text before the break, whatever the block size.
    let mut seen = Vec::new();
    for block in [1, 7, 4096, 4 << 20] {
        let (total, _, broken) = read_all(&path, block);
        let broken = broken.expect("a break");
        assert!(
            broken.to_string().starts_with("gzip-compressed, but "),
            "{broken}"
        );
        assert!(total > 0 && (total as usize) < text.len());
        seen.push((total, broken.to_string()));
    }
    assert!(seen.windows(2).all(|w| w[0] == w[1]), "{seen:?}");
}
