//! `folio query PATH --dao NAME [--where PROP=VALUE ...] [--limit N] [--skip N] [--count]`: the
//! objects that match, as strict JSON lines sorted by id, or their number.

use super::{arg_value, exit_code, open_engine_with, required_dao};
use crate::args::Inputs;
use crate::Fatal;
use folio_engine::FsyncPolicy;
use folio_store::Page;
use std::io::Write;
use std::process::ExitCode;

#[derive(Debug, clap::Args)]
// The shared `--dao` is required here, and help, man pages and completions say so.
#[command(mut_arg("dao", |a| a.required(true).help("The DAO to read (required)")))]
pub struct Args {
    #[command(flatten)]
    inputs: Inputs,
    /// Keep objects whose property PROP equals VALUE (repeatable: all must hold). VALUE is JSON
    /// (`1`, `true`, `"1"`), or else a string; it is typed by the property's rules, so an enum
    /// matches by name or ordinal.
    #[arg(long = "where", value_name = "PROP=VALUE", value_parser = condition)]
    conditions: Vec<(String, String)>,
    /// At most this many objects.
    #[arg(long)]
    limit: Option<usize>,
    /// Pass over this many matching objects first.
    #[arg(long, default_value_t = 0)]
    skip: usize,
    /// Print the number of matching objects instead of the objects.
    #[arg(long)]
    count: bool,
    /// One document: `{"dao":…,"objects":[…]}` (with --count, `{"dao":…,"count":N}`) instead
    /// of one object per line.
    #[command(flatten)]
    json: crate::args::Json,
    /// Index these properties before the query (`dao.property`, repeatable), as `serve` does.
    #[arg(long, value_name = "DAO.PROPERTY")]
    index: Vec<String>,
}

fn condition(text: &str) -> Result<(String, String), String> {
    match text.split_once('=') {
        Some((prop, value)) if !prop.is_empty() => Ok((prop.to_owned(), value.to_owned())),
        _ => Err(format!("expected PROP=VALUE, got {text:?}")),
    }
}

pub fn run(args: Args) -> Result<ExitCode, Fatal> {
    let dao = required_dao(&args.inputs)?;
    let json = args.json.json;
    let (engine, unreadable) = open_engine_with(&args.inputs, false, FsyncPolicy::default())?;
    for spec in &args.index {
        super::add_index(&engine, spec)?;
    }
    let conditions = args
        .conditions
        .iter()
        .map(|(prop, value)| (prop.clone(), arg_value(value)))
        .collect();
    let filter = engine.filter(dao, conditions)?;
    let mut stdout = std::io::stdout().lock();
    if args.count {
        let n = engine.count_matching(dao, &filter)?;
        if json {
            writeln!(stdout, "{}", serde_json::json!({"dao": dao, "count": n}))
        } else {
            writeln!(stdout, "{n}")
        }
        .map_err(Fatal::Output)?;
    } else {
        let page = Page {
            skip: args.skip,
            limit: args.limit,
        };
        let registry = engine.registry();
        let out = engine.select(dao, &filter, &[], page, |found| {
            let mut out = Vec::with_capacity(found.len() * 128);
            if json {
                out.extend_from_slice(
                    format!("{{\"dao\":{},\"objects\":[", serde_json::json!(dao)).as_bytes(),
                );
            }
            for (i, (_, object)) in found.iter().enumerate() {
                if json && i > 0 {
                    out.push(b',');
                }
                folio_render::write_object(object, registry, &mut out);
                if !json {
                    out.push(b'\n');
                }
            }
            if json {
                out.extend_from_slice(b"]}\n");
            }
            out
        })?;
        stdout.write_all(&out).map_err(Fatal::Output)?;
    }
    stdout.flush().map_err(Fatal::Output)?;
    super::leak_at_exit(engine);
    Ok(exit_code(0, unreadable))
}
