//! folio's methods: `put`, `create`, `remove`, `find`, `select`, `count`, `daos`, `stats`
//! over an engine.

use crate::error::Kind;
use crate::error::RpcError;
use crate::json::to_raw;
use crate::message::{method_not_found, Finish, Methods, Wait};
use crate::metrics::Metrics;
use crate::params::decode;
use crate::position::{reach, MinPosition};
use folio_engine::{Ack, Appended, Change, Engine, Refused, WriteStats};
use folio_models::Registry;
use folio_store::{Applied, Id, Op, Page};
use serde::Deserialize;
use serde_json::value::RawValue;
use std::fmt::Write;
use std::sync::Arc;

/// The method names, in the order metrics list them.
pub const METHOD_NAMES: &[&str] = &[
    "put", "create", "remove", "find", "select", "count", "sql", "daos", "stats", "snapshot",
    "auth",
];

/// Each method's parameter names, in the order a `params` array gives them (docs/rpc.md's
/// table); the methods decode their `params` by these same lists, so a client that completes or
/// checks arguments (`folio shell`) reads what the server does. `None` for a name that is no
/// method.
pub fn method_params(method: &str) -> Option<&'static [&'static str]> {
    Some(match method {
        "put" | "create" => WRITE_PARAMS,
        "remove" => REMOVE_PARAMS,
        "find" => FIND_PARAMS,
        "select" => SELECT_PARAMS,
        "count" => COUNT_PARAMS,
        "daos" | "stats" => &[],
        "snapshot" => SNAPSHOT_PARAMS,
        "sql" => SQL_PARAMS,
        "auth" => &["token"],
        _ => return None,
    })
}

/// Objects a `select` answer holds when the request names no `limit`: a page, as `sql`'s; a
/// full page means there may be more (ask again with `skip`).
pub const SELECT_DEFAULT_ROWS: usize = 1_000;
/// The most objects one `select` answer holds: a larger `limit` is refused.
pub const SELECT_MAX_ROWS: usize = 100_000;
/// The most bytes a `select` answer may take; a page over it is refused (`too_large`).
pub const SELECT_MAX_ANSWER_BYTES: usize = 64 << 20;

const WRITE_PARAMS: &[&str] = &["dao", "object"];
const REMOVE_PARAMS: &[&str] = &["dao", "id"];
const FIND_PARAMS: &[&str] = &["dao", "id", "min_position"];
const SELECT_PARAMS: &[&str] = &["dao", "where", "limit", "skip", "min_position"];
const COUNT_PARAMS: &[&str] = &["dao", "where", "min_position"];
const SNAPSHOT_PARAMS: &[&str] = &["dao"];
pub(crate) const SQL_PARAMS: &[&str] = &["query", "limit", "offset", "min_position"];

/// folio's method table over a shared engine.
#[derive(Debug, Clone)]
pub struct FolioMethods {
    engine: Arc<Engine>,
    metrics: Arc<Metrics>,
    #[cfg(feature = "sql")]
    sql: Arc<crate::sql::SqlMethod>,
    /// A member `stats` adds from outside the engine (a server's replication).
    extra: Option<ExtraStats>,
}

/// A member of `stats` that something beside the engine reports: its name, and what gives
/// its value at each call.
#[derive(Clone)]
pub struct ExtraStats {
    pub name: &'static str,
    pub value: Arc<dyn Fn() -> serde_json::Value + Send + Sync>,
}

impl std::fmt::Debug for ExtraStats {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ExtraStats")
            .field("name", &self.name)
            .finish()
    }
}

impl FolioMethods {
    /// The methods over `engine`; `stats` reports `metrics` (the dispatcher's).
    pub fn new(engine: Arc<Engine>, metrics: Arc<Metrics>) -> FolioMethods {
        #[cfg(feature = "sql")]
        let sql = Arc::new(crate::sql::SqlMethod::new(
            Arc::clone(&engine),
            folio_sql::SqlOptions::default(),
        ));
        FolioMethods {
            engine,
            metrics,
            #[cfg(feature = "sql")]
            sql,
            extra: None,
        }
    }

