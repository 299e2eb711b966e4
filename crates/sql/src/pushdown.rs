//! Which filters an index answers: `column = literal` and `column IN (literals)` on an indexed
//! column whose values SQL and folio compare alike.

use datafusion::common::ScalarValue;
use datafusion::logical_expr::{BinaryExpr, Expr, Operator};
use folio_dialect::Value as Raw;
use folio_export::{ColumnKind, Table};

/// A lookup in one column's index: the objects whose value is any of `values` (as a client
/// would write them, typed by the DAO's rules before the lookup).
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct IndexLookup {
    pub column: String,
    pub values: Vec<Raw>,
}

/// The lookup `filter` asks for, when `filter` is an equality or `IN` on one of the `indexed`
/// columns of `table` and every value is a literal of a kind that column compares exactly
/// (strings, integers, booleans, enum names). Decimals are never looked up: a key whose
/// values mix integers and decimals is a double column, where SQL's `7 = 7.0` holds but the
/// index keeps `7` and `7.0` apart.
pub(crate) fn index_lookup(
    filter: &Expr,
    indexed: &[String],
    table: &Table<'_>,
) -> Option<IndexLookup> {
    let (column, literals): (&str, Vec<&Expr>) = match filter {
        Expr::BinaryExpr(BinaryExpr {
            left,
            op: Operator::Eq,
            right,
        }) => match (&**left, &**right) {
            (Expr::Column(c), lit) | (lit, Expr::Column(c)) => (&c.name, vec![lit]),
            _ => return None,
        },
        Expr::InList(list) if !list.negated => match &*list.expr {
            Expr::Column(c) => (&c.name, list.list.iter().collect()),
            _ => return None,
        },
        _ => return None,
    };
    if !indexed.iter().any(|c| c == column) {
        return None;
    }
    let at = table.column_of(column)?;
    let exact = matches!(
        table.columns()[at].kind,
        ColumnKind::Utf8
            | ColumnKind::Int64
            | ColumnKind::Int32
            | ColumnKind::Int16
            | ColumnKind::Int8
            | ColumnKind::Boolean
            | ColumnKind::EnumName(_)
    );
    if !exact || literals.is_empty() {
        return None;
    }
    let values = literals
        .into_iter()
        .map(|e| match e {
            Expr::Literal(value, _) => raw(value),
            _ => None,
        })
        .collect::<Option<Vec<Raw>>>()?;
    Some(IndexLookup {
        column: column.to_owned(),
        values,
    })
}

/// A literal as a client would write it; `None` for null and the kinds never looked up.
fn raw(value: &ScalarValue) -> Option<Raw> {
    Some(match value {
        ScalarValue::Utf8(Some(s))
        | ScalarValue::LargeUtf8(Some(s))
        | ScalarValue::Utf8View(Some(s)) => Raw::Str(s.clone()),
        ScalarValue::Int8(Some(i)) => Raw::Int(i64::from(*i)),
        ScalarValue::Int16(Some(i)) => Raw::Int(i64::from(*i)),
        ScalarValue::Int32(Some(i)) => Raw::Int(i64::from(*i)),
        ScalarValue::Int64(Some(i)) => Raw::Int(*i),
        ScalarValue::UInt8(Some(i)) => Raw::Int(i64::from(*i)),
        ScalarValue::UInt16(Some(i)) => Raw::Int(i64::from(*i)),
        ScalarValue::UInt32(Some(i)) => Raw::Int(i64::from(*i)),
        ScalarValue::UInt64(Some(i)) => Raw::Int(i64::try_from(*i).ok()?),
        ScalarValue::Boolean(Some(b)) => Raw::Bool(*b),
        ScalarValue::Dictionary(_, inner) => return raw(inner),
        _ => return None,
    })
}
