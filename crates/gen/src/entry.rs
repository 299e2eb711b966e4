//! Formatting one journal entry into a byte buffer.
//!
//! Every value is written straight into the caller's reused `Vec<u8>`: no per-entry
//! allocation, numbers through `itoa` / `ryu`, random text a machine word at a time.

use crate::rng::SplitMix64;

/// The keys of a create entry, in the order they are written: the 49 properties of
/// `foam.dao.test.BenchmarkModel` (short names where the model has one) with the 8
/// [`UNKNOWN_KEYS`] spread among them.
pub const CREATE_KEYS: [&str; 57] = [
    "seq",
    "gi",
    "nn",
    "crb",
    "cc",
    "cchb",
    "batchId",
    "ai",
    "ad",
    "an",
    "lt",
    "rcd",
    "bc",
    "hostName",
    "ia",
    "em",
    "gl",
    "e",
    "token",
    "amountStr",
    "schemaV",
    "statusCode",
    "accountRef",
    "entityRef",
    "acquirerRef",
    "ext",
    "merchantId",
    "categoryCode",
    "merchantName",
    "city",
    "country",
    "opNote",
    "terminalId",
    "filePath",
    "ltd",
    "cd",
    "sd",
    "createdAt",
    "retries",
    "ra",
    "racb",
    "ab",
    "amount",
    "fee",
    "baseValue",
    "reconValue",
    "holdValue",
    "srcSys",
    "rc",
    "refSeq",
    "sourceId",
    "active",
    "priority",
    "lifecycleState",
    "createdBy",
    "tags",
    "synced",
];

/// The 8 keys of every create entry that `foam.dao.test.BenchmarkModel` does not know: they
/// exercise the path that drops unknown keys. Their values cover every JSON value kind
/// (string, integer, object, array, boolean) so that skipping is measured for each.
pub const UNKNOWN_KEYS: [&str; 8] = [
    "batchId", "hostName", "schemaV", "ext", "opNote", "retries", "srcSys", "synced",
];

/// Properties a `p(` delta may carry (besides `seq`), with what to write for each.
const PUT_FIELDS: [PutField; 12] = [
    PutField::RespCode,
    PutField::StatusCode,
    PutField::Amount,
    PutField::Fee,
    PutField::Counter,
    PutField::Active,
    PutField::Lifecycle,
    PutField::Date2,
    PutField::Tags,
    PutField::Priority,
    PutField::ApprovalNum,
    PutField::HoldValue,
];

#[derive(Debug, Clone, Copy)]
enum PutField {
    RespCode,
    StatusCode,
    Amount,
    Fee,
    Counter,
    Active,
    Lifecycle,
    Date2,
    Tags,
    Priority,
    ApprovalNum,
    HoldValue,
}

const NETWORKS: [&str; 6] = [
    "VISA",
    "MASTERCARD",
    "AMEX",
    "INTERAC",
    "DISCOVER",
    "UNIONPAY",
];
const CURRENCIES: [&str; 6] = ["CAD", "USD", "EUR", "GBP", "JPY", "CHF"];
const COUNTRIES: [&str; 6] = ["CA", "US", "DE", "GB", "FR", "JP"];
const RESP_CODES: [&str; 6] = ["00", "00", "00", "05", "51", "91"];
const STATUSES: [&str; 5] = ["APPROVED", "DECLINED", "PENDING", "SETTLED", "REVERSED"];
const CITIES: [&str; 8] = [
    "Toronto",
    "Montreal",
    "Vancouver",
    "Calgary",
    "New York",
    "Chicago",
    "Berlin",
    "London",
];
const WORDS: [&str; 16] = [
    "north", "coffee", "market", "express", "fuel", "books", "garden", "supply", "digital",
    "harbour", "central", "pharmacy", "bistro", "hardware", "transit", "studio",
];
const TAGS: [&str; 8] = [
    "retail",
    "online",
    "recurring",
    "refund",
    "card-present",
    "contactless",
    "intl",
    "manual",
];
const SYSTEMS: [&str; 4] = ["legacy-gw", "switch-a", "switch-b", "batch-import"];

