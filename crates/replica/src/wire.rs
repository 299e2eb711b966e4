//! The replication protocol's messages (docs/replication.md, "On the wire"): one JSON object
//! per line, an `append` followed by its bytes, raw. Bounded on both sides: a line over
//! [`MAX_LINE`] (the hello's first line: [`MAX_HELLO`]) or bytes over [`MAX_APPEND`] end the
//! connection.

use serde::{Deserialize, Serialize};
use std::io::{self, BufRead, Read, Write};

/// The protocol's version, sent in the follower's hello. 2: the hello carries the token
/// alone; what the copy holds (`holds`) follows the leader's welcome.
pub const PROTOCOL: u32 = 2;
/// The longest line either side reads: a `holds` naming many files fits.
pub const MAX_LINE: u64 = 16 << 20;
/// The longest hello a leader reads: a protocol and a token, read before anything else.
pub const MAX_HELLO: u64 = 4 << 10;
/// The most bytes one `append` carries.
pub const MAX_APPEND: u64 = 1 << 20;

/// A follower's messages.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum ToLeader {
    /// The first message: the protocol and the token (when the leader has one). At most
    /// [`MAX_HELLO`] bytes, so a leader reads little before it knows who speaks.
    Hello {
        protocol: u32,
        #[serde(default)]
        token: Option<String>,
    },
    /// The second message, sent once the leader's welcome is read: what the copy holds.
    Holds { daos: Vec<WireDao> },
    /// The copy holds (durably) and has applied this many bytes over all files.
    Applied { bytes: u64 },
}

/// A DAO of a copy's position.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WireDao {
    pub dao: String,
    pub files: Vec<WireFile>,
}

/// A file of a copy's position: its name relative to the root, length and XXH3-64 of those
/// bytes (hex).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WireFile {
    pub name: String,
    pub len: u64,
    pub hash: String,
}

/// A leader's messages.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum ToFollower {
    /// The hello is taken: the follower says what its copy holds, then bytes follow.
    Welcome { daos: usize },
    /// The hello is not taken (a wrong token, too many followers): the leader closes.
    Refused { reason: String },
    /// `len` raw bytes follow the line: append them to `name` (relative to the root), which
    /// holds exactly `at` bytes; `staged`: to the file of a resync under way.
    Append {
        name: String,
        at: u64,
        len: u64,
        #[serde(default)]
        staged: bool,
    },
    /// The DAO's files are shipped whole (staged) and swapped in, for `why`.
    Resync { dao: String, why: String },
    /// The resync of `dao` is shipped: its files are now `files`, in replay order.
    Resynced { dao: String, files: Vec<String> },
    /// A round is shipped: the leader holds `bytes` durable bytes over all files, and sees
    /// this follower `lag_bytes` and `lag_ms` behind. Sent at least once a second.
    Durable {
        bytes: u64,
        lag_bytes: u64,
        lag_ms: u64,
    },
}

/// Writes `message` as one line, then `payload`.
pub fn send<T: Serialize>(out: &mut impl Write, message: &T, payload: &[u8]) -> io::Result<()> {
    let mut line = serde_json::to_vec(message).map_err(io::Error::other)?;
    line.push(b'\n');
    out.write_all(&line)?;
    out.write_all(payload)
}

/// Reads one message line; `None` at a clean end of the stream.
pub fn receive<T: for<'de> Deserialize<'de>>(input: &mut impl BufRead) -> io::Result<Option<T>> {
    receive_at_most(input, MAX_LINE)
}

/// Reads one message line of at most `max` bytes; `None` at a clean end of the stream.
pub fn receive_at_most<T: for<'de> Deserialize<'de>>(
    input: &mut impl BufRead,
    max: u64,
) -> io::Result<Option<T>> {
    let mut line = Vec::new();
    input.take(max + 1).read_until(b'\n', &mut line)?;
    if line.is_empty() {
        return Ok(None);
    }
    if line.last() != Some(&b'\n') {
        // A cut connection is not a peer's fault: told apart from a line too long.
        let (kind, why) = match line.len() as u64 > max {
            true => (
                io::ErrorKind::InvalidData,
                format!("a line over {max} bytes"),
            ),
            false => (
                io::ErrorKind::UnexpectedEof,
                "a line cut short by the end of the stream".to_owned(),
            ),
        };
        return Err(io::Error::new(kind, why));
    }
    serde_json::from_slice(&line)
        .map(Some)
        .map_err(|e| io::Error::new(io::ErrorKind::InvalidData, format!("not a message: {e}")))
}

/// Reads the `len` bytes that follow an `append`.
pub fn receive_bytes(input: &mut impl Read, len: u64, buf: &mut Vec<u8>) -> io::Result<()> {
    if len > MAX_APPEND {
        return Err(io::Error::new(
            io::ErrorKind::InvalidData,
            format!("an append of {len} bytes, over the {MAX_APPEND} allowed"),
        ));
    }
    buf.resize(len as usize, 0);
    input.read_exact(buf)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_read_back_and_bad_lines_are_errors() {
        let mut out = Vec::new();
        let append = ToFollower::Append {
            name: "a/u".into(),
            at: 3,
            len: 2,
            staged: false,
        };
        send(&mut out, &append, b"xy").unwrap();
        let mut input = &out[..];
        assert_eq!(receive::<ToFollower>(&mut input).unwrap(), Some(append));
        let mut bytes = Vec::new();
        receive_bytes(&mut input, 2, &mut bytes).unwrap();
        assert_eq!(bytes, b"xy");
        assert_eq!(receive::<ToFollower>(&mut input).unwrap(), None);
        for bad in [&b"{\"append\":{}}\n"[..], b"{\"durable\":1", b"nonsense\n"] {
            let mut input = bad;
            assert!(receive::<ToFollower>(&mut input).is_err(), "{bad:?}");
        }
        assert!(receive_bytes(&mut &b""[..], MAX_APPEND + 1, &mut bytes).is_err());
    }

    #[test]
    fn a_hello_is_read_only_to_its_bound() {
        let token = "t".repeat(MAX_HELLO as usize);
        let hello = ToLeader::Hello {
            protocol: PROTOCOL,
            token: Some(token),
        };
        let mut out = Vec::new();
        send(&mut out, &hello, b"").unwrap();
        out.extend(std::iter::repeat_n(b'x', 1 << 20));
        let mut input = std::io::BufReader::new(&out[..]);
        let refused = receive_at_most::<ToLeader>(&mut input, MAX_HELLO).unwrap_err();
        assert!(refused.to_string().contains("over 4096 bytes"), "{refused}");
        // Read no further than the bound and the reader's one buffer.
        assert!(input.into_inner().len() > out.len() - (64 << 10));
    }
}
