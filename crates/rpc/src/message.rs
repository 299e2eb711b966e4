//! The JSON-RPC 2.0 rules for one message: single requests, batches, notifications, the
//! standard errors, ids echoed byte for byte. Transports hand it a message's bytes and write
//! back what it answers; methods are behind the [`Methods`] trait.

use crate::error::{Kind, RpcError, INVALID_REQUEST, METHOD_NOT_FOUND, PARSE_ERROR};
use crate::metrics::Metrics;
use serde::{Deserialize, Deserializer};
use serde_json::value::RawValue;
use std::borrow::Cow;
use std::time::Instant;

/// Batches with more entries are refused whole.
pub const MAX_BATCH: usize = 1000;

/// Bytes a batch's answers may take: once its answers pass this, its later requests are not
/// run but answered `too_large`, so a batch of large answers (1,000 `select`s) holds at most
/// this plus one answer.
pub const MAX_BATCH_ANSWER: usize = 64 << 20;

/// A table of methods.
pub trait Methods: Send + Sync {
    /// Names of the methods, for metrics labels (an unknown name is counted under `other`).
    fn names(&self) -> &'static [&'static str];

    /// Runs `method` with `params` (raw, not yet decoded: each method decodes them once into
    /// what it needs) and writes its result as JSON to `out`. An unknown method is
    /// `METHOD_NOT_FOUND`. On error, what was written to `out` is discarded.
    fn call(
        &self,
        method: &str,
        params: Option<&RawValue>,
        out: &mut Vec<u8>,
    ) -> Result<(), RpcError>;

    /// Starts `method` when its answer waits for work that later calls can share (a write
    /// waiting for its fsync): the rest of the call, to run before any later message of the
    /// connection is handled. `None` (the default): the method is run whole by `call`.
    fn begin(&self, _method: &str, _params: Option<&RawValue>) -> Option<Finish> {
        None
    }

    /// Whether [`begin`](Methods::begin) may start `method` (it must agree with `begin`).
    fn can_begin(&self, _method: &str) -> bool {
        false
    }

    /// [`begin`](Methods::begin)s every call of `calls` (each a method that
    /// [`can_begin`](Methods::can_begin) and its params), together, so that they can share
    /// their work (folio's: the writes to one DAO appended with one `write`): one `Finish`
    /// each, in order. The default begins them one at a time.
    fn begin_all(&self, calls: &[(&str, Option<&RawValue>)]) -> Vec<Finish> {
        calls
            .iter()
            .map(|&(method, params)| self.begin(method, params).unwrap_or_else(not_begun))
            .collect()
    }

    /// Does, for every call begun so far, the shared work their finishes wait for, as far as
    /// it can at once (folio's: the fsyncs of every DAO written to, in parallel). Called
    /// before a batch of finishes; they do the work themselves without it.
    fn prepare_finish(&self) {}

    /// Whether a finish may wait for the disk (folio's: an fsync, under `--fsync always`).
    /// The event loop finishes a turn's writes on a thread of their own only then, and reads
    /// on meanwhile; a finish that never waits it runs itself, sparing the hand-off to another
    /// thread and back.
    fn finish_waits(&self) -> bool {
        true
    }
}

/// The rest of a call [`Methods::begin`] started: writes its result into the buffer, and
/// returns it; or, under [`Wait::NotForReaders`], may return `None` and be called again later.
pub type Finish = Box<dyn FnMut(&mut Vec<u8>, Wait) -> Option<Result<(), RpcError>> + Send>;

/// What a [`Finish`] may wait for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Wait {
    /// Whatever its call waits for: it ends (`Some`).
    Block,
    /// The disk, but not readers: a write whose DAO a reader holds (a long SQL scan) returns
    /// `None`, durable and not yet applied, and is finished by a later call. One thread serving
    /// every connection finishes that way, so that a reader of one DAO holds up only the
    /// writes of that DAO.
    NotForReaders,
}

/// A request whose answer waits ([`Dispatcher::begin_all`]); [`Dispatcher::finish`] writes it.
pub struct Deferred {
    id: String,
    label: usize,
    began: Instant,
    finish: Finish,
}

impl std::fmt::Debug for Deferred {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Deferred")
            .field("id", &self.id)
            .finish_non_exhaustive()
    }
}

/// A request [`Dispatcher::to_begin`] found the methods start, its envelope read once, to be
/// begun with others by [`Dispatcher::begin_all`].
pub struct Call {
    id: String,
    method: String,
    params: Option<Box<RawValue>>,
    began: Instant,
}

