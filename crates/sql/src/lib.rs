//! SQL over a live engine's DAOs, through Apache DataFusion: one table per DAO, its columns the
//! DAO's table as the Parquet export maps it (`folio_export::Table`), built from the store
//! when a query reads it (never a copy frozen at open).
//!
//! - **Each table a query reads is one state of its DAO:** its rows are built under the DAO's
//!   read lock, once per reference in the query, from the durable writes only (what the
//!   engine's readers see).
//! - Equality and `IN` on an indexed column are answered from folio's hash index; everything
//!   else scans. Only the columns a query names are built.
//! - **A client's SQL is a query, never a statement** ([`statement`]): DDL, DML (`COPY ... TO`
//!   included) and `SET`/`RESET` are refused before anything is planned or run, through every
//!   caller (`folio sql`, the `sql` method, Flight SQL), all of which go through [`Sql`]. No
//!   table factory, file format or object store is registered: no query reaches a file.
//! - **Every query has a deadline and a memory pool of its own** ([`SqlOptions::timeout`],
//!   [`SqlOptions::max_memory`]), and all queries together one account
//!   ([`SqlOptions::max_total_memory`]). Past its deadline, or when its caller cancels it, a
//!   query's tasks are dropped (its CPU stops); past a limit it stops with
//!   [`SqlErrorKind::TooMuchMemory`]. Nothing spills to disk.

mod answer;
mod deadline;
mod error;
mod no_files;
mod pool;
mod provider;
mod pushdown;
mod statement;

pub use answer::{json_rows, unwritable, write_answer, Format};
pub use datafusion::arrow;
pub use error::{SqlError, SqlErrorKind};

use datafusion::arrow::array::RecordBatch;
use datafusion::arrow::datatypes::SchemaRef;
use datafusion::catalog::SchemaProvider;
use datafusion::datasource::object_store::ObjectStoreRegistry;
use datafusion::execution::disk_manager::{DiskManagerBuilder, DiskManagerMode};
use datafusion::execution::runtime_env::RuntimeEnvBuilder;
use datafusion::execution::{SendableRecordBatchStream, SessionState, SessionStateBuilder};
use datafusion::logical_expr::LogicalPlan;
use datafusion::physical_plan::execute_stream;
use datafusion::prelude::{SessionConfig, SessionContext};
use folio_engine::Engine;
use futures::StreamExt;
use pool::{AllQueries, QueryPool};
use provider::FolioSchema;
use std::collections::HashMap;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use std::time::Duration;

/// The catalog and schema the DAOs' tables are in (`folio.public.accounts`), as a client that
/// browses them (JDBC's `DatabaseMetaData`) is told.
pub const CATALOG: &str = "folio";
pub const SCHEMA: &str = "public";

/// The memory one query may hold by default: its tables' rows and its operators' state (sorts,
/// hash tables of joins and aggregates).
pub const DEFAULT_MAX_MEMORY: usize = 1 << 30;

/// The memory all queries running at once may hold together by default.
pub const DEFAULT_MAX_TOTAL_MEMORY: usize = 2 << 30;

/// How long a query may run by default, from its planning to its last row.
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(30);

/// How queries run.
#[derive(Debug, Clone)]
pub struct SqlOptions {
    /// The most memory one query may hold (bytes); past it the query stops with an error.
    pub max_memory: usize,
    /// The most memory all running queries may hold together (bytes); a query that would pass
    /// it stops with an error. It also bounds the columns kept between queries.
    pub max_total_memory: usize,
    /// How long a query may run; past it the query is stopped (`sql_timeout`).
    pub timeout: Duration,
    /// Threads a query runs on (at least 1).
    pub threads: usize,
}

impl Default for SqlOptions {
    fn default() -> SqlOptions {
        SqlOptions {
            max_memory: DEFAULT_MAX_MEMORY,
            max_total_memory: DEFAULT_MAX_TOTAL_MEMORY,
            timeout: DEFAULT_TIMEOUT,
            threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
        }
    }
}

/// SQL over one engine: cheap to share between threads (`&self` everywhere).
pub struct Sql {
    /// The catalog (a table per DAO) and the settings every query starts from; no query
    /// changes them (statements are refused).
    context: SessionContext,
    runtime: tokio::runtime::Runtime,
    options: SqlOptions,
    all: Arc<AllQueries>,
    no_files: Arc<dyn ObjectStoreRegistry>,
}

impl std::fmt::Debug for Sql {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Sql").finish_non_exhaustive()
    }
}

/// A query's answer: its schema and its rows, in batches.
#[derive(Debug, Clone)]
pub struct Answer {
    pub schema: SchemaRef,
    pub batches: Vec<RecordBatch>,
    /// Whether rows were left out past the row limit of [`Sql::query_page`].
    pub more: bool,
}

