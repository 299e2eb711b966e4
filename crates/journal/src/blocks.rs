//! Reading a journal file in blocks, so replay holds a bounded slice of a file in memory, not
//! the file: a block ends at a line end, and a multi-line entry cut by the block's end is
//! carried over to the next block whole.
//!
//! A compressed journal (gzip or zstd, told by its first bytes: [`crate::content`]) is read
//! decompressed; offsets and lines count its text. Opening one at an offset decompresses from
//! the start up to there, so readers should not hop around one ([`Blocks::seekable`]).

use std::fs::File;
use std::io::{Read, Seek, SeekFrom};
use std::path::Path;

use crate::content::{compression_of, open_reader, read_head, Compression};

/// Bytes read per block by default. Large enough that reads are few (a thousand entries of the
/// benchmark journal per block), small next to any store: 16 MiB read no faster and added 12 MB
/// to a 1M-entry replay's peak RSS.
pub const DEFAULT_BLOCK: usize = 4 << 20;

/// The most text a compressed journal may hold without a line end (or in one multi-line
/// entry): past it the file is read as broken there. A plain file is bounded by its size; a
/// compressed one is not (a decompression bomb), so this bounds the memory a reader holds.
pub const MAX_UNENDED_TEXT: usize = 64 << 20;

/// A file read block by block.
pub struct Blocks {
    source: Box<dyn Read + Send>,
    /// Whether opening the file at an offset is cheap (a plain file: a seek), rather than a
    /// decompression from the start.
    seekable: bool,
    /// How the file is compressed, to name it in read errors.
    compression: Option<Compression>,
    /// A compressed file whose stream broke: the text before the break is read as the file's
    /// end, and this says what broke, for the reader to report as a bad entry
    /// ([`take_broken`](Blocks::take_broken)). A journal's damage loses only what is damaged.
    broken: Option<std::io::Error>,
    buf: Vec<u8>,
    /// The file offset of `buf[0]`.
    offset: u64,
    /// Lines of the file before `buf[0]`.
    lines: u32,
    /// How much to read next: one block, more while one entry does not fit.
    want: usize,
    /// One block's size.
    block: usize,
    eof: bool,
    /// The end in `buf` of the block `next_block` returned and `consume` has not yet dropped.
    ready: Option<usize>,
}

impl std::fmt::Debug for Blocks {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Blocks")
            .field("seekable", &self.seekable)
            .field("offset", &self.offset)
            .field("lines", &self.lines)
            .field("buffered", &self.buf.len())
            .field("eof", &self.eof)
            .finish_non_exhaustive()
    }
}

/// One block: complete lines from `offset` on.
#[derive(Debug)]
pub struct Block<'a> {
    /// Whole lines (the last one may lack its line end only when the block ends the file).
    pub bytes: &'a [u8],
    /// The file offset of `bytes[0]`.
    pub offset: u64,
    /// Lines of the file before `bytes[0]` (add to block-relative line numbers).
    pub lines: u32,
    /// Whether the block runs to the end of the file.
    pub last: bool,
}

impl Blocks {
    /// Reads `path` from its start, about `block` bytes at a time.
    pub fn open(path: &Path, block: usize) -> std::io::Result<Blocks> {
        Blocks::open_at(path, block, 0)
    }

    /// Reads `path` from byte `offset` on (which must start a line).
    pub fn open_at(path: &Path, block: usize, offset: u64) -> std::io::Result<Blocks> {
        Blocks::open_at_with(path, block, offset, Vec::new())
    }

