//! Why a query failed: a kind a client can act on, the message, and where in the query text.

use datafusion::error::DataFusionError;
use std::fmt;

/// The kinds of failure, each a JSON-RPC `data.kind` and exit 2 for `folio sql`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SqlErrorKind {
    /// The text is not SQL (the parser's message, with the position).
    Syntax,
    /// A table that is no DAO.
    UnknownTable,
    /// A column the table does not have.
    UnknownColumn,
    /// Valid SQL that cannot be planned: a type mismatch, a wrong argument, an aggregate
    /// misused, a statement that is not a query.
    Invalid,
    /// SQL DataFusion does not run.
    Unsupported,
    /// The query would hold more memory than its limit.
    TooMuchMemory,
    /// The query failed while running (a cast of a value that does not convert, ...).
    Execution,
    /// A statement that is not a query (DDL, DML, `COPY`, `SET`): refused before it runs.
    NotAQuery,
    /// The query ran past its deadline and was stopped.
    Timeout,
    /// The query's caller went away (its connection closed) and it was stopped.
    Cancelled,
}

impl SqlErrorKind {
    /// The name clients see (`data.kind` in JSON-RPC, `--json` offline).
    pub fn name(self) -> &'static str {
        match self {
            SqlErrorKind::Syntax => "sql_syntax",
            SqlErrorKind::UnknownTable => "sql_unknown_table",
            SqlErrorKind::UnknownColumn => "sql_unknown_column",
            SqlErrorKind::Invalid => "sql_invalid",
            SqlErrorKind::Unsupported => "sql_unsupported",
            SqlErrorKind::TooMuchMemory => "sql_too_much_memory",
            SqlErrorKind::Execution => "sql_execution",
            SqlErrorKind::NotAQuery => "sql_not_a_query",
            SqlErrorKind::Timeout => "sql_timeout",
            SqlErrorKind::Cancelled => "sql_cancelled",
        }
    }
}

/// A failed query.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SqlError {
    pub kind: SqlErrorKind,
    pub message: String,
    /// Where in the query (line and column, from 1), when known.
    pub position: Option<(u64, u64)>,
}

impl SqlError {
    pub fn new(kind: SqlErrorKind, message: impl Into<String>) -> SqlError {
        SqlError {
            kind,
            message: message.into(),
            position: None,
        }
    }
}

impl fmt::Display for SqlError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.position {
            Some((line, column)) => write!(f, "{} (line {line}, column {column})", self.message),
            None => write!(f, "{}", self.message),
        }
    }
}

impl std::error::Error for SqlError {}

impl From<DataFusionError> for SqlError {
    fn from(e: DataFusionError) -> SqlError {
        let position = e
            .diagnostic()
            .and_then(|d| d.span)
            .map(|s| (s.start.line, s.start.column));
        let root = e.find_root();
        // A folio error carried through DataFusion (a stream's deadline) comes out as it went in.
        if let DataFusionError::External(inner) = root {
            if let Some(folio) = inner.downcast_ref::<SqlError>() {
                return folio.clone();
            }
        }
        let (kind, message) = match root {
            DataFusionError::SQL(parser, _) => (SqlErrorKind::Syntax, parser.to_string()),
            DataFusionError::SchemaError(schema, _) => {
                let message = schema.to_string();
                let kind = if message.contains("not found") || message.contains("No field") {
                    SqlErrorKind::UnknownColumn
                } else {
                    SqlErrorKind::Invalid
                };
                (kind, message)
            }
            DataFusionError::Plan(message) if message.contains("table '") => {
                (SqlErrorKind::UnknownTable, message.clone())
            }
            DataFusionError::Plan(message) => (SqlErrorKind::Invalid, message.clone()),
            DataFusionError::NotImplemented(message) => {
                (SqlErrorKind::Unsupported, message.clone())
            }
            DataFusionError::ResourcesExhausted(message) => {
                (SqlErrorKind::TooMuchMemory, message.clone())
            }
            other => (SqlErrorKind::Execution, other.to_string()),
        };
        // The parser names the place in its message ("at Line: 1, Column: 8").
        let position = position.or_else(|| parser_position(&message));
        // One line: the first says what is wrong (and suggests a name); what follows lists
        // every column of the table, which can be hundreds.
        let message = message.lines().next().unwrap_or_default().to_owned();
        SqlError {
            kind,
            message,
            position,
        }
    }
}

/// The "Line: L, Column: C" a parser message ends with.
fn parser_position(message: &str) -> Option<(u64, u64)> {
    let at = message.rfind("Line: ")?;
    let rest = &message[at + "Line: ".len()..];
    let (line, rest) = rest.split_once(", Column: ")?;
    let column: String = rest.chars().take_while(char::is_ascii_digit).collect();
    Some((line.trim().parse().ok()?, column.parse().ok()?))
}

#[cfg(test)]
mod tests {
    use super::parser_position;

    #[test]
    fn positions_come_from_parser_messages() {
        let cases = [
            (
                "Expected: end of statement, found: x at Line: 1, Column: 15",
                Some((1, 15)),
            ),
            ("sql parser error: at Line: 3, Column: 2", Some((3, 2))),
            ("no position here", None),
        ];
        for (message, want) in cases {
            assert_eq!(parser_position(message), want, "{message}");
        }
    }
}
