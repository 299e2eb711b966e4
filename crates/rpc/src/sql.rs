//! The `sql` method (with the `sql` feature): one page of a SQL query's answer.

use crate::error::{Kind, RpcError};
use crate::methods::SQL_PARAMS;
use crate::params::decode;
use crate::position::{reach, MinPosition};
use folio_engine::Engine;
use folio_sql::{Sql, SqlError, SqlOptions};
use serde::Deserialize;
use serde_json::value::RawValue;
use std::sync::{Arc, OnceLock};

/// Rows a `sql` answer holds when the request names no `limit`.
pub const SQL_DEFAULT_ROWS: usize = 1_000;
/// The most rows one `sql` answer holds: a larger `limit` is refused.
pub const SQL_MAX_ROWS: usize = 100_000;
/// The most bytes the rows of one `sql` answer may take as JSON; a page over it is refused
/// (`too_large`), asking for fewer rows.
pub const SQL_MAX_ANSWER_BYTES: usize = 64 << 20;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SqlParams {
    query: String,
    #[serde(default)]
    limit: Option<usize>,
    #[serde(default)]
    offset: Option<usize>,
    #[serde(default)]
    min_position: Option<MinPosition>,
}

/// The SQL engine of a server's `sql` method: made at the first request (a server never asked
/// pays nothing for it), or given (shared with Flight SQL).
#[derive(Debug)]
pub(crate) struct SqlMethod {
    engine: Option<Arc<Engine>>,
    options: SqlOptions,
    sql: OnceLock<Result<Arc<Sql>, SqlError>>,
}

impl SqlMethod {
    pub(crate) fn new(engine: Arc<Engine>, options: SqlOptions) -> SqlMethod {
        SqlMethod {
            engine: Some(engine),
            options,
            sql: OnceLock::new(),
        }
    }

    pub(crate) fn with(sql: Arc<Sql>) -> SqlMethod {
        let method = SqlMethod {
            engine: None,
            options: SqlOptions::default(),
            sql: OnceLock::new(),
        };
        let _ = method.sql.set(Ok(sql));
        method
    }

    /// `sql`: one page of a query's answer, `{"columns":[{"name","type"}],"rows":[{…}],
    /// "more":bool}`.
    pub(crate) fn call(
        &self,
        engine: &Engine,
        params: Option<&RawValue>,
        out: &mut Vec<u8>,
    ) -> Result<(), RpcError> {
        let p: SqlParams = decode(params, SQL_PARAMS)?;
        reach(engine, p.min_position.as_ref())?;
        let limit = p.limit.unwrap_or(SQL_DEFAULT_ROWS);
        if limit > SQL_MAX_ROWS {
            return Err(RpcError::invalid_params(format!(
                "`limit` is at most {SQL_MAX_ROWS} rows; page with `offset`"
            )));
        }
        let sql = self.sql.get_or_init(|| {
            let engine = self
                .engine
                .as_ref()
                .expect("made lazily only with an engine");
            Sql::new(Arc::clone(engine), self.options.clone()).map(Arc::new)
        });
        let sql = sql.as_ref().map_err(|e| RpcError::from(e.clone()))?;
        let closed = crate::session::closed_flag();
        let answer = sql.query_page(&p.query, p.offset.unwrap_or(0), limit, closed.as_deref())?;
        let rows = folio_sql::json_rows(&answer)
            .map_err(|e| RpcError::folio(Kind::SqlExecution, e.to_string()))?;
        if rows.len() > SQL_MAX_ANSWER_BYTES {
            return Err(RpcError::folio(
                Kind::TooLarge,
                format!(
                    "the page's rows take {} bytes as JSON, over the {SQL_MAX_ANSWER_BYTES} an \
                     answer may hold: ask for fewer rows (`limit`)",
                    rows.len()
                ),
            ));
        }
        out.extend_from_slice(b"{\"columns\":[");
        for (i, field) in answer.schema.fields().iter().enumerate() {
            if i > 0 {
                out.push(b',');
            }
            out.extend_from_slice(b"{\"name\":");
            serde_json::to_writer(&mut *out, field.name()).expect("to a Vec");
            out.extend_from_slice(b",\"type\":");
            serde_json::to_writer(&mut *out, &field.data_type().to_string()).expect("to a Vec");
            out.push(b'}');
        }
        out.extend_from_slice(b"],\"rows\":");
        out.extend_from_slice(&rows);
        out.extend_from_slice(if answer.more {
            b",\"more\":true}"
        } else {
            b",\"more\":false}"
        });
        Ok(())
    }
}

impl From<SqlError> for RpcError {
    fn from(e: SqlError) -> RpcError {
        use folio_sql::SqlErrorKind as S;
        let kind = match e.kind {
            S::Syntax => Kind::SqlSyntax,
            S::UnknownTable => Kind::SqlUnknownTable,
            S::UnknownColumn => Kind::SqlUnknownColumn,
            S::Invalid => Kind::SqlInvalid,
            S::Unsupported => Kind::SqlUnsupported,
            S::TooMuchMemory => Kind::SqlTooMuchMemory,
            S::Execution => Kind::SqlExecution,
            S::NotAQuery => Kind::SqlNotAQuery,
            S::Timeout => Kind::SqlTimeout,
            // Nobody reads this answer (the connection closed); metrics count it as a failure.
            S::Cancelled => Kind::SqlExecution,
        };
        RpcError::folio(kind, e.to_string())
    }
}
