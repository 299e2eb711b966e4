//! One source file -> the `foam.CLASS`/`ENUM`/`INTERFACE`/`RELATIONSHIP` calls it makes at load
//! time, each with its argument as a [`Lit`] tree.
//!
//! Only what FOAM runs when it loads a file counts: calls that are statements at the top level
//! (or in the body of a function expression called right there, `(function() { ... })()`).
//! A call inside a function that is only defined (a test, a method) defines nothing at load.
//! Nothing is evaluated: a value that is not a literal is [`Lit::Opaque`].

use oxc_allocator::Allocator;
use oxc_ast::ast::{
    Argument, ArrayExpressionElement, ArrowFunctionBody, Expression, ObjectPropertyKind, Statement,
    UnaryOperator,
};
use oxc_parser::Parser;
use oxc_span::{GetSpan, SourceType};

/// A literal value of a definition, with the line where each object starts.
#[derive(Debug, Clone, PartialEq)]
pub enum Lit {
    Str(String),
    Num(f64),
    Bool(bool),
    Null,
    Array(Vec<Lit>),
    Object(Obj),
    /// A dotted name (`foam.core.auth.LifecycleState.ACTIVE`, `Status.ON`): a constant when it
    /// names an enum's value, else code.
    Path(String),
    /// A function, call, identifier, template with substitutions...: code, never run.
    Opaque,
}

/// An object literal: its members in source order, and the line it starts on.
#[derive(Debug, Clone, PartialEq)]
pub struct Obj {
    pub line: u32,
    pub members: Vec<(String, Lit)>,
}

impl Obj {
    /// The member `key` (the last one, as JavaScript keeps the last of duplicate keys).
    pub fn get(&self, key: &str) -> Option<&Lit> {
        self.members
            .iter()
            .rev()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v)
    }

    /// The member `key` when it is a string.
    pub fn str(&self, key: &str) -> Option<&str> {
        match self.get(key) {
            Some(Lit::Str(s)) => Some(s),
            _ => None,
        }
    }
}

/// Which `foam.` call made a definition.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Call {
    Class,
    Enum,
    Interface,
    Relationship,
}

/// One definition call: what it was and its argument.
#[derive(Debug, Clone, PartialEq)]
pub struct Def {
    pub call: Call,
    pub obj: Obj,
}

/// What one file holds.
#[derive(Debug, Default)]
pub struct FileDefs {
    pub defs: Vec<Def>,
    /// The parser's first complaint, with its line: FOAM could not load this file either. What
    /// the parser recovered is still read.
    pub syntax_error: Option<(u32, String)>,
}

/// Brackets nested deeper than this make a file unreadable. The parser recurses once per level,
/// so this bounds its stack (FOAM's own sources nest less than 30 deep); it is far below what
/// the stack that [`super::import`] parses on holds, in debug builds too.
pub const MAX_NESTING: usize = 1_000;

/// Reads the definitions of one file's text.
pub fn read(text: &str) -> FileDefs {
    if let Some(line) = too_deep(text.as_bytes()) {
        return FileDefs {
            defs: Vec::new(),
            syntax_error: Some((line, format!("brackets nest deeper than {MAX_NESTING}"))),
        };
    }
    let allocator = Allocator::default();
    // FOAM's sources are scripts (no `import`/`export`), loaded as CommonJS by its build.
    let parsed = Parser::new(&allocator, text, SourceType::cjs()).parse();
    let lines = LineIndex::new(text);
    let syntax_error = parsed.diagnostics.first().map(|d| {
        let at = d.labels.first().map_or(0, |l| l.offset());
        (lines.line(at), d.message.to_string())
    });
    let mut defs = Vec::new();
    statements(&parsed.program.body, &lines, &mut defs);
    FileDefs { defs, syntax_error }
}

