//! `folio sql [PATH ...] QUERY [--format table|jsonl|csv|parquet] [-o FILE]`: SQL over the
//! replayed DAOs, one table each, through the same engine as the server's `sql` method.

use super::{exit_code, open_engine_with};
use crate::args::{Inputs, Output};
use crate::output::Sink;
use crate::Fatal;
use folio_engine::FsyncPolicy;
use folio_sql::{Sql, SqlOptions};
use std::process::ExitCode;
use std::sync::Arc;

#[derive(Debug, clap::Args)]
// The query is the last positional argument; the paths before it are the shared ones.
#[command(mut_arg("paths", |a| a
    .value_name("PATH... QUERY")
    .num_args(1..)
    .required(true)
    .help("Journal files or directories (none: the example journals), then the SQL query: \
           one table per DAO, named as the DAO")))]
pub struct Args {
    #[command(flatten)]
    inputs: Inputs,
    /// How the answer is written.
    #[arg(long, value_enum, default_value_t = Format::Table)]
    format: Format,
    #[command(flatten)]
    output: Output,
    /// The most memory the query may hold (bytes; K, M, G suffixes), its tables' rows and
    /// its sorts, joins and aggregates; past it the query stops with an error.
    #[arg(long, value_name = "BYTES", value_parser = super::byte_size, default_value = "1G")]
    max_query_memory: u64,
    /// Stop the query after this long (seconds, or with ms, s, m, h); none by default.
    #[arg(long, value_name = "DURATION", value_parser = super::duration)]
    query_timeout: Option<std::time::Duration>,
    /// Index these properties before the query (`dao.property`, repeatable): equality and
    /// `IN` on them are then looked up.
    #[arg(long, value_name = "DAO.PROPERTY")]
    index: Vec<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum Format {
    /// Boxed columns with a header, and the row count.
    Table,
    /// One JSON object per row (nulls written out).
    Jsonl,
    /// A header line, then a line per row.
    Csv,
    /// One Parquet file (needs -o).
    Parquet,
}

pub fn run(mut args: Args) -> Result<ExitCode, Fatal> {
    let query = args
        .inputs
        .paths
        .pop()
        .expect("clap requires the query")
        .into_os_string()
        .into_string()
        .map_err(|_| Fatal::Usage("the query is not UTF-8".into()))?;
    if args.format == Format::Parquet && args.output.file().is_none() {
        return Err(Fatal::Usage(
            "--format parquet writes a file: give -o FILE".into(),
        ));
    }
    if let Some(path) = args.output.file() {
        crate::output::check(path, args.output.force)?;
    }
    let (engine, unreadable) = open_engine_with(&args.inputs, false, FsyncPolicy::default())?;
    for spec in &args.index {
        super::add_index(&engine, spec)?;
    }
    let engine = Arc::new(engine);
    let options = SqlOptions {
        max_memory: usize::try_from(args.max_query_memory).unwrap_or(usize::MAX),
        max_total_memory: usize::try_from(args.max_query_memory).unwrap_or(usize::MAX),
        timeout: args.query_timeout.unwrap_or(std::time::Duration::MAX),
        ..SqlOptions::default()
    };
    let sql = Sql::new(engine.clone(), options).map_err(Fatal::Sql)?;
    let answer = sql.query(&query).map_err(Fatal::Sql)?;
    let format = match args.format {
        Format::Table => folio_sql::Format::Table,
        Format::Jsonl => folio_sql::Format::Jsonl,
        Format::Csv => folio_sql::Format::Csv,
        Format::Parquet => folio_sql::Format::Parquet,
    };
    if let Some(why) = folio_sql::unwritable(&answer.schema, format) {
        return Err(Fatal::Usage(why));
    }
    let mut out = Sink::open(args.output.file(), args.output.force)?;
    folio_sql::write_answer(&answer, format, &mut out).map_err(|e| match e {
        folio_sql::arrow::error::ArrowError::IoError(_, io) => out.fail(io),
        other => out.fail(std::io::Error::other(other.to_string())),
    })?;
    out.finish()?;
    super::leak_at_exit(sql);
    Ok(exit_code(0, unreadable))
}
