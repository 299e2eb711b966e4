//! The DAO methods as FOAM's `Skeleton` serves them over a box: `put_`, `find_`, `select_`,
//! `remove_`, `removeAll_`, `cmd_`, each with FOAM's (null) context first.

use crate::mlang::Mlang;
use crate::object::write_foam_object;
use crate::reply::{Refusal, MAX_REPLY_BYTES};
use crate::wire::{class_of, Call, Era};
use folio_dialect::Value as Raw;
use folio_engine::{Engine, NewObject, QueryError, Refused};
use folio_store::{Id, Object, OrderKey, Page, Predicate, Stopped, Within};

/// FOAM's "no limit" (`Number.MAX_SAFE_INTEGER`), what its client sends when none is set.
const NO_LIMIT: i64 = 9_007_199_254_740_991;

/// Answers `call` on the DAO named `dao`: the rendered `data` of the reply (`None` for null).
/// A scan stops, refused, when `within` says so (the call's deadline, its client gone).
pub fn answer(
    engine: &Engine,
    dao: &str,
    call: &Call,
    within: &Within<'_>,
) -> Result<Option<Vec<u8>>, Refusal> {
    if engine.live_dao(dao).is_none() && engine.registry().dao_class(dao).is_none() {
        return Err(no_such_dao(engine, dao));
    }
    let arg = |i: usize| call.args.get(i).unwrap_or(&Raw::Null);
    let mlang = Mlang { engine, dao };
    match call.method.as_str() {
        "put_" => put(engine, dao, call.era, arg(1)).map(Some),
        "find_" => find(engine, &mlang, arg(1), within),
        "select_" => {
            let page = page(arg(2), arg(3))?;
            let order = mlang.order(arg(4))?;
            let predicate = mlang.predicate(arg(5))?;
            let query = Query {
                predicate: &predicate,
                order: &order,
                page,
            };
            select(engine, dao, call.era, arg(1), &query, within).map(Some)
        }
        "remove_" => remove(engine, dao, arg(1)),
        "removeAll_" => {
            let page = page(arg(1), arg(2))?;
            let order = mlang.order(arg(3))?;
            let predicate = mlang.predicate(arg(4))?;
            let query = Query {
                predicate: &predicate,
                order: &order,
                page,
            };
            remove_all(engine, dao, &query, within).map(|()| None)
        }
        // FOAM's MDAO answers null to a command it does not know, as to every command here:
        // folio has none that a DAO's client sends.
        "cmd_" => Ok(None),
        "listen_" => Err(Refusal::unsupported(
            "listen_ needs a socket box to call back on; folio's HTTP endpoint answers requests only",
        )),
        other => Err(Refusal::unsupported(format!(
            "folio does not serve the DAO method `{other}`"
        ))),
    }
}

/// The refusal of a call to a DAO folio does not serve (a typo in the URL's last segment):
/// it names the DAOs it serves, the journals' and the registry's.
#[cold]
fn no_such_dao(engine: &Engine, dao: &str) -> Refusal {
    const SHOWN: usize = 20;
    let mut names: Vec<&str> = engine.daos().iter().map(|d| d.name()).collect();
    names.extend(engine.registry().daos().map(|(name, _)| name));
    names.sort_unstable();
    names.dedup();
    let served = match names.len() {
        0 => "none: give the registry a `daos` map (docs/foam.md)".to_owned(),
        n if n > SHOWN => format!("{}, and {} more", names[..SHOWN].join(", "), n - SHOWN),
        _ => names.join(", "),
    };
    Refusal::bad_argument(format!(
        "folio serves no DAO named `{dao}` (the URL's last segment); it serves {served}"
    ))
}

fn object_arg(raw: &Raw, method: &str) -> Result<folio_dialect::Map, Refusal> {
    match raw {
        Raw::Object(map) => Ok(map.clone()),
        _ => Err(Refusal::bad_argument(format!("{method} needs an object"))),
    }
}

fn refused(e: impl std::fmt::Display) -> Refusal {
    Refusal::refused(e.to_string())
}

/// A write's refusal: the request's own fault (an unknown key, a mistyped value, no id) is an
/// illegal argument to FOAM's client; the server's state (read-only, a full disk) is not.
fn write_refused(e: Refused) -> Refusal {
    match e.is_client_error() {
        true => Refusal::bad_argument(e.to_string()),
        false => Refusal::refused(e.to_string()),
    }
}

