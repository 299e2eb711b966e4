//! `folio models import SRC...`: the registry FOAM's own model sources define.

use crate::args::{Json, Output};
use crate::output::Sink;
use crate::Fatal;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

/// How many warnings are printed without `-v`.
const WARNINGS_SHOWN: usize = 20;

#[derive(Debug, clap::Args)]
#[command(
    about = "Builds a model registry from FOAM's JavaScript model sources",
    after_help = "Examples:
  folio models import ~/foam3/src ~/myapp/src -o models.json
  folio replay ~/myapp/journals --models models.json
  folio models import ~/foam3/src | jq '.models | length'"
)]
pub struct Args {
    /// Source trees (directories walked for `.js` files, or single files): a FOAM checkout,
    /// then the application's own trees. A later tree's definition of a class wins.
    #[arg(required = true, value_name = "SRC")]
    sources: Vec<PathBuf>,
    /// The registry file to write (default: standard output).
    #[command(flatten)]
    output: Output,
    /// Any warning is an error: nothing is written and the exit code is 1.
    #[arg(long)]
    strict: bool,
    /// Print every warning (default: the first 20 and a count), and each property whose
    /// default is left out as code.
    #[arg(long, short)]
    verbose: bool,
    /// Print a JSON summary (counts and warnings) on standard output; needs -o FILE.
    #[command(flatten)]
    json: Json,
}

pub fn run(args: Args) -> Result<ExitCode, Fatal> {
    let target = args.output.file();
    if args.json.json && target.is_none() {
        return Err(Fatal::Usage(
            "models import --json prints a summary on standard output, so the registry needs -o FILE"
                .into(),
        ));
    }
    if let Some(path) = target {
        crate::output::check(path, args.output.force)?;
    }
    let imported = folio_import::import(&args.sources)
        .map_err(|e| Fatal::Usage(format!("models import: {e}")))?;
    let shown = if args.verbose {
        imported.warnings.len()
    } else {
        WARNINGS_SHOWN
    };
    if !args.json.json {
        for w in imported.warnings.iter().take(shown) {
            eprintln!("folio: warning: {w}");
        }
        if imported.warnings.len() > shown {
            eprintln!(
                "folio: {} more warning(s); -v lists them all",
                imported.warnings.len() - shown
            );
        }
        // Not warnings: FOAM computes these defaults, so no registry could hold them.
        let left_out = &imported.defaults_left_out;
        if !left_out.is_empty() {
            eprintln!(
                "folio: {} propert{} with a default FOAM computes (factory, expression, javaFactory, a value that is code): no `default` in the registry{}",
                left_out.len(),
                if left_out.len() == 1 { "y" } else { "ies" },
                if args.verbose { "" } else { " (-v lists each)" }
            );
            if args.verbose {
                for d in left_out {
                    eprintln!("folio:   {d}");
                }
            }
        }
    }
    let registry = &imported.registry;
    if args.strict && !imported.warnings.is_empty() {
        eprintln!(
            "folio: models import --strict: {} warning(s); no registry written",
            imported.warnings.len()
        );
        return Ok(ExitCode::from(1));
    }
    let mut sink = Sink::open(target, args.output.force)?;
    sink.put(registry.to_json().as_bytes())?;
    sink.finish()?;
    let place = target.map_or("standard output".into(), |p| p.display().to_string());
    if args.json.json {
        let summary = serde_json::json!({
            "files": imported.files.len(),
            "definitions": imported.definitions,
            "models": registry.models.len(),
            "enums": registry.enums.len(),
            "warnings": imported.warnings.iter().map(|w| serde_json::json!({
                "file": w.file.display().to_string(),
                "line": w.line,
                "message": w.to_string(),
            })).collect::<Vec<_>>(),
            "defaults_left_out": imported.defaults_left_out.iter().map(|d| serde_json::json!({
                "file": d.file.display().to_string(),
                "line": d.line,
                "message": d.to_string(),
            })).collect::<Vec<_>>(),
            "output": place,
        });
        let mut out = std::io::stdout().lock();
        writeln!(out, "{summary}").map_err(Fatal::Output)?;
    } else {
        eprintln!(
            "folio models import: {} files, {} definitions -> {} models, {} enums, {} warning(s) -> {place}",
            imported.files.len(),
            imported.definitions,
            registry.models.len(),
            registry.enums.len(),
            imported.warnings.len(),
        );
    }
    Ok(ExitCode::SUCCESS)
}