    /// [`FolioMethods::new`], with `sql` queries run under `sql_options` (memory limit,
    /// threads).
    #[cfg(feature = "sql")]
    pub fn with_sql_options(
        engine: Arc<Engine>,
        metrics: Arc<Metrics>,
        sql_options: folio_sql::SqlOptions,
    ) -> FolioMethods {
        let sql = Arc::new(crate::sql::SqlMethod::new(Arc::clone(&engine), sql_options));
        FolioMethods {
            engine,
            metrics,
            sql,
            extra: None,
        }
    }

    /// [`FolioMethods::new`], with `sql` queries run by `sql` (shared with another endpoint,
    /// such as Flight SQL).
    #[cfg(feature = "sql")]
    pub fn with_sql(
        engine: Arc<Engine>,
        metrics: Arc<Metrics>,
        sql: Arc<folio_sql::Sql>,
    ) -> FolioMethods {
        FolioMethods {
            engine,
            metrics,
            sql: Arc::new(crate::sql::SqlMethod::with(sql)),
            extra: None,
        }
    }

    /// These methods, with `stats` also answering `extra`.
    pub fn with_extra_stats(mut self, extra: ExtraStats) -> FolioMethods {
        self.extra = Some(extra);
        self
    }

    #[cfg(feature = "sql")]
    fn call_sql(&self, params: Option<&RawValue>, out: &mut Vec<u8>) -> Result<(), RpcError> {
        self.sql.call(&self.engine, params, out)
    }