impl Answer {
    /// The number of rows.
    pub fn rows(&self) -> usize {
        self.batches.iter().map(RecordBatch::num_rows).sum()
    }
}

impl Sql {
    /// SQL over `engine`'s DAOs, a table each, named as the DAO.
    pub fn new(engine: Arc<Engine>, options: SqlOptions) -> Result<Sql, SqlError> {
        let threads = options.threads.max(1);
        let mut config = SessionConfig::new()
            .with_target_partitions(threads)
            .with_information_schema(true)
            .with_default_catalog_and_schema(CATALOG, SCHEMA);
        let sql_options = &mut config.options_mut().sql_parser;
        // FOAM's names are camelCase: `SELECT createdBy FROM accounts` means the property as
        // written, not `createdby` (identifiers are case-sensitive, quoted or not).
        sql_options.enable_ident_normalization = false;
        // Positions for errors about names (an unknown table or column).
        sql_options.collect_spans = true;
        let all = Arc::new(AllQueries::new(options.max_total_memory));
        let no_files: Arc<dyn ObjectStoreRegistry> = Arc::new(no_files::NoFiles);
        // The functions, but no table factory (`CREATE EXTERNAL TABLE ... STORED AS CSV`) and
        // no file format (`COPY ... STORED AS`): folio's tables are its own store.
        let state = SessionStateBuilder::new()
            .with_config(config)
            .with_runtime_env(query_env(&options, &all, &no_files)?)
            .with_default_features()
            .with_table_factories(HashMap::new())
            .with_file_formats(Vec::new())
            .build();
        let context = SessionContext::new_with_state(state);
        let schema: Arc<dyn SchemaProvider> =
            Arc::new(FolioSchema::new(engine, options.max_total_memory));
        let catalog = context
            .catalog(CATALOG)
            .expect("the default catalog is made with the context");
        catalog
            .register_schema(SCHEMA, schema)
            .map_err(SqlError::from)?;
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(threads)
            .thread_name("folio-sql")
            .enable_all()
            .build()
            .map_err(|e| SqlError::new(SqlErrorKind::Execution, e.to_string()))?;
        Ok(Sql {
            context,
            runtime,
            options,
            all,
            no_files,
        })
    }

    /// Runs `query` and gathers its whole answer.
    pub fn query(&self, query: &str) -> Result<Answer, SqlError> {
        self.query_page(query, 0, usize::MAX, None)
    }

    /// Runs `query`, skips its first `offset` rows and gathers at most `limit` rows after them
    /// (`Answer::more` says whether any were left). Rows past the page are not computed when
    /// the plan streams (no `ORDER BY` or aggregate over everything). When `cancel` turns true
    /// (the client went away) the query stops within about 50 ms with `sql_cancelled`.
    pub fn query_page(
        &self,
        query: &str,
        offset: usize,
        limit: usize,
        cancel: Option<&AtomicBool>,
    ) -> Result<Answer, SqlError> {
        let work = async {
            let (schema, mut stream) = self.start(query).await?;
            let (mut skip, mut left) = (offset, limit);
            let mut batches = Vec::new();
            let mut more = false;
            while let Some(batch) = stream.next().await {
                let mut batch = batch.map_err(SqlError::from)?;
                if skip > 0 {
                    let cut = skip.min(batch.num_rows());
                    skip -= cut;
                    batch = batch.slice(cut, batch.num_rows() - cut);
                }
                if batch.num_rows() == 0 {
                    continue;
                }
                if left == 0 {
                    more = true;
                    break;
                }
                let take = left.min(batch.num_rows());
                if take < batch.num_rows() {
                    more = true;
                }
                left -= take;
                batches.push(batch.slice(0, take));
                if more {
                    break;
                }
            }
            Ok(Answer {
                schema,
                batches,
                more,
            })
        };
        self.runtime
            .block_on(deadline::bounded(work, self.options.timeout, cancel))
            .map_err(|e| self.with_limits(e))
    }

    /// An operator that runs out of memory names only itself ("Memory Exhausted while
    /// Sorting"): say which limits there are and what to do.
    fn with_limits(&self, mut e: SqlError) -> SqlError {
        if e.kind == SqlErrorKind::TooMuchMemory && !e.message.contains("limit") {
            e.message = format!(
                "{}: the query needs more than its memory limit of {} bytes (or than what is \
                 left of the {} all queries share); select fewer columns or rows, or raise \
                 --max-query-memory",
                e.message, self.options.max_memory, self.options.max_total_memory
            );
        }
        e
    }

    /// The runtime queries run on, for a server that serves them (Flight SQL).
    pub fn runtime(&self) -> &tokio::runtime::Runtime {
        &self.runtime
    }

