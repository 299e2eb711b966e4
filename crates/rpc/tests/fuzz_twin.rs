//! The stable twin of the RPC fuzz targets in `fuzz/` (which need nightly and libFuzzer): the
//! same bodies, included from `fuzz/src/rpc.rs`, run under `cargo test` on hand-picked inputs
//! and on a few thousand deterministic mutations of them.

#[path = "../../../fuzz/src/rpc.rs"]
mod rpc;

/// Inputs that reach each branch: framing headers in every form, requests valid and not.
const SEEDS: &[&[u8]] = &[
    b"Content-Length: 2\r\n\r\n{}",
    b"content-length:3\r\nContent-Type: x\r\n\r\n[1]Content-Length: 99\r\n\r\nshort",
    b"garbage\r\n\r\nContent-Length: 1\n\n7\nContent-Length: 100\r\n\r\n",
    b"{\"jsonrpc\":\"2.0\",\"method\":\"echo\",\"params\":[1,2],\"id\":1}\n\n[]\r\n",
    br#"{"jsonrpc":"2.0","method":"sum","params":{"a":1,"b":2},"id":"x"}"#,
    br#"{"jsonrpc":"2.0","method":"sum","params":[9223372036854775807,1],"id":1e+21}"#,
    br#"[{"jsonrpc":"2.0","method":"fail","id":null},{"jsonrpc":"2.0","method":"echo"},1,[]]"#,
    br#"{"jsonrpc":"2.0","method":"nope","params":"x","id":{}}"#,
    br#"[{"jsonrpc":"2.0","method":"echo","params":{}}]"#,
    br#"{"jsonrpc":"1.0","method":"echo","id":123456789012345678901234567890}"#,
    b"{\"jsonrpc\":\"2.0\",\"method\":\"\\u0065cho\",\"id\":\"\\ud800\"}",
    b"\xef\xbb\xbf{}",
    b"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[",
];

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

/// Flips, inserts, deletes and splices bytes (from other seeds and from JSON punctuation).
fn mutate(seed: &[u8], rng: &mut Rng) -> Vec<u8> {
    let mut out = seed.to_vec();
    const PIECES: &[&[u8]] = &[
        b"{", b"}", b"[", b"]", b"\"", b",", b":", b"\r\n", b"\n", b"null", b"-1e+5", b"\\u00",
    ];
    for _ in 0..1 + rng.below(4) {
        let at = rng.below(out.len() + 1);
        match rng.below(5) {
            0 if !out.is_empty() => {
                let i = rng.below(out.len());
                out[i] = rng.next() as u8;
            }
            1 => {
                let piece = PIECES[rng.below(PIECES.len())];
                out.splice(at..at, piece.iter().copied());
            }
            2 if at < out.len() => {
                let end = (at + 1 + rng.below(8)).min(out.len());
                out.drain(at..end);
            }
            3 => {
                let other = SEEDS[rng.below(SEEDS.len())];
                let from = rng.below(other.len());
                let to = (from + rng.below(32)).min(other.len());
                out.splice(at..at, other[from..to].iter().copied());
            }
            _ => out.truncate(at),
        }
    }
    out
}

#[test]
fn seeds_and_mutations() {
    for seed in SEEDS {
        rpc::rpc_frame(seed);
        rpc::rpc_message(seed);
    }
    let mut rng = Rng(0x5eed_f011_0000_0001);
    for _ in 0..5000 {
        let input = mutate(SEEDS[rng.below(SEEDS.len())], &mut rng);
        rpc::rpc_frame(&input);
        rpc::rpc_message(&input);
    }
}
