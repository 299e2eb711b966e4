//! What a journal file holds, told by its first bytes, not by its name: text, or text compressed
//! with gzip or zstd (rolled FOAM journals often are), or a format folio does not read (another
//! compression, an archive). Anything else is text: stray NUL bytes or garbage in a journal are
//! bad entries, reported by line, and the rest of the file still replays.
//!
//! Compressed journals are read through well-kept decoders (flate2, zstd), never by hand: this
//! is not the hot path, and a decoder is exactly the kind of code not to own.

use std::fs::File;
use std::io::{self, BufReader, Read};
use std::path::Path;

/// How a journal's bytes are stored.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Compression {
    /// gzip (RFC 1952), several members read as one stream, as `zcat` does.
    Gzip,
    /// Zstandard frames.
    Zstd,
}

impl Compression {
    pub fn name(self) -> &'static str {
        match self {
            Compression::Gzip => "gzip",
            Compression::Zstd => "zstd",
        }
    }
}

/// What a file holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Content {
    /// Journal text, stored as it is or compressed.
    Text(Option<Compression>),
    /// A format folio does not read, named (`"xz-compressed"`, `"a zip archive"`), told by
    /// its magic bytes: replaying it would only report its bytes as bad entries.
    Unsupported(&'static str),
}

/// Formats with a magic number that are surely no journal text, and that folio does not read.
const UNSUPPORTED: &[(&[u8], &str)] = &[
    (b"\xfd7zXZ\x00", "xz-compressed"),
    (b"BZh", "bzip2-compressed"),
    (b"\x04\x22\x4d\x18", "lz4-compressed"),
    (b"PK\x03\x04", "a zip archive"),
    (b"7z\xbc\xaf\x27\x1c", "a 7z archive"),
    (b"\x89PNG\r\n\x1a\n", "a PNG image"),
    (b"%PDF-", "a PDF document"),
    (b"\x7fELF", "an executable"),
    (b"SQLite format 3\x00", "an SQLite database"),
    (b"PAR1", "a Parquet file"),
];

/// Bytes of a compressed file's start decompressed to check that it decompresses.
const SNIFF: usize = 4096;

/// The compression the first bytes of a file show, if any.
pub fn compression_of(head: &[u8]) -> Option<Compression> {
    if head.starts_with(&[0x1f, 0x8b]) {
        Some(Compression::Gzip)
    } else if head.starts_with(&[0x28, 0xb5, 0x2f, 0xfd]) {
        Some(Compression::Zstd)
    } else {
        None
    }
}

/// What `path` holds, from its first bytes (and its first few KiB decompressed, when it is
/// compressed). A compressed file whose first bytes do not decompress is an error
/// (`InvalidData`) that says it is compressed; the caller names the file.
pub fn content_of(path: &Path) -> io::Result<Content> {
    let mut head = [0u8; 16];
    let got = read_head(&mut File::open(path)?, &mut head)?;
    if let Some((_, what)) = UNSUPPORTED
        .iter()
        .find(|(magic, _)| head[..got].starts_with(magic))
    {
        return Ok(Content::Unsupported(what));
    }
    let (mut reader, compression) = open_reader(path)?;
    let mut head = Vec::with_capacity(SNIFF);
    reader
        .by_ref()
        .take(SNIFF as u64)
        .read_to_end(&mut head)
        .map_err(|e| match compression {
            Some(c) => io::Error::new(e.kind(), format!("{}-compressed, but {e}", c.name())),
            None => e,
        })?;
    Ok(Content::Text(compression))
}

/// A reader of `path`'s journal text: the file itself, or its decompressed bytes.
pub fn open_reader(path: &Path) -> io::Result<(Box<dyn Read + Send>, Option<Compression>)> {
    let mut file = File::open(path)?;
    let mut head = [0u8; 4];
    let got = read_head(&mut file, &mut head)?;
    let compression = compression_of(&head[..got]);
    // The bytes read to tell go first again, then the rest of the file: no seek, so a
    // non-seekable file would work too.
    let whole = io::Cursor::new(head[..got].to_vec()).chain(file);
    let reader: Box<dyn Read + Send> = match compression {
        None => Box::new(whole),
        Some(Compression::Gzip) => Box::new(Chunked::new(flate2::read::MultiGzDecoder::new(
            BufReader::new(whole),
        ))),
        Some(Compression::Zstd) => Box::new(Chunked::new(
            zstd::stream::read::Decoder::with_buffer(BufReader::new(whole))?,
        )),
    };
    Ok((reader, compression))
}

