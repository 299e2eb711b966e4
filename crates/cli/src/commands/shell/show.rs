//! How `folio shell` prints an answer (docs/cli.md, `folio shell`).
//!
//! Table mode: a list of objects is a table whose columns are the property names in the order
//! they are first met (objects lack the properties they do not set: their cells stay empty);
//! an object alone is one line per property; an empty list is `(0 rows)`; anything else is its
//! JSON text. Cells are strings as they are, other values as compact JSON; columns of numbers
//! align right. A `sql` answer (`columns`, `rows`, `more`) is its rows as a table. JSON mode:
//! the answer as one line of compact JSON.

use super::syntax::Mode;
use serde_json::{Map, Value};

/// The text to print for `answer`, ending in a newline.
pub fn show(answer: &Value, mode: Mode) -> String {
    let mut out = match (mode, answer) {
        (Mode::Json, _) => answer.to_string(),
        (Mode::Table, Value::Array(items)) if items.is_empty() => "(0 rows)".to_owned(),
        (Mode::Table, Value::Array(items)) if items.iter().all(Value::is_object) => {
            let rows: Vec<&Map<String, Value>> =
                items.iter().filter_map(Value::as_object).collect();
            rows_table(&rows)
        }
        // A `sql` answer: its rows as a table, and a note when the page left rows out.
        (Mode::Table, Value::Object(object))
            if object.contains_key("columns") && object.contains_key("rows") =>
        {
            let rows: Vec<&Map<String, Value>> = object["rows"]
                .as_array()
                .map(|r| r.iter().filter_map(Value::as_object).collect())
                .unwrap_or_default();
            let mut text = match rows.is_empty() {
                true => "(0 rows)".to_owned(),
                false => rows_table(&rows),
            };
            if object.get("more") == Some(&Value::Bool(true)) {
                text.push_str("\n(more rows: send the query again with an offset)");
            }
            text
        }
        (Mode::Table, Value::Object(object)) => properties(object),
        (Mode::Table, _) => answer.to_string(),
    };
    out.push('\n');
    out
}

/// The table of a list of objects: a header of property names, a rule, a line per object.
fn rows_table(rows: &[&Map<String, Value>]) -> String {
    let mut columns: Vec<&str> = Vec::new();
    for row in rows {
        for key in row.keys() {
            if !columns.contains(&key.as_str()) {
                columns.push(key);
            }
        }
    }
    let cells: Vec<Vec<String>> = rows
        .iter()
        .map(|row| columns.iter().map(|c| cell(row.get(*c))).collect())
        .collect();
    let right: Vec<bool> = columns
        .iter()
        .map(|c| {
            rows.iter().any(|r| r.get(*c).is_some_and(Value::is_number))
                && rows
                    .iter()
                    .all(|r| r.get(*c).is_none_or(|v| v.is_number() || v.is_null()))
        })
        .collect();
    let header: Vec<String> = columns.iter().map(|c| (*c).to_owned()).collect();
    let mut widths: Vec<usize> = header.iter().map(|h| width(h)).collect();
    for row in &cells {
        for (w, cell) in widths.iter_mut().zip(row) {
            *w = (*w).max(width(cell));
        }
    }
    let rules: Vec<String> = widths.iter().map(|w| "-".repeat(*w)).collect();
    let mut lines = vec![line(&header, &widths, &right)];
    lines.push(line(&rules, &widths, &right));
    for row in &cells {
        lines.push(line(row, &widths, &right));
    }
    lines.join("\n")
}

/// An object alone: its property names in a column, their values beside them.
fn properties(object: &Map<String, Value>) -> String {
    if object.is_empty() {
        return "{}".to_owned();
    }
    let name_width = object.keys().map(|k| width(k)).max().unwrap_or(0);
    let lines: Vec<String> = object
        .iter()
        .map(|(name, value)| {
            let padded = pad(name, name_width, false);
            format!("{padded}  {}", cell(Some(value)))
                .trim_end()
                .to_owned()
        })
        .collect();
    lines.join("\n")
}

/// One table line: cells padded to their column's width, two spaces apart, no trailing blanks.
fn line(cells: &[String], widths: &[usize], right: &[bool]) -> String {
    let padded: Vec<String> = cells
        .iter()
        .zip(widths)
        .zip(right)
        .map(|((cell, w), right)| pad(cell, *w, *right))
        .collect();
    padded.join("  ").trim_end().to_owned()
}

fn pad(text: &str, to: usize, right: bool) -> String {
    let fill = " ".repeat(to.saturating_sub(width(text)));
    if right {
        fill + text
    } else {
        text.to_owned() + &fill
    }
}

/// A value as a cell: a string as it is (a control character, which would break the table,
/// as its JSON escape), an absent value or `null` empty, anything else as compact JSON.
fn cell(value: Option<&Value>) -> String {
    match value {
        None | Some(Value::Null) => String::new(),
        Some(Value::String(s)) if s.chars().any(char::is_control) => {
            let quoted = Value::from(s.as_str()).to_string();
            quoted[1..quoted.len() - 1].to_owned()
        }
        Some(Value::String(s)) => s.clone(),
        Some(other) => other.to_string(),
    }
}

/// Columns are counted in characters: right for the ASCII and the Latin, Greek and Cyrillic
/// text journals mostly hold; wide East Asian characters would take two columns each.
fn width(text: &str) -> usize {
    text.chars().count()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn answers_as_tables() {
        let table = [
            (
                json!([{"id": 1, "name": "Ann", "score": 2.5}, {"id": 10, "name": "Bob\nby"}]),
                "id  name     score\n\
                 --  -------  -----\n \
                 1  Ann        2.5\n\
                 10  Bob\\nby\n",
            ),
            (json!([]), "(0 rows)\n"),
            (
                json!({"id": 1, "name": "Ann", "tags": ["a"]}),
                "id    1\nname  Ann\ntags  [\"a\"]\n",
            ),
            (json!(3), "3\n"),
            (json!(null), "null\n"),
            (json!(true), "true\n"),
            (json!([1, 2]), "[1,2]\n"),
        ];
        for (answer, want) in table {
            assert_eq!(show(&answer, Mode::Table), want, "{answer}");
        }
    }

    #[test]
    fn answers_as_json() {
        let answer = json!([{"id": 1, "name": "Ann"}]);
        assert_eq!(show(&answer, Mode::Json), "[{\"id\":1,\"name\":\"Ann\"}]\n");
    }
}
