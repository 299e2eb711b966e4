//! What a journal file holds, told by its first bytes, not by its name: text, or text compressed
//! with gzip or zstd (rolled FOAM journals often are), or something that is no journal at all.
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
    /// Not text: a NUL byte among its first bytes (after decompressing, for a compressed file).
    /// Journals are text, and no line of one holds a NUL.
    Binary(Option<Compression>),
}

/// Bytes of a file's start looked at for a NUL.
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

/// What `path` holds, from its first few KiB (decompressed when compressed). A compressed file
/// whose first bytes do not decompress is an error (`InvalidData`), named by the caller.
pub fn content_of(path: &Path) -> io::Result<Content> {
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
    Ok(match memchr::memchr(0, &head) {
        Some(_) => Content::Binary(compression),
        None => Content::Text(compression),
    })
}

/// A reader of `path`'s journal text: the file itself, or its decompressed bytes.
pub fn open_reader(path: &Path) -> io::Result<(Box<dyn Read + Send>, Option<Compression>)> {
    let mut file = File::open(path)?;
    let mut head = [0u8; 4];
    let mut got = 0;
    while got < head.len() {
        match file.read(&mut head[got..])? {
            0 => break,
            n => got += n,
        }
    }
    let compression = compression_of(&head[..got]);
    // The bytes read to tell go first again, then the rest of the file: no seek, so a
    // non-seekable file would work too.
    let whole = io::Cursor::new(head[..got].to_vec()).chain(file);
    let reader: Box<dyn Read + Send> = match compression {
        None => Box::new(whole),
        Some(Compression::Gzip) => {
            Box::new(flate2::read::MultiGzDecoder::new(BufReader::new(whole)))
        }
        Some(Compression::Zstd) => Box::new(zstd::stream::read::Decoder::with_buffer(
            BufReader::new(whole),
        )?),
    };
    Ok((reader, compression))
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
        let bin = dir.path().join("x.2");
        std::fs::write(&bin, b"c({id:1})\n\0\0").unwrap();
        assert_eq!(content_of(&plain).unwrap(), Content::Text(None));
        assert_eq!(
            content_of(&gz).unwrap(),
            Content::Text(Some(Compression::Gzip))
        );
        assert_eq!(
            content_of(&zst).unwrap(),
            Content::Text(Some(Compression::Zstd))
        );
        assert_eq!(content_of(&bin).unwrap(), Content::Binary(None));
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
