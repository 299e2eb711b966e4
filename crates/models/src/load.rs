//! Reading a registry document: bytes -> generic value tree (folio-dialect) -> [`Registry`].
//!
//! The document is small (1.5 MB for the whole FOAM registry) and read once, so it goes
//! through the generic tree; the work that matters later (dispatch) is compiled here.

use std::path::Path;

use folio_dialect::{Map, Value};
use rustc_hash::FxHashMap;

use crate::error::{ModelError, Place, Reason, Warning, WarningKind};
use crate::literal::typed;
use crate::model::ModelSpec;
use crate::{EnumDef, Literal, PropType, Property, Registry};

impl Registry {
    /// Reads a registry document (docs/format.md, Model registry) in the lenient grammar of docs/format.md, Objects.
    ///
    /// Errors name no file; [`Registry::load`] adds it.
    pub fn from_slice(bytes: &[u8]) -> Result<Registry, ModelError> {
        let doc = folio_dialect::parse_document(bytes).map_err(|e| syntax_error(bytes, &e))?;
        Registry::from_value(&doc)
    }

    /// Reads the registry file at `path`. Every error names `path`.
    pub fn load(path: &Path) -> Result<Registry, ModelError> {
        let bytes = std::fs::read(path).map_err(|source| ModelError::Io {
            path: path.to_path_buf(),
            source,
        })?;
        Registry::from_slice(&bytes).map_err(|e| e.with_path(path))
    }

    /// Builds a registry from an already parsed document.
    pub fn from_value(doc: &Value) -> Result<Registry, ModelError> {
        let Value::Object(doc) = doc else {
            return Err(ModelError::invalid(Place::Document, Reason::ExpectedObject));
        };
        let mut registry = Registry::empty();
        // Enums are read before models, since an Enum property's default is a constant of its
        // enum, but added after them, so that errors and warnings keep the file's order.
        let enums = section_array(doc, "enums");
        let enum_defs: Vec<Result<EnumDef, ModelError>> = match enums {
            Ok(Some(items)) => items
                .iter()
                .enumerate()
                .map(|(i, e)| enum_def(i, e))
                .collect(),
            _ => Vec::new(),
        };
        {
            // A class defined twice: the later definition wins, as `add_enum` decides.
            let by_class: FxHashMap<&str, &EnumDef> =
                enum_defs.iter().flatten().map(|e| (&*e.class, e)).collect();
            // FOAM's Java moves every Date to noon GMT of its day since 2026; before, a Date
            // was kept as written, as a DateTime is. `"dateAtNoon": false` says the registry's
            // models are of that earlier FOAM: their Date properties are read as DateTimes.
            let date_at_noon = match field(doc, "dateAtNoon") {
                None => true,
                Some(Value::Bool(b)) => *b,
                Some(_) => {
                    return Err(ModelError::invalid(
                        Place::Document,
                        Reason::FieldType {
                            field: "dateAtNoon",
                            expected: "true or false",
                        },
                    ))
                }
            };
            if let Some(models) = section_array(doc, "models")? {
                for (index, m) in models.iter().enumerate() {
                    let mut spec = model_spec(index, m, &by_class, &mut registry.warnings)?;
                    if !date_at_noon {
                        for property in &mut spec.properties {
                            if property.ty == PropType::Date {
                                property.ty = PropType::DateTime;
                            }
                        }
                    }
                    registry.add_model(index, spec);
                }
            }
        }
        if enums?.is_some() {
            for (index, def) in enum_defs.into_iter().enumerate() {
                registry.add_enum(index, def?);
            }
        }
        match field(doc, "daos") {
            None => {}
            Some(Value::Object(daos)) => {
                for (dao, class) in daos.iter() {
                    match class {
                        Value::Str(class) => registry.add_dao(dao, class),
                        _ => {
                            return Err(ModelError::invalid(
                                Place::Dao { name: dao.into() },
                                Reason::FieldType {
                                    field: "daos",
                                    expected: "a map of DAO names to class names",
                                },
                            ))
                        }
                    }
                }
            }
            Some(_) => {
                return Err(ModelError::invalid(
                    Place::Section("daos"),
                    Reason::ExpectedObject,
                ))
            }
        }
        registry.finish();
        Ok(registry)
    }
}

