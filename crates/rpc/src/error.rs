//! JSON-RPC error objects: the five codes of the JSON-RPC 2.0 specification and folio's own,
//! from -32000 down, each with a stable `data.kind`.

use folio_engine::QueryError;
use std::borrow::Cow;

/// Invalid JSON.
pub const PARSE_ERROR: i32 = -32700;
/// Not a valid request object.
pub const INVALID_REQUEST: i32 = -32600;
/// No such method.
pub const METHOD_NOT_FOUND: i32 = -32601;
/// Bad parameters for the method.
pub const INVALID_PARAMS: i32 = -32602;
/// A fault of the server.
pub const INTERNAL_ERROR: i32 = -32603;

/// folio's own errors: a code and the `data.kind` that names it, stable across versions.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// The DAO named in `dao` does not exist.
    UnknownDao,
    /// A value typing refuses (wrong type, out of range, unknown enum constant, bad id).
    Typing,
    /// A query names a property the DAO's model does not have.
    UnknownProperty,
    /// A TCP connection has not authenticated, or gave the wrong token.
    Unauthorized,
    /// A message or batch over the server's limits.
    TooLarge,
    /// The server is at its connection limit.
    Busy,
    /// A write to a server that serves read-only.
    ReadOnly,
    /// The disk is full: nothing was written; writes work again once space returns.
    DiskFull,
    /// Another process holds the lock of a journal a write would create.
    LockHeld,
    /// The write failed on the disk (I/O error, failed fsync): it is not acknowledged.
    WriteFailed,
    /// A snapshot could not be made (the DAO's ids collapsed, a journal could not be read,
    /// the file could not be written); the journals and any older snapshot are untouched.
    SnapshotFailed,
    /// A `sql` query that is not SQL (`data.kind` `sql_syntax`; the message gives the line
    /// and column).
    SqlSyntax,
    /// A `sql` query naming a table that is no DAO.
    SqlUnknownTable,
    /// A `sql` query naming a column its table does not have.
    SqlUnknownColumn,
    /// A `sql` query that cannot be planned: types that do not match, an aggregate misused, a
    /// statement that is not a query.
    SqlInvalid,
    /// SQL the engine does not run.
    SqlUnsupported,
    /// A `sql` query that would hold more memory than the server's `--max-query-memory`.
    SqlTooMuchMemory,
    /// A `sql` query that failed while running (a value that does not cast, ...).
    SqlExecution,
    /// A `sql` statement that is not a query (DDL, DML, `COPY`, `SET`): refused, nothing ran.
    SqlNotAQuery,
    /// A `sql` query that ran past the server's `--query-timeout` and was stopped.
    SqlTimeout,
    /// A read's `min_position` was not reached within its wait: the follower is behind.
    PositionNotReached,
}

impl Kind {
    /// Every kind, for tables and metrics.
    pub const ALL: [Kind; 21] = [
        Kind::UnknownDao,
        Kind::Typing,
        Kind::UnknownProperty,
        Kind::Unauthorized,
        Kind::TooLarge,
        Kind::Busy,
        Kind::ReadOnly,
        Kind::DiskFull,
        Kind::LockHeld,
        Kind::WriteFailed,
        Kind::SnapshotFailed,
        Kind::SqlSyntax,
        Kind::SqlUnknownTable,
        Kind::SqlUnknownColumn,
        Kind::SqlInvalid,
        Kind::SqlUnsupported,
        Kind::SqlTooMuchMemory,
        Kind::SqlExecution,
        Kind::SqlNotAQuery,
        Kind::SqlTimeout,
        Kind::PositionNotReached,
    ];

    /// The JSON-RPC error code.
    pub const fn code(self) -> i32 {
        match self {
            Kind::UnknownDao => -32000,
            Kind::Typing => -32001,
            Kind::UnknownProperty => -32002,
            Kind::Unauthorized => -32003,
            Kind::TooLarge => -32004,
            Kind::Busy => -32005,
            Kind::ReadOnly => -32006,
            Kind::DiskFull => -32007,
            Kind::LockHeld => -32008,
            Kind::WriteFailed => -32009,
            Kind::SnapshotFailed => -32010,
            Kind::SqlSyntax => -32011,
            Kind::SqlUnknownTable => -32012,
            Kind::SqlUnknownColumn => -32013,
            Kind::SqlInvalid => -32014,
            Kind::SqlUnsupported => -32015,
            Kind::SqlTooMuchMemory => -32016,
            Kind::SqlExecution => -32017,
            Kind::SqlNotAQuery => -32018,
            Kind::SqlTimeout => -32019,
            Kind::PositionNotReached => -32020,
        }
    }

