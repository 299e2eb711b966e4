//! `folio get PATH --dao NAME --id ID`: one object as strict JSON; exit 1 if absent.

use super::{arg_value, open_engine};
use crate::inputs::Inputs;
use crate::Fatal;
use std::io::Write;
use std::process::ExitCode;

#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    inputs: Inputs,
    /// The DAO to look in.
    #[arg(long)]
    dao: String,
    /// The object's id: JSON (`7`, `"7"`, `[1,"a"]` for a compound id), or else taken as a
    /// string. Typed by the DAO's model like a journal's id.
    #[arg(long, allow_hyphen_values = true)]
    id: String,
}

pub fn run(args: Args) -> Result<ExitCode, Fatal> {
    let engine = open_engine(&args.inputs, false)?;
    let id = engine.id(&args.dao, arg_value(&args.id))?;
    let registry = engine.registry();
    let found = engine.find(&args.dao, &id, |object| {
        object.map(|object| {
            let mut out = Vec::new();
            folio_render::write_object(object, registry, &mut out);
            out.push(b'\n');
            out
        })
    })?;
    let code = match found {
        Some(line) => {
            let mut stdout = std::io::stdout().lock();
            stdout.write_all(&line)?;
            stdout.flush()?;
            ExitCode::SUCCESS
        }
        None => ExitCode::from(1),
    };
    super::leak_at_exit(engine);
    Ok(code)
}
