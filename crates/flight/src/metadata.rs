//! What a client browsing the server is told (JDBC's `DatabaseMetaData`, ADBC's
//! `get_objects`, DBeaver's tree): one catalog, one schema, a table per DAO, and a few facts
//! about the server. Each answer is one batch, built by arrow-flight's builders (which apply
//! the client's filters).

use arrow_flight::error::FlightError;
use arrow_flight::sql::metadata::{SqlInfoData, SqlInfoDataBuilder};
use arrow_flight::sql::{
    CommandGetCatalogs, CommandGetDbSchemas, CommandGetSqlInfo, CommandGetTableTypes,
    CommandGetTables, SqlInfo,
};
use folio_sql::arrow::array::RecordBatch;
use folio_sql::{Sql, CATALOG, SCHEMA};
use std::sync::LazyLock;

/// The only kind of table there is: a DAO's.
const TABLE_TYPE: &str = "TABLE";

/// The facts a client may ask for (`GetSqlInfo`): the server's name and version, that SQL only
/// reads, and how identifiers are quoted (case-sensitive, never folded: FOAM's names are
/// camelCase).
static SQL_INFO: LazyLock<SqlInfoData> = LazyLock::new(|| {
    let mut info = SqlInfoDataBuilder::new();
    info.append(SqlInfo::FlightSqlServerName, "folio");
    info.append(SqlInfo::FlightSqlServerVersion, env!("CARGO_PKG_VERSION"));
    info.append(SqlInfo::FlightSqlServerArrowVersion, "1.5");
    info.append(SqlInfo::FlightSqlServerReadOnly, true);
    info.append(SqlInfo::SqlIdentifierQuoteChar, "\"");
    info.build()
        .expect("a fixed set of facts of the types the protocol gives them")
});

pub(crate) fn sql_info(query: CommandGetSqlInfo) -> Result<RecordBatch, FlightError> {
    query.into_builder(&SQL_INFO).build()
}

pub(crate) fn sql_info_schema(query: CommandGetSqlInfo) -> folio_sql::arrow::datatypes::SchemaRef {
    query.into_builder(&SQL_INFO).schema()
}

pub(crate) fn catalogs(query: CommandGetCatalogs) -> Result<RecordBatch, FlightError> {
    let mut builder = query.into_builder();
    builder.append(CATALOG);
    builder.build()
}

pub(crate) fn schemas(query: CommandGetDbSchemas) -> Result<RecordBatch, FlightError> {
    let mut builder = query.into_builder();
    builder.append(CATALOG, SCHEMA);
    builder.build()
}

pub(crate) fn table_types(query: CommandGetTableTypes) -> Result<RecordBatch, FlightError> {
    let mut builder = query.into_builder();
    builder.append(TABLE_TYPE);
    builder.build()
}

/// The DAOs' tables, each with the schema a query reading it now would see (when asked:
/// working it out reads the DAO's objects).
pub(crate) async fn tables(sql: &Sql, query: CommandGetTables) -> Result<RecordBatch, FlightError> {
    let with_schema = query.include_schema;
    let mut builder = query.into_builder();
    let empty = folio_sql::arrow::datatypes::Schema::empty();
    for name in sql.tables() {
        let schema = match with_schema {
            true => sql.table_schema(&name).await,
            false => None,
        };
        // A DAO dropped between listing and asking is left out.
        if with_schema && schema.is_none() {
            continue;
        }
        let schema = schema.as_deref().unwrap_or(&empty);
        builder.append(CATALOG, SCHEMA, &name, TABLE_TYPE, schema)?;
    }
    builder.build()
}
