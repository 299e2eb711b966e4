#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| folio_fuzz::snapshot_open(data));