/// A decoder read in fixed chunks, whatever the caller asks for: so that how much text comes
/// out before a broken stream's error does not depend on the caller's read sizes (replay reads
/// blocks of any size and must give the same result for each).
struct Chunked<R> {
    inner: R,
    buf: Box<[u8]>,
    start: usize,
    end: usize,
}

impl<R: Read> Chunked<R> {
    fn new(inner: R) -> Chunked<R> {
        Chunked {
            inner,
            buf: vec![0; 64 * 1024].into_boxed_slice(),
            start: 0,
            end: 0,
        }
    }
}

impl<R: Read> Read for Chunked<R> {
    fn read(&mut self, out: &mut [u8]) -> io::Result<usize> {
        if self.start == self.end {
            self.start = 0;
            self.end = self.inner.read(&mut self.buf)?;
        }
        let n = out.len().min(self.end - self.start);
        out[..n].copy_from_slice(&self.buf[self.start..self.start + n]);
        self.start += n;
        Ok(n)
    }
}

/// Reads until `buf` is full or the file ends (a read may return fewer bytes than asked);
/// how many bytes were read.
pub(crate) fn read_head(file: &mut File, buf: &mut [u8]) -> io::Result<usize> {
    let mut got = 0;
    while got < buf.len() {
        match file.read(&mut buf[got..])? {
            0 => break,
            n => got += n,
        }
    }
    Ok(got)
}

/// A journal name may end in `.gz` or `.zst` after its `X.jrl` or `X.<n>` part: the name
/// without that ending, when there is one.
pub(crate) fn strip_compressed_suffix(name: &[u8]) -> Option<&[u8]> {
    name.strip_suffix(b".gz")
        .or_else(|| name.strip_suffix(b".zst"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write;

    #[test]
    fn told_by_content_not_name() {
        let dir = tempfile::tempdir().unwrap();
        let text = b"c({id:1})\np({id:1,a:2})\n";
        let plain = dir.path().join("x.gz");
        std::fs::write(&plain, text).unwrap();
        let gz = dir.path().join("x.jrl");
        let mut enc = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
        enc.write_all(text).unwrap();
        std::fs::write(&gz, enc.finish().unwrap()).unwrap();
        let zst = dir.path().join("x.1");
        std::fs::write(&zst, zstd::encode_all(&text[..], 1).unwrap()).unwrap();
        // NULs in a journal are bad entries of a text file, not a reason to set it aside.
        let nul = dir.path().join("x.2");
        std::fs::write(&nul, b"c({id:1})\n\0\0").unwrap();
        let xz = dir.path().join("x.3");
        std::fs::write(&xz, b"\xfd7zXZ\x00\x00\x04").unwrap();
        assert_eq!(content_of(&plain).unwrap(), Content::Text(None));
        assert_eq!(
            content_of(&gz).unwrap(),
            Content::Text(Some(Compression::Gzip))
        );
        assert_eq!(
            content_of(&zst).unwrap(),
            Content::Text(Some(Compression::Zstd))
        );
        assert_eq!(content_of(&nul).unwrap(), Content::Text(None));
        assert_eq!(
            content_of(&xz).unwrap(),
            Content::Unsupported("xz-compressed")
        );
        for path in [&plain, &gz, &zst] {
            let mut out = Vec::new();
            open_reader(path).unwrap().0.read_to_end(&mut out).unwrap();
            assert_eq!(out, text, "{}", path.display());
        }
        // Cut short: the error shows when read.
        std::fs::write(&gz, &std::fs::read(&gz).unwrap()[..12]).unwrap();
        assert!(content_of(&gz).is_err());
    }
}
