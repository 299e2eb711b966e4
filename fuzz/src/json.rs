//! A strict RFC 8259 validator, so the checks need no JSON library (the stable twin in
//! `crates/replay/tests/fuzz_twin.rs` includes this file and has none). Iterative, so nesting
//! of any depth is checked without recursion.
//!
//! Stricter than the RFC in one way, as folio-render promises: a `\u` escape of a UTF-16
//! surrogate must be half of a pair.

/// Checks that `text` is exactly one JSON value, with optional whitespace around it. On error,
/// returns the byte offset where the text stops being JSON.
pub fn validate(text: &[u8]) -> Result<(), usize> {
    if let Err(e) = std::str::from_utf8(text) {
        return Err(e.valid_up_to());
    }
    let mut p = Reader { text, pos: 0 };
    // The open containers, innermost last: `{` or `[`.
    let mut open: Vec<u8> = Vec::new();
    p.ws();
    'value: loop {
        match p.peek() {
            Some(b'{') => {
                p.pos += 1;
                p.ws();
                if !p.eat(b'}') {
                    open.push(b'{');
                    p.member_key()?;
                    continue 'value;
                }
            }
            Some(b'[') => {
                p.pos += 1;
                p.ws();
                if !p.eat(b']') {
                    open.push(b'[');
                    continue 'value;
                }
            }
            Some(b'"') => p.string()?,
            Some(b't') => p.literal(b"true")?,
            Some(b'f') => p.literal(b"false")?,
            Some(b'n') => p.literal(b"null")?,
            Some(b'-' | b'0'..=b'9') => p.number()?,
            _ => return Err(p.pos),
        }
        // After a value: close containers until one continues with `,`.
        loop {
            p.ws();
            match open.last() {
                None => {
                    return if p.pos == text.len() {
                        Ok(())
                    } else {
                        Err(p.pos)
                    }
                }
                Some(b'{') => {
                    if p.eat(b',') {
                        p.ws();
                        p.member_key()?;
                        continue 'value;
                    }
                    if !p.eat(b'}') {
                        return Err(p.pos);
                    }
                }
                Some(_) => {
                    if p.eat(b',') {
                        p.ws();
                        continue 'value;
                    }
                    if !p.eat(b']') {
                        return Err(p.pos);
                    }
                }
            }
            open.pop();
        }
    }
}

struct Reader<'a> {
    text: &'a [u8],
    pos: usize,
}

impl Reader<'_> {
    fn peek(&self) -> Option<u8> {
        self.text.get(self.pos).copied()
    }

    fn eat(&mut self, byte: u8) -> bool {
        let hit = self.peek() == Some(byte);
        self.pos += usize::from(hit);
        hit
    }

    fn ws(&mut self) {
        while let Some(b' ' | b'\t' | b'\n' | b'\r') = self.peek() {
            self.pos += 1;
        }
    }

    /// `"key" ws : ws`, leaving the reader at the member's value.
    fn member_key(&mut self) -> Result<(), usize> {
        if self.peek() != Some(b'"') {
            return Err(self.pos);
        }
        self.string()?;
        self.ws();
        if !self.eat(b':') {
            return Err(self.pos);
        }
        self.ws();
        Ok(())
    }

    fn literal(&mut self, word: &[u8]) -> Result<(), usize> {
        if self.text[self.pos..].starts_with(word) {
            self.pos += word.len();
            Ok(())
        } else {
            Err(self.pos)
        }
    }

    fn digits(&mut self) -> usize {
        let start = self.pos;
        while let Some(b'0'..=b'9') = self.peek() {
            self.pos += 1;
        }
        self.pos - start
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
    fn number(&mut self) -> Result<(), usize> {
        self.eat(b'-');
        match self.peek() {
            Some(b'0') => self.pos += 1,
            Some(b'1'..=b'9') => {
                self.digits();
            }
            _ => return Err(self.pos),
        }
        if self.eat(b'.') && self.digits() == 0 {
            return Err(self.pos);
        }
        if self.eat(b'e') || self.eat(b'E') {
            if !self.eat(b'+') {
                self.eat(b'-');
            }
            if self.digits() == 0 {
                return Err(self.pos);
            }
        }
        Ok(())
    }

    fn string(&mut self) -> Result<(), usize> {
        self.pos += 1; // the opening quote
        loop {
            match self.peek() {
                None => return Err(self.pos),
                Some(b'"') => {
                    self.pos += 1;
                    return Ok(());
                }
                Some(0x00..=0x1F) => return Err(self.pos),
                Some(b'\\') => {
                    self.pos += 1;
                    match self.peek() {
                        Some(b'"' | b'\\' | b'/' | b'b' | b'f' | b'n' | b'r' | b't') => {
                            self.pos += 1
                        }
                        Some(b'u') => {
                            let at = self.pos - 1;
                            let unit = self.hex4()?;
                            match unit {
                                0xD800..=0xDBFF => {
                                    let low = if self.text[self.pos..].starts_with(b"\\u") {
                                        self.pos += 1;
                                        self.hex4()?
                                    } else {
                                        return Err(at);
                                    };
                                    if !(0xDC00..=0xDFFF).contains(&low) {
                                        return Err(at);
                                    }
                                }
                                0xDC00..=0xDFFF => return Err(at),
                                _ => {}
                            }
                        }
                        _ => return Err(self.pos),
                    }
                }
                Some(_) => self.pos += 1,
            }
        }
    }

    /// At the `u` of `\uXXXX`: reads the four hex digits.
    fn hex4(&mut self) -> Result<u32, usize> {
        let digits = self.text.get(self.pos + 1..self.pos + 5).ok_or(self.pos)?;
        let mut unit = 0;
        for &d in digits {
            let v = (d as char).to_digit(16).ok_or(self.pos)?;
            unit = unit * 16 + v;
        }
        self.pos += 5;
        Ok(unit)
    }
}

#[cfg(test)]
mod tests {
    use super::validate;

    #[test]
    fn accepts_and_rejects() {
        let good: &[&str] = &[
            "0",
            "-0.5e+3",
            " {\"a\" : [1, 2.0E-1, true, false, null, {}, []]} ",
            r#""\ud83d\ude00 \u00e9 \/""#,
            "[[[[[]]]]]",
        ];
        let bad: &[&str] = &[
            "",
            "01",
            "1.",
            ".5",
            "+1",
            "1e",
            "[1,]",
            "{\"a\":1,}",
            "{a:1}",
            "'x'",
            "\"\\ud800\"",
            "\"\\udc00\"",
            "\"\\x\"",
            "\"a\nb\"",
            "[1] x",
            "NaN",
            "[",
            "{\"a\"}",
        ];
        for g in good {
            assert_eq!(validate(g.as_bytes()), Ok(()), "{g}");
        }
        for b in bad {
            assert!(validate(b.as_bytes()).is_err(), "{b}");
        }
    }
}
