//! Reading messages off a byte stream: Content-Length framing (stdio) and one message per line
//! (TCP), both with a size limit checked before a body is held in memory.

use memchr::memchr;
use std::io::{self, BufRead, ErrorKind, Read};

/// Longest header line kept; longer lines are skipped as garbage without being held.
const MAX_HEADER_LINE: usize = 8 * 1024;

/// What a reader found next.
#[derive(Debug, PartialEq, Eq)]
pub enum Frame {
    /// One message's bytes.
    Message(Vec<u8>),
    /// A message over the limit: of `len` bytes when `whole` (announced by its header, or a
    /// whole line), else of more than `len` (a line with no end yet after `len` bytes).
    TooLarge { len: usize, whole: bool },
    /// The stream ended (between messages, or inside one: a truncated message is dropped).
    Eof,
}

/// Reads the next Content-Length framed message: header lines (`Name: value`, names in any
/// case, other headers ignored) up to an empty line, then exactly `Content-Length` bytes.
/// Lines before a `Content-Length` header that are not headers are garbage and skipped, so a
/// reader resynchronises at the next header. A body over `max` bytes is skipped unread.
pub fn read_content_length<R: BufRead>(r: &mut R, max: usize) -> io::Result<Frame> {
    match read_length(r)? {
        None => Ok(Frame::Eof),
        Some(n) => read_body(r, n, max),
    }
}

/// [`read_content_length`] for a server: an oversize message is reported as soon as its
/// header is read, and its body skipped afterwards (at the next read), so that a client that
/// announces `Content-Length: 99999999999` is answered at once, not after sending it all.
#[derive(Debug)]
pub struct ContentLengthReader<R> {
    inner: R,
    max: usize,
    /// Bytes of a reported oversize body still to pass over.
    skip: u64,
}

impl<R: BufRead> ContentLengthReader<R> {
    pub fn new(inner: R, max: usize) -> ContentLengthReader<R> {
        ContentLengthReader {
            inner,
            max,
            skip: 0,
        }
    }

    /// The next frame.
    pub fn next_frame(&mut self) -> io::Result<Frame> {
        if self.skip > 0 {
            let n = std::mem::take(&mut self.skip);
            let skipped = io::copy(&mut (&mut self.inner).take(n), &mut io::sink())?;
            if skipped < n {
                return Ok(Frame::Eof);
            }
        }
        match read_length(&mut self.inner)? {
            None => Ok(Frame::Eof),
            Some(n) if n > self.max => {
                self.skip = n as u64;
                Ok(Frame::TooLarge {
                    len: n,
                    whole: true,
                })
            }
            Some(n) => read_body(&mut self.inner, n, self.max),
        }
    }
}

/// Reads header lines up to the empty line that follows a `Content-Length`: the length, or
/// `None` at the end of the stream.
fn read_length<R: BufRead>(r: &mut R) -> io::Result<Option<usize>> {
    let mut length: Option<usize> = None;
    let mut line = Vec::new();
    loop {
        line.clear();
        match read_line(r, &mut line, MAX_HEADER_LINE)? {
            Line::Eof => return Ok(None),
            Line::TooLong => {
                length = None;
                continue;
            }
            Line::Read => {}
        }
        let text = trim_eol(&line);
        if text.is_empty() {
            match length {
                Some(n) => return Ok(Some(n)),
                None => continue,
            }
        }
        match header(text) {
            Some((name, value)) if name.eq_ignore_ascii_case(b"content-length") => {
                length = std::str::from_utf8(value)
                    .ok()
                    .and_then(|v| v.trim().parse::<usize>().ok());
            }
            Some(_) => {}
            None => length = None,
        }
    }
}

fn read_body<R: BufRead>(r: &mut R, n: usize, max: usize) -> io::Result<Frame> {
    if n > max {
        let skipped = io::copy(&mut r.by_ref().take(n as u64), &mut io::sink())?;
        if skipped < n as u64 {
            return Ok(Frame::Eof);
        }
        return Ok(Frame::TooLarge {
            len: n,
            whole: true,
        });
    }
    let mut body = vec![0; n];
    match r.read_exact(&mut body) {
        Ok(()) => Ok(Frame::Message(body)),
        Err(e) if e.kind() == ErrorKind::UnexpectedEof => Ok(Frame::Eof),
        Err(e) => Err(e),
    }
}

/// `Name: value` with a token name; `None` for anything else.
fn header(line: &[u8]) -> Option<(&[u8], &[u8])> {
    let colon = memchr(b':', line)?;
    let name = &line[..colon];
    let token = |b: &u8| b.is_ascii_alphanumeric() || b"!#$%&'*+-.^_`|~".contains(b);
    (!name.is_empty() && name.iter().all(token)).then(|| (name, &line[colon + 1..]))
}