/// The value of `key`, treating `null` as absent.
fn field<'a>(map: &'a Map, key: &str) -> Option<&'a Value> {
    map.get(key).filter(|v| !matches!(v, Value::Null))
}

fn section_array<'a>(
    doc: &'a Map,
    section: &'static str,
) -> Result<Option<&'a [Value]>, ModelError> {
    match field(doc, section) {
        None => Ok(None),
        Some(Value::Array(items)) => Ok(Some(items)),
        Some(_) => Err(ModelError::invalid(
            Place::Section(section),
            Reason::ExpectedArray,
        )),
    }
}

/// An optional string field; `""` is returned as is.
fn opt_str<'a>(map: &'a Map, key: &'static str) -> Result<Option<&'a str>, Reason> {
    match field(map, key) {
        None => Ok(None),
        Some(Value::Str(s)) => Ok(Some(s)),
        Some(_) => Err(Reason::FieldType {
            field: key,
            expected: "a string",
        }),
    }
}

/// An optional string field where `""` means absent.
fn opt_name<'a>(map: &'a Map, key: &'static str) -> Result<Option<&'a str>, Reason> {
    Ok(opt_str(map, key)?.filter(|s| !s.is_empty()))
}

/// A string field that must be present and not empty.
fn required_name<'a>(map: &'a Map, key: &'static str) -> Result<&'a str, Reason> {
    match opt_str(map, key)? {
        None => Err(Reason::MissingField(key)),
        Some("") => Err(Reason::EmptyName(key)),
        Some(s) => Ok(s),
    }
}

/// An optional array of non-empty strings.
fn opt_names<'a>(map: &'a Map, key: &'static str) -> Result<Option<Vec<&'a str>>, Reason> {
    let wrong = Reason::FieldType {
        field: key,
        expected: "an array of strings",
    };
    let Some(v) = field(map, key) else {
        return Ok(None);
    };
    let Value::Array(items) = v else {
        return Err(wrong);
    };
    let mut names = Vec::with_capacity(items.len());
    for item in items {
        match item {
            Value::Str(s) if s.is_empty() => return Err(Reason::EmptyName(key)),
            Value::Str(s) => names.push(&**s),
            _ => return Err(wrong),
        }
    }
    Ok(Some(names))
}

fn model_spec(
    index: usize,
    value: &Value,
    enums: &FxHashMap<&str, &EnumDef>,
    warnings: &mut Vec<Warning>,
) -> Result<ModelSpec, ModelError> {
    let at = |class: Option<&str>| Place::Model {
        index,
        class: class.map(Into::into),
    };
    let Value::Object(m) = value else {
        return Err(ModelError::invalid(at(None), Reason::ExpectedObject));
    };
    let class = required_name(m, "class").map_err(|r| {
        let class = opt_str(m, "class").ok().flatten().filter(|c| !c.is_empty());
        ModelError::invalid(at(class), r)
    })?;
    let fail = |r: Reason| ModelError::invalid(at(Some(class)), r);
    let extends = opt_name(m, "extends").map_err(fail)?;
    let ids = opt_names(m, "ids").map_err(fail)?;
    let properties = match field(m, "properties") {
        None => Vec::new(),
        Some(Value::Array(props)) => {
            let mut out = Vec::with_capacity(props.len());
            for (i, p) in props.iter().enumerate() {
                out.push(property(index, class, i, p, enums, warnings)?);
            }
            out
        }
        Some(_) => {
            return Err(fail(Reason::FieldType {
                field: "properties",
                expected: "an array",
            }))
        }
    };
    Ok(ModelSpec {
        class: class.into(),
        extends: extends.map(Into::into),
        properties,
        ids: ids.map(|ids| ids.into_iter().map(Into::into).collect()),
    })
}