/// Base32 digits (RFC 4648): 5 random bits per character, 12 characters per `u64`.
const BASE32: &[u8; 32] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
const HEX: &[u8; 16] = b"0123456789abcdef";

/// 2023-11-14T22:13:20Z: dates land near 1.7e12 ms, as in a journal written today.
const EPOCH_MS_BASE: u64 = 1_700_000_000_000;
const DAY_MS: u64 = 86_400_000;
/// A Date (a day) as FOAM's runtime writes it: 12:00 UTC of its day, the value its Java
/// normalises every Date to (docs/semantics.md), so the journal holds what FOAM would write.
const NOON_MS: u64 = DAY_MS / 2;

/// Formats entries into a reused buffer. One per generator run.
pub(crate) struct EntryWriter {
    pub(crate) rng: SplitMix64,
    ryu: ryu::Buffer,
    itoa: itoa::Buffer,
}

impl EntryWriter {
    pub(crate) fn new(seed: u64) -> EntryWriter {
        EntryWriter {
            rng: SplitMix64::new(seed),
            ryu: ryu::Buffer::new(),
            itoa: itoa::Buffer::new(),
        }
    }

    /// Appends `c({...})\n` for a new record with id `seq`: all 57 [`CREATE_KEYS`].
    pub(crate) fn create(&mut self, out: &mut Vec<u8>, seq: u64) {
        let created_at = EPOCH_MS_BASE + seq * 30_000 + self.rng.below(30_000);
        let date1 = created_at - created_at % DAY_MS + NOON_MS;
        let cents = self.rng.range(1, 2_500_000);
        let amount = cents as f64 / 100.0;
        let fee = self.fee();
        let rate_units = self.rng.range(6_000, 16_000);
        let rate = rate_units as f64 / 10_000.0;

        out.extend_from_slice(b"c({seq:");
        self.u64(out, seq);
        self.key(out, b"gi");
        self.quoted_with(out, |w, o| {
            o.push(b'G');
            w.base32(o, 7);
        });
        self.key(out, b"nn");
        self.pick_str(out, &NETWORKS);
        self.key(out, b"crb");
        out.push(b'"');
        self.u64(out, rate_units / 10_000);
        out.push(b'.');
        self.padded(out, rate_units % 10_000, 4);
        out.push(b'"');
        self.key(out, b"cc");
        self.pick_str(out, &CURRENCIES);
        self.key(out, b"cchb");
        self.pick_str(out, &CURRENCIES);
        self.key(out, b"batchId");
        let batch = self.rng.range(1_000_000_000, 9_999_999_999);
        self.u64(out, batch);
        self.key(out, b"ai");
        let auth = *self.rng.pick(&["Y", "N", "P"]);
        self.str(out, auth);
        // The one field whose text is `{}`: framing must not look at braces inside strings.
        self.key(out, b"ad");
        self.str(out, "{}");
        self.key(out, b"an");
        self.quoted_with(out, |w, o| w.digits(o, 6));
        self.key(out, b"lt");
        self.quoted_with(out, |w, o| w.hex(o, 16));
        self.key(out, b"rcd");
        self.pick_str(out, &RESP_CODES);
        self.key(out, b"bc");
        self.pick_str(out, &CURRENCIES);
        self.key(out, b"hostName");
        out.extend_from_slice(b"\"node-");
        self.digits(out, 2);
        out.push(b'"');
        self.key(out, b"ia");
        let flag = *self.rng.pick(&["Y", "N"]);
        self.str(out, flag);
        self.key(out, b"em");
        self.quoted_with(out, |w, o| w.digits(o, 1));
        self.key(out, b"gl");
        self.quoted_with(out, |w, o| w.base32(o, 8));
        self.key(out, b"e");
        self.quoted_with(out, |w, o| w.base32(o, 4));
        self.key(out, b"token");
        self.quoted_with(out, |w, o| {
            o.extend_from_slice(b"tok_");
            w.base32(o, 16);
        });
        self.key(out, b"amountStr");
        out.push(b'"');
        self.u64(out, cents / 100);
        out.push(b'.');
        self.padded(out, cents % 100, 2);
        out.push(b'"');
        self.key(out, b"schemaV");
        let schema = self.rng.range(1, 4);
        self.u64(out, schema);
        self.key(out, b"statusCode");
        self.pick_str(out, &STATUSES);
        self.key(out, b"accountRef");
        self.quoted_with(out, |w, o| {
            o.extend_from_slice(b"ACC-");
            w.digits(o, 12);
        });
        self.key(out, b"entityRef");
        self.quoted_with(out, |w, o| {
            o.extend_from_slice(b"ENT-");
            w.base32(o, 8);
        });
        self.key(out, b"acquirerRef");
        self.quoted_with(out, |w, o| w.digits(o, 16));
        self.key(out, b"ext");
        out.extend_from_slice(b"{src:\"pos\",ver:");
        let ver = self.rng.range(1, 9);
        self.u64(out, ver);
        out.push(b'}');
        self.key(out, b"merchantId");
        self.quoted_with(out, |w, o| w.digits(o, 12));
        self.key(out, b"categoryCode");
        self.quoted_with(out, |w, o| w.digits(o, 4));
        self.key(out, b"merchantName");
        self.quoted_with(out, |w, o| w.words(o, 2, b' '));
        self.key(out, b"city");
        self.pick_str(out, &CITIES);
        self.key(out, b"country");
        self.pick_str(out, &COUNTRIES);
        self.key(out, b"opNote");
        self.quoted_with(out, |w, o| w.words(o, 2, b' '));
        self.key(out, b"terminalId");
        self.quoted_with(out, |w, o| w.base32(o, 8));
        self.key(out, b"filePath");
        out.extend_from_slice(b"\"/data/stl/");
        self.u64(out, 2023 + seq % 3);
        out.push(b'/');
        let month = self.rng.range(1, 12);
        self.padded(out, month, 2);
        out.extend_from_slice(b"/b-");
        self.digits(out, 8);
        out.extend_from_slice(b".csv\"");
        self.key(out, b"ltd");
        let ltd = created_at + self.rng.below(3_600_000);
        self.u64(out, ltd);
        self.key(out, b"cd");
        self.u64(out, date1);
        self.key(out, b"sd");
        let settle = date1 + self.rng.range(1, 3) * DAY_MS;
        self.u64(out, settle);
        self.key(out, b"createdAt");
        self.u64(out, created_at);
        self.key(out, b"retries");
        out.push(b'[');
        let retries = self.rng.below(3);
        self.u64(out, retries);
        out.push(b',');
        let delay = self.rng.below(500);
        self.u64(out, delay);
        out.push(b']');
        // Doubles: cents/100 (short: `123.45`, `25.0`) and the results of arithmetic on them
        // (long: `166.65750000000003`), both shapes Java's Double.toString produces.
        self.key(out, b"ra");
        self.f64(out, amount);
        self.key(out, b"racb");
        self.f64(out, amount * rate);
        self.key(out, b"ab");
        let tenths = (self.rng.range(1, 9) as f64 / 10.0) + (self.rng.range(1, 9) as f64 / 10.0);
        self.f64(out, tenths);
        self.key(out, b"amount");
        self.f64(out, amount);
        self.key(out, b"fee");
        self.f64(out, fee);
        self.key(out, b"baseValue");
        self.f64(out, amount + fee);
        self.key(out, b"reconValue");
        self.f64(out, cents as f64 * 0.01);
        self.key(out, b"holdValue");
        let hold = self.hold_value();
        self.f64(out, hold);
        self.key(out, b"srcSys");
        self.pick_str(out, &SYSTEMS);
        self.key(out, b"rc");
        let counter = self.rng.below(1_000);
        self.u64(out, counter);
        self.key(out, b"refSeq");
        let ref_seq = self.rng.below(seq);
        self.u64(out, ref_seq);
        self.key(out, b"sourceId");
        let source = self.rng.range(1, 1_000);
        self.u64(out, source);
        self.key(out, b"active");
        let active = self.rng.chance(90);
        out.extend_from_slice(if active { b"true" } else { b"false" });
        self.key(out, b"priority");
        let priority = self.rng.below(10);
        self.u64(out, priority);
        self.key(out, b"lifecycleState");
        let state = self.lifecycle();
        self.u64(out, state);
        self.key(out, b"createdBy");
        let user = self.rng.range(1_000, 1_100_000);
        self.u64(out, user);
        self.key(out, b"tags");
        self.tags(out);
        self.key(out, b"synced");
        let synced = self.rng.chance(50);
        out.extend_from_slice(if synced { b"true" } else { b"false" });
        out.extend_from_slice(b"})\n");
    }

