//! What one line of `folio shell` input means (docs/cli.md, `folio shell`): a method and its
//! arguments, redis-cli style, or a dot command, sqlite3 style.
//!
//! `METHOD ARG ...`: each argument is a JSON value where it reads as one (`42`, `"42"`,
//! `{"status":"ACTIVE"}`, `[1,"a"]`, `true`, `null`), else a bare word taken as a string
//! (`users`). The arguments are the method's positional `params`, in docs/rpc.md's order; a
//! single object argument is the `params` object itself (by name), since no method's first
//! parameter is an object. A JSON value may hold spaces; it ends where its text does.

use serde_json::Value;

/// One line of input.
#[derive(Debug, Clone, PartialEq)]
pub enum Line {
    /// Nothing to do: blank, or a comment (`# ...`).
    Empty,
    /// Call `method` with `params` (none when the line has no arguments).
    Call {
        method: String,
        params: Option<Value>,
    },
    /// `.mode table|json`: how answers are printed from now on.
    Mode(Mode),
    /// `.help`.
    Help,
    /// `.quit` or `.exit`.
    Quit,
}

/// How answers are printed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// Lists of objects as tables, an object as property and value, scalars as JSON text.
    Table,
    /// Every answer as one line of compact JSON.
    Json,
}

/// The dot commands, for help and completion.
pub const DOT_COMMANDS: &[&str] = &[".exit", ".help", ".mode", ".quit"];

/// The modes `.mode` takes, for completion.
pub const MODES: &[&str] = &["json", "table"];

/// Reads one line.
pub fn parse(line: &str) -> Result<Line, String> {
    let line = line.trim();
    if line.is_empty() || line.starts_with('#') {
        return Ok(Line::Empty);
    }
    if line.starts_with('.') {
        let mut words = line.split_whitespace();
        let command = words.next().unwrap_or_default();
        let rest: Vec<&str> = words.collect();
        return match (command, rest.as_slice()) {
            (".mode", ["table"]) => Ok(Line::Mode(Mode::Table)),
            (".mode", ["json"]) => Ok(Line::Mode(Mode::Json)),
            (".mode", _) => Err(".mode takes table or json".to_owned()),
            (".help", []) => Ok(Line::Help),
            (".quit" | ".exit", []) => Ok(Line::Quit),
            _ => Err(format!(
                "unknown command {command}; the dot commands are {}",
                DOT_COMMANDS.join(", ")
            )),
        };
    }
    let method_end = line.find(char::is_whitespace).unwrap_or(line.len());
    let method = &line[..method_end];
    if method.starts_with(['{', '[', '"']) {
        return Err("a line starts with a method name, e.g. `find users 1`".to_owned());
    }
    // `sql` takes the rest of the line as its query, as sqlite3 does: `sql SELECT * FROM users`.
    if method == "sql" {
        let query = line[method_end..].trim();
        return Ok(Line::Call {
            method: method.to_owned(),
            params: (!query.is_empty()).then(|| serde_json::json!({ "query": query })),
        });
    }
    let mut args = arguments(line, method_end)?;
    let params = match args.len() {
        0 => None,
        1 if args[0].is_object() => args.pop(),
        _ => Some(Value::Array(args)),
    };
    Ok(Line::Call {
        method: method.to_owned(),
        params,
    })
}

/// The arguments of `line` from byte `at` on. Columns in errors count characters from 1.
fn arguments(line: &str, mut at: usize) -> Result<Vec<Value>, String> {
    let mut args = Vec::new();
    loop {
        at += line[at..].len() - line[at..].trim_start().len();
        let rest = &line[at..];
        if rest.is_empty() {
            return Ok(args);
        }
        let column = line[..at].chars().count() + 1;
        if rest.starts_with(['{', '[', '"']) {
            let mut values = serde_json::Deserializer::from_str(rest).into_iter::<Value>();
            match values.next() {
                Some(Ok(value)) => args.push(value),
                Some(Err(e)) => {
                    // serde_json counts from the value's start; say where in the line.
                    let column =
                        column + rest[..byte_at(rest, e.line(), e.column())].chars().count();
                    let reason = e.to_string();
                    let reason = reason.split(" at line ").next().unwrap_or(&reason);
                    return Err(format!("column {column}: bad JSON: {reason}"));
                }
                None => unreachable!("the text is not blank"),
            }
            let end = at + values.byte_offset();
            if line[end..].starts_with(|c: char| !c.is_whitespace()) {
                let column = line[..end].chars().count() + 1;
                return Err(format!("column {column}: a space must follow a JSON value"));
            }
            at = end;
        } else {
            let end = rest.find(char::is_whitespace).unwrap_or(rest.len());
            let word = &rest[..end];
            // `42`, `-1.5`, `true`, `null` are JSON; anything else is a string.
            let value = serde_json::from_str::<Value>(word)
                .ok()
                .filter(|v| !v.is_string() && !v.is_object() && !v.is_array())
                .unwrap_or_else(|| Value::String(word.to_owned()));
            args.push(value);
            at += end;
        }
    }
}