    /// Built without SQL (the fuzz targets): the method is there, and says so.
    #[cfg(not(feature = "sql"))]
    fn call_sql(&self, _params: Option<&RawValue>, _out: &mut Vec<u8>) -> Result<(), RpcError> {
        Err(RpcError::folio(
            Kind::SqlUnsupported,
            "this folio was built without its `sql` feature",
        ))
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct WriteParams {
    dao: String,
    object: serde_json::Value,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FindParams {
    dao: String,
    id: serde_json::Value,
    #[serde(default)]
    min_position: Option<MinPosition>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RemoveParams {
    dao: String,
    id: serde_json::Value,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SelectParams {
    dao: String,
    #[serde(default, rename = "where")]
    conditions: Option<serde_json::Map<String, serde_json::Value>>,
    #[serde(default)]
    limit: Option<usize>,
    #[serde(default)]
    skip: Option<usize>,
    #[serde(default)]
    min_position: Option<MinPosition>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CountParams {
    dao: String,
    #[serde(default, rename = "where")]
    conditions: Option<serde_json::Map<String, serde_json::Value>>,
    #[serde(default)]
    min_position: Option<MinPosition>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct NoParams {}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SnapshotParams {
    #[serde(default)]
    dao: Option<String>,
}

impl FolioMethods {
    /// The first half of a write (see [`Engine::begin`]): typed, checked and appended.
    fn begin_write(&self, method: &str, params: Option<&RawValue>) -> Result<Appended, RpcError> {
        let (dao, change) = self.change(method, params)?;
        let engine = &*self.engine;
        match change {
            Change::Create(object) => engine.begin(&dao, Op::Create, object),
            Change::Put(object) => engine.begin(&dao, Op::Put, object),
            Change::Remove(id) => engine.begin_remove(&dao, &id),
        }
        .map_err(refused)
    }

    /// A write's DAO and what it changes, typed from its params.
    fn change(
        &self,
        method: &str,
        params: Option<&RawValue>,
    ) -> Result<(String, Change), RpcError> {
        let engine = &*self.engine;
        if method == "remove" {
            let p: RemoveParams = decode(params, REMOVE_PARAMS)?;
            let id = engine.id(&p.dao, to_raw(p.id))?;
            return Ok((p.dao, Change::Remove(id)));
        }
        let p: WriteParams = decode(params, WRITE_PARAMS)?;
        let folio_dialect::Value::Object(map) = to_raw(p.object) else {
            return Err(RpcError::invalid_params("`object` must be an object"));
        };
        // Should typing drop a key, the params are read again to name it: no copy of the
        // object is kept for that meanwhile.
        let again = || match decode::<WriteParams>(params, WRITE_PARAMS).map(|p| to_raw(p.object)) {
            Ok(folio_dialect::Value::Object(map)) => map,
            _ => folio_dialect::Map::default(),
        };
        let object = engine
            .decode_map_again(&p.dao, map, again)
            .map_err(refused)?;
        let change = match method {
            "put" => Change::Put(object),
            _ => Change::Create(object),
        };
        Ok((p.dao, change))
    }

    /// The rest of a write begun (or refused): waits for it, applies it and writes its
    /// acknowledgement.
    fn finish_write(&self, begun: Result<Appended, RpcError>) -> Finish {
        let mut begun = Some(begun);
        let engine = Arc::clone(&self.engine);
        Box::new(move |out: &mut Vec<u8>, wait: Wait| {
            let appended = match begun.take()? {
                Ok(appended) => appended,
                Err(e) => return Some(Err(e)),
            };
            let finished = match wait {
                Wait::Block => engine.finish(appended),
                Wait::NotForReaders => match engine.try_finish(appended) {
                    Ok(finished) => finished,
                    Err(owed) => {
                        begun = Some(Ok(owed));
                        return None;
                    }
                },
            };
            Some(finished.map_err(refused).map(|ack| write_ack(&ack, out)))
        })
    }
}

impl Methods for FolioMethods {
    fn names(&self) -> &'static [&'static str] {
        METHOD_NAMES
    }

    /// Writes are started and finished apart, so that the writes a connection has in flight
    /// share one fsync: each is appended at once, and the first to finish waits for an fsync
    /// that covers them all (docs/rpc.md, "Pipelined writes").
    fn can_begin(&self, method: &str) -> bool {
        matches!(method, "put" | "create" | "remove")
    }

    fn prepare_finish(&self) {
        self.engine.sync_begun();
    }

    fn finish_waits(&self) -> bool {
        self.engine.fsync_policy() == folio_engine::FsyncPolicy::Always
    }

    fn begin(&self, method: &str, params: Option<&RawValue>) -> Option<Finish> {
        if !self.can_begin(method) {
            return None;
        }
        Some(self.finish_write(self.begin_write(method, params)))
    }

    /// The writes of a commit turn: typed one by one, then begun together, so that each DAO's
    /// are appended with one `write` ([`Engine::begin_all`]).
    fn begin_all(&self, calls: &[(&str, Option<&RawValue>)]) -> Vec<Finish> {
        let mut typed = Vec::with_capacity(calls.len());
        let mut writes = Vec::with_capacity(calls.len());
        for &(method, params) in calls {
            if !self.can_begin(method) {
                typed.push(Some(Err(method_not_found())));
                continue;
            }
            match self.change(method, params) {
                Ok(write) => {
                    writes.push(write);
                    typed.push(None);
                }
                Err(e) => typed.push(Some(Err(e))),
            }
        }
        let (daos, changes): (Vec<String>, Vec<Change>) = writes.into_iter().unzip();
        let writes = daos.iter().map(String::as_str).zip(changes).collect();
        // One result for each write, in order.
        let mut begun = self.engine.begin_all(writes).into_iter();
        typed
            .into_iter()
            .map(|typed| {
                let result = typed.unwrap_or_else(|| match begun.next() {
                    Some(result) => result.map_err(refused),
                    None => Err(method_not_found()),
                });
                self.finish_write(result)
            })
            .collect()
    }

    fn call(
        &self,
        method: &str,
        params: Option<&RawValue>,
        out: &mut Vec<u8>,
    ) -> Result<(), RpcError> {
        let engine = &*self.engine;
        let registry = engine.registry();
        match method {
            "put" | "create" | "remove" => {
                let appended = self.begin_write(method, params)?;
                write_ack(&engine.finish(appended).map_err(refused)?, out);
            }
            "find" => {
                let p: FindParams = decode(params, FIND_PARAMS)?;
                reach(engine, p.min_position.as_ref())?;
                let id = engine.id(&p.dao, to_raw(p.id))?;
                engine.find(&p.dao, &id, |found| match found {
                    Some(object) => folio_render::write_object(object, registry, out),
                    None => out.extend_from_slice(b"null"),
                })?;
            }
            "select" => {
                let p: SelectParams = decode(params, SELECT_PARAMS)?;
                reach(engine, p.min_position.as_ref())?;
                let filter = engine.filter(&p.dao, conditions(p.conditions))?;
                let limit = p.limit.unwrap_or(SELECT_DEFAULT_ROWS);
                if limit > SELECT_MAX_ROWS {
                    return Err(RpcError::invalid_params(format!(
                        "`limit` is at most {SELECT_MAX_ROWS} objects; page with `skip`"
                    )));
                }
                let page = Page {
                    skip: p.skip.unwrap_or(0),
                    limit: Some(limit),
                };
                // The page's objects are copied out under the DAO's read lock and rendered
                // after it: a writer (and the readers queued behind it) waits for the copy only.
                let found: Vec<folio_store::Object> =
                    engine.select(&p.dao, &filter, &[], page, |found| {
                        found.iter().map(|(_, object)| (*object).clone()).collect()
                    })?;
                let start = out.len();
                out.push(b'[');
                for (i, object) in found.iter().enumerate() {
                    if i > 0 {
                        out.push(b',');
                    }
                    folio_render::write_object(object, registry, out);
                    if out.len() - start > SELECT_MAX_ANSWER_BYTES {
                        return Err(RpcError::folio(
                            Kind::TooLarge,
                            format!(
                                "the first {} objects of the page take more than the \
                                 {SELECT_MAX_ANSWER_BYTES} bytes an answer may hold: ask for \
                                 fewer (`limit`)",
                                i + 1
                            ),
                        ));
                    }
                }
                out.push(b']');
            }
            "count" => {
                let p: CountParams = decode(params, COUNT_PARAMS)?;
                reach(engine, p.min_position.as_ref())?;
                let filter = engine.filter(&p.dao, conditions(p.conditions))?;
                let n = engine.count_matching(&p.dao, &filter)?;
                out.extend_from_slice(n.to_string().as_bytes());
            }
            "sql" => self.call_sql(params, out)?,
            "daos" => {
                let NoParams {} = decode(params, &[])?;
                out.push(b'[');
                for (i, dao) in engine.daos().iter().enumerate() {
                    if i > 0 {
                        out.push(b',');
                    }
                    out.extend_from_slice(b"{\"name\":");
                    serde_json::to_writer(&mut *out, dao.name()).expect("to a Vec");
                    out.extend_from_slice(b",\"class\":");
                    serde_json::to_writer(&mut *out, &dao.default_class()).expect("to a Vec");
                    out.extend_from_slice(b",\"objects\":");
                    out.extend_from_slice(dao.dao().len().to_string().as_bytes());
                    out.push(b'}');
                }
                out.push(b']');
            }
            "stats" => {
                let NoParams {} = decode(params, &[])?;
                let mut text = String::from("{\"replay\":{");
                for (i, (name, value)) in engine.replay_counters().fields().iter().enumerate() {
                    if i > 0 {
                        text.push(',');
                    }
                    let _ = write!(text, "\"{name}\":{value}");
                }
                let objects: usize = engine.daos().iter().map(|d| d.dao().len()).sum();
                let _ = write!(text, "}},\"objects\":{objects},\"writes\":{{");
                let mut writes = WriteStats::default();
                let mut read_only = Vec::new();
                for dao in engine.daos() {
                    let stats = engine.write_stats(dao.name()).unwrap_or_default();
                    if stats.read_only {
                        read_only.push(serde_json::Value::from(dao.name()).to_string());
                    }
                    writes += stats;
                }
                let _ = write!(
                    text,
                    "\"creates\":{},\"puts\":{},\"removes\":{},\"refused\":{},\"bytes\":{},\"appends\":{},\"fsyncs\":{},\"pending\":{},\"read_only_daos\":[{}]}},",
                    writes.creates, writes.puts, writes.removes, writes.refused, writes.bytes, writes.writes, writes.fsyncs,
                    writes.pending, read_only.join(",")
                );
                if engine.is_following() {
                    follow_json(engine, &mut text);
                }
                if let Some(extra) = &self.extra {
                    let _ = write!(text, "\"{}\":{},", extra.name, (extra.value)());
                }
                self.metrics.write_json(&mut text);
                text.push('}');
                out.extend_from_slice(text.as_bytes());
            }
            "snapshot" => {
                let p: SnapshotParams = decode(params, SNAPSHOT_PARAMS)?;
                snapshot(engine, p.dao.as_deref(), out)?;
            }
            // Where a token is required, the transport answers `auth` before any method runs;
            // here none is, so every token is good.
            "auth" => out.extend_from_slice(b"true"),
            _ => return Err(method_not_found()),
        }
        Ok(())
    }
}

/// A write's result: `{"id":…,"applied":"inserted"|"merged"|"replaced"|"removed"|"absent"}`.
fn write_ack(ack: &Ack, out: &mut Vec<u8>) {
    out.extend_from_slice(b"{\"id\":");
    write_id(&ack.id, out);
    out.extend_from_slice(b",\"applied\":\"");
    out.extend_from_slice(match ack.applied {
        Applied::Inserted => b"inserted".as_slice(),
        Applied::Merged => b"merged",
        Applied::Replaced => b"replaced",
        Applied::Removed => b"removed",
        Applied::Absent => b"absent",
    });
    out.extend_from_slice(b"\",\"position\":");
    out.extend_from_slice(ack.position.to_string().as_bytes());
    out.push(b'}');
}

/// An id as JSON: its value, or an array for a compound id.
fn write_id(id: &Id, out: &mut Vec<u8>) {
    match id {
        Id::Null => out.extend_from_slice(b"null"),
        Id::Bool(b) => out.extend_from_slice(if *b { b"true" } else { b"false" }),
        Id::Int(i) => out.extend_from_slice(i.to_string().as_bytes()),
        Id::Float(f) => {
            folio_render::write_value(&folio_store::Value::Float(*f), &Registry::empty(), out)
        }
        Id::Str(s) => serde_json::to_writer(&mut *out, s.as_str()).expect("to a Vec"),
        Id::Tuple(parts) => {
            out.push(b'[');
            for (i, part) in parts.iter().enumerate() {
                if i > 0 {
                    out.push(b',');
                }
                write_id(part, out);
            }
            out.push(b']');
        }
    }
}

/// `snapshot`: writes the snapshot of the DAO named (or of every DAO that has journals) and
/// answers `[{"dao","objects","bytes","covered","from"}, …]`; with every DAO, one that cannot
/// be snapshotted is listed as `{"dao","error"}`, the others are still made. The call returns
/// when the snapshots are written; other connections' reads and writes go on meanwhile.
fn snapshot(engine: &Engine, dao: Option<&str>, out: &mut Vec<u8>) -> Result<(), RpcError> {
    if !engine.is_writable() {
        return Err(RpcError::folio(
            Kind::ReadOnly,
            "the server is read-only: it writes no snapshot",
        ));
    }
    let daos: Vec<_> = match dao {
        Some(name) => vec![engine
            .live_dao(name)
            .ok_or_else(|| RpcError::folio(Kind::UnknownDao, format!("unknown DAO {name:?}")))?],
        None => engine
            .daos()
            .into_iter()
            .filter(|d| d.journal().is_some_and(|j| j.exists()) || !d.files().files.is_empty())
            .collect(),
    };
    out.push(b'[');
    for (i, live) in daos.iter().enumerate() {
        if i > 0 {
            out.push(b',');
        }
        let name = serde_json::Value::from(live.name()).to_string();
        match engine.snapshot(live) {
            Ok(made) => {
                let from = match made.boot {
                    folio_engine::Boot::Snapshot { .. } => "snapshot",
                    _ => "replay",
                };
                let text = format!(
                    "{{\"dao\":{name},\"objects\":{},\"bytes\":{},\"covered\":{},\"from\":\"{from}\"}}",
                    made.written.objects, made.written.bytes, made.covered
                );
                out.extend_from_slice(text.as_bytes());
            }
            Err(e) if dao.is_some() => {
                return Err(RpcError::folio(Kind::SnapshotFailed, e.to_string()))
            }
            Err(e) => {
                let why = serde_json::Value::from(e.to_string()).to_string();
                out.extend_from_slice(format!("{{\"dao\":{name},\"error\":{why}}}").as_bytes());
            }
        }
    }
    out.push(b']');
    Ok(())
}

/// A refused write as an error, by its kind.
fn refused(e: Refused) -> RpcError {
    let kind = match &e {
        Refused::UnknownDao { .. } => Kind::UnknownDao,
        Refused::ReadOnly | Refused::Follower { .. } | Refused::Collapsed(_) => Kind::ReadOnly,
        Refused::DiskFull { .. } => Kind::DiskFull,
        Refused::Locked { .. } => Kind::LockHeld,
        Refused::NoDirectory { .. }
        | Refused::Io { .. }
        | Refused::Poisoned { .. }
        | Refused::NotDurable { .. }
        | Refused::ChangedSinceOpen { .. }
        | Refused::Journal { .. } => Kind::WriteFailed,
        // Exhaustive, so that a new kind of refusal is placed here, not typed by default.
        Refused::Syntax { .. }
        | Refused::TrailingText { .. }
        | Refused::Decode { .. }
        | Refused::UnknownKey { .. }
        | Refused::TypeMismatch { .. }
        | Refused::NoClass { .. }
        | Refused::ClassInClasslessDao { .. }
        | Refused::UntypedModelClass { .. }
        | Refused::FieldsDoNotFitModel { .. }
        | Refused::Id { .. }
        | Refused::NoId { .. }
        | Refused::Unrepresentable { .. } => Kind::Typing,
    };
    RpcError::folio(kind, e.to_string())
}

fn conditions(
    conditions: Option<serde_json::Map<String, serde_json::Value>>,
) -> Vec<(String, folio_dialect::Value)> {
    conditions
        .into_iter()
        .flatten()
        .map(|(property, value)| (property, to_raw(value)))
        .collect()
}

/// `stats`' `follow` member (a server with `--follow-files`), with its trailing comma: what the
/// catch-ups did, and per DAO which bytes of each file its state is the replay of.
fn follow_json(engine: &Engine, text: &mut String) {
    let totals = engine.follow_totals();
    let daos: Vec<serde_json::Value> = engine
        .daos()
        .into_iter()
        .filter_map(|dao| {
            let stats = dao.follow_stats()?;
            let files: Vec<serde_json::Value> = stats
                .applied
                .iter()
                .map(|(path, end)| {
                    serde_json::json!({"path": path.display().to_string(), "applied": end})
                })
                .collect();
            Some(serde_json::json!({
                "name": dao.name(),
                "files": files,
                "rereads": stats.rereads,
                "last_reread": stats.last_reread,
            }))
        })
        .collect();
    let follow = serde_json::json!({
        "catch_ups": totals.catch_ups,
        "bytes": totals.bytes,
        "rereads": totals.rereads,
        "daos": daos,
    });
    let _ = write!(text, "\"follow\":{follow},");
}

#[cfg(test)]
mod tests {
    use super::{method_params, METHOD_NAMES};

    #[test]
    fn every_method_has_its_parameters_listed() {
        for name in METHOD_NAMES {
            assert!(method_params(name).is_some(), "{name}");
        }
        assert_eq!(method_params("nope"), None);
    }
}