impl std::fmt::Debug for Call {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Call")
            .field("id", &self.id)
            .field("method", &self.method)
            .finish_non_exhaustive()
    }
}

/// The finish of a call the methods did not begin, though they said they could: it answers
/// `METHOD_NOT_FOUND`, as `call` would for a method it does not know.
fn not_begun() -> Finish {
    Box::new(|_: &mut Vec<u8>, _: Wait| Some(Err(method_not_found())))
}

/// Answers messages by the JSON-RPC 2.0 rules with a table of methods, counting each call.
#[derive(Debug)]
pub struct Dispatcher<M> {
    methods: M,
    metrics: std::sync::Arc<Metrics>,
}

/// The members of a request object. Every member is kept raw and checked by hand, so that a
/// present `null` (`"id": null`) is told apart from an absent member.
#[derive(Deserialize)]
struct Envelope<'a> {
    #[serde(default, borrow, deserialize_with = "present")]
    jsonrpc: Option<&'a RawValue>,
    #[serde(default, borrow, deserialize_with = "present")]
    method: Option<&'a RawValue>,
    #[serde(default, borrow, deserialize_with = "present")]
    params: Option<&'a RawValue>,
    #[serde(default, borrow, deserialize_with = "present")]
    id: Option<&'a RawValue>,
}

fn present<'de, D: Deserializer<'de>>(d: D) -> Result<Option<&'de RawValue>, D::Error> {
    <&RawValue>::deserialize(d).map(Some)
}

const NULL: &str = "null";

impl<M: Methods> Dispatcher<M> {
    pub fn new(methods: M, metrics: std::sync::Arc<Metrics>) -> Dispatcher<M> {
        Dispatcher { methods, metrics }
    }

    pub fn methods(&self) -> &M {
        &self.methods
    }

    pub fn metrics(&self) -> &Metrics {
        &self.metrics
    }

    /// Answers one message. Writes the response (a single object, or an array for a batch)
    /// to `out` and returns true; returns false and writes nothing when nothing is to be
    /// answered (a notification, a batch of notifications).
    pub fn handle(&self, message: &[u8], out: &mut Vec<u8>) -> bool {
        let start = out.len();
        let Some(text) = std::str::from_utf8(message)
            .ok()
            .and_then(|text| serde_json::from_str::<&RawValue>(text).ok())
        else {
            self.metrics.error(PARSE_ERROR);
            write_error(&RpcError::standard(PARSE_ERROR), NULL, out);
            return true;
        };
        let text = text.get();
        if !text.starts_with('[') {
            return self.handle_one(text, out);
        }
        let entries: Vec<&RawValue> = match serde_json::from_str(text) {
            Ok(entries) => entries,
            Err(_) => unreachable!("valid JSON starting with `[` is an array"),
        };
        if entries.is_empty() {
            self.metrics.error(INVALID_REQUEST);
            write_error(&RpcError::standard(INVALID_REQUEST), NULL, out);
            return true;
        }
        if entries.len() > MAX_BATCH {
            let error = RpcError::folio(
                Kind::TooLarge,
                format!("a batch holds at most {MAX_BATCH} requests"),
            );
            self.metrics.error(error.code);
            write_error(&error, NULL, out);
            return true;
        }
        out.push(b'[');
        let mut any = false;
        for entry in entries {
            let before = out.len();
            if any {
                out.push(b',');
            }
            if before - start > MAX_BATCH_ANSWER {
                // The answers so far fill what one answer may hold: the rest are not run.
                if let Ok(Request { id: Some(id), .. }) | Err(id) = check(entry.get()) {
                    let error = RpcError::folio(
                        Kind::TooLarge,
                        format!(
                            "not run: the batch's answers before it passed {MAX_BATCH_ANSWER} \
                             bytes; send it again in a smaller batch"
                        ),
                    );
                    self.metrics.error(error.code);
                    write_error(&error, id, out);
                    any = true;
                } else {
                    out.truncate(before);
                }
                continue;
            }
            if self.handle_one(entry.get(), out) {
                any = true;
            } else {
                out.truncate(before);
            }
        }
        if !any {
            out.truncate(start);
            return false;
        }
        out.push(b']');
        true
    }