    /// Appends `p({seq:K,...})\n`: a delta of 2 to 5 distinct properties of record `seq`.
    pub(crate) fn put(&mut self, out: &mut Vec<u8>, seq: u64) {
        out.extend_from_slice(b"p({seq:");
        self.u64(out, seq);
        // A random subset of PUT_FIELDS in model order: a bitmask, re-drawn until it has
        // 2..=5 members (expected ~1.4 draws).
        let mask = loop {
            let m = self.rng.next_u64() & ((1 << PUT_FIELDS.len()) - 1);
            if (2..=5).contains(&m.count_ones()) {
                break m;
            }
        };
        for (i, field) in PUT_FIELDS.iter().enumerate() {
            if mask & (1 << i) != 0 {
                self.put_field(out, *field, seq);
            }
        }
        out.extend_from_slice(b"})\n");
    }

    /// Appends `r({seq:K})\n`.
    pub(crate) fn remove(&mut self, out: &mut Vec<u8>, seq: u64) {
        out.extend_from_slice(b"r({seq:");
        self.u64(out, seq);
        out.extend_from_slice(b"})\n");
    }

    fn put_field(&mut self, out: &mut Vec<u8>, field: PutField, seq: u64) {
        match field {
            PutField::RespCode => {
                self.key(out, b"rcd");
                self.pick_str(out, &RESP_CODES);
            }
            PutField::StatusCode => {
                self.key(out, b"statusCode");
                self.pick_str(out, &STATUSES);
            }
            PutField::Amount => {
                self.key(out, b"amount");
                let cents = self.rng.range(1, 2_500_000);
                self.f64(out, cents as f64 / 100.0);
            }
            PutField::Fee => {
                self.key(out, b"fee");
                let fee = self.fee();
                self.f64(out, fee);
            }
            PutField::Counter => {
                self.key(out, b"rc");
                let counter = self.rng.below(1_000);
                self.u64(out, counter);
            }
            PutField::Active => {
                self.key(out, b"active");
                let active = self.rng.chance(50);
                out.extend_from_slice(if active { b"true" } else { b"false" });
            }
            PutField::Lifecycle => {
                self.key(out, b"lifecycleState");
                let state = self.lifecycle();
                self.u64(out, state);
            }
            PutField::Date2 => {
                self.key(out, b"sd");
                let day = EPOCH_MS_BASE + seq * 30_000 + self.rng.range(1, 30) * DAY_MS;
                self.u64(out, day - day % DAY_MS + NOON_MS);
            }
            PutField::Tags => {
                self.key(out, b"tags");
                self.tags(out);
            }
            PutField::Priority => {
                self.key(out, b"priority");
                let priority = self.rng.below(10);
                self.u64(out, priority);
            }
            PutField::ApprovalNum => {
                self.key(out, b"an");
                self.quoted_with(out, |w, o| w.digits(o, 6));
            }
            PutField::HoldValue => {
                self.key(out, b"holdValue");
                let hold = self.hold_value();
                self.f64(out, hold);
            }
        }
    }