    /// [`open_at`](Self::open_at) reading into `buf` (its bytes are dropped, its room kept),
    /// so that readers taking turns over one file reuse one another's buffers
    /// ([`into_buffer`](Self::into_buffer)).
    pub fn open_at_with(
        path: &Path,
        block: usize,
        offset: u64,
        mut buf: Vec<u8>,
    ) -> std::io::Result<Blocks> {
        let block = block.max(1);
        let mut file = File::open(path)?;
        let mut head = [0u8; 4];
        let got = read_head(&mut file, &mut head)?;
        let compression = compression_of(&head[..got]);
        let (source, seekable): (Box<dyn Read + Send>, bool) = match compression {
            None => {
                file.seek(SeekFrom::Start(offset))?;
                (Box::new(file), true)
            }
            Some(_) => {
                drop(file);
                let (mut reader, _) = open_reader(path)?;
                let skipped = std::io::copy(&mut (&mut reader).take(offset), &mut std::io::sink())?;
                if skipped < offset {
                    return Err(std::io::Error::new(
                        std::io::ErrorKind::UnexpectedEof,
                        "the offset is past the end of the decompressed journal",
                    ));
                }
                (reader, false)
            }
        };
        buf.clear();
        Ok(Blocks {
            source,
            seekable,
            compression,
            broken: None,
            buf,
            offset,
            lines: 0,
            want: block,
            block,
            eof: false,
            ready: None,
        })
    }

    /// Reads the file as if it ended at `end` (an offset of its text, at a line end): no byte
    /// at or past it is read. For a replay of exactly the bytes a snapshot is to cover while
    /// the journal is still appended to. Call it before the first block is read.
    pub fn until(mut self, end: u64) -> Blocks {
        debug_assert!(self.buf.is_empty() && self.ready.is_none());
        let left = end.saturating_sub(self.offset);
        let source = std::mem::replace(&mut self.source, Box::new(std::io::empty()));
        self.source = Box::new(source.take(left));
        self
    }

    /// Whether the file is stored as it is, so that opening it again at an offset costs a seek;
    /// `false` for a compressed file, which must be decompressed up to there.
    pub fn seekable(&self) -> bool {
        self.seekable
    }

    /// A read error of a compressed file, saying so and how much text was read before it.
    #[cold]
    fn named(&self, e: std::io::Error, buffered: usize) -> std::io::Error {
        match self.compression {
            None => e,
            Some(c) => std::io::Error::new(
                e.kind(),
                format!(
                    "{}-compressed, but {e} after {} bytes of text",
                    c.name(),
                    self.offset + buffered as u64
                ),
            ),
        }
    }

    /// Where a compressed file's stream broke, once the text before the break is read (then
    /// `None`): the reader reports it as one bad entry after the file's last line.
    pub fn take_broken(&mut self) -> Option<std::io::Error> {
        self.broken.take()
    }

    /// Lines dropped by [`consume`](Self::consume) so far.
    pub fn lines(&self) -> u32 {
        self.lines
    }

    /// The reader's buffer, for another reader to read into.
    pub fn into_buffer(self) -> Vec<u8> {
        self.buf
    }

