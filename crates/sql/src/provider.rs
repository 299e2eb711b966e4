//! The DAOs as DataFusion tables: a schema provider that hands out one table per DAO, each
//! built from the store when a query reads it.

use crate::pool::QueryPool;
use crate::pushdown::{index_lookup, IndexLookup};
use async_trait::async_trait;
use datafusion::arrow::array::{ArrayRef, RecordBatch, RecordBatchOptions};
use datafusion::arrow::datatypes::SchemaRef;
use datafusion::catalog::{SchemaProvider, Session, TableProvider};
use datafusion::datasource::memory::MemorySourceConfig;
use datafusion::datasource::TableType;
use datafusion::error::{DataFusionError, Result};
use datafusion::logical_expr::{Expr, TableProviderFilterPushDown};
use datafusion::physical_plan::ExecutionPlan;
use folio_engine::Engine;
use folio_export::{Layout, Source, Table};
use folio_store::{Dao, Id, Object, Page, Predicate};
use rayon::prelude::*;
use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, PoisonError};

/// Rows per batch: what DataFusion's operators work on at a time.
const BATCH: usize = 8 * 1024;

/// One table per DAO of an engine, named as the DAO.
#[derive(Debug)]
pub(crate) struct FolioSchema {
    engine: Arc<Engine>,
    /// Per DAO, its layout and the [`folio_store::Dao::changes`] it was worked out at: worked
    /// out again only when the DAO changed, so a lookup does not pay a pass over every object.
    layouts: Mutex<HashMap<String, (u64, Arc<Layout>)>>,
    /// Per DAO, the columns built from its current state.
    built: Arc<BuiltColumns>,
}

impl FolioSchema {
    /// Tables of `engine`'s DAOs (the rows a query builds count in its own pool); the columns
    /// kept between queries take at most `max_cached` bytes over all DAOs.
    pub(crate) fn new(engine: Arc<Engine>, max_cached: usize) -> FolioSchema {
        FolioSchema {
            engine,
            layouts: Mutex::new(HashMap::new()),
            built: Arc::new(BuiltColumns::new(max_cached)),
        }
    }

    /// The layout of the DAO named `name` now, and which of its value columns are indexed.
    fn layout(&self, name: &str) -> Option<(Arc<Layout>, Vec<String>)> {
        let live = self.engine.live_dao(name)?;
        let registry = self.engine.registry();
        // A layout may look at every object: a long reader.
        let objects = live.long_read();
        let changes = objects.changes();
        let mut layouts = self.layouts.lock().unwrap_or_else(PoisonError::into_inner);
        let layout = match layouts.get(name) {
            Some((at, layout)) if *at == changes => layout.clone(),
            _ => {
                let layout = Arc::new(Layout::of(
                    &objects,
                    registry,
                    live.default_class().as_deref(),
                ));
                layouts.insert(name.to_owned(), (changes, layout.clone()));
                layout
            }
        };
        let table = Table::new(registry, &layout);
        let indexed = table
            .columns()
            .iter()
            .filter(|c| c.source == Source::Value && objects.index(&c.name).is_some())
            .map(|c| c.name.clone())
            .collect();
        Some((layout, indexed))
    }
}

#[async_trait]
impl SchemaProvider for FolioSchema {
    fn table_names(&self) -> Vec<String> {
        self.engine
            .daos()
            .iter()
            .map(|d| d.name().to_owned())
            .collect()
    }

    async fn table(&self, name: &str) -> Result<Option<Arc<dyn TableProvider>>> {
        let Some((layout, indexed)) = self.layout(name) else {
            return Ok(None);
        };
        let schema = Table::new(self.engine.registry(), &layout).schema();
        Ok(Some(Arc::new(DaoTable {
            engine: self.engine.clone(),
            dao: name.to_owned(),
            layout,
            schema,
            indexed,
            built: Arc::clone(&self.built),
        })))
    }

    fn table_exist(&self, name: &str) -> bool {
        self.engine.live_dao(name).is_some()
    }
}