fn property(
    model: usize,
    class: &str,
    index: usize,
    value: &Value,
    enums: &FxHashMap<&str, &EnumDef>,
    warnings: &mut Vec<Warning>,
) -> Result<Property, ModelError> {
    let at = |name: Option<&str>| Place::Property {
        model,
        class: Some(class.into()),
        index,
        name: name.map(Into::into),
    };
    let Value::Object(p) = value else {
        return Err(ModelError::invalid(at(None), Reason::ExpectedObject));
    };
    let name = required_name(p, "name").map_err(|r| {
        let name = opt_str(p, "name").ok().flatten().filter(|n| !n.is_empty());
        ModelError::invalid(at(name), r)
    })?;
    let fail = |r: Reason| ModelError::invalid(at(Some(name)), r);
    let short_name = match opt_str(p, "shortName").map_err(fail)? {
        Some("") => return Err(fail(Reason::EmptyName("shortName"))),
        s => s,
    };
    let ty = match opt_str(p, "type").map_err(fail)? {
        None => {
            warnings.push(Warning {
                place: at(Some(name)),
                kind: WarningKind::MissingType,
            });
            PropType::Object
        }
        Some(t) => PropType::from_name(t).unwrap_or_else(|| {
            warnings.push(Warning {
                place: at(Some(name)),
                kind: WarningKind::UnknownType(t.into()),
            });
            PropType::Object
        }),
    };
    let of = opt_name(p, "of").map_err(fail)?;
    let value_type = match opt_str(p, "valueType").map_err(fail)? {
        None => None,
        Some(t) => {
            let parsed = PropType::from_name(t);
            if parsed.is_none() {
                warnings.push(Warning {
                    place: at(Some(name)),
                    kind: WarningKind::UnknownValueType(t.into()),
                });
            }
            parsed
        }
    };
    // An Enum's type default is its enum's first constant, FOAM's `VALUES[0]`: it depends on
    // the registry, so it is filled in here.
    let first_constant = || match ty {
        PropType::Enum => of
            .and_then(|of| enums.get(of))
            .and_then(|e| e.ordinals.first())
            .map(|&o| Literal::Enum(o)),
        _ => None,
    };
    let default = match field(p, "default") {
        None => first_constant(),
        Some(v) => match typed_default(v, ty, value_type, of, enums) {
            Ok(d) => Some(d),
            Err(expected) => {
                warnings.push(Warning {
                    place: at(Some(name)),
                    kind: WarningKind::UnfitDefault {
                        default: show(v).into(),
                        expected: expected.into(),
                    },
                });
                first_constant()
            }
        },
    };
    Ok(Property {
        name: name.into(),
        short_name: short_name.map(Into::into),
        ty,
        of: of.map(Into::into),
        value_type,
        default,
    })
}

/// A property's `default`, typed by the property; an Enum's constant name resolved to its
/// ordinal through `enums`. `Err` says what it should have been.
fn typed_default(
    value: &Value,
    ty: PropType,
    value_type: Option<PropType>,
    of: Option<&str>,
    enums: &FxHashMap<&str, &EnumDef>,
) -> Result<Literal, String> {
    match typed(value, ty, value_type) {
        Ok(Literal::Str(name)) if ty == PropType::Enum => {
            let of = of.unwrap_or_default();
            match enums.get(of) {
                Some(e) => e
                    .ordinal_of(&name)
                    .map(Literal::Enum)
                    .ok_or_else(|| format!("a constant of enum {of}")),
                None if of.is_empty() => Err("an Enum with an `of`".into()),
                None => Err(format!(
                    "a constant of enum {of}, which is not in the registry"
                )),
            }
        }
        Ok(literal) => Ok(literal),
        Err(expected) => Err(expected.into()),
    }
}

/// A registry value as a warning quotes it: a scalar as written (strings quoted), a container
/// by its kind.
fn show(value: &Value) -> String {
    match value {
        Value::Null => "null".into(),
        Value::Bool(b) => b.to_string(),
        Value::Int(i) => i.to_string(),
        Value::BigInt(digits) => digits.clone(),
        Value::Float(x) => format!("{x:?}"),
        Value::Str(s) => format!("{s:?}"),
        Value::Array(_) => "an array".into(),
        Value::Object(_) => "an object".into(),
    }
}