    /// The request `message` holds, read, when it is a single request with an id whose method
    /// the methods start ([`Methods::can_begin`]); `None` for anything else, which
    /// [`handle`](Dispatcher::handle) answers.
    pub fn to_begin(&self, message: &[u8]) -> Option<Call> {
        let text = std::str::from_utf8(message)
            .ok()
            .filter(|text| !text.trim_start().starts_with('['))?;
        let request = check(text).ok()?;
        let id = request.id?;
        if !self.methods.can_begin(&request.method) {
            return None;
        }
        Some(Call {
            id: id.to_owned(),
            method: request.method.into_owned(),
            params: request.params.map(ToOwned::to_owned),
            began: Instant::now(),
        })
    }

    /// Begins `calls` together ([`Methods::begin_all`]): each is answered by
    /// [`finish`](Dispatcher::finish), which the caller must call in order, before handling any
    /// later message of its connection.
    pub fn begin_all(&self, calls: Vec<Call>) -> Vec<Deferred> {
        let args: Vec<(&str, Option<&RawValue>)> = calls
            .iter()
            .map(|call| (call.method.as_str(), call.params.as_deref()))
            .collect();
        let mut finishes = self.methods.begin_all(&args).into_iter();
        calls
            .into_iter()
            .map(|call| Deferred {
                label: self.metrics.label(&call.method),
                id: call.id,
                began: call.began,
                finish: finishes.next().unwrap_or_else(not_begun),
            })
            .collect()
    }

    /// Does the work the finishes of the requests begun so far share
    /// ([`Methods::prepare_finish`]), before a batch of [`finish`](Dispatcher::finish)es.
    pub fn prepare_finish(&self) {
        self.methods.prepare_finish();
    }

    /// [`Methods::finish_waits`].
    pub fn finish_waits(&self) -> bool {
        self.methods.finish_waits()
    }

    /// Writes the answer of a request [`begin_all`](Dispatcher::begin_all) started.
    pub fn finish(&self, deferred: Deferred, out: &mut Vec<u8>) {
        let left = self.finish_with(deferred, out, Wait::Block);
        debug_assert!(left.is_none(), "a finish that may block ends");
    }

    /// [`finish`](Dispatcher::finish) without waiting for readers ([`Wait::NotForReaders`]):
    /// gives the request back when it cannot end yet (nothing is written then); it is
    /// finished by a later call.
    pub fn try_finish(&self, deferred: Deferred, out: &mut Vec<u8>) -> Option<Deferred> {
        self.finish_with(deferred, out, Wait::NotForReaders)
    }

    fn finish_with(
        &self,
        mut deferred: Deferred,
        out: &mut Vec<u8>,
        wait: Wait,
    ) -> Option<Deferred> {
        let start = out.len();
        out.extend_from_slice(RESULT_PREFIX);
        let Some(result) = (deferred.finish)(out, wait) else {
            out.truncate(start);
            return Some(deferred);
        };
        let result = end_response(&deferred.id, out, start, result);
        self.metrics.call(
            deferred.label,
            deferred.began.elapsed(),
            result.err().map(|e| e.code),
        );
        None
    }

    fn handle_one(&self, text: &str, out: &mut Vec<u8>) -> bool {
        match check(text) {
            Ok(request) => self.answer(request, out),
            Err(id) => {
                self.metrics.error(INVALID_REQUEST);
                write_error(&RpcError::standard(INVALID_REQUEST), id, out);
                true
            }
        }
    }

    /// Runs a checked request; writes its answer unless it is a notification.
    fn answer(&self, request: Request<'_>, out: &mut Vec<u8>) -> bool {
        let began = Instant::now();
        let label = self.metrics.label(&request.method);
        let Some(id) = request.id else {
            // A notification: run it, answer nothing, even on error.
            let mut sink = Vec::new();
            let result = self
                .methods
                .call(&request.method, request.params, &mut sink);
            self.metrics.call(
                label,
                began.elapsed(),
                result.as_ref().err().map(|e| e.code),
            );
            return false;
        };
        let result = write_response(id, out, |out| {
            self.methods.call(&request.method, request.params, out)
        });
        self.metrics
            .call(label, began.elapsed(), result.err().map(|e| e.code));
        true
    }
}

/// A request that passed the checks of the specification.
struct Request<'a> {
    method: Cow<'a, str>,
    params: Option<&'a RawValue>,
    /// The id's text as received; `None` for a notification.
    id: Option<&'a str>,
}

