//! The digest of a final state, the same on every row of the replay table: 64-bit FNV-1a over
//! the state's export lines, exactly as `folio export` writes them (one strict-JSON object per
//! line, sorted by id, `"class"` first, then every set property under its canonical name in
//! model order; dates as epoch milliseconds, the enum as its ordinal, doubles as Java prints
//! them, every line ending in `\n`).
//!
//! So `folio export --models crates/gen/models/benchmark-models.json benchmark.jrl` piped
//! through any FNV-1a 64 tool gives folio's digest, and a peer that rebuilds those bytes from
//! its own store proves it holds the same objects with the same values. The JVM peers compute
//! it in Java (`bench/jvm`, `BenchmarkModel.exportLine`).
//!
//! ```
//! use folio_bench::digest::Fnv64;
//! use std::io::Write;
//!
//! let mut d = Fnv64::new();
//! d.write_all(b"a").unwrap();
//! assert_eq!(d.hex(), "af63dc4c8601ec8c");
//! ```

use folio_models::Registry;
use folio_store::Dao;
use std::io;

/// 64-bit FNV-1a, fed through `io::Write`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Fnv64(u64);

const OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
const PRIME: u64 = 0x0000_0100_0000_01b3;

impl Fnv64 {
    pub fn new() -> Fnv64 {
        Fnv64(OFFSET)
    }

    pub fn update(&mut self, bytes: &[u8]) {
        let mut h = self.0;
        for &b in bytes {
            h = (h ^ u64::from(b)).wrapping_mul(PRIME);
        }
        self.0 = h;
    }

    pub fn value(&self) -> u64 {
        self.0
    }

    /// The digest as 16 lowercase hex digits, how every row prints it.
    pub fn hex(&self) -> String {
        format!("{:016x}", self.0)
    }
}

impl Default for Fnv64 {
    fn default() -> Self {
        Fnv64::new()
    }
}

impl io::Write for Fnv64 {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.update(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// The digest of a DAO replayed by folio: FNV-1a 64 of what `folio export` writes for it.
pub fn of_dao(dao: &Dao, registry: &Registry) -> Fnv64 {
    let mut digest = Fnv64::new();
    folio_render::export_jsonl(dao, registry, &mut digest).expect("hashing cannot fail");
    digest
}

#[cfg(test)]
mod tests {
    use super::Fnv64;

    #[test]
    fn known_vectors() {
        // From the FNV reference test suite.
        for (input, want) in [
            (&b""[..], 0xcbf2_9ce4_8422_2325u64),
            (b"a", 0xaf63_dc4c_8601_ec8c),
            (b"foobar", 0x8594_4171_f739_67e8),
        ] {
            let mut d = Fnv64::new();
            d.update(input);
            assert_eq!(d.value(), want, "{:?}", String::from_utf8_lossy(input));
        }
    }
}