    /// A fee: whole units a third of the time (`25.0`), else cents (`3.75`).
    fn fee(&mut self) -> f64 {
        if self.rng.chance(33) {
            self.rng.range(1, 50) as f64
        } else {
            self.rng.range(1, 5_000) as f64 / 100.0
        }
    }

    /// A small value in [0.001, 1.0]: the low end of the range that Java prints without an
    /// exponent.
    fn hold_value(&mut self) -> f64 {
        self.rng.range(1, 1_000) as f64 / 1_000.0
    }

    /// A `LifecycleState` ordinal, mostly ACTIVE (1).
    fn lifecycle(&mut self) -> u64 {
        if self.rng.chance(80) {
            1
        } else {
            self.rng.below(5)
        }
    }

    fn tags(&mut self, out: &mut Vec<u8>) {
        out.push(b'[');
        self.pick_str(out, &TAGS);
        out.push(b',');
        self.pick_str(out, &TAGS);
        out.push(b']');
    }

    /// `,key:` — every key but `seq` follows another member.
    #[inline]
    fn key(&mut self, out: &mut Vec<u8>, key: &[u8]) {
        out.push(b',');
        out.extend_from_slice(key);
        out.push(b':');
    }

    #[inline]
    fn u64(&mut self, out: &mut Vec<u8>, v: u64) {
        out.extend_from_slice(self.itoa.format(v).as_bytes());
    }