/// FOAM's put: the object replaces the stored one whole, and the answer is the object as
/// stored. A new object is journaled as the client's era of FOAM journals one: a `c(` from a
/// 2026 client, a `p(` from an older one, whose FOAM reads no `c(`.
fn put(engine: &Engine, dao: &str, era: Era, raw: &Raw) -> Result<Vec<u8>, Refusal> {
    let object = engine
        .decode_map(dao, object_arg(raw, "put_")?)
        .map_err(write_refused)?;
    let new = match era {
        Era::Envelope => NewObject::Create,
        Era::Message => NewObject::Put,
    };
    let ack = engine.replace(dao, object, new).map_err(write_refused)?;
    match engine.get(dao, &ack.id) {
        Some(stored) => Ok(rendered(&stored, engine)),
        None => Err(Refusal::refused("the object was written but is gone")),
    }
}

fn find(
    engine: &Engine,
    mlang: &Mlang<'_>,
    raw: &Raw,
    within: &Within<'_>,
) -> Result<Option<Vec<u8>>, Refusal> {
    let dao = mlang.dao;
    let id = match raw {
        // `find(predicate)`: the first object, in id order, that passes it.
        Raw::Object(map) if class_of(map).is_some_and(|c| c.starts_with("foam.mlang.")) => {
            let predicate = mlang.predicate(raw)?;
            let query = Query {
                predicate: &predicate,
                order: &[],
                page: Page {
                    skip: 0,
                    limit: Some(1),
                },
            };
            return Ok(matching(engine, dao, &query, within, |found| {
                found.first().map(|(_, object)| rendered(object, engine))
            })?
            .flatten());
        }
        raw => id_arg(engine, dao, raw)?,
    };
    match engine.find(dao, &id, |found| {
        found.map(|object| rendered(object, engine))
    }) {
        Ok(found) => Ok(found),
        Err(QueryError::UnknownDao { .. }) => Ok(None),
        Err(e) => Err(refused(e)),
    }
}

/// FOAM's skip and limit: numbers, a limit at or above FOAM's "no limit" meaning none.
fn page(skip: &Raw, limit: &Raw) -> Result<Page, Refusal> {
    let number = |raw: &Raw, what: &str| -> Result<Option<i64>, Refusal> {
        match raw {
            Raw::Null => Ok(None),
            Raw::Int(n) if *n >= 0 => Ok(Some(*n)),
            // Java's `longValue()`, as FOAM's skeleton reads the argument: the fraction is
            // dropped (a limit of 0.5 is 0, not "no limit"), a float too large saturates.
            Raw::Float(f) if *f >= 0.0 => Ok(Some(*f as i64)),
            Raw::BigInt(digits) if what == "limit" && !digits.starts_with('-') => {
                Ok(Some(NO_LIMIT))
            }
            _ => Err(Refusal::bad_argument(format!(
                "{what} must be a number ≥ 0"
            ))),
        }
    };
    let skip = number(skip, "skip")?.unwrap_or(0);
    let limit = number(limit, "limit")?.filter(|&n| n < NO_LIMIT);
    Ok(Page {
        skip: usize::try_from(skip).unwrap_or(usize::MAX),
        limit: limit.map(|n| usize::try_from(n).unwrap_or(usize::MAX)),
    })
}

/// What `select_`, `removeAll_` and `find_` of a predicate choose.
struct Query<'a> {
    predicate: &'a Predicate,
    order: &'a [OrderKey],
    page: Page,
}

