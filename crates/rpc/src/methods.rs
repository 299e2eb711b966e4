//! folio's methods: `find`, `select`, `count`, `daos`, `stats` over an engine.

use crate::error::RpcError;
use crate::json::to_raw;
use crate::message::{method_not_found, Methods};
use crate::metrics::Metrics;
use crate::params::decode;
use folio_engine::Engine;
use folio_store::Page;
use serde::Deserialize;
use serde_json::value::RawValue;
use std::fmt::Write;
use std::sync::Arc;

/// The method names, in the order metrics list them.
pub const METHOD_NAMES: &[&str] = &["find", "select", "count", "daos", "stats", "auth"];

/// folio's method table over a shared engine.
#[derive(Debug, Clone)]
pub struct FolioMethods {
    engine: Arc<Engine>,
    metrics: Arc<Metrics>,
}

impl FolioMethods {
    /// The methods over `engine`; `stats` reports `metrics` (the dispatcher's).
    pub fn new(engine: Arc<Engine>, metrics: Arc<Metrics>) -> FolioMethods {
        FolioMethods { engine, metrics }
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FindParams {
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
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CountParams {
    dao: String,
    #[serde(default, rename = "where")]
    conditions: Option<serde_json::Map<String, serde_json::Value>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct NoParams {}

impl Methods for FolioMethods {
    fn names(&self) -> &'static [&'static str] {
        METHOD_NAMES
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
            "find" => {
                let p: FindParams = decode(params, &["dao", "id"])?;
                let id = engine.id(&p.dao, to_raw(p.id))?;
                match engine.find(&p.dao, &id)? {
                    Some(object) => folio_render::write_object(object, registry, out),
                    None => out.extend_from_slice(b"null"),
                }
            }
            "select" => {
                let p: SelectParams = decode(params, &["dao", "where", "limit", "skip"])?;
                let filter = engine.filter(&p.dao, conditions(p.conditions))?;
                let page = Page {
                    skip: p.skip.unwrap_or(0),
                    limit: p.limit,
                };
                out.push(b'[');
                for (i, (_, object)) in engine.select(&p.dao, &filter, page)?.iter().enumerate() {
                    if i > 0 {
                        out.push(b',');
                    }
                    folio_render::write_object(object, registry, out);
                }
                out.push(b']');
            }
            "count" => {
                let p: CountParams = decode(params, &["dao", "where"])?;
                let filter = engine.filter(&p.dao, conditions(p.conditions))?;
                let n = engine.count(&p.dao, &filter)?;
                out.extend_from_slice(n.to_string().as_bytes());
            }
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
                let _ = write!(text, "}},\"objects\":{objects},");
                self.metrics.write_json(&mut text);
                text.push('}');
                out.extend_from_slice(text.as_bytes());
            }
            // Where a token is required, the transport answers `auth` before any method runs;
            // here none is, so every token is good.
            "auth" => out.extend_from_slice(b"true"),
            _ => return Err(method_not_found()),
        }
        Ok(())
    }
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
