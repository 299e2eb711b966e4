//! The one rule by which every command reads a token, from a flag, a file or a variable: an
//! empty (or blank) token is refused wherever it comes from, never taken as "no token", so
//! `--token "$UNSET"` cannot open a server to everyone (docs/security.md).

use crate::Fatal;
use folio_auth::Token;
use std::path::Path;

/// Where a token may come from, in the order tried.
pub struct TokenSources<'a> {
    /// A flag that carries the token itself (`--token`), and its name.
    pub flag: Option<(&'a str, &'a str)>,
    /// A file whose first line is the token, and the flag that named it.
    pub file: Option<(&'a Path, &'a str)>,
    /// The variable read when neither is given.
    pub variable: &'a str,
}

/// The token from the first source given, if any; an empty one is a usage error naming where
/// it came from.
pub fn read(sources: TokenSources<'_>) -> Result<Option<Token>, Fatal> {
    let (text, from) = if let Some((text, flag)) = sources.flag {
        (text.to_owned(), flag.to_owned())
    } else if let Some((path, flag)) = sources.file {
        let text = std::fs::read_to_string(path)
            .map_err(|e| Fatal::Usage(format!("{flag} {}: {e}", path.display())))?;
        let first = text.lines().next().unwrap_or_default().to_owned();
        (first, format!("{flag} {}", path.display()))
    } else {
        match std::env::var(sources.variable) {
            Ok(text) => (text, sources.variable.to_owned()),
            Err(_) => return Ok(None),
        }
    };
    Token::new(&text).map(Some).map_err(|_| {
        Fatal::Usage(format!(
            "{from}: the token is empty; an empty token is no token, and would open the server \
             to anyone"
        ))
    })
}
