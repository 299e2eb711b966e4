use crate::args::Output;
use crate::output::{self, Sink};
use crate::Fatal;
use folio_gen::{generate, models_json_for, GenOptions, Mix};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

#[derive(Debug, Clone, Copy, clap::ValueEnum)]
enum MixArg {
    /// Only creates.
    Create,
    /// Creates, ~20% merges and ~5% removes.
    Mixed,
}

#[derive(Debug, clap::Args)]
#[command(after_help = "Examples:
  folio gen --entries 100000 -o benchmark.jrl     also writes benchmark.models.json
  folio replay benchmark.jrl --models benchmark.models.json
  folio gen --entries 1000 --mix mixed -o - | head -3
  folio gen --entries 1000 --twin -o benchmark.jrl    also writes benchmark.strict")]
pub struct Args {
    /// Data entries to write.
    #[arg(long, value_name = "N")]
    entries: u64,
    /// Seeds the generator: the same seed gives the same bytes.
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    #[arg(long, value_enum, default_value_t = MixArg::Create)]
    mix: MixArg,
    /// The journal to write (required; `-` for standard output). Its DAO is its name
    /// (`x.jrl` is DAO `x`); the registry that types it is written next to it as
    /// `x.models.json`.
    #[command(flatten)]
    output: Output,
    /// Also write the journal's strict-JSON twin beside it as `x.strict`: the same entries with
    /// every key quoted and short names spelled out, what the benchmark's serde_json and
    /// sonic-rs rows read (bench/README.md). Discovery skips that name. Needs -o FILE.
    #[arg(long)]
    twin: bool,
}

pub fn run(args: Args) -> Result<ExitCode, Fatal> {
    let Some(target) = &args.output.output else {
        return Err(Fatal::Usage(
            "gen needs -o FILE (or -o - for standard output)".into(),
        ));
    };
    let opts = GenOptions {
        entries: args.entries,
        seed: args.seed,
        mix: match args.mix {
            MixArg::Create => Mix::Create,
            MixArg::Mixed => Mix::Mixed,
        },
    };
    // Standard output, or a device or pipe (`/dev/null`): the journal alone, since a registry
    // beside `/dev/null` has no place to go.
    let stream = match args.output.file() {
        None => Some(Sink::stdout()),
        Some(path) => match std::fs::metadata(path) {
            Ok(meta) if !meta.is_file() && !meta.is_dir() => {
                Some(Sink::open(Some(path), args.output.force)?)
            }
            _ => None,
        },
    };
    if let Some(mut out) = stream {
        if args.twin {
            return Err(Fatal::Usage(
                "--twin needs -o FILE: the twin is written beside the journal".into(),
            ));
        }
        let summary = generate(&opts, &mut out).map_err(|e| out.fail(e))?;
        out.finish()?;
        let place = match args.output.file() {
            None => "standard output".to_owned(),
            Some(path) => path.display().to_string(),
        };
        eprintln!(
            "folio gen: {} entries ({} create, {} put, {} remove), {} live objects, {} bytes \
             -> {place} (its registry: write the journal to a file, e.g. -o benchmark.jrl, and \
             folio gen writes benchmark.models.json next to it)",
            summary.entries,
            summary.creates,
            summary.puts,
            summary.removes,
            summary.live_objects,
            summary.bytes,
        );
        return Ok(ExitCode::SUCCESS);
    }
    let path = args.output.file().expect("a file, not a stream");
    debug_assert_ne!(target.as_os_str(), "-");
    let dao = dao_name(path);
    let models = models_path(path, &dao);
    let models_json = models_json_for(&dao);
    // Both files are checked before either is written: a refusal leaves nothing half done.
    let models_needed = match std::fs::read(&models) {
        Ok(existing) if existing == models_json.as_bytes() => false,
        Ok(_) if !args.output.force => {
            return Err(Fatal::Usage(format!(
                "{}: exists (with other contents); give --force to replace it",
                models.display()
            )))
        }
        _ => true,
    };
    let twin = args.twin.then(|| folio_gen::twin_path(path));
    if let Some(twin) = &twin {
        output::check(twin, args.output.force)?;
    }
    // The journal, its twin and its registry are written whole under temporary names and
    // renamed together at the end: an interrupted run leaves none of them.
    let mut out = Sink::open(Some(path), args.output.force)?;
    let (summary, twin_done) = match &twin {
        None => (generate(&opts, &mut out).map_err(|e| out.fail(e))?, None),
        Some(twin_path) => {
            let mut twin = Noting {
                sink: Sink::open(Some(twin_path), args.output.force)?,
                failed: false,
            };
            let summary = folio_gen::generate_with_twin(&opts, &mut out, &mut twin).map_err(
                |e| match twin.failed {
                    true => twin.sink.fail(e),
                    false => out.fail(e),
                },
            )?;
            (summary, twin.sink.finish_group()?)
        }
    };
    let mut finished: Vec<_> = twin_done.into_iter().collect();
    finished.extend(out.finish_group()?);
    if models_needed {
        let mut file = Sink::open(Some(&models), true)?;
        file.put(models_json.as_bytes())?;
        finished.extend(file.finish_group()?);
    }
    output::commit_all(finished)?;
    eprintln!(
        "folio gen: {} entries ({} create, {} put, {} remove), {} live objects, {} bytes -> {}\n\
         folio gen: its registry (DAO `{dao}`) -> {}; replay it with:\n  folio replay {} --models {}",
        summary.entries,
        summary.creates,
        summary.puts,
        summary.removes,
        summary.live_objects,
        summary.bytes,
        path.display(),
        models.display(),
        shell_word(path),
        shell_word(&models),
    );
    if let Some(twin) = &twin {
        eprintln!("folio gen: its strict-JSON twin -> {}", twin.display());
    }
    // Replay will count these: say first that they are meant.
    eprintln!(
        "folio gen: each create also holds {} keys the registry leaves out on purpose ({}), so \
         that replay measures skipping them: expect {} unknown keys",
        folio_gen::UNKNOWN_KEYS.len(),
        folio_gen::UNKNOWN_KEYS.join(", "),
        summary.creates * folio_gen::UNKNOWN_KEYS.len() as u64
    );
    Ok(ExitCode::SUCCESS)
}