    /// A double the way Java's `Double.toString` prints it. Both ryu and Java print the
    /// shortest round-tripping digits; they agree on layout for values in [1e-3, 1e7) (plain
    /// decimal, `.0` on integral values), which is the only range the generator produces.
    #[inline]
    fn f64(&mut self, out: &mut Vec<u8>, v: f64) {
        debug_assert!(
            (1e-3..1e7).contains(&v),
            "{v} is outside the range Java prints plainly"
        );
        let text = self.ryu.format_finite(v).as_bytes();
        out.extend_from_slice(text);
        if !text.contains(&b'.') {
            out.extend_from_slice(b".0");
        }
    }

    #[inline]
    fn str(&mut self, out: &mut Vec<u8>, s: &str) {
        out.push(b'"');
        out.extend_from_slice(s.as_bytes());
        out.push(b'"');
    }

    #[inline]
    fn pick_str(&mut self, out: &mut Vec<u8>, items: &[&str]) {
        let s = *self.rng.pick(items);
        self.str(out, s);
    }

    #[inline]
    fn quoted_with(&mut self, out: &mut Vec<u8>, body: impl FnOnce(&mut Self, &mut Vec<u8>)) {
        out.push(b'"');
        body(self, out);
        out.push(b'"');
    }

    /// `v` as exactly `width` decimal digits, zero-padded (`v < 10^width`).
    fn padded(&mut self, out: &mut Vec<u8>, mut v: u64, width: usize) {
        let start = out.len();
        out.resize(start + width, b'0');
        for slot in out[start..].iter_mut().rev() {
            *slot = b'0' + (v % 10) as u8;
            v /= 10;
        }
        debug_assert_eq!(v, 0);
    }

    /// `n` random base32 characters, 12 per random word.
    fn base32(&mut self, out: &mut Vec<u8>, mut n: usize) {
        while n > 0 {
            let mut bits = self.rng.next_u64();
            for _ in 0..n.min(12) {
                out.push(BASE32[(bits & 31) as usize]);
                bits >>= 5;
            }
            n = n.saturating_sub(12);
        }
    }

    /// `n` random lowercase hex digits, 16 per random word.
    fn hex(&mut self, out: &mut Vec<u8>, mut n: usize) {
        while n > 0 {
            let mut bits = self.rng.next_u64();
            for _ in 0..n.min(16) {
                out.push(HEX[(bits & 15) as usize]);
                bits >>= 4;
            }
            n = n.saturating_sub(16);
        }
    }

    /// `n` random decimal digits, 19 per random word.
    fn digits(&mut self, out: &mut Vec<u8>, mut n: usize) {
        while n > 0 {
            let mut v = self.rng.next_u64();
            for _ in 0..n.min(19) {
                out.push(b'0' + (v % 10) as u8);
                v /= 10;
            }
            n = n.saturating_sub(19);
        }
    }

    /// `n` words from [`WORDS`] joined by `sep`, 4 bits of one random word each.
    fn words(&mut self, out: &mut Vec<u8>, n: usize, sep: u8) {
        debug_assert!(n <= 16);
        let mut bits = self.rng.next_u64();
        for i in 0..n {
            if i > 0 {
                out.push(sep);
            }
            out.extend_from_slice(WORDS[(bits & 15) as usize].as_bytes());
            bits >>= 4;
        }
    }
}