fn trim_eol(line: &[u8]) -> &[u8] {
    let line = line.strip_suffix(b"\n").unwrap_or(line);
    line.strip_suffix(b"\r").unwrap_or(line)
}

enum Line {
    Read,
    /// Over the limit: consumed up to its end, not kept.
    TooLong,
    Eof,
}

/// Reads one line (through `\n` or the end) into `out`, holding at most `limit` bytes.
fn read_line<R: BufRead>(r: &mut R, out: &mut Vec<u8>, limit: usize) -> io::Result<Line> {
    let mut too_long = false;
    let mut any = false;
    loop {
        let buf = match r.fill_buf() {
            Ok(buf) => buf,
            Err(e) if e.kind() == ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if buf.is_empty() {
            return Ok(match (any, too_long) {
                (false, _) => Line::Eof,
                (true, true) => Line::TooLong,
                (true, false) => Line::Read,
            });
        }
        any = true;
        let (chunk, done) = match memchr(b'\n', buf) {
            Some(i) => (&buf[..=i], true),
            None => (buf, false),
        };
        let used = chunk.len();
        if !too_long && out.len() + used <= limit {
            out.extend_from_slice(chunk);
        } else {
            too_long = true;
            out.clear();
        }
        r.consume(used);
        if done {
            return Ok(if too_long { Line::TooLong } else { Line::Read });
        }
    }
}

/// Reads messages one per line (`\n`, with an optional `\r` before it) from a stream that may
/// time out (a socket with a read timeout), keeping a partial line across timeouts.
#[derive(Debug)]
pub struct LineReader<R> {
    inner: R,
    /// Bytes read; those before `start` were returned already.
    pending: Vec<u8>,
    /// Where the line not yet returned starts in `pending`.
    start: usize,
    /// Bytes of `pending` already searched for a newline.
    searched: usize,
    max: usize,
    /// What one read fills, allocated (and zeroed) once: a 64 KiB array zeroed on the stack at
    /// every call cost the reading thread of a pipelined connection a fifth of its time, for
    /// lines that were already in `pending`.
    chunk: Box<[u8]>,
    /// The last read found nothing to read (`WouldBlock` or a timeout).
    starved: bool,
    /// The last read brought less than it could take: the stream held no more then.
    short: bool,
}

/// What [`LineReader::read_line`] found.
#[derive(Debug, PartialEq, Eq)]
pub enum LineFrame {
    Frame(Frame),
    /// No whole line yet: the read timed out, or brought only part of a line; call again.
    Idle,
}

impl<R: Read> LineReader<R> {
    pub fn new(inner: R, max: usize) -> LineReader<R> {
        LineReader {
            inner,
            pending: Vec::new(),
            start: 0,
            searched: 0,
            max,
            chunk: vec![0; 64 * 1024].into_boxed_slice(),
            starved: false,
            short: false,
        }
    }

    /// The stream read from.
    pub fn get_ref(&self) -> &R {
        &self.inner
    }

    /// The stream read from, to register it with a poller.
    pub fn get_mut(&mut self) -> &mut R {
        &mut self.inner
    }

    /// Whether the last read found nothing to read: on a non-blocking stream, an `Idle` that
    /// is not starved only means part of a line came, and another call may bring the rest.
    pub fn starved(&self) -> bool {
        self.starved
    }

    /// Says the stream may hold bytes the last read did not find (a readiness event came
    /// since): [`drained`](LineReader::drained) is false until the next read. Without this, the
    /// lines left of an earlier short read, taken later, would say drained of a stream that
    /// has since filled, and an edge-triggered caller would wait for an event already spent.
    pub fn may_hold_more(&mut self) {
        self.short = false;
        self.starved = false;
    }

    /// Whether the last read took all the stream held then (it found nothing, or brought less
    /// than it could take) and no whole line is left of it. On a socket polled edge-triggered
    /// (epoll), bytes that arrive after that read raise a new event, so the caller can wait
    /// for it instead of reading once more to find nothing; but not the end of the stream if
    /// it came before that read: a caller told of it (`EPOLLRDHUP`) reads on to the end.
    pub fn drained(&self) -> bool {
        (self.starved || self.short) && memchr(b'\n', &self.pending[self.searched..]).is_none()
    }

    /// The next non-blank line. A line over `max` bytes is `TooLarge` (the caller closes the
    /// connection: the rest of the line is never read). At the end of the stream a last line
    /// without a newline still counts. A read that brought bytes but no whole line is `Idle`
    /// too, so that a client trickling a line byte by byte cannot keep the caller from
    /// looking at its deadlines.
    pub fn read_line(&mut self) -> io::Result<LineFrame> {
        let mut read_some = false;
        loop {
            if let Some(i) = memchr(b'\n', &self.pending[self.searched..]) {
                let end = self.searched + i;
                // The lines a read brought are taken in place, one after another; the bytes
                // before them go at the next read, not at each line.
                let mut line = self.pending[self.start..end].to_vec();
                self.start = end + 1;
                self.searched = self.start;
                if line.last() == Some(&b'\r') {
                    line.pop();
                }
                if line.len() > self.max {
                    return Ok(LineFrame::Frame(Frame::TooLarge {
                        len: line.len(),
                        whole: true,
                    }));
                }
                if line.iter().all(u8::is_ascii_whitespace) {
                    continue;
                }
                return Ok(LineFrame::Frame(Frame::Message(line)));
            }
            self.searched = self.pending.len();
            let unfinished = self.pending.len() - self.start;
            if unfinished > self.max {
                return Ok(LineFrame::Frame(Frame::TooLarge {
                    len: unfinished,
                    whole: false,
                }));
            }
            if read_some {
                return Ok(LineFrame::Idle);
            }
            read_some = true;
            if self.start > 0 {
                self.pending.drain(..self.start);
                self.searched -= self.start;
                self.start = 0;
            }
            let read = self.inner.read(&mut self.chunk);
            self.short = matches!(&read, Ok(n) if *n < self.chunk.len());
            self.starved = matches!(&read, Err(e) if matches!(e.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut));
            match read {
                Ok(0) => {
                    let rest = std::mem::take(&mut self.pending);
                    self.searched = 0;
                    if rest.iter().all(u8::is_ascii_whitespace) {
                        return Ok(LineFrame::Frame(Frame::Eof));
                    }
                    return Ok(LineFrame::Frame(Frame::Message(rest)));
                }
                Ok(n) => self.pending.extend_from_slice(&self.chunk[..n]),
                Err(e) if e.kind() == ErrorKind::Interrupted => {}
                Err(e) if matches!(e.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut) => {
                    return Ok(LineFrame::Idle)
                }
                Err(e) => return Err(e),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn frames(input: &[u8], max: usize) -> Vec<Frame> {
        let mut r = io::BufReader::with_capacity(7, input);
        let mut out = Vec::new();
        loop {
            let f = read_content_length(&mut r, max).unwrap();
            let end = f == Frame::Eof;
            out.push(f);
            if end {
                return out;
            }
        }
    }

    #[test]
    fn content_length_framing() {
        let msg = |s: &str| Frame::Message(s.as_bytes().to_vec());
        let input = b"Content-Length: 2\r\n\r\n{}content-length:3\r\nContent-Type: x\r\n\r\n[1]\
garbage line\r\nCONTENT-LENGTH: 99\r\n\r\n0123456789\
more garbage\nContent-Length: 1\n\n7Content-Length: 5\r\n\r\nab";
        assert_eq!(
            frames(input, 8),
            vec![
                msg("{}"),
                msg("[1]"),
                Frame::Eof, // 99 announced, fewer bytes before the end
            ]
        );
        let input = b"Content-Length: 10\r\n\r\n0123456789Content-Length: 1\r\n\r\n7";
        assert_eq!(
            frames(input, 8),
            vec![
                Frame::TooLarge {
                    len: 10,
                    whole: true
                },
                msg("7"),
                Frame::Eof
            ]
        );
        let input = b"junk\r\n\r\nX-Junk\r\nContent-Length: 1\r\n\r\n7";
        assert_eq!(frames(input, 8), vec![msg("7"), Frame::Eof]);
        // A garbage line between Content-Length and the blank line drops the header.
        let input = b"Content-Length: 1\r\nnot a header\r\n\r\nContent-Length: 1\r\n\r\n8";
        assert_eq!(frames(input, 8), vec![msg("8"), Frame::Eof]);
        // An endless header line is never held whole.
        let mut long = vec![b'x'; 100_000];
        long.extend_from_slice(b"\r\nContent-Length: 1\r\n\r\n9");
        assert_eq!(frames(&long, 8), vec![msg("9"), Frame::Eof]);
    }

    #[test]
    fn lines() {
        let mut r = LineReader::new(&b"{\"a\":1}\r\n\n  \n[2]\n0123456789\n"[..], 8);
        let mut got = Vec::new();
        loop {
            match r.read_line().unwrap() {
                LineFrame::Frame(Frame::Eof) => break,
                LineFrame::Frame(f) => got.push(f),
                LineFrame::Idle => unreachable!("a slice never times out"),
            }
        }
        assert_eq!(
            got,
            vec![
                Frame::Message(b"{\"a\":1}".to_vec()),
                Frame::Message(b"[2]".to_vec()),
                Frame::TooLarge {
                    len: 10,
                    whole: true
                },
            ]
        );
    }

    /// A read that brought less than it could take, once its whole lines are taken, leaves the
    /// reader drained; a line left, or a read that filled the buffer, does not.
    #[test]
    fn drained_once_a_short_reads_lines_are_taken() {
        let mut r = LineReader::new(&b"[1]\n[2]\n[3"[..], 64);
        assert!(!r.drained(), "nothing read yet");
        assert_eq!(
            r.read_line().unwrap(),
            LineFrame::Frame(Frame::Message(b"[1]".to_vec()))
        );
        assert!(!r.drained(), "[2] is left");
        assert_eq!(
            r.read_line().unwrap(),
            LineFrame::Frame(Frame::Message(b"[2]".to_vec()))
        );
        assert!(
            r.drained(),
            "only part of a line is left, and the read was short"
        );
        // A readiness event since the read: the stream may have filled again.
        let mut r = LineReader::new(&b"[1]\n[2]\n"[..], 64);
        r.read_line().unwrap();
        r.may_hold_more();
        r.read_line().unwrap();
        assert!(!r.drained(), "an event came after the short read");
        let full = vec![b'\n'; 64 * 1024 + 10];
        let mut r = LineReader::new(&full[..], 64);
        let mut whole = b"[1]".to_vec();
        whole.extend_from_slice(&full);
        let mut r2 = LineReader::new(&whole[..], 64);
        assert_eq!(
            r2.read_line().unwrap(),
            LineFrame::Frame(Frame::Message(b"[1]".to_vec()))
        );
        assert!(!r2.drained(), "the read filled the buffer: more may wait");
        assert_eq!(r.read_line().unwrap(), LineFrame::Idle);
        assert!(!r.drained(), "a full read of blank lines: more may wait");
    }

    /// A reader that gives at most `n` bytes a read.
    struct Chunked<'a>(&'a [u8], usize);

    impl Read for Chunked<'_> {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            let n = self.1.min(buf.len()).min(self.0.len());
            buf[..n].copy_from_slice(&self.0[..n]);
            self.0 = &self.0[n..];
            Ok(n)
        }
    }

    /// However the bytes arrive, one at a time or many lines at once, the lines come out
    /// whole, in order, each once: the non-blank ones, without their `\r\n`, a last one
    /// without a newline too.
    #[test]
    fn lines_come_out_whole_however_the_bytes_arrive() {
        let mut input = Vec::new();
        let mut want = Vec::new();
        for i in 0..300 {
            let line = format!("{{\"n\":{i},\"pad\":\"{}\"}}", "x".repeat(i % 97));
            input.extend_from_slice(line.as_bytes());
            input.extend_from_slice(if i % 3 == 0 { b"\r\n" } else { b"\n" });
            if i % 50 == 0 {
                input.extend_from_slice(b"  \n\n");
            }
            want.push(line.into_bytes());
        }
        input.extend_from_slice(b"last");
        want.push(b"last".to_vec());
        for chunk in [1, 2, 7, 100, 4096, 1 << 20] {
            let mut r = LineReader::new(Chunked(&input, chunk), 1000);
            let mut got = Vec::new();
            loop {
                match r.read_line().unwrap() {
                    LineFrame::Frame(Frame::Eof) => break,
                    LineFrame::Frame(Frame::Message(line)) => {
                        let end = line == b"last";
                        got.push(line);
                        if end {
                            break;
                        }
                    }
                    LineFrame::Frame(other) => panic!("{other:?}"),
                    LineFrame::Idle => {}
                }
            }
            assert!(got == want, "reads of {chunk} bytes: {} lines", got.len());
        }
    }

    #[test]
    fn an_oversize_message_is_reported_before_its_body_arrives() {
        // Only the header: the old reader waited for 99999999999 bytes before a word.
        let mut r = ContentLengthReader::new(&b"Content-Length: 99999999999\r\n\r\n"[..], 100);
        assert_eq!(
            r.next_frame().unwrap(),
            Frame::TooLarge {
                len: 99_999_999_999,
                whole: true
            }
        );
        assert_eq!(r.next_frame().unwrap(), Frame::Eof);
        // Its body is passed over, and the next message reads whole.
        let input = b"Content-Length: 10\r\n\r\n0123456789Content-Length: 1\r\n\r\n7";
        let mut r = ContentLengthReader::new(&input[..], 5);
        let mut got = Vec::new();
        loop {
            match r.next_frame().unwrap() {
                Frame::Eof => break,
                f => got.push(f),
            }
        }
        assert_eq!(
            got,
            vec![
                Frame::TooLarge {
                    len: 10,
                    whole: true
                },
                Frame::Message(b"7".to_vec())
            ]
        );
    }
}
