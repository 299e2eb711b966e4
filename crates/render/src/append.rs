//! Appending short byte strings (keys, numbers) without a call to `memcpy` for each.

/// Appends `bytes` to `out`. Up to 16 bytes are copied as two overlapping words (or halves,
/// or single bytes), which is cheaper than a library call for the few bytes of a key or a
/// number; longer slices take `extend_from_slice`.
#[inline(always)]
pub(crate) fn append(out: &mut Vec<u8>, bytes: &[u8]) {
    let len = bytes.len();
    if len > 16 {
        out.extend_from_slice(bytes);
        return;
    }
    out.reserve(16);
    let at = out.len();
    let src = bytes.as_ptr();
    // SAFETY: `reserve(16)` made room for 16 bytes after `at`, and `len <= 16`. Each branch
    // reads only inside `bytes` (its two pieces overlap, each within `0..len`) and writes the
    // same offsets after `at`, covering `at..at + len` entirely before the length is set.
    unsafe {
        let dst = out.as_mut_ptr().add(at);
        if len >= 8 {
            dst.cast::<u64>()
                .write_unaligned(src.cast::<u64>().read_unaligned());
            dst.add(len - 8)
                .cast::<u64>()
                .write_unaligned(src.add(len - 8).cast::<u64>().read_unaligned());
        } else if len >= 4 {
            dst.cast::<u32>()
                .write_unaligned(src.cast::<u32>().read_unaligned());
            dst.add(len - 4)
                .cast::<u32>()
                .write_unaligned(src.add(len - 4).cast::<u32>().read_unaligned());
        } else {
            for i in 0..len {
                *dst.add(i) = *src.add(i);
            }
        }
        out.set_len(at + len);
    }
}

#[cfg(test)]
mod tests {
    use super::append;

    #[test]
    fn appends_every_length() {
        let source: Vec<u8> = (0..40u8).map(|i| b'A' + i).collect();
        for prefix in [0, 1, 7, 100] {
            for len in 0..=source.len() {
                let mut out = vec![b'.'; prefix];
                append(&mut out, &source[..len]);
                let mut want = vec![b'.'; prefix];
                want.extend_from_slice(&source[..len]);
                assert_eq!(out, want, "prefix {prefix}, len {len}");
            }
        }
    }
}