fn statements(body: &[Statement<'_>], lines: &LineIndex, out: &mut Vec<Def>) {
    for statement in body {
        match statement {
            Statement::ExpressionStatement(s) => expression(&s.expression, lines, out),
            Statement::BlockStatement(b) => statements(&b.body, lines, out),
            _ => {}
        }
    }
}

/// A top-level expression: a definition call, a sequence of them, or an immediately called
/// function whose body runs at load.
fn expression(e: &Expression<'_>, lines: &LineIndex, out: &mut Vec<Def>) {
    match e.without_parentheses() {
        Expression::SequenceExpression(seq) => {
            for e in &seq.expressions {
                expression(e, lines, out);
            }
        }
        Expression::CallExpression(call) => {
            if let Some(kind) = definition_call(&call.callee) {
                if let Some(Argument::ObjectExpression(_)) = call.arguments.first() {
                    if let Lit::Object(obj) = lit(call.arguments[0].to_expression(), lines) {
                        out.push(Def { call: kind, obj });
                    }
                }
                return;
            }
            match call.callee.without_parentheses() {
                Expression::FunctionExpression(f) => {
                    if let Some(body) = &f.body {
                        statements(&body.statements, lines, out);
                    }
                }
                Expression::ArrowFunctionExpression(f) => {
                    if let ArrowFunctionBody::FunctionBody(body) = &f.body {
                        statements(&body.statements, lines, out);
                    }
                }
                _ => {}
            }
        }
        _ => {}
    }
}

fn definition_call(callee: &Expression<'_>) -> Option<Call> {
    let Expression::StaticMemberExpression(m) = callee.without_parentheses() else {
        return None;
    };
    if !m.object.is_specific_id("foam") {
        return None;
    }
    match m.property.name.as_str() {
        "CLASS" => Some(Call::Class),
        "ENUM" => Some(Call::Enum),
        "INTERFACE" => Some(Call::Interface),
        "RELATIONSHIP" => Some(Call::Relationship),
        _ => None,
    }
}

fn lit(e: &Expression<'_>, lines: &LineIndex) -> Lit {
    match e.without_parentheses() {
        Expression::StringLiteral(s) => Lit::Str(s.value.to_string()),
        Expression::TemplateLiteral(t) => match t.single_quasi() {
            Some(s) => Lit::Str(s.to_string()),
            None => Lit::Opaque,
        },
        Expression::NumericLiteral(n) => Lit::Num(n.value),
        Expression::UnaryExpression(u) if u.operator == UnaryOperator::UnaryNegation => {
            match u.argument.without_parentheses() {
                Expression::NumericLiteral(n) => Lit::Num(-n.value),
                _ => Lit::Opaque,
            }
        }
        Expression::BooleanLiteral(b) => Lit::Bool(b.value),
        Expression::StaticMemberExpression(_) => path(e).map_or(Lit::Opaque, Lit::Path),
        Expression::NullLiteral(_) => Lit::Null,
        Expression::ArrayExpression(a) => Lit::Array(
            a.elements
                .iter()
                .map(|el| match el {
                    ArrayExpressionElement::SpreadElement(_)
                    | ArrayExpressionElement::Elision(_) => Lit::Opaque,
                    el => lit(el.to_expression(), lines),
                })
                .collect(),
        ),
        Expression::ObjectExpression(o) => {
            let mut members = Vec::with_capacity(o.properties.len());
            for p in &o.properties {
                let ObjectPropertyKind::ObjectProperty(p) = p else {
                    continue; // `...spread`: its members are not known without running code
                };
                if p.computed {
                    continue;
                }
                let Some(key) = p.key.static_name() else {
                    continue;
                };
                let value = if p.method {
                    Lit::Opaque
                } else {
                    lit(&p.value, lines)
                };
                members.push((key.into_owned(), value));
            }
            Lit::Object(Obj {
                line: lines.line(o.span().start),
                members,
            })
        }
        _ => Lit::Opaque,
    }
}

/// `a.b.C` for a chain of plain names; `None` for anything else (`this.x`, `f().x`, `a[b]`).
fn path(e: &Expression<'_>) -> Option<String> {
    match e.without_parentheses() {
        Expression::Identifier(id) => Some(id.name.to_string()),
        Expression::StaticMemberExpression(m) => {
            let mut head = path(&m.object)?;
            head.push('.');
            head.push_str(&m.property.name);
            Some(head)
        }
        _ => None,
    }
}

/// The line where `(`, `[` and `{` first nest deeper than [`MAX_NESTING`], outside strings
/// and comments. A regular expression literal is read as code, so one holding brackets can
/// only make the count higher than the parser's: a file is refused early, never late.
fn too_deep(bytes: &[u8]) -> Option<u32> {
    let mut depth = 0usize;
    let mut line = 1u32;
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'\n' => line += 1,
            b'(' | b'[' | b'{' => {
                depth += 1;
                if depth > MAX_NESTING {
                    return Some(line);
                }
            }
            b')' | b']' | b'}' => depth = depth.saturating_sub(1),
            quote @ (b'\'' | b'"' | b'`') => {
                i += 1;
                while i < bytes.len() && bytes[i] != quote {
                    if bytes[i] == b'\\' {
                        i += 1;
                    } else if bytes[i] == b'\n' {
                        line += 1;
                    }
                    i += 1;
                }
            }
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                while i < bytes.len() && bytes[i] != b'\n' {
                    i += 1;
                }
                continue;
            }
            b'/' if bytes.get(i + 1) == Some(&b'*') => {
                i += 2;
                while i < bytes.len() && !(bytes[i] == b'*' && bytes.get(i + 1) == Some(&b'/')) {
                    if bytes[i] == b'\n' {
                        line += 1;
                    }
                    i += 1;
                }
                i += 1;
            }
            _ => {}
        }
        i += 1;
    }
    None
}