fn select(
    engine: &Engine,
    dao: &str,
    era: Era,
    sink: &Raw,
    query: &Query<'_>,
    within: &Within<'_>,
) -> Result<Vec<u8>, Refusal> {
    let page = query.page;
    let sink_class = match sink {
        Raw::Object(map) => class_of(map).unwrap_or(""),
        Raw::Null => "foam.dao.ArraySink",
        _ => "",
    };
    match sink_class {
        "foam.dao.ArraySink" => {
            // A DAO the registry names but nothing has written to yet is empty.
            matching(engine, dao, query, within, |found| {
                array_sink(found, engine)
            })?
            .unwrap_or_else(|| array_sink(&[], engine))
        }
        "foam.mlang.sink.Count" => {
            let all = match engine.live_dao(dao) {
                Some(live) => live
                    .long_read()
                    .count_within(query.predicate, engine.registry(), within)
                    .map_err(stopped)?,
                None => 0,
            };
            // FOAM 2026's MDAO counts within skip and limit; FOAM 2024's counts every match.
            let n = match era {
                Era::Message => all,
                Era::Envelope => all
                    .saturating_sub(page.skip)
                    .min(page.limit.unwrap_or(usize::MAX)),
            };
            // The count's property is `value`; FOAM's 2026 client names it by its short name.
            let key = match era {
                Era::Message => "value",
                Era::Envelope => "v",
            };
            Ok(format!(r#"{{"class":"foam.mlang.sink.Count","{key}":{n}}}"#).into_bytes())
        }
        "" => Err(Refusal::bad_argument(
            "select_ needs a sink object with a class",
        )),
        other => Err(Refusal::unsupported(format!(
            "folio fills the sinks foam.dao.ArraySink and foam.mlang.sink.Count, not {other}"
        ))),
    }
}

/// Runs `f` on what FOAM's MDAO selects for these arguments, under the DAO's read lock: the
/// store's select, except for a predicate that is an `Or` with no order, which FOAM's MDAO
/// answers disjunct by disjunct (each in id order, an object once, at its first disjunct) and
/// folio does the same, so that the same call gives the same list. `Ok(None)`: no such DAO yet.
/// The scan stops, refused, when `within` says so.
fn matching<R>(
    engine: &Engine,
    dao: &str,
    query: &Query<'_>,
    within: &Within<'_>,
    f: impl FnOnce(&[(&Id, &Object)]) -> R,
) -> Result<Option<R>, Refusal> {
    let registry = engine.registry();
    let Some(live) = engine.live_dao(dao) else {
        return Ok(None);
    };
    // A selection may read every object: a long reader.
    let objects = live.long_read();
    let page = query.page;
    match query.predicate {
        Predicate::Or(terms) if query.order.is_empty() && terms.len() > 1 => {
            let mut seen = std::collections::HashSet::new();
            let mut found = Vec::new();
            for term in terms.iter() {
                let selected = objects
                    .select_within(term, &[], Page::default(), registry, within)
                    .map_err(stopped)?;
                for (id, object) in selected {
                    if seen.insert(id) {
                        found.push((id, object));
                    }
                }
            }
            let skip = page.skip.min(found.len());
            let end = skip
                .saturating_add(page.limit.unwrap_or(usize::MAX))
                .min(found.len());
            Ok(Some(f(&found[skip..end])))
        }
        predicate => {
            let selected = objects
                .select_within(predicate, query.order, page, registry, within)
                .map_err(stopped)?;
            Ok(Some(f(&selected)))
        }
    }
}

/// The refusal of a call whose scan was stopped.
#[cold]
fn stopped(why: Stopped) -> Refusal {
    match why {
        Stopped::Deadline => Refusal::refused(
            "the call ran past its deadline (--query-timeout): narrow the predicate, or page",
        ),
        Stopped::Cancelled => Refusal::refused("the call was cancelled: its client went away"),
    }
}

fn array_sink(found: &[(&Id, &Object)], engine: &Engine) -> Result<Vec<u8>, Refusal> {
    let mut out = br#"{"class":"foam.dao.ArraySink""#.to_vec();
    // FOAM 2024's parser cannot read `"array":[]`: an empty sink goes without it, as FOAM's own
    // server sends it.
    if !found.is_empty() {
        out.extend_from_slice(br#","array":["#);
        for (i, (_, object)) in found.iter().enumerate() {
            if i > 0 {
                out.push(b',');
            }
            write_foam_object(object, engine.registry(), &mut out);
            if out.len() > MAX_REPLY_BYTES {
                return Err(too_large(i + 1));
            }
        }
        out.push(b']');
    }
    out.push(b'}');
    Ok(out)
}

#[cold]
fn too_large(objects: usize) -> Refusal {
    Refusal::bad_argument(format!(
        "the answer's first {objects} objects take more than the {} MiB FOAM's client reads: \
         page with limit (and skip)",
        MAX_REPLY_BYTES >> 20
    ))
}

/// The id an argument names: an object's id (FOAM's `find(obj)`, `remove(obj)`), else the value
/// as an id of the DAO (a compound id as an array).
fn id_arg(engine: &Engine, dao: &str, raw: &Raw) -> Result<Id, Refusal> {
    match raw {
        Raw::Object(map) => {
            let object = engine.decode_map(dao, map.clone()).map_err(write_refused)?;
            Id::of(&object, engine.registry()).map_err(|e| Refusal::bad_argument(e.to_string()))
        }
        raw => engine
            .id(dao, raw.clone())
            .map_err(|e| Refusal::bad_argument(e.to_string())),
    }
}

/// FOAM's remove: by the object's id; the answer is the object as it was stored, or null
/// when there was none.
fn remove(engine: &Engine, dao: &str, raw: &Raw) -> Result<Option<Vec<u8>>, Refusal> {
    let id = id_arg(engine, dao, raw)?;
    let old = engine.get(dao, &id);
    engine.remove(dao, &id).map_err(write_refused)?;
    Ok(old.map(|object| rendered(&object, engine)))
}

/// Removes the objects `select_` would give for the same arguments: each write begun, then
/// all finished, so that they share fsyncs.
fn remove_all(
    engine: &Engine,
    dao: &str,
    query: &Query<'_>,
    within: &Within<'_>,
) -> Result<(), Refusal> {
    let Some(ids) = matching(engine, dao, query, within, |found| {
        found
            .iter()
            .map(|(id, _)| (*id).clone())
            .collect::<Vec<Id>>()
    })?
    else {
        return Ok(());
    };
    let mut begun = Vec::with_capacity(ids.len());
    let mut first_error = None;
    for id in &ids {
        match engine.begin_remove(dao, id) {
            Ok(appended) => begun.push(appended),
            Err(e) => {
                first_error = Some(refused(e));
                break;
            }
        }
    }
    for appended in begun {
        if let Err(e) = engine.finish(appended) {
            first_error.get_or_insert(refused(e));
        }
    }
    first_error.map_or(Ok(()), Err)
}

fn rendered(object: &Object, engine: &Engine) -> Vec<u8> {
    let mut out = Vec::new();
    write_foam_object(object, engine.registry(), &mut out);
    out
}

#[cfg(test)]
mod tests {
    use super::{page, NO_LIMIT};
    use folio_dialect::Value as Raw;
    use folio_store::Page;

    /// Skip and limit read as FOAM's skeleton reads them (`longValue()`): a fraction dropped,
    /// FOAM's "no limit" and anything past it meaning none, a negative number refused.
    #[test]
    fn skip_and_limit_read_as_foam_reads_them() {
        let page_of = |skip: Raw, limit: Raw| page(&skip, &limit).ok();
        let table: [(Raw, Raw, Option<Page>); 7] = [
            (
                Raw::Int(2),
                Raw::Int(5),
                Some(Page {
                    skip: 2,
                    limit: Some(5),
                }),
            ),
            (
                Raw::Int(0),
                Raw::Float(0.5),
                Some(Page {
                    skip: 0,
                    limit: Some(0),
                }),
            ),
            (
                Raw::Float(1.9),
                Raw::Null,
                Some(Page {
                    skip: 1,
                    limit: None,
                }),
            ),
            (
                Raw::Int(0),
                Raw::Int(NO_LIMIT),
                Some(Page {
                    skip: 0,
                    limit: None,
                }),
            ),
            (
                Raw::Int(0),
                Raw::Float(1e300),
                Some(Page {
                    skip: 0,
                    limit: None,
                }),
            ),
            (
                Raw::Int(0),
                Raw::BigInt("99999999999999999999".into()),
                Some(Page {
                    skip: 0,
                    limit: None,
                }),
            ),
            (Raw::Int(-1), Raw::Int(5), None),
        ];
        for (skip, limit, want) in table {
            let what = format!("{skip:?} {limit:?}");
            assert_eq!(page_of(skip, limit), want, "{what}");
        }
        assert!(page_of(Raw::Int(0), Raw::Float(-0.5)).is_none());
        assert!(page_of(Raw::Int(0), Raw::BigInt("-99999999999999999999".into())).is_none());
    }
}
