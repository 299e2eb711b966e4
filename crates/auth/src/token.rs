//! The server's secret, never empty, compared in time that does not depend on its bytes.

use std::fmt;

/// A token clients must present. It is never empty nor only whitespace: [`Token::new`] refuses
/// those, so "a token is set" always means a secret is asked for.
#[derive(Clone, PartialEq, Eq)]
pub struct Token(Box<str>);

/// An empty (or whitespace-only) text was given as a token.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EmptyToken;

impl fmt::Display for EmptyToken {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("the token is empty")
    }
}

impl std::error::Error for EmptyToken {}

impl Token {
    /// The token `text` names, surrounding whitespace removed (a file's newline, a variable's
    /// trailing space); an empty remainder is refused.
    pub fn new(text: &str) -> Result<Token, EmptyToken> {
        let text = text.trim();
        if text.is_empty() {
            return Err(EmptyToken);
        }
        Ok(Token(text.into()))
    }

    /// Whether `given` is this token, in time that depends only on the lengths, not on where
    /// the bytes differ.
    pub fn matches(&self, given: &[u8]) -> bool {
        equal(given, self.0.as_bytes())
    }

    /// The secret itself, to send it (a follower's hello, a client's `auth`).
    pub fn expose(&self) -> &str {
        &self.0
    }
}

/// Never prints the secret, so a token in a configuration struct can be logged with `{:?}`.
impl fmt::Debug for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Token(..)")
    }
}

/// Compares in time that depends only on the lengths, not on where the bytes differ.
fn equal(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

#[cfg(test)]
mod tests {
    use super::{EmptyToken, Token};

    #[test]
    fn empty_and_blank_texts_are_no_token() {
        for text in ["", " ", "\n", "\t \r\n"] {
            assert_eq!(Token::new(text), Err(EmptyToken), "{text:?}");
        }
        let token = Token::new(" s3cret\n").unwrap();
        assert_eq!(token.expose(), "s3cret");
    }

    #[test]
    fn matches_only_the_same_bytes() {
        let token = Token::new("s3cret").unwrap();
        let table: [(&[u8], bool); 6] = [
            (b"s3cret", true),
            (b"", false),
            (b"s3cre", false),
            (b"s3cret ", false),
            (b"S3cret", false),
            (b"s3creu", false),
        ];
        for (given, want) in table {
            assert_eq!(token.matches(given), want, "{given:?}");
        }
        assert_eq!(format!("{token:?}"), "Token(..)");
    }
}