    /// The next block, or `None` at the end of the file. The caller frames it and then calls
    /// [`consume`](Self::consume) with how much it used; until then, calling it again returns
    /// the same block without reading (so a block can be read ahead of its use).
    pub fn next_block(&mut self) -> std::io::Result<Option<Block<'_>>> {
        let end = match self.ready {
            Some(end) => end,
            None => match self.read()? {
                Some(end) => end,
                None => return Ok(None),
            },
        };
        self.ready = Some(end);
        Ok(Some(Block {
            bytes: &self.buf[..end],
            offset: self.offset,
            lines: self.lines,
            last: self.eof,
        }))
    }

    /// Reads until `buf` holds a whole line (or the rest of the file); the end of the block.
    fn read(&mut self) -> std::io::Result<Option<usize>> {
        loop {
            if !self.eof && self.compression.is_some() && self.buf.len() >= MAX_UNENDED_TEXT {
                // A few KiB of zstd can expand to gigabytes of one line: stop there, as at a
                // break, rather than hold it. Journal entries are KiB, not tens of MiB.
                self.broken = Some(std::io::Error::new(
                    std::io::ErrorKind::InvalidData,
                    format!(
                        "{}-compressed, and one entry runs past {} MiB of text once \
                         decompressed, after {} bytes of text",
                        self.compression.map_or("", Compression::name),
                        MAX_UNENDED_TEXT >> 20,
                        self.offset
                    ),
                ));
                self.eof = true;
            }
            if !self.eof {
                // A compressed file's unended text never grows past the bound.
                let want = match self.compression {
                    Some(_) => self.want.min(MAX_UNENDED_TEXT - self.buf.len()),
                    None => self.want,
                };
                let got = match (&mut self.source)
                    .take(want as u64)
                    .read_to_end(&mut self.buf)
                {
                    Ok(got) => got,
                    // A broken compressed stream ends the text where it broke (what was read
                    // before the error stays in `buf`); an I/O error of a plain file is one.
                    Err(e) if self.compression.is_some() => {
                        self.broken = Some(self.named(e, self.buf.len()));
                        self.eof = true;
                        0
                    }
                    Err(e) => return Err(e),
                };
                if !self.eof {
                    self.eof = got < want;
                }
            }
            if self.buf.is_empty() {
                return Ok(None);
            }
            let end = if self.eof {
                self.buf.len()
            } else {
                line_end(&self.buf)
            };
            if end == 0 {
                // Not one whole line yet: read more.
                self.want = self.want.saturating_mul(2);
                continue;
            }
            return Ok(Some(end));
        }
    }

    /// Drops the first `used` bytes of the block, which held `lines` lines. `used == 0` means
    /// one entry fills the whole block: the next block reads twice as much.
    pub fn consume(&mut self, used: usize, lines: u32) {
        self.ready = None;
        if used == 0 {
            self.want = self.want.saturating_mul(2);
            return;
        }
        self.buf.drain(..used);
        self.offset += used as u64;
        self.lines += lines;
        self.want = self.block;
    }
}

/// The end of the last whole line in `buf`, which does not end the file: just past its last
/// line end. A final `\r` does not count, since a `\n` may follow it in the next read.
fn line_end(buf: &[u8]) -> usize {
    let search = match buf.last() {
        Some(b'\r') => &buf[..buf.len() - 1],
        _ => buf,
    };
    memchr::memrchr2(b'\n', b'\r', search).map_or(0, |i| i + 1)
}

#[cfg(test)]
mod tests {
    use super::{line_end, Blocks};

    #[test]
    fn a_block_is_read_once_and_a_reader_can_start_where_another_stopped() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("j");
        std::fs::write(&path, "aa\nbb\ncc\n").unwrap();
        let mut first = Blocks::open(&path, 4).unwrap();
        let block = first.next_block().unwrap().unwrap();
        assert_eq!(
            (block.bytes, block.offset, block.last),
            (&b"aa\n"[..], 0, false)
        );
        // Asked again before `consume`: the same block, nothing more read.
        let again = first.next_block().unwrap().unwrap();
        assert_eq!((again.bytes, again.offset), (&b"aa\n"[..], 0));
        let buf = first.into_buffer();
        assert!(buf.capacity() >= 4);
        let mut second = Blocks::open_at_with(&path, 16, 3, buf).unwrap();
        let block = second.next_block().unwrap().unwrap();
        assert_eq!(
            (block.bytes, block.offset, block.last),
            (&b"bb\ncc\n"[..], 3, true)
        );
        second.consume(6, 2);
        assert!(second.next_block().unwrap().is_none());
    }

    #[test]
    fn a_reader_until_an_offset_reads_nothing_past_it() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("j");
        std::fs::write(&path, "aa\nbb\ncc\n").unwrap();
        let mut blocks = Blocks::open_at(&path, 2, 3).unwrap().until(6);
        let block = blocks.next_block().unwrap().unwrap();
        assert_eq!((block.bytes, block.last), (&b"bb\n"[..], true));
        blocks.consume(3, 1);
        assert!(blocks.next_block().unwrap().is_none());
    }

    #[test]
    fn line_ends() {
        assert_eq!(line_end(b""), 0);
        assert_eq!(line_end(b"abc"), 0);
        assert_eq!(line_end(b"a\nbc"), 2);
        assert_eq!(line_end(b"a\r\nb"), 3);
        assert_eq!(line_end(b"a\rb"), 2);
        assert_eq!(line_end(b"a\nb\r"), 2);
        assert_eq!(line_end(b"a\r"), 0);
    }
}
