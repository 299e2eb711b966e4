//! The `line_scan` variant: read the file and find its lines, nothing else (bench/README.md, `line_scan`).
//! No replay can be faster, since every replay has to do at least this.

use crate::measured::{read_file, CpuClock};
use crate::{BenchError, Measured};
use std::path::Path;
use std::time::Instant;

/// Reads `path` whole and counts its lines with `memchr`, and among them the lines that start
/// a data entry (first byte `c`, `p` or `r`), so its row can be checked like the others.
/// Lines end at `\n` (the generator writes no other terminator).
pub fn run(path: &Path) -> Result<Measured, BenchError> {
    let start = Instant::now();
    let cpu_clock = CpuClock::start();
    let data = read_file(path)?;
    let (_lines, data_lines) = count_lines(&data);
    let wall = start.elapsed();
    let spent = cpu_clock.stop();
    Ok(Measured {
        variant: "line_scan".into(),
        entries: data_lines,
        objects: None,
        failed: None,
        wall,
        cpu: spent.own,
        cpu_system: spent.own_system,
        others_cpu: spent.others,
        phases: None,
        threads: Some(1),
        decode_paths: None,
        peak_rss_kb: crate::usage::peak_rss_kb(),
        digest: None,
        input_bytes: None,
    })
}

/// (lines, lines whose first byte is `c`, `p` or `r`). A last line without `\n` counts.
pub fn count_lines(data: &[u8]) -> (u64, u64) {
    let mut lines = 0u64;
    let mut data_lines = 0u64;
    let mut line_start = 0usize;
    let mut count = |start: usize| {
        lines += 1;
        if matches!(data.get(start), Some(b'c' | b'p' | b'r')) {
            data_lines += 1;
        }
    };
    for end in memchr::memchr_iter(b'\n', data) {
        count(line_start);
        line_start = end + 1;
    }
    if line_start < data.len() {
        count(line_start);
    }
    (lines, data_lines)
}

#[cfg(test)]
mod tests {
    use super::count_lines;

    #[test]
    fn counts_lines_and_data_lines() {
        let table: &[(&[u8], (u64, u64))] = &[
            (b"", (0, 0)),
            (b"\n", (1, 0)),
            (b"v({})\n// x\nc({seq:1})\np({seq:1})\nr({seq:1})\n", (5, 3)),
            (b"c({seq:1})\nc({seq:2})", (2, 2)),
            (b"\n\nx\n", (3, 0)),
        ];
        for &(data, want) in table {
            assert_eq!(
                count_lines(data),
                want,
                "{:?}",
                String::from_utf8_lossy(data)
            );
        }
    }
}
