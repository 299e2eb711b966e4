//! What a client's SQL may be: a query. Statements that create, change or drop tables, write
//! files or change the session's settings are refused before anything runs.

use crate::{SqlError, SqlErrorKind};
use datafusion::execution::context::SQLOptions;
use datafusion::logical_expr::LogicalPlan;
use datafusion::sql::parser::Statement;
use datafusion::sql::sqlparser::ast::Statement as Ast;

/// Refuses a parsed statement that is not a query, before it is planned: only `SELECT` (with
/// `WITH`, `VALUES`, set operations), `EXPLAIN` of one, and the catalog's `SHOW TABLES`,
/// `SHOW COLUMNS`, `SHOW` of a setting and `DESCRIBE` pass.
///
/// An allow-list, so that a statement a later parser learns is refused until someone decides
/// otherwise; and before planning, since planning some statements already consults what they
/// would write with (`COPY` looks up its file format).
pub(crate) fn parsed_is_query(statement: &Statement) -> Result<(), SqlError> {
    let refused = match statement {
        Statement::Statement(ast) => return ast_is_query(ast),
        Statement::Explain(explain) => return parsed_is_query(&explain.statement),
        Statement::CreateExternalTable(_) => "CREATE EXTERNAL TABLE",
        Statement::CopyTo(_) => "COPY",
        Statement::Reset(_) => "RESET",
    };
    Err(not_a_query(refused))
}

fn ast_is_query(ast: &Ast) -> Result<(), SqlError> {
    match ast {
        Ast::Query(_)
        | Ast::ShowTables { .. }
        | Ast::ShowColumns { .. }
        | Ast::ShowVariable { .. }
        | Ast::ExplainTable { .. } => Ok(()),
        Ast::Explain { statement, .. } => ast_is_query(statement),
        other => Err(not_a_query(&leading_words(&other.to_string()))),
    }
}

/// The words that name a statement: `CREATE TABLE`, `DROP SCHEMA`, `SET`, `INSERT`.
fn leading_words(text: &str) -> String {
    let mut words = text.split_whitespace();
    let first = words.next().unwrap_or_default().to_ascii_uppercase();
    match first.as_str() {
        "CREATE" | "DROP" | "ALTER" | "TRUNCATE" => match words.next() {
            Some(second) => format!("{first} {}", second.to_ascii_uppercase()),
            None => first,
        },
        _ => first,
    }
}

fn not_a_query(refused: &str) -> SqlError {
    SqlError::new(
        SqlErrorKind::NotAQuery,
        format!(
            "{refused} is not a query: folio's SQL answers queries only (SELECT, WITH, VALUES, \
             EXPLAIN, SHOW); it never creates, changes or drops tables or settings, and never \
             reads or writes files (`folio sql -o FILE` writes an answer to a file)"
        ),
    )
}

/// Refuses every plan that is not a query: DDL (`CREATE EXTERNAL TABLE`, `CREATE TABLE AS`,
/// `DROP SCHEMA`, ...), DML (`INSERT`, `COPY ... TO`) and statements (`SET`, `RESET`,
/// transactions, `PREPARE`). DataFusion's own check is used, not a list of folio's, so a kind
/// of plan a later DataFusion adds is refused by its own category; it looks into subqueries and
/// `EXPLAIN` too.
///
/// **Why:** the server runs SQL as its own user, beside the journals. A `COPY ... TO` a
/// journal's path replaced a live journal by rename (the writer went on appending to the
/// unlinked file), `CREATE EXTERNAL TABLE` read any file the server can read, and `SET` or
/// `DROP SCHEMA` changed what every other client saw.
/// The plan checked again, by DataFusion's own categories: the second of two locks, for a
/// statement the parsed check let through by mistake.
pub(crate) fn only_queries(plan: &LogicalPlan) -> Result<(), SqlError> {
    let options = SQLOptions::new()
        .with_allow_ddl(false)
        .with_allow_dml(false)
        .with_allow_statements(false);
    options.verify_plan(plan).map_err(|e| {
        // "DDL not supported: CreateExternalTable": DataFusion names the statement.
        let refused = match e.find_root() {
            datafusion::error::DataFusionError::Plan(message) => message.clone(),
            other => other.to_string(),
        };
        not_a_query(&refused)
    })
}