/// The columns built from one state of a DAO (all its objects, in its iteration order), kept
/// for the queries after it until the DAO changes: a read-mostly server scans from them.
#[derive(Debug, Default)]
pub(crate) struct Built {
    /// The [`Dao::changes`] and the layout they were built at.
    changes: Option<u64>,
    layout: Option<Arc<Layout>>,
    /// Rows per batch.
    rows: Vec<usize>,
    /// Per column (its index in the table), one array per batch.
    columns: HashMap<usize, Vec<ArrayRef>>,
    bytes: usize,
}

/// Per DAO, its built columns, and what they take over all DAOs, within a limit.
///
/// **Invariant:** `bytes` is the sum of every DAO's `Built::bytes`; it changes only with a
/// `Built`, under that `Built`'s lock.
#[derive(Debug)]
pub(crate) struct BuiltColumns {
    daos: Mutex<HashMap<String, Arc<Mutex<Built>>>>,
    bytes: AtomicUsize,
    limit: usize,
}

impl BuiltColumns {
    fn new(limit: usize) -> BuiltColumns {
        BuiltColumns {
            daos: Mutex::new(HashMap::new()),
            bytes: AtomicUsize::new(0),
            limit,
        }
    }

    fn of(&self, dao: &str) -> Arc<Mutex<Built>> {
        let mut daos = self.daos.lock().unwrap_or_else(PoisonError::into_inner);
        Arc::clone(daos.entry(dao.to_owned()).or_default())
    }

    /// Empties `built`, giving back what it took.
    fn clear(&self, built: &mut Built) {
        self.bytes.fetch_sub(built.bytes, Ordering::AcqRel);
        *built = Built::default();
    }

    /// After `dao`'s columns grew: while all kept columns pass the limit, the other DAOs'
    /// are let go (those no query is reading at the moment), then `dao`'s own.
    fn trim(&self, dao: &str, own: &mut Built) {
        if self.bytes.load(Ordering::Acquire) <= self.limit {
            return;
        }
        let others: Vec<Arc<Mutex<Built>>> = {
            let daos = self.daos.lock().unwrap_or_else(PoisonError::into_inner);
            daos.iter()
                .filter(|(name, _)| name.as_str() != dao)
                .map(|(_, built)| Arc::clone(built))
                .collect()
        };
        for other in others {
            if self.bytes.load(Ordering::Acquire) <= self.limit {
                return;
            }
            // A DAO a query is building now is skipped: waiting for it could deadlock with a
            // query that holds it and waits for this one.
            if let Ok(mut other) = other.try_lock() {
                self.clear(&mut other);
            }
        }
        if self.bytes.load(Ordering::Acquire) > self.limit {
            self.clear(own);
        }
    }
}

/// One DAO as a table, with the layout it had when the query was planned.
#[derive(Debug)]
struct DaoTable {
    engine: Arc<Engine>,
    dao: String,
    layout: Arc<Layout>,
    schema: SchemaRef,
    /// The value columns the DAO has a hash index of.
    indexed: Vec<String>,
    built: Arc<BuiltColumns>,
}

#[async_trait]
impl TableProvider for DaoTable {
    fn schema(&self) -> SchemaRef {
        self.schema.clone()
    }

    fn table_type(&self) -> TableType {
        TableType::Base
    }

    /// Equality and `IN` on an indexed column are looked up in the index; DataFusion still
    /// applies the filter to what the lookup gives (inexact), so the answer never depends on
    /// the index agreeing with SQL's equality beyond finding every match.
    fn supports_filters_pushdown(
        &self,
        filters: &[&Expr],
    ) -> Result<Vec<TableProviderFilterPushDown>> {
        let table = Table::new(self.engine.registry(), &self.layout);
        Ok(filters
            .iter()
            .map(|f| match index_lookup(f, &self.indexed, &table) {
                Some(_) => TableProviderFilterPushDown::Inexact,
                None => TableProviderFilterPushDown::Unsupported,
            })
            .collect())
    }