/// Checks one request object. On failure returns the id to answer with: the request's own
/// when it could be read, else `null`.
fn check(text: &str) -> Result<Request<'_>, &str> {
    let Ok(envelope) = serde_json::from_str::<Envelope<'_>>(text) else {
        return Err(NULL);
    };
    let id = match envelope.id {
        None => None,
        Some(id) if is_id(id.get()) => Some(id.get()),
        Some(_) => return Err(NULL),
    };
    let answer = id.unwrap_or(NULL);
    let version = envelope.jsonrpc.and_then(json_str);
    if version.as_deref() != Some("2.0") {
        return Err(answer);
    }
    let Some(method) = envelope.method.and_then(json_str) else {
        return Err(answer);
    };
    if let Some(params) = envelope.params {
        if !(params.get().starts_with('[') || params.get().starts_with('{')) {
            return Err(answer);
        }
    }
    Ok(Request {
        method,
        params: envelope.params,
        id,
    })
}

/// The string a raw value holds, `None` if it holds no string. Borrowed from the message when
/// it has no escape, as a method's name nearly always has: serde_json gives a `Cow<str>` owned
/// in every case, an allocation per message.
fn json_str(raw: &RawValue) -> Option<Cow<'_, str>> {
    let text = raw.get();
    // The raw value was read by serde_json, which refuses control characters in a string:
    // between its quotes and without a backslash, the text is the string itself.
    match text.strip_prefix('"').and_then(|t| t.strip_suffix('"')) {
        Some(inner) if !inner.contains('\\') => Some(Cow::Borrowed(inner)),
        _ => serde_json::from_str::<String>(text).ok().map(Cow::Owned),
    }
}

/// An id must be a string, a number or null (a raw value's text has no leading whitespace).
fn is_id(text: &str) -> bool {
    matches!(text.as_bytes().first(), Some(b'"' | b'-' | b'0'..=b'9')) || text == NULL
}

/// Writes the response to the request with the id text `id`: the result `result` writes, or
/// the error it returns instead. Returns what `result` returned.
fn write_response(
    id: &str,
    out: &mut Vec<u8>,
    result: impl FnOnce(&mut Vec<u8>) -> Result<(), RpcError>,
) -> Result<(), RpcError> {
    let start = out.len();
    out.extend_from_slice(RESULT_PREFIX);
    let result = result(out);
    end_response(id, out, start, result)
}

/// What an answer starts with, its result next.
const RESULT_PREFIX: &[u8] = b"{\"jsonrpc\":\"2.0\",\"result\":";

/// Ends the answer begun at `start` whose result `out` holds after [`RESULT_PREFIX`]; on
/// error, the answer is the error alone.
fn end_response(
    id: &str,
    out: &mut Vec<u8>,
    start: usize,
    result: Result<(), RpcError>,
) -> Result<(), RpcError> {
    match &result {
        Ok(()) => {
            out.extend_from_slice(b",\"id\":");
            out.extend_from_slice(id.as_bytes());
            out.push(b'}');
        }
        Err(error) => {
            out.truncate(start);
            write_error(error, id, out);
        }
    }
    result
}

/// Writes an error response with the id text `id`.
pub(crate) fn write_error(error: &RpcError, id: &str, out: &mut Vec<u8>) {
    out.extend_from_slice(b"{\"jsonrpc\":\"2.0\",\"error\":");
    error.write(out);
    out.extend_from_slice(b",\"id\":");
    out.extend_from_slice(id.as_bytes());
    out.push(b'}');
}

/// The `METHOD_NOT_FOUND` error, for method tables.
pub fn method_not_found() -> RpcError {
    RpcError::standard(METHOD_NOT_FOUND)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A string borrowed from the message is the one serde_json reads; escapes and non-strings
    /// go to serde_json itself.
    #[test]
    fn json_str_reads_what_serde_json_reads() {
        let cases: &[(&str, bool)] = &[
            (r#""create""#, true),
            (r#""""#, true),
            (r#""é ☃ 😀""#, true),
            (r#""cre\u0061te""#, false),
            (r#""a\"b""#, false),
            (r#""a\\b""#, false),
            (r#""tab\t""#, false),
        ];
        for &(text, borrowed) in cases {
            let raw: Box<RawValue> = serde_json::from_str(text).unwrap();
            let read = json_str(&raw).unwrap();
            assert_eq!(
                read,
                serde_json::from_str::<String>(text).unwrap(),
                "{text}"
            );
            assert_eq!(matches!(read, Cow::Borrowed(_)), borrowed, "{text}");
        }
        for text in ["1", "null", "[\"a\"]", "{\"a\":1}", "true"] {
            let raw: Box<RawValue> = serde_json::from_str(text).unwrap();
            assert_eq!(json_str(&raw), None, "{text}");
        }
    }
}