/// The byte offset of serde_json's (line, column) in `text` (both from 1; column 0 is before
/// the line's first character).
fn byte_at(text: &str, line: usize, column: usize) -> usize {
    let start: usize = text
        .split_inclusive('\n')
        .take(line.saturating_sub(1))
        .map(str::len)
        .sum();
    let on_line = &text[start..];
    let offset = on_line
        .char_indices()
        .nth(column.saturating_sub(1))
        .map_or(on_line.len(), |(i, _)| i);
    start + offset
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn call(method: &str, params: Option<Value>) -> Line {
        Line::Call {
            method: method.to_owned(),
            params,
        }
    }

    #[test]
    fn lines_and_what_they_call() {
        let table: &[(&str, Line)] = &[
            ("", Line::Empty),
            ("   # a comment", Line::Empty),
            ("daos", call("daos", None)),
            ("  stats  ", call("stats", None)),
            ("find users 42", call("find", Some(json!(["users", 42])))),
            (
                "find users \"42\"",
                call("find", Some(json!(["users", "42"]))),
            ),
            (
                "find users abc",
                call("find", Some(json!(["users", "abc"]))),
            ),
            (
                "find users [1,\"a\"]",
                call("find", Some(json!(["users", [1, "a"]]))),
            ),
            (
                "select users {\"city\": \"Linz Süd\"} 10 0",
                call(
                    "select",
                    Some(json!(["users", {"city": "Linz Süd"}, 10, 0])),
                ),
            ),
            ("count users {}", call("count", Some(json!(["users", {}])))),
            (
                "sql SELECT \"a b\", [x] FROM users  ",
                call(
                    "sql",
                    Some(json!({"query": "SELECT \"a b\", [x] FROM users"})),
                ),
            ),
            ("sql", call("sql", None)),
            (
                "count {\"dao\":\"users\"}",
                call("count", Some(json!({"dao": "users"}))),
            ),
            (
                "put users {\"id\":4,\"name\":\"Di\"}",
                call("put", Some(json!(["users", {"id": 4, "name": "Di"}]))),
            ),
            (
                "find users -1.5e3",
                call("find", Some(json!(["users", -1500.0]))),
            ),
            (
                "find users null",
                call("find", Some(json!(["users", null]))),
            ),
            (".mode json", Line::Mode(Mode::Json)),
            (".mode  table", Line::Mode(Mode::Table)),
            (".help", Line::Help),
            (".quit", Line::Quit),
            (".exit", Line::Quit),
        ];
        for (line, want) in table {
            assert_eq!(parse(line).as_ref(), Ok(want), "{line:?}");
        }
    }

    #[test]
    fn mistakes_and_what_they_say() {
        let table = [
            (
                "select users {\"city\":}",
                "column 22: bad JSON: expected value",
            ),
            (
                "select users {\"a\":1}x",
                "column 21: a space must follow a JSON value",
            ),
            (
                "find é \"unclosed",
                "column 16: bad JSON: EOF while parsing a string",
            ),
            (
                "{\"method\":\"find\"}",
                "a line starts with a method name, e.g. `find users 1`",
            ),
            (".mode csv", ".mode takes table or json"),
            (
                ".tables",
                "unknown command .tables; the dot commands are .exit, .help, .mode, .quit",
            ),
        ];
        for (line, want) in table {
            assert_eq!(parse(line), Err(want.to_owned()), "{line:?}");
        }
    }
}