/// Byte offset -> 1-based line number.
struct LineIndex {
    starts: Vec<u32>,
}

impl LineIndex {
    fn new(text: &str) -> LineIndex {
        let mut starts = vec![0];
        starts.extend(memchr::memchr_iter(b'\n', text.as_bytes()).map(|i| i as u32 + 1));
        LineIndex { starts }
    }

    fn line(&self, offset: u32) -> u32 {
        self.starts.partition_point(|&s| s <= offset) as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn top_level_calls_only() {
        let text = "foam.CLASS({ name: 'A' });\n\
                    function f() { foam.CLASS({ name: 'Hidden' }); }\n\
                    (function() { foam.ENUM({ name: 'E' }); })();\n\
                    foam.RELATIONSHIP({ sourceModel: 'A', targetModel: 'B' }), foam.INTERFACE({ name: 'I' });\n";
        let found = read(text);
        let names: Vec<_> = found
            .defs
            .iter()
            .map(|d| (d.call, d.obj.line, d.obj.str("name").map(str::to_owned)))
            .collect();
        assert_eq!(
            names,
            vec![
                (Call::Class, 1, Some("A".into())),
                (Call::Enum, 3, Some("E".into())),
                (Call::Relationship, 4, None),
                (Call::Interface, 4, Some("I".into())),
            ]
        );
        assert!(found.syntax_error.is_none());
    }

    #[test]
    fn literals_and_opaque_values() {
        let text = "foam.CLASS({ a: `t`, b: `x${y}`, c: -2, d: [1, , ...z], e: function() {}, f() {}, 'g': null, [h]: 1, i: a.b.C.D, j: this.x, k: (E).F, l: f().x });";
        let obj = &read(text).defs[0].obj;
        assert_eq!(obj.get("a"), Some(&Lit::Str("t".into())));
        assert_eq!(obj.get("b"), Some(&Lit::Opaque));
        assert_eq!(obj.get("c"), Some(&Lit::Num(-2.0)));
        assert_eq!(
            obj.get("d"),
            Some(&Lit::Array(vec![Lit::Num(1.0), Lit::Opaque, Lit::Opaque]))
        );
        assert_eq!(obj.get("e"), Some(&Lit::Opaque));
        assert_eq!(obj.get("f"), Some(&Lit::Opaque));
        assert_eq!(obj.get("g"), Some(&Lit::Null));
        assert_eq!(obj.get("i"), Some(&Lit::Path("a.b.C.D".into())));
        assert_eq!(obj.get("j"), Some(&Lit::Opaque));
        assert_eq!(obj.get("k"), Some(&Lit::Path("E.F".into())));
        assert_eq!(obj.get("l"), Some(&Lit::Opaque));
        assert_eq!(obj.members.len(), 11);
    }

    #[test]
    fn nesting_is_bounded() {
        super::super::on_parser_stack(nesting_cases);
    }

    fn nesting_cases() {
        let deep = format!(
            "x = {}1{};",
            "(".repeat(MAX_NESTING + 1),
            ")".repeat(MAX_NESTING + 1)
        );
        assert_eq!(read(&deep).syntax_error.map(|(line, _)| line), Some(1));
        let fine = format!(
            "x = {}1{};",
            "(".repeat(MAX_NESTING),
            ")".repeat(MAX_NESTING)
        );
        assert!(read(&fine).syntax_error.is_none());
        // Brackets in strings and comments do not count.
        let quoted = format!(
            "x = '{}'; // {}\n/* {} */",
            "(".repeat(2000),
            "[".repeat(2000),
            "{".repeat(2000)
        );
        assert!(read(&quoted).syntax_error.is_none());
    }

    #[test]
    fn a_syntax_error_names_its_line() {
        let found = read("foam.CLASS({ name: 'A' });\n\nfoam.CLASS({ name: 'B' ");
        let (line, _) = found.syntax_error.expect("an error");
        assert_eq!(line, 3);
    }
}
