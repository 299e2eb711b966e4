//! SQL over a live engine's DAOs, through Apache DataFusion: one table per DAO, its columns the
//! DAO's table as the Parquet export maps it (`folio_export::Table`), built from the store
//! when a query reads it (never a copy frozen at open).
//!
//! - **Each table a query reads is one state of its DAO:** its rows are built under the DAO's
//!   read lock, once per reference in the query, from the durable writes only (what the
//!   engine's readers see).
//! - Equality and `IN` on an indexed column are answered from folio's hash index; everything
//!   else scans. Only the columns a query names are built.
//! - A query whose tables or operators would hold more than the memory limit stops with
//!   [`SqlErrorKind::TooMuchMemory`].

mod answer;
mod error;
mod provider;
mod pushdown;

pub use answer::{json_rows, write_answer, Format};
pub use datafusion::arrow;
pub use error::{SqlError, SqlErrorKind};

use datafusion::arrow::array::RecordBatch;
use datafusion::arrow::datatypes::SchemaRef;
use datafusion::catalog::SchemaProvider;
use datafusion::execution::runtime_env::RuntimeEnvBuilder;
use datafusion::execution::SessionStateBuilder;
use datafusion::prelude::{SessionConfig, SessionContext};
use folio_engine::Engine;
use futures::StreamExt;
use provider::FolioSchema;
use std::sync::Arc;

/// The catalog and schema the DAOs' tables are in (`folio.public.accounts`), as a client that
/// browses them (JDBC's `DatabaseMetaData`) is told.
pub const CATALOG: &str = "folio";
pub const SCHEMA: &str = "public";

/// The memory a query may hold by default: its tables' rows and its operators' state (sorts,
/// hash tables of joins and aggregates).
pub const DEFAULT_MAX_MEMORY: usize = 1 << 30;

/// How queries run.
#[derive(Debug, Clone)]
pub struct SqlOptions {
    /// The most memory one query may hold (bytes); past it the query stops with an error.
    pub max_memory: usize,
    /// Threads a query runs on (at least 1).
    pub threads: usize,
}

impl Default for SqlOptions {
    fn default() -> SqlOptions {
        SqlOptions {
            max_memory: DEFAULT_MAX_MEMORY,
            threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
        }
    }
}

/// SQL over one engine: cheap to share between threads (`&self` everywhere).
pub struct Sql {
    context: SessionContext,
    runtime: tokio::runtime::Runtime,
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
        let runtime_env = RuntimeEnvBuilder::new()
            .with_memory_limit(options.max_memory, 1.0)
            .build_arc()
            .map_err(SqlError::from)?;
        let state = SessionStateBuilder::new()
            .with_config(config)
            .with_runtime_env(runtime_env)
            .with_default_features()
            .build();
        let context = SessionContext::new_with_state(state);
        let schema: Arc<dyn SchemaProvider> =
            Arc::new(FolioSchema::new(engine, options.max_memory));
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
        Ok(Sql { context, runtime })
    }

    /// Runs `query` and gathers its whole answer.
    pub fn query(&self, query: &str) -> Result<Answer, SqlError> {
        self.query_page(query, 0, usize::MAX)
    }

    /// Runs `query`, skips its first `offset` rows and gathers at most `limit` rows after them
    /// (`Answer::more` says whether any were left). Rows past the page are not computed when
    /// the plan streams (no `ORDER BY` or aggregate over everything).
    pub fn query_page(&self, query: &str, offset: usize, limit: usize) -> Result<Answer, SqlError> {
        self.runtime.block_on(async {
            let frame = self.context.sql(query).await.map_err(SqlError::from)?;
            let schema: SchemaRef = Arc::new(frame.schema().as_arrow().clone());
            let mut stream = frame.execute_stream().await.map_err(SqlError::from)?;
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
        })
    }

    /// The runtime queries run on, for a server that serves them (Flight SQL).
    pub fn runtime(&self) -> &tokio::runtime::Runtime {
        &self.runtime
    }

    /// The schema of `query`'s answer, from planning it (nothing is run).
    pub async fn schema_of(&self, query: &str) -> Result<SchemaRef, SqlError> {
        let frame = self.context.sql(query).await.map_err(SqlError::from)?;
        Ok(Arc::new(frame.schema().as_arrow().clone()))
    }

    /// Runs `query`, its answer as a stream of batches (for a server that sends them as they
    /// come).
    pub async fn stream(
        &self,
        query: &str,
    ) -> Result<datafusion::execution::SendableRecordBatchStream, SqlError> {
        let frame = self.context.sql(query).await.map_err(SqlError::from)?;
        frame.execute_stream().await.map_err(SqlError::from)
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