    /// The schema of `query`'s answer, from planning it (nothing is run; a statement that is
    /// not a query is refused as [`Sql::query_page`] refuses it).
    pub async fn schema_of(&self, query: &str) -> Result<SchemaRef, SqlError> {
        let work = async {
            let state = self.session()?;
            let plan = plan(&state, query).await?;
            Ok(Arc::new(plan.schema().as_arrow().clone()))
        };
        deadline::bounded(work, self.options.timeout, None).await
    }

    /// Runs `query`, its answer as a stream of batches (for a server that sends them as they
    /// come). The query runs on a task of its own that stops at its deadline, or when the
    /// stream is dropped, whether or not anyone reads the stream: a client that stops reading
    /// holds the query's memory until its deadline at most. `hold` is dropped when that task
    /// ends (a server's call slot).
    pub async fn stream<H: Send + 'static>(
        &self,
        query: &str,
        hold: H,
    ) -> Result<SendableRecordBatchStream, SqlError> {
        let timeout = self.options.timeout;
        let until = tokio::time::Instant::now()
            .checked_add(timeout)
            .unwrap_or_else(|| tokio::time::Instant::now() + Duration::from_secs(86_400 * 365));
        let (schema, stream) = deadline::bounded(self.start(query), timeout, None)
            .await
            .map_err(|e| self.with_limits(e))?;
        Ok(deadline::stream_until(schema, stream, until, timeout, hold))
    }

    /// Plans and starts `query` on a session of its own.
    async fn start(&self, query: &str) -> Result<(SchemaRef, SendableRecordBatchStream), SqlError> {
        let state = self.session()?;
        let plan = plan(&state, query).await?;
        let schema: SchemaRef = Arc::new(plan.schema().as_arrow().clone());
        let physical = state
            .create_physical_plan(&plan)
            .await
            .map_err(SqlError::from)?;
        let stream = execute_stream(physical, state.task_ctx()).map_err(SqlError::from)?;
        Ok((schema, stream))
    }

    /// A session for one query: the shared catalog and settings, with a memory pool, a disk
    /// manager (that refuses to spill) and an object store registry (that has no store) of
    /// its own.
    fn session(&self) -> Result<SessionState, SqlError> {
        let env = query_env(&self.options, &self.all, &self.no_files)?;
        Ok(SessionStateBuilder::new_from_existing(self.context.state())
            .with_runtime_env(env)
            .build())
    }

    /// Bytes all running queries hold now.
    pub fn memory_in_use(&self) -> usize {
        self.all.used()
    }

    /// The schema of the table of the DAO `name` as a query reading it now would see it (its
    /// layout worked out from the DAO's objects), or `None` for no such DAO.
    pub async fn table_schema(&self, name: &str) -> Option<SchemaRef> {
        let reference = datafusion::common::TableReference::full(CATALOG, SCHEMA, name);
        let table = self.context.table_provider(reference).await.ok()?;
        Some(table.schema())
    }

    /// The tables (DAO names), sorted.
    pub fn tables(&self) -> Vec<String> {
        let mut names = self
            .context
            .catalog(CATALOG)
            .and_then(|c| c.schema(SCHEMA))
            .map(|s| s.table_names())
            .unwrap_or_default();
        names.sort();
        names
    }
}

/// The logical plan of `query`, once it is known to be a query: the statement is checked as
/// parsed (before any planning), and the plan again (subqueries, `EXPLAIN`).
async fn plan(state: &SessionState, query: &str) -> Result<LogicalPlan, SqlError> {
    let dialect = state.config().options().sql_parser.dialect;
    let parsed = state
        .sql_to_statement(query, &dialect)
        .map_err(SqlError::from)?;
    statement::parsed_is_query(&parsed)?;
    let plan = state
        .statement_to_plan(parsed)
        .await
        .map_err(SqlError::from)?;
    statement::only_queries(&plan)?;
    Ok(plan)
}

/// The runtime of one query: its own memory pool drawing on `all`, no spilling, no files.
fn query_env(
    options: &SqlOptions,
    all: &Arc<AllQueries>,
    no_files: &Arc<dyn ObjectStoreRegistry>,
) -> Result<Arc<datafusion::execution::runtime_env::RuntimeEnv>, SqlError> {
    RuntimeEnvBuilder::new()
        .with_memory_pool(Arc::new(QueryPool::new(
            options.max_memory,
            Arc::clone(all),
        )))
        // A sort or join past its memory fails rather than writing temporary files: they
        // would land on the journals' disk, unbounded.
        .with_disk_manager_builder(
            DiskManagerBuilder::default().with_mode(DiskManagerMode::Disabled),
        )
        .with_object_store_registry(Arc::clone(no_files))
        .build_arc()
        .map_err(SqlError::from)
}