    async fn scan(
        &self,
        state: &dyn Session,
        projection: Option<&Vec<usize>>,
        filters: &[Expr],
        limit: Option<usize>,
    ) -> Result<Arc<dyn ExecutionPlan>> {
        let registry = self.engine.registry();
        let table = Table::new(registry, &self.layout);
        let lookup = filters
            .iter()
            .find_map(|f| index_lookup(f, &self.indexed, &table));
        let live = self
            .engine
            .live_dao(&self.dao)
            .ok_or_else(|| DataFusionError::Plan(format!("table '{}' not found", self.dao)))?;
        let projection: Vec<usize> = match projection {
            Some(p) => p.clone(),
            None => (0..self.schema.fields().len()).collect(),
        };
        let schema = Arc::new(self.schema.project(&projection)?);
        // The rows are held by the plan until the query ends: they count against its memory
        // (its own pool), with what its operators hold.
        let pool = state.runtime_env().memory_pool.clone();
        let pool = pool.downcast_ref::<QueryPool>().ok_or_else(|| {
            DataFusionError::Internal("a folio table read outside a query's own session".into())
        })?;
        let held = Held {
            pool,
            dao: &self.dao,
        };
        // One state of the DAO: every row of this table is built under one read lock, which
        // writes to the DAO wait for (they are durable meanwhile, but not acknowledged); writes
        // to other DAOs, and the commit turn, do not.
        let batches = {
            let objects = live.long_read();
            let lookup = lookup.and_then(|l| self.look_up(l));
            let limited = limit.filter(|_| filters.is_empty());
            match (lookup, limited) {
                (Some(filters), _) => {
                    let mut rows = Vec::new();
                    for filter in &filters {
                        rows.extend(objects.select(filter, &[], Page::default(), registry));
                    }
                    // `IN (1, 1)` names an object once.
                    rows.sort_unstable_by(|a, b| a.0.cmp(b.0));
                    rows.dedup_by(|a, b| a.0 == b.0);
                    self.build(&table, &rows, &projection, &held)?
                }
                // A limit comes down only when every filter was applied here (none were, or
                // none was given): the first rows are as good as any.
                (None, Some(limit)) => {
                    let rows: Vec<(&Id, &Object)> = objects.iter().take(limit).collect();
                    self.build(&table, &rows, &projection, &held)?
                }
                (None, None) => self.scan_all(&table, &objects, &projection, &schema, &held)?,
            }
        };
        // Spread over as many partitions as the query runs threads.
        let partitions = state.config().target_partitions().max(1);
        let mut parts: Vec<Vec<RecordBatch>> =
            vec![Vec::new(); partitions.min(batches.len().max(1))];
        let count = parts.len();
        for (i, batch) in batches.into_iter().enumerate() {
            parts[i % count].push(batch);
        }
        Ok(MemorySourceConfig::try_new_exec(&parts, schema, None)?)
    }
}

/// Where the rows a query's tables hold are counted: the query's own pool (every query runs on
/// a session with one, `Sql::session`).
struct Held<'a> {
    pool: &'a QueryPool,
    dao: &'a str,
}

impl Held<'_> {
    /// Counts `bytes` more of the query's rows, or says which limit they pass.
    fn hold(&self, bytes: usize) -> Result<()> {
        self.pool.hold(bytes).map_err(|e| match e {
            DataFusionError::ResourcesExhausted(why) => {
                DataFusionError::ResourcesExhausted(format!("reading table `{}`: {why}", self.dao))
            }
            other => other,
        })
    }
}

