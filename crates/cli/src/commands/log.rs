//! `folio log PATH --dao NAME --id ID`: the history of one object, entry by entry, with its
//! state after each; exit 1 if no entry applied to that id.

use super::{arg_value, exit_code, open_engine_keeping_files, required_dao};
use crate::args::{Inputs, Json};
use crate::Fatal;
use folio_engine::{FsyncPolicy, QueryError};
use folio_models::Registry;
use folio_replay::Touch;
use folio_store::Applied;
use std::io::Write;
use std::process::ExitCode;

#[derive(Debug, clap::Args)]
// The shared `--dao` is required here, and help, man pages and completions say so.
#[command(mut_arg("dao", |a| a.required(true).help("The DAO to read (required)")))]
#[command(after_help = "Examples:
  folio log --dao users --id 1                       the example user 1, entry by entry
  folio log data/ --models models.json --dao users --id 42
  folio log data/ --dao users --id 42 --json | jq '.steps[] | select(.op == \"r\")'")]
pub struct Args {
    #[command(flatten)]
    inputs: Inputs,
    /// The object's id: JSON (`7`, `"7"`, `[1,"a"]` for a compound id), or else taken as a
    /// string. Typed by the DAO's model like a journal's id, as `folio get` types it.
    #[arg(long, allow_hyphen_values = true)]
    id: String,
    /// One document: `{"dao":…,"id":…,"steps":[{"file","line","end_line","op","applied",
    /// "entry","after"}],"bad_entries":N}`.
    #[command(flatten)]
    json: Json,
}

pub fn run(args: Args) -> Result<ExitCode, Fatal> {
    let dao = required_dao(&args.inputs)?;
    // The engine's replay settles the DAO's default class and types the id as `get` does;
    // `opened` keeps the files it read (temporary copies, for the examples and streams) for
    // the trace to read again.
    let (engine, opened) = open_engine_keeping_files(&args.inputs, false, FsyncPolicy::default())?;
    let id = engine.id(dao, arg_value(&args.id))?;
    let live = engine.live_dao(dao).ok_or_else(|| QueryError::UnknownDao {
        dao: dao.to_owned(),
    })?;
    let registry = engine.registry();
    let mut out = Vec::new();
    let mut steps = 0u64;
    let replayed = live.replayed();
    let class = replayed.default_class.as_deref();
    let traced = folio_replay::trace(&replayed.files, &id, registry, class, |touch| {
        if args.json.json {
            if steps > 0 {
                out.push(b',');
            }
            json_step(touch, registry, &mut out);
        } else {
            text_step(touch, registry, &mut out);
        }
        steps += 1;
    })?;
    if args.json.json {
        let given = serde_json::from_str::<serde_json::Value>(&args.id)
            .unwrap_or_else(|_| serde_json::Value::String(args.id.clone()));
        let head = format!(
            "{{\"dao\":{},\"id\":{given},\"steps\":[",
            serde_json::json!(dao)
        );
        out.splice(0..0, head.into_bytes());
        out.extend_from_slice(format!("],\"bad_entries\":{}}}\n", traced.bad_entries).as_bytes());
    }
    let mut stdout = std::io::stdout().lock();
    stdout.write_all(&out).map_err(Fatal::Output)?;
    stdout.flush().map_err(Fatal::Output)?;
    if traced.touches == 0 && !args.json.json {
        // Silence would read as a hang or a crash; say what was looked for.
        eprintln!("folio log: no entry of DAO `{dao}` touched id {}", args.id);
    }
    if traced.bad_entries > 0 && !args.json.json {
        eprintln!(
            "folio log: DAO `{dao}` has {} bad entries, which applied nothing (`folio check` \
             lists them)",
            traced.bad_entries
        );
    }
    let code = exit_code(if traced.touches > 0 { 0 } else { 1 }, opened.unreadable);
    super::leak_at_exit(engine);
    drop(opened);
    Ok(code)
}

/// A step for a person: `FILE:LINE: OP APPLIED ENTRY`, then the state after it, indented.
fn text_step(touch: &Touch<'_>, registry: &Registry, out: &mut Vec<u8>) {
    let head = format!(
        "{}:{}: {} {} ",
        touch.file.display(),
        touch.line,
        touch.op.letter(),
        applied_name(touch.applied)
    );
    out.extend_from_slice(head.as_bytes());
    folio_render::write_object(touch.entry, registry, out);
    out.extend_from_slice(b"\n    ");
    match touch.after {
        Some(after) => folio_render::write_object(after, registry, out),
        None => out.extend_from_slice(b"absent"),
    }
    out.push(b'\n');
}

/// A step as one JSON object (docs/cli.md, `folio log`).
fn json_step(touch: &Touch<'_>, registry: &Registry, out: &mut Vec<u8>) {
    let head = format!(
        "{{\"file\":{},\"line\":{},\"end_line\":{},\"op\":\"{}\",\"applied\":\"{}\",\"entry\":",
        serde_json::json!(touch.file.to_string_lossy()),
        touch.line,
        touch.end_line,
        touch.op.letter(),
        applied_name(touch.applied)
    );
    out.extend_from_slice(head.as_bytes());
    folio_render::write_object(touch.entry, registry, out);
    out.extend_from_slice(b",\"after\":");
    match touch.after {
        Some(after) => folio_render::write_object(after, registry, out),
        None => out.extend_from_slice(b"null"),
    }
    out.push(b'}');
}

/// What an entry did, in the words of docs/cli.md.
fn applied_name(applied: Applied) -> &'static str {
    match applied {
        Applied::Inserted => "inserted",
        Applied::Merged => "merged",
        Applied::Replaced => "replaced",
        Applied::Removed => "removed",
        Applied::Absent => "absent",
    }
}
