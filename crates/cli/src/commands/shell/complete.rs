//! Tab completion: the first word completes to the server's methods (the rpc crate's table,
//! [`folio_rpc::METHOD_NAMES`]) and the dot commands; an argument in a method's `dao` place
//! ([`folio_rpc::method_params`]) to the server's DAO names, as its `daos` method lists them;
//! `.mode`'s argument to the modes.

use super::syntax::{DOT_COMMANDS, MODES};
use rustyline::completion::Completer;
use rustyline::highlight::Highlighter;
use rustyline::hint::Hinter;
use rustyline::validate::Validator;

/// The completions of the word that ends at byte `pos` of `line`: where that word starts,
/// and the candidates that begin with what is typed of it, sorted. A pure function of its
/// inputs, so the shell's completion is tested without a terminal.
pub fn complete(line: &str, pos: usize, daos: &[String]) -> (usize, Vec<String>) {
    let before = &line[..pos];
    let start = before.rfind(char::is_whitespace).map_or(0, |i| {
        i + before[i..].chars().next().map_or(1, char::len_utf8)
    });
    let typed = &before[start..];
    let words: Vec<&str> = before[..start].split_whitespace().collect();
    let pool: Vec<&str> = match words.as_slice() {
        [] => folio_rpc::METHOD_NAMES
            .iter()
            .chain(DOT_COMMANDS)
            .copied()
            .collect(),
        [".mode"] => MODES.to_vec(),
        [method, args @ ..] => match folio_rpc::method_params(method) {
            Some(params) if params.get(args.len()) == Some(&"dao") => {
                daos.iter().map(String::as_str).collect()
            }
            _ => Vec::new(),
        },
    };
    let mut candidates: Vec<String> = pool
        .into_iter()
        .filter(|c| c.starts_with(typed))
        .map(str::to_owned)
        .collect();
    candidates.sort();
    candidates.dedup();
    (start, candidates)
}

/// rustyline's side of completion: the DAO names the server listed, and [`complete`].
#[derive(Debug, Default)]
pub struct Helper {
    /// Refreshed from the server's `daos` at start and whenever the user lists them.
    pub daos: Vec<String>,
}

impl Completer for Helper {
    type Candidate = String;

    fn complete(
        &self,
        line: &str,
        pos: usize,
        _: &rustyline::Context<'_>,
    ) -> rustyline::Result<(usize, Vec<String>)> {
        Ok(complete(line, pos, &self.daos))
    }
}

impl Hinter for Helper {
    type Hint = String;
}

impl Highlighter for Helper {}

impl Validator for Helper {}

impl rustyline::Helper for Helper {}

#[cfg(test)]
mod tests {
    use super::complete;

    #[test]
    fn completions_by_place() {
        let daos = [
            "users".to_owned(),
            "regions".to_owned(),
            "uploads".to_owned(),
        ];
        let table: &[(&str, usize, Vec<&str>)] = &[
            // The first word: every method and dot command.
            (
                "",
                0,
                vec![
                    ".exit", ".help", ".mode", ".quit", "auth", "count", "create", "daos", "find",
                    "put", "remove", "select", "snapshot", "sql", "stats",
                ],
            ),
            ("c", 0, vec!["count", "create"]),
            ("  se", 2, vec!["select"]),
            ("s", 0, vec!["select", "snapshot", "sql", "stats"]),
            // `snapshot`'s one parameter is a DAO too.
            ("snapshot r", 9, vec!["regions"]),
            (".m", 0, vec![".mode"]),
            ("zzz", 0, vec![]),
            // A method's `dao` place: the DAO names.
            ("find ", 5, vec!["regions", "uploads", "users"]),
            ("find u", 5, vec!["uploads", "users"]),
            ("select  us", 8, vec!["users"]),
            ("count u", 6, vec!["uploads", "users"]),
            // Not a `dao` place: the id, a method without parameters, an unknown method.
            ("find users ", 11, vec![]),
            ("stats ", 6, vec![]),
            ("frobnicate u", 11, vec![]),
            ("auth ", 5, vec![]),
            (".mode ", 6, vec!["json", "table"]),
            (".mode j", 6, vec!["json"]),
        ];
        for (line, start, want) in table {
            let (got_start, got) = complete(line, line.len(), &daos);
            assert_eq!(
                (got_start, got),
                (
                    *start,
                    want.iter().map(|s| s.to_string()).collect::<Vec<_>>()
                ),
                "{line:?}"
            );
        }
        // In the middle of a line: only what is before the cursor counts.
        assert_eq!(
            complete("find us 7", 7, &daos),
            (5, vec!["users".to_owned()])
        );
    }
}