impl DaoTable {
    /// Batches of the `projection` columns of `rows`, failing past the memory limit.
    fn build(
        &self,
        table: &Table<'_>,
        rows: &[(&Id, &Object)],
        projection: &[usize],
        limit: &Held<'_>,
    ) -> Result<Vec<RecordBatch>> {
        let mut batches = Vec::with_capacity(rows.len().div_ceil(BATCH));
        // Batches are built on every core, a few at a time, so that the memory limit stops a
        // table too large before it is all built.
        let group = BATCH * 4 * rayon::current_num_threads();
        for rows in rows.chunks(group) {
            let built = rows
                .par_chunks(BATCH)
                .map(|chunk| table.batch(chunk, Some(projection)))
                .collect::<std::result::Result<Vec<_>, _>>()?;
            let bytes = built
                .iter()
                .map(RecordBatch::get_array_memory_size)
                .sum::<usize>();
            limit.hold(bytes)?;
            batches.extend(built);
        }
        Ok(batches)
    }

    /// Every object's `projection` columns, from the DAO's built columns where this state of
    /// the DAO already has them (a column is built once per state and kept until the DAO
    /// changes), the others built now and kept. The rows come in the DAO's iteration order,
    /// which is the same while it does not change, so the columns of one state line up.
    fn scan_all(
        &self,
        table: &Table<'_>,
        objects: &Dao,
        projection: &[usize],
        schema: &SchemaRef,
        limit: &Held<'_>,
    ) -> Result<Vec<RecordBatch>> {
        let built = self.built.of(&self.dao);
        let mut built = built.lock().unwrap_or_else(PoisonError::into_inner);
        let changes = objects.changes();
        let same_state = built.changes == Some(changes)
            && built
                .layout
                .as_ref()
                .is_some_and(|l| Arc::ptr_eq(l, &self.layout));
        if !same_state {
            self.built.clear(&mut built);
            built.changes = Some(changes);
            built.layout = Some(Arc::clone(&self.layout));
        }
        let missing: Vec<usize> = projection
            .iter()
            .copied()
            .filter(|c| !built.columns.contains_key(c))
            .collect();
        // The cached columns this query reads are held by it as well.
        let cached: usize = projection
            .iter()
            .filter_map(|c| built.columns.get(c))
            .flatten()
            .map(|a| a.get_array_memory_size())
            .sum();
        limit.hold(cached)?;
        if built.rows.is_empty() || !missing.is_empty() {
            let rows: Vec<(&Id, &Object)> = objects.collect_all();
            let batches = self.build(table, &rows, &missing, limit)?;
            built.rows = batches.iter().map(RecordBatch::num_rows).collect();
            let bytes: usize = batches.iter().map(RecordBatch::get_array_memory_size).sum();
            for (i, &column) in missing.iter().enumerate() {
                let arrays = batches.iter().map(|b| Arc::clone(b.column(i))).collect();
                built.columns.insert(column, arrays);
            }
            built.bytes += bytes;
            self.built.bytes.fetch_add(bytes, Ordering::AcqRel);
        }
        let batches = built
            .rows
            .iter()
            .enumerate()
            .map(|(b, &rows)| {
                let arrays = projection
                    .iter()
                    .map(|c| Arc::clone(&built.columns[c][b]))
                    .collect();
                RecordBatch::try_new_with_options(
                    Arc::clone(schema),
                    arrays,
                    &RecordBatchOptions::new().with_row_count(Some(rows)),
                )
            })
            .collect::<std::result::Result<Vec<_>, _>>()?;
        // What is kept for later queries stays within its limit over all DAOs: past it, other
        // DAOs' columns are let go first, then this state's (the next query builds what it
        // needs again).
        self.built.trim(&self.dao, &mut built);
        Ok(batches)
    }

    /// The filters that select what `lookup` asks for, one per value, typed by the DAO's
    /// rules; `None` when a value does not type (the scan then reads every object, and
    /// DataFusion's filter decides).
    fn look_up(&self, lookup: IndexLookup) -> Option<Vec<Predicate>> {
        lookup
            .values
            .into_iter()
            .map(|raw| {
                self.engine
                    .filter(&self.dao, vec![(lookup.column.clone(), raw)])
                    .ok()
            })
            .collect()
    }
}
