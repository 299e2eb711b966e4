//! The cost of a structural index's first stage, alone (issue 19, item 1; BENCHMARKS.md,
//! "A structural index, stage 1 measured").
//!
//! A structural-index decoder first classifies an entry's bytes a block at a time (quotes,
//! backslashes, `{}[]:,`, the dialect's rare bytes), works out which bytes are inside strings,
//! and writes down the positions of the structural characters outside strings and of every
//! quote; its second stage then walks those positions instead of scanning. This program runs
//! that first stage only, over every line of a journal (AVX2, 64 bytes a step, the in-string
//! mask by a carry-less multiply, the positions written eight at a time as simdjson does), so
//! that its instructions can be counted with cachegrind against the decoder it would feed:
//!
//! ```sh
//! cargo build --release -p folio-bench --example stage1
//! valgrind --tool=cachegrind --cache-sim=no target/release/examples/stage1 J          # stage 1
//! valgrind --tool=cachegrind --cache-sim=no target/release/examples/stage1 J --split  # framing only
//! ```
//!
//! on the 10K and 20K journals of `folio gen`: the difference of the two runs, per entry, is
//! what stage 1 adds. It is an experiment kept with its measurement, not part of any decoder.

#[cfg(target_arch = "x86_64")]
mod stage1 {
    use std::arch::x86_64::*;

    /// Bit masks of one block of 64 bytes: one bit per byte.
    struct Masks {
        quote: u64,
        backslash: u64,
        structural: u64,
        rare: u64,
        non_ascii: u64,
    }

    /// The masks of the 32 bytes at `p`.
    ///
    /// # Safety
    /// `p` must be readable for 32 bytes, and the CPU must have AVX2.
    #[target_feature(enable = "avx2")]
    unsafe fn masks32(p: *const u8) -> [u32; 5] {
        // SAFETY: the caller guarantees 32 readable bytes; the load is unaligned.
        let v = unsafe { _mm256_loadu_si256(p.cast()) };
        let is = |c: u8| _mm256_cmpeq_epi8(v, _mm256_set1_epi8(c as i8));
        let mask = |m: __m256i| _mm256_movemask_epi8(m) as u32;
        // `{` and `}` are 0x7B and 0x7D, `[` and `]` 0x5B and 0x5D: with bit 5 set and bit 1
        // cleared, all four read 0x7B, and no other byte does.
        let brackets = _mm256_cmpeq_epi8(
            _mm256_andnot_si256(
                _mm256_set1_epi8(2),
                _mm256_or_si256(v, _mm256_set1_epi8(0x20)),
            ),
            _mm256_set1_epi8(0x7B),
        );
        let structural = _mm256_or_si256(_mm256_or_si256(is(b':'), is(b',')), brackets);
        let rare = _mm256_or_si256(_mm256_or_si256(is(b'\''), is(b'`')), is(b'/'));
        [
            mask(is(b'"')),
            mask(is(b'\\')),
            mask(structural),
            mask(rare),
            mask(v),
        ]
    }

    /// # Safety
    /// `p` must be readable for 64 bytes, and the CPU must have AVX2.
    #[target_feature(enable = "avx2")]
    unsafe fn masks64(p: *const u8) -> Masks {
        // SAFETY: both halves are inside the 64 readable bytes.
        let (low, high) = unsafe { (masks32(p), masks32(p.add(32))) };
        let join = |i: usize| u64::from(low[i]) | u64::from(high[i]) << 32;
        Masks {
            quote: join(0),
            backslash: join(1),
            structural: join(2),
            rare: join(3),
            non_ascii: join(4),
        }
    }

    /// Bit `i` of the result is the XOR of bits `0..=i` of `x`: set for the bytes from an
    /// opening quote up to (not including) its closing one.
    #[target_feature(enable = "pclmulqdq")]
    fn prefix_xor(x: u64) -> u64 {
        let product = _mm_clmulepi64_si128(_mm_set_epi64x(0, x as i64), _mm_set1_epi8(-1), 0);
        _mm_cvtsi128_si64(product) as u64
    }

    /// Stage 1 over one entry: `positions` gets the offsets of `{}[]:,` outside strings and
    /// of every quote. `false` when the entry needs the general decoder (an escape, a byte
    /// outside ASCII, a single quote, backtick or `/` outside a string).
    ///
    /// # Safety
    /// The CPU must have AVX2 and PCLMULQDQ.
    #[target_feature(enable = "avx2,pclmulqdq")]
    pub unsafe fn classify(body: &[u8], positions: &mut Vec<u32>) -> bool {
        positions.clear();
        let mut tail;
        // All ones while inside a string at the end of the last block.
        let mut inside_before = 0u64;
        let mut at = 0;
        while at < body.len() {
            let block = if body.len() - at >= 64 {
                &body[at..at + 64]
            } else {
                tail = [b' '; 64];
                tail[..body.len() - at].copy_from_slice(&body[at..]);
                &tail[..]
            };
            // SAFETY: `block` is 64 bytes; the caller checked the CPU.
            let m = unsafe { masks64(block.as_ptr()) };
            if m.backslash | m.non_ascii != 0 {
                return false;
            }
            let inside = prefix_xor(m.quote) ^ inside_before;
            inside_before = ((inside as i64) >> 63) as u64;
            if m.rare & !inside != 0 {
                return false;
            }
            let mut bits = (m.structural & !inside) | m.quote;
            // simdjson's flattening: eight positions written at a time, unconditionally,
            // into room reserved for them, and the length set to the true count.
            let count = bits.count_ones() as usize;
            let len = positions.len();
            positions.reserve(64 + 8);
            let out = positions.spare_capacity_mut();
            let mut k = 0;
            while k < count {
                for slot in &mut out[k..k + 8] {
                    slot.write(at as u32 + bits.trailing_zeros());
                    bits &= bits.wrapping_sub(1);
                }
                k += 8;
            }
            // SAFETY: the first `count` slots past `len` were written just above.
            unsafe { positions.set_len(len + count) };
            at += 64;
        }
        true
    }
}

#[cfg(target_arch = "x86_64")]
fn main() {
    let mut args = std::env::args().skip(1);
    let Some(path) = args.next() else {
        eprintln!("usage: stage1 JOURNAL [--split]");
        std::process::exit(2);
    };
    let split_only = args.next().as_deref() == Some("--split");
    if !(is_x86_feature_detected!("avx2") && is_x86_feature_detected!("pclmulqdq")) {
        eprintln!("stage1: this CPU has no AVX2 or PCLMULQDQ");
        std::process::exit(1);
    }
    let data = std::fs::read(&path).unwrap_or_else(|e| {
        eprintln!("stage1: {path}: {e}");
        std::process::exit(1);
    });
    let mut positions = Vec::with_capacity(4096);
    let (mut general, mut indexed, mut bytes, mut found) = (0u64, 0u64, 0u64, 0u64);
    for line in data.split(|&b| b == b'\n').filter(|l| l.len() > 2) {
        bytes += line.len() as u64;
        if split_only {
            continue;
        }
        // SAFETY: the features were checked above.
        if unsafe { stage1::classify(line, &mut positions) } {
            indexed += 1;
            found += positions.len() as u64;
        } else {
            general += 1;
        }
    }
    println!("{bytes} bytes; {indexed} entries indexed ({found} positions), {general} for the general path");
}

#[cfg(not(target_arch = "x86_64"))]
fn main() {
    eprintln!("stage1: this experiment is written for x86-64 (AVX2)");
    std::process::exit(1);
}
