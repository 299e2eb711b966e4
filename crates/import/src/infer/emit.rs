//! The filled table as a registry document, every guess marked.

use super::ids::{ids, put_keys, IdSource};
use super::table::Table;
use super::{Counts, Warning};
use crate::doc::{EnumDoc, ModelDoc, PropertyDoc, RegistryDoc};
use std::collections::BTreeMap;

/// The document for `table`, with `daos` as its DAO map; counts what it holds into `counts`, and
/// warns about classes whose objects will replay onto one ([`Warning::SharedId`]).
pub(crate) fn document(
    table: &Table,
    daos: BTreeMap<String, String>,
    counts: &mut Counts,
    warnings: &mut Vec<Warning>,
) -> RegistryDoc {
    let mut doc = RegistryDoc {
        daos,
        ..RegistryDoc::default()
    };
    for (class, stats) in &table.classes {
        let (ids, source) = ids(stats);
        match source {
            IdSource::Removes => counts.ids_shown += 1,
            _ => counts.ids_guessed += 1,
        }
        if source == IdSource::Default && stats.entries > 1 {
            warnings.push(Warning::SharedId {
                class: class.clone(),
                entries: stats.entries,
                candidates: put_keys(stats),
            });
        }
        let properties: Vec<PropertyDoc> = stats
            .properties
            .iter()
            .map(|(name, shape)| {
                let guess = shape.guess();
                counts.typed += usize::from(guess.guessed);
                PropertyDoc {
                    name: name.clone(),
                    ty: guess.ty.to_owned(),
                    of: guess.of,
                    inferred: if guess.guessed { vec!["type"] } else { vec![] },
                    ..PropertyDoc::default()
                }
            })
            .collect();
        counts.properties += properties.len();
        doc.models.push(ModelDoc {
            class: class.clone(),
            ids,
            properties,
            source: Some(stats.source.clone()),
            inferred: if source.is_guess() {
                vec!["ids"]
            } else {
                vec![]
            },
            ..ModelDoc::default()
        });
    }
    for (class, ordinals) in &table.enums {
        let ordinals: Vec<i64> = ordinals.iter().map(|&n| i64::from(n)).collect();
        let dense = ordinals.iter().zip(0..).all(|(&n, i)| n == i);
        doc.enums.push(EnumDoc {
            class: class.clone(),
            values: ordinals.iter().map(|&n| value_name(n)).collect(),
            ordinals: (!dense).then_some(ordinals),
            inferred: vec!["values"],
            ..EnumDoc::default()
        });
    }
    counts.classes = doc.models.len();
    counts.enums = doc.enums.len();
    doc
}

/// The made-up name of the enum constant with `ordinal`: journals hold ordinals only.
fn value_name(ordinal: i64) -> String {
    match ordinal {
        n if n < 0 => format!("VALUE_MINUS_{}", n.unsigned_abs()),
        n => format!("VALUE_{n}"),
    }
}

#[cfg(test)]
mod tests {
    use super::value_name;

    #[test]
    fn value_names_are_distinct_for_distinct_ordinals() {
        assert_eq!(value_name(0), "VALUE_0");
        assert_eq!(value_name(12), "VALUE_12");
        assert_eq!(value_name(-1), "VALUE_MINUS_1");
        assert_eq!(value_name(i64::from(i32::MIN)), "VALUE_MINUS_2147483648");
    }
}