fn enum_def(index: usize, value: &Value) -> Result<EnumDef, ModelError> {
    let at = |class: Option<&str>| Place::Enum {
        index,
        class: class.map(Into::into),
    };
    let Value::Object(e) = value else {
        return Err(ModelError::invalid(at(None), Reason::ExpectedObject));
    };
    let class = required_name(e, "class").map_err(|r| {
        let class = opt_str(e, "class").ok().flatten().filter(|c| !c.is_empty());
        ModelError::invalid(at(class), r)
    })?;
    let fail = |r: Reason| ModelError::invalid(at(Some(class)), r);
    let values = opt_names(e, "values")
        .map_err(fail)?
        .ok_or_else(|| fail(Reason::MissingField("values")))?;
    let ordinals: Vec<i32> = match field(e, "ordinals") {
        None => (0..values.len() as i32).collect(),
        Some(Value::Array(items)) => {
            let ordinals = items
                .iter()
                .map(|o| match o {
                    Value::Int(i) => i32::try_from(*i).ok(),
                    _ => None,
                })
                .collect::<Option<Vec<i32>>>()
                .ok_or_else(|| {
                    fail(Reason::FieldType {
                        field: "ordinals",
                        expected: "an array of 32-bit integers",
                    })
                })?;
            if ordinals.len() != values.len() {
                return Err(fail(Reason::OrdinalsLength {
                    values: values.len(),
                    ordinals: ordinals.len(),
                }));
            }
            ordinals
        }
        Some(_) => {
            return Err(fail(Reason::FieldType {
                field: "ordinals",
                expected: "an array of 32-bit integers",
            }))
        }
    };
    // Enums are small: quadratic checks cost less than building sets.
    for (i, v) in values.iter().enumerate() {
        if values[..i].contains(v) {
            return Err(fail(Reason::DuplicateValue((*v).into())));
        }
        if ordinals[..i].contains(&ordinals[i]) {
            return Err(fail(Reason::DuplicateOrdinal(ordinals[i])));
        }
    }
    Ok(EnumDef {
        class: class.into(),
        values: values.into_iter().map(Into::into).collect(),
        ordinals: ordinals.into_boxed_slice(),
    })
}

/// Turns a parse failure into an error with a line and column. Only called on errors, so it
/// may scan the input.
#[cold]
fn syntax_error(bytes: &[u8], e: &folio_dialect::Error) -> ModelError {
    let offset = e.offset.min(bytes.len());
    let (line, column) = line_column(bytes, offset);
    ModelError::Syntax {
        path: None,
        offset: e.offset,
        line,
        column,
        kind: e.kind,
    }
}

/// 1-based line and byte column of `offset`; lines end with `\n`, `\r\n` or a lone `\r`
/// (docs/format.md, Entries).
fn line_column(bytes: &[u8], offset: usize) -> (usize, usize) {
    let mut line = 1;
    let mut start = 0;
    let head = &bytes[..offset];
    for (i, &b) in head.iter().enumerate() {
        let ends = match b {
            b'\n' => true,
            b'\r' => bytes.get(i + 1) != Some(&b'\n'),
            _ => false,
        };
        if ends {
            line += 1;
            start = i + 1;
        }
    }
    (line, offset - start + 1)
}

#[cfg(test)]
mod tests {
    use super::line_column;
    use crate::{PropType, Registry};

    /// `dateAtNoon: false` (a registry of FOAM before 2026) reads Date properties as DateTimes,
    /// which keep a value as written; absent or `true`, a Date stays a Date (noon of its day).
    #[test]
    fn date_at_noon_says_how_dates_read() {
        let doc = |flag: &str| {
            format!(
                r#"{{{flag} "models": [{{"class": "a.B", "properties": [{{"name": "id", "type": "Long"}}, {{"name": "born", "type": "Date"}}]}}]}}"#
            )
        };
        for (flag, want) in [
            ("", Some(PropType::Date)),
            (r#""dateAtNoon": true,"#, Some(PropType::Date)),
            (r#""dateAtNoon": false,"#, Some(PropType::DateTime)),
            (r#""dateAtNoon": "no","#, None),
        ] {
            let loaded = Registry::from_slice(doc(flag).as_bytes());
            let ty = loaded.ok().map(|r| {
                let model = r.model(r.model_id("a.B").unwrap());
                model.properties[model.property("born").unwrap()].ty
            });
            assert_eq!(ty, want, "{flag}");
        }
    }

    #[test]
    fn lines_and_columns() {
        let text = b"ab\ncd\r\nef\rgh";
        let table = [
            (0, (1, 1)),
            (2, (1, 3)),
            (3, (2, 1)),
            (5, (2, 3)),
            (6, (2, 4)),
            (7, (3, 1)),
            (10, (4, 1)),
            (12, (4, 3)),
        ];
        for (offset, want) in table {
            assert_eq!(line_column(text, offset), want, "offset {offset}");
        }
    }
}