    /// The `data.kind` string.
    pub fn name(self) -> &'static str {
        match self {
            Kind::UnknownDao => "unknown_dao",
            Kind::Typing => "typing",
            Kind::UnknownProperty => "unknown_property",
            Kind::Unauthorized => "unauthorized",
            Kind::TooLarge => "too_large",
            Kind::Busy => "busy",
            Kind::ReadOnly => "read_only",
            Kind::DiskFull => "disk_full",
            Kind::LockHeld => "lock_held",
            Kind::WriteFailed => "write_failed",
            Kind::SnapshotFailed => "snapshot_failed",
            Kind::SqlSyntax => "sql_syntax",
            Kind::SqlUnknownTable => "sql_unknown_table",
            Kind::SqlUnknownColumn => "sql_unknown_column",
            Kind::SqlInvalid => "sql_invalid",
            Kind::SqlUnsupported => "sql_unsupported",
            Kind::SqlTooMuchMemory => "sql_too_much_memory",
            Kind::SqlExecution => "sql_execution",
            Kind::SqlNotAQuery => "sql_not_a_query",
            Kind::SqlTimeout => "sql_timeout",
            Kind::PositionNotReached => "position_not_reached",
        }
    }

    /// The kind a `data.kind` string names (the inverse of [`Kind::name`]), for clients.
    pub fn from_name(name: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|kind| kind.name() == name)
    }
}

/// One error response's `error` member.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RpcError {
    pub code: i32,
    pub message: Cow<'static, str>,
    /// Set for folio's own codes: written as `"data":{"kind":…}`.
    pub kind: Option<Kind>,
}

impl RpcError {
    /// A standard error with its standard message.
    pub fn standard(code: i32) -> RpcError {
        let message = match code {
            PARSE_ERROR => "Parse error",
            INVALID_REQUEST => "Invalid Request",
            METHOD_NOT_FOUND => "Method not found",
            INVALID_PARAMS => "Invalid params",
            _ => "Internal error",
        };
        RpcError {
            code,
            message: Cow::Borrowed(message),
            kind: None,
        }
    }

    /// `Invalid params` with the reason after it.
    pub fn invalid_params(reason: impl std::fmt::Display) -> RpcError {
        RpcError {
            code: INVALID_PARAMS,
            message: Cow::Owned(format!("Invalid params: {reason}")),
            kind: None,
        }
    }

    /// One of folio's own errors.
    pub fn folio(kind: Kind, message: impl Into<Cow<'static, str>>) -> RpcError {
        RpcError {
            code: kind.code(),
            message: message.into(),
            kind: Some(kind),
        }
    }

    /// Writes the `error` member's value.
    pub(crate) fn write(&self, out: &mut Vec<u8>) {
        out.extend_from_slice(b"{\"code\":");
        out.extend_from_slice(self.code.to_string().as_bytes());
        out.extend_from_slice(b",\"message\":");
        serde_json::to_writer(&mut *out, &*self.message).expect("writing to a Vec cannot fail");
        if let Some(kind) = self.kind {
            out.extend_from_slice(b",\"data\":{\"kind\":\"");
            out.extend_from_slice(kind.name().as_bytes());
            out.extend_from_slice(b"\"}");
        }
        out.push(b'}');
    }
}

impl From<QueryError> for RpcError {
    fn from(e: QueryError) -> RpcError {
        let kind = match e {
            QueryError::UnknownDao { .. } => Kind::UnknownDao,
            QueryError::UnknownProperty { .. } => Kind::UnknownProperty,
            QueryError::Mismatch { .. } | QueryError::Decode(_) | QueryError::BadId { .. } => {
                Kind::Typing
            }
        };
        RpcError::folio(kind, e.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::Kind;

    #[test]
    fn every_kind_is_found_by_its_name() {
        for kind in Kind::ALL {
            assert_eq!(Kind::from_name(kind.name()), Some(kind));
        }
        assert_eq!(Kind::from_name("no_such_kind"), None);
    }
}
