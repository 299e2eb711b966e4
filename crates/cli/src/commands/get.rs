//! `folio get PATH --dao NAME --id ID`: one object as strict JSON; exit 1 if absent.

use super::{arg_value, exit_code, open_engine_with, required_dao};
use crate::args::Inputs;
use crate::Fatal;
use folio_engine::FsyncPolicy;
use std::io::Write;
use std::process::ExitCode;

#[derive(Debug, clap::Args)]
// The shared `--dao` is required here, and help, man pages and completions say so.
#[command(mut_arg("dao", |a| a.required(true).help("The DAO to read (required)")))]
pub struct Args {
    #[command(flatten)]
    inputs: Inputs,
    /// The object's id: JSON (`7`, `"7"`, `[1,"a"]` for a compound id), or else taken as a
    /// string. Typed by the DAO's model like a journal's id.
    #[arg(long, allow_hyphen_values = true)]
    id: String,
    /// One document: `{"dao":…,"id":…,"object":{…}}`, the object `null` when absent (exit 1).
    #[command(flatten)]
    json: crate::args::Json,
}

pub fn run(args: Args) -> Result<ExitCode, Fatal> {
    let dao = required_dao(&args.inputs)?;
    let (engine, unreadable) = open_engine_with(&args.inputs, false, FsyncPolicy::default())?;
    let id = engine.id(dao, arg_value(&args.id))?;
    let registry = engine.registry();
    let found = engine.find(dao, &id, |object| {
        object.map(|object| {
            let mut out = Vec::new();
            folio_render::write_object(object, registry, &mut out);
            out
        })
    })?;
    if args.json.json {
        let given = serde_json::from_str::<serde_json::Value>(&args.id)
            .unwrap_or_else(|_| serde_json::Value::String(args.id.clone()));
        let mut doc = format!(
            "{{\"dao\":{},\"id\":{given},\"object\":",
            serde_json::json!(dao)
        )
        .into_bytes();
        match &found {
            Some(object) => doc.extend_from_slice(object),
            None => doc.extend_from_slice(b"null"),
        }
        doc.extend_from_slice(b"}\n");
        let mut stdout = std::io::stdout().lock();
        stdout.write_all(&doc).map_err(Fatal::Output)?;
        stdout.flush().map_err(Fatal::Output)?;
        let code = exit_code(if found.is_some() { 0 } else { 1 }, unreadable);
        super::leak_at_exit(engine);
        return Ok(code);
    }
    let code = match found {
        Some(mut line) => {
            line.push(b'\n');
            let mut stdout = std::io::stdout().lock();
            stdout.write_all(&line).map_err(Fatal::Output)?;
            stdout.flush().map_err(Fatal::Output)?;
            exit_code(0, unreadable)
        }
        None => exit_code(1, unreadable),
    };
    super::leak_at_exit(engine);
    Ok(code)
}