/// A sink that remembers whether a write to it failed, so that an error of
/// `generate_with_twin` names the file it came from.
struct Noting {
    sink: Sink,
    failed: bool,
}

impl std::io::Write for Noting {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let result = self.sink.write(buf);
        self.failed |= result.is_err();
        result
    }

    fn flush(&mut self) -> std::io::Result<()> {
        let result = self.sink.flush();
        self.failed |= result.is_err();
        result
    }
}

/// The DAO a journal file belongs to, by the naming rule of discovery: `X.jrl`, `X.<digits>`
/// and `X` are DAO `X`; any other name, its part up to the first dot.
fn dao_name(path: &Path) -> String {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    if let Some(stem) = name.strip_suffix(".jrl").filter(|s| !s.is_empty()) {
        return stem.to_owned();
    }
    if let Some((stem, digits)) = name.rsplit_once('.') {
        if !stem.is_empty() && !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
            return stem.to_owned();
        }
    }
    name.split('.').next().unwrap_or_default().to_owned()
}

/// `<dir>/<dao>.models.json` beside the journal: a name discovery skips (not a journal name).
fn models_path(journal: &Path, dao: &str) -> PathBuf {
    journal.with_file_name(format!("{dao}.models.json"))
}

/// `path` as one shell word: as it is when it needs no quoting, else in single quotes.
fn shell_word(path: &Path) -> String {
    let text = path.display().to_string();
    let plain = !text.is_empty()
        && text
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"._-/+,:@".contains(&b));
    if plain {
        text
    } else {
        format!("'{}'", text.replace('\'', r"'\''"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dao_names_follow_discovery() {
        for (file, dao) in [
            ("benchmark.jrl", "benchmark"),
            ("dir/x.jrl", "x"),
            ("x.0", "x"),
            ("x.12", "x"),
            ("x", "x"),
            ("x.journal", "x"),
            ("a.b.jrl", "a.b"),
        ] {
            assert_eq!(dao_name(Path::new(file)), dao, "{file}");
        }
        assert_eq!(
            models_path(Path::new("d/x.jrl"), "x"),
            Path::new("d/x.models.json")
        );
    }

    #[test]
    fn shell_words() {
        assert_eq!(shell_word(Path::new("d/x.jrl")), "d/x.jrl");
        assert_eq!(shell_word(Path::new("my dir/x.jrl")), "'my dir/x.jrl'");
        assert_eq!(shell_word(Path::new("it's")), r"'it'\''s'");
    }
}
