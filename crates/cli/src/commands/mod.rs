//! One module per subcommand.

pub mod check;
pub mod compact;
pub mod completions;
pub mod export;
pub mod gen;
pub mod get;
pub mod log;
pub mod man;
pub mod models;
pub mod query;
pub mod repair;
pub mod replay;
mod replication;
pub mod serve;
pub mod shell;
pub mod snapshot;
pub mod sql;
mod token;

use crate::args::Inputs;
use crate::inputs::Opened;
use crate::progress::Progress;
use crate::Fatal;
use folio_engine::{Engine, EngineOptions, FsyncPolicy, Snapshots};
use folio_journal::Discovery;
use folio_models::Registry;
use folio_replay::{CollapseCause, Collapsed, Decoder, Replay, ReplayOptions};
use std::process::ExitCode;

/// A replay, and how many files it could not read.
pub struct Replayed {
    pub replay: Replay,
    /// The warnings printed on stderr (each DAO whose ids collapsed), for `--json`.
    pub warnings: Vec<String>,
    /// Files passed over by name (not journal names, FIFOs), for `--json`.
    pub skipped: Vec<std::path::PathBuf>,
    /// Files that could not be read (reported already): the command ends with exit code 2.
    pub unreadable: usize,
    /// How each DAO was opened (in the order of `replay.daos`): what a snapshot stood for is
    /// not replayed, and the report says so.
    pub boots: Vec<folio_snapshot::Boot>,
}

impl Replayed {
    /// The exit code: `code` unless a file could not be read, which makes it 2.
    pub fn exit(&self, code: u8) -> ExitCode {
        exit_code(code, self.unreadable)
    }
}

/// `code`, or 2 when `unreadable` files were set aside (each reported already; this says how
/// many, last, so the count is the final line of stderr).
pub fn exit_code(code: u8, unreadable: usize) -> ExitCode {
    if unreadable > 0 {
        eprintln!("folio: {unreadable} file(s) could not be read; the rest was replayed");
        ExitCode::from(2)
    } else {
        ExitCode::from(code)
    }
}

/// Replays `inputs` with a progress bar; shared by the reading commands. Warns on stderr about
/// DAOs whose ids collapsed (see [`warn_collapsed`]).
pub fn replay_inputs(
    inputs: &Inputs,
    error_limit: usize,
    decoder: Decoder,
) -> Result<Replayed, Fatal> {
    let opened = inputs.open()?;
    let (progress, options) =
        with_progress(&opened.discovery, inputs.threads, error_limit, decoder);
    let result = folio_snapshot::open_daos(
        &opened.discovery,
        &opened.registry,
        &options,
        inputs.snapshots(),
    );
    progress.finish();
    let folio_snapshot::Opened { replay, boots } = result?;
    let mut warnings = warn_boots(
        opened
            .discovery
            .daos
            .iter()
            .map(|f| f.name.as_str())
            .zip(&boots),
        inputs.verbose,
    );
    // `open_daos` gives the DAOs in discovery order, one per `DaoFiles`.
    warnings.extend(warn_collapsed(
        &opened.registry,
        replay
            .daos
            .iter()
            .zip(&opened.discovery.daos)
            .map(|(d, files)| Collapsed::of(files, &d.counters, &d.dao)),
        inputs.verbose,
    ));
    Ok(Replayed {
        replay,
        warnings,
        skipped: opened.discovery.skipped.clone(),
        unreadable: opened.unreadable,
        boots,
    })
}

/// The bytes of every file of `discovery` (a file that cannot be read counts none): what a
/// replay of it reads.
pub fn journal_bytes(discovery: &Discovery) -> u64 {
    discovery
        .daos
        .iter()
        .flat_map(|d| d.files.iter())
        .filter_map(|p| std::fs::metadata(p).ok())
        .map(|m| m.len())
        .sum()
}

/// A progress bar over the bytes of `discovery`'s files, and replay options that feed it.
pub fn with_progress(
    discovery: &Discovery,
    threads: usize,
    error_limit: usize,
    decoder: Decoder,
) -> (Progress, ReplayOptions) {
    let progress = Progress::start(journal_bytes(discovery));
    let options = ReplayOptions {
        threads,
        error_limit,
        progress: Some(progress.bytes.clone()),
        decoder,
        ..ReplayOptions::default()
    };
    (progress, options)
}

/// Warns on stderr, once per DAO, about each snapshot that was passed over and why (the DAO
/// was replayed in full); with `verbose`, also says which DAOs opened from their snapshots.
/// Returns the warnings, for `--json`.
pub fn warn_boots<'a>(
    daos: impl Iterator<Item = (&'a str, &'a folio_snapshot::Boot)>,
    verbose: bool,
) -> Vec<String> {
    use folio_snapshot::{Boot, Mismatch};
    let mut printed = Vec::new();
    for (dao, boot) in daos {
        match boot {
            Boot::Replayed => {}
            Boot::Snapshot { path, tail, .. } => {
                if verbose {
                    eprintln!(
                        "folio: DAO `{dao}`: opened from {} and {tail} bytes of journal after it",
                        path.display()
                    );
                }
            }
            // The command lists every bad entry, and the snapshot kept only the first ones:
            // its choice, nothing wrong with the snapshot.
            Boot::Ignored {
                why: Mismatch::ErrorsNotKept { .. },
                ..
            } => {}
            Boot::Ignored { path, why } => {
                let text = format!(
                    "DAO `{dao}`: snapshot {} not used ({why}); its journals were replayed in full",
                    path.display()
                );
                eprintln!("folio: warning: {text}");
                printed.push(text);
            }
        }
    }
    printed
}

/// [`warn_boots`] for the DAOs of an engine.
pub fn warn_boots_engine(engine: &Engine, verbose: bool) {
    let replayed: Vec<_> = engine.daos().iter().map(|d| d.replayed()).collect();
    let boots = engine.daos().into_iter().zip(&replayed);
    let _printed = warn_boots(boots.map(|(d, r)| (d.name(), &r.boot)), verbose);
}

/// Warns on stderr about the DAOs whose ids collapsed (docs/semantics.md, "Collapsed ids"):
/// objects FOAM keeps apart that replay merged, because the registry has no model for their
/// class (generic objects without an `id` key) or their id did not type. One line per cause
/// and class, however many DAOs share it (how many, their entries, the first place, why, the
/// fix); with `verbose`, each DAO's own line under it. Every command that replays warns
/// through here, with the same words. Returns each DAO's warning in full ([`collapse_text`]),
/// for `--json`.
pub fn warn_collapsed(
    registry: &Registry,
    daos: impl Iterator<Item = Option<Collapsed>>,
    verbose: bool,
) -> Vec<String> {
    let collapsed: Vec<Collapsed> = daos.flatten().collect();
    // Groups in the order their first DAO came (DAOs are in name order).
    let mut groups: Vec<(String, Vec<&Collapsed>)> = Vec::new();
    for c in &collapsed {
        let key = collapse_key(c);
        match groups.iter_mut().find(|(k, _)| *k == key) {
            Some((_, members)) => members.push(c),
            None => groups.push((key, vec![c])),
        }
    }
    // With several lines, each fix is said once, after them: the lines are what differs.
    let alone = groups.len() == 1;
    let mut fixes: Vec<(&str, usize)> = Vec::new();
    for (_, members) in &groups {
        let [first, ..] = members.as_slice() else {
            continue;
        };
        let (why, fix) = collapse_why(first, registry);
        let head = match members.len() {
            1 => format!("DAO `{}`: ", first.dao),
            n if verbose => format!("{n} DAOs: "),
            n => format!("{n} DAOs (-v lists each): "),
        };
        let entries: u64 = members.iter().map(|c| c.entries).sum();
        let objects: u64 = members.iter().map(|c| c.objects).sum();
        let which = match members.len() {
            1 => String::new(),
            _ => format!(", DAO `{}`", first.dao),
        };
        let tail = if alone {
            format!("; {fix}")
        } else {
            match fixes.iter_mut().find(|(f, _)| *f == fix) {
                Some((_, n)) => *n += 1,
                None => fixes.push((fix, 1)),
            }
            String::new()
        };
        eprintln!(
            "folio: warning: {head}{entries} entries collapsed onto {objects} object(s) that FOAM \
             keeps apart (first at {}:{}{which}): {why}{tail}",
            first.file.display(),
            first.line,
        );
        if verbose && members.len() > 1 {
            for c in members {
                eprintln!("folio:   {}", collapse_brief(c));
            }
        }
    }
    for (fix, n) in fixes {
        let which = if n == groups.len() {
            format!("all {n}")
        } else {
            format!("{n} of the {}", groups.len())
        };
        eprintln!("folio: the fix for {which} above: {fix}");
    }
    collapsed
        .iter()
        .map(|c| collapse_text(c, registry))
        .collect()
}

/// What makes two DAOs' collapses one warning: the same cause, for the same class (and id
/// property).
fn collapse_key(c: &Collapsed) -> String {
    match c.cause {
        CollapseCause::NoIdKey => format!("no id key, class {:?}", c.class),
        CollapseCause::Untyped { model, property } => format!("untyped {model:?} {property}"),
        CollapseCause::NotAKey { model, property } => {
            format!("not a key {model:?} {property:?}")
        }
    }
}

/// [`warn_collapsed`] for the DAOs of an engine.
pub fn warn_collapsed_engine(engine: &Engine, verbose: bool) {
    let registry = engine.registry();
    let _printed = warn_collapsed(
        registry,
        engine.daos().iter().map(|d| {
            let replayed = d.replayed();
            Collapsed::of(&replayed.files, &replayed.counters, &d.dao())
        }),
        verbose,
    );
}

/// What collapsed in a DAO, where first, why, and the fix: the text of the warning and of
/// compaction's refusal.
pub fn collapse_text(c: &Collapsed, registry: &Registry) -> String {
    let (why, fix) = collapse_why(c, registry);
    format!(
        "DAO `{}`: {} entries collapsed onto {} object(s) that FOAM keeps apart (first at \
         {}:{}): {why}; {fix}",
        c.dao,
        c.entries,
        c.objects,
        c.file.display(),
        c.line,
    )
}

/// Why a collapse happened, and the fix the situation calls for: a registry at all, one that
/// models the class, or one whose id types fit the journal.
fn collapse_why(c: &Collapsed, registry: &Registry) -> (String, &'static str) {
    let why = match c.cause {
        CollapseCause::NoIdKey => {
            let class = c
                .class
                .as_deref()
                .map_or("their class".to_owned(), |name| format!("class `{name}`"));
            format!(
                "they have no `id` key and no model is known for {class}, so its id property \
                 and type are unknown and they all share one missing id"
            )
        }
        CollapseCause::Untyped { .. } => {
            let (property, ty) = property_and_type(c, registry);
            let class = c.cause.class(registry).unwrap_or("?");
            format!(
                "the value of id property `{property}` of class `{class}` does not type as \
                 the {ty} the registry expects, so it was dropped and they share the default id"
            )
        }
        CollapseCause::NotAKey { .. } => {
            let (property, ty) = property_and_type(c, registry);
            format!(
                "id property `{property}` (expected {ty}) holds an array or object, which \
                 cannot be an id, so the entry applied nothing"
            )
        }
    };
    let fix = match (&c.cause, registry.is_empty()) {
        (CollapseCause::NoIdKey, true) => {
            "give --models FILE (`folio models import` builds one from FOAM's model sources, \
             `folio models infer` proposes one from the journals)"
        }
        (CollapseCause::NoIdKey, false) => {
            "the registry given has no model for it: give one that has (`folio models import` \
             builds one from the FOAM sources that define the class)"
        }
        _ => "give a registry of the journal's era",
    };
    (why, fix)
}

/// A collapse in a few words (the DAO, its counts, where first), for the DAOs a refusal lists
/// after the first, which [`collapse_text`] explains in full.
pub fn collapse_brief(c: &Collapsed) -> String {
    format!(
        "DAO `{}` ({} entries onto {} object(s), first at {}:{})",
        c.dao,
        c.entries,
        c.objects,
        c.file.display(),
        c.line
    )
}

/// The id property a collapse concerns and the type its model gives it (`id` and "an id"
/// for a generic object).
fn property_and_type(c: &Collapsed, registry: &Registry) -> (String, String) {
    match c.cause.property(registry) {
        Some(p) => (p.name.to_string(), p.ty.name().to_owned()),
        None => ("id".to_owned(), "an id value".to_owned()),
    }
}

/// A size in bytes as a person writes it: digits, then optionally K, M or G (powers of 1,024).
pub fn byte_size(text: &str) -> Result<u64, String> {
    let (digits, unit) = match text.char_indices().find(|(_, c)| !c.is_ascii_digit()) {
        Some((at, _)) => text.split_at(at),
        None => (text, ""),
    };
    let shift = match unit.to_ascii_uppercase().as_str() {
        "" | "B" => 0,
        "K" | "KB" | "KIB" => 10,
        "M" | "MB" | "MIB" => 20,
        "G" | "GB" | "GIB" => 30,
        _ => return Err(format!("{text:?}: a size is digits, then K, M or G")),
    };
    let n: u64 = digits
        .parse()
        .map_err(|_| format!("{text:?}: a size is digits, then K, M or G"))?;
    n.checked_mul(1 << shift)
        .ok_or_else(|| format!("{text:?}: too large"))
}

/// A duration as flags take it: seconds (`30`, `0.5`), or digits with `ms`, `s`, `m` or `h`.
pub fn duration(text: &str) -> Result<std::time::Duration, String> {
    let bad = || format!("{text:?}: a duration is seconds, or digits then ms, s, m or h");
    let (number, unit) = match text.find(|c: char| c.is_ascii_alphabetic()) {
        Some(at) => text.split_at(at),
        None => (text, "s"),
    };
    let n: f64 = number.trim().parse().map_err(|_| bad())?;
    let seconds = match unit {
        "ms" => n / 1000.0,
        "s" => n,
        "m" => n * 60.0,
        "h" => n * 3600.0,
        _ => return Err(bad()),
    };
    std::time::Duration::try_from_secs_f64(seconds).map_err(|_| bad())
}

pub fn leak_at_exit<T>(value: T) {
    std::mem::forget(value);
}

/// Replays `inputs` into an engine (writable: taking every live journal's lock), with a
/// progress bar, and warns about DAOs whose ids collapsed. Also returns how many files could
/// not be read (reported already).
pub fn open_engine_with(
    inputs: &Inputs,
    writable: bool,
    fsync: FsyncPolicy,
) -> Result<(Engine, usize), Fatal> {
    let (engine, opened) = open_engine_keeping_files(inputs, writable, fsync)?;
    Ok((engine, opened.unreadable))
}

/// [`open_engine_with`], also returning what was opened, which keeps the journals the engine
/// replayed on disk while it lives (the example journals or copies of streams in a temporary
/// folder), for a command that reads them again (`log`). Its registry and discovery are
/// empty: the engine has them.
pub fn open_engine_keeping_files(
    inputs: &Inputs,
    writable: bool,
    fsync: FsyncPolicy,
) -> Result<(Engine, Opened), Fatal> {
    open_engine_as(inputs, writable, fsync, false, inputs.snapshots())
}

/// [`open_engine_with`] for a server: a DAO's snapshot is used once its covered journal bytes
/// are proved by their files' identity and ends, and the server hashes them whole while it
/// serves ([`Engine::prove_snapshots`]).
pub fn open_engine_serving(
    inputs: &Inputs,
    writable: bool,
    fsync: FsyncPolicy,
) -> Result<Engine, Fatal> {
    let snapshots = match inputs.snapshots() {
        Snapshots::Use => Snapshots::UseProvingLater,
        other => other,
    };
    let (engine, _opened) = open_engine_as(inputs, writable, fsync, false, snapshots)?;
    Ok(engine)
}

/// A read-only engine that follows its files as another process appends to them
/// (`serve --follow-files`).
pub fn open_engine_following(inputs: &Inputs) -> Result<Engine, Fatal> {
    let (engine, _opened) = open_engine_as(
        inputs,
        false,
        FsyncPolicy::default(),
        true,
        inputs.snapshots(),
    )?;
    Ok(engine)
}

fn open_engine_as(
    inputs: &Inputs,
    writable: bool,
    fsync: FsyncPolicy,
    follow: bool,
    snapshots: Snapshots,
) -> Result<(Engine, Opened), Fatal> {
    let mut opened = inputs.open_for_with(writable, writable || follow)?;
    let discovery = std::mem::take(&mut opened.discovery);
    let registry = std::mem::replace(&mut opened.registry, Registry::empty());
    let (progress, replay) = with_progress(&discovery, inputs.threads, 0, Decoder::Fast);
    let options = EngineOptions {
        replay,
        writable,
        fsync,
        snapshots,
        follow,
    };
    let engine = Engine::from_discovery(discovery, registry, options);
    progress.finish();
    let engine = engine?;
    warn_boots_engine(&engine, inputs.verbose);
    warn_collapsed_engine(&engine, inputs.verbose);
    Ok((engine, opened))
}

/// The DAO `--dao` names, which `get` and `query` require.
pub fn required_dao(inputs: &Inputs) -> Result<&str, Fatal> {
    inputs
        .dao
        .as_deref()
        .ok_or_else(|| Fatal::Usage("--dao NAME is required".to_owned()))
}

/// A value given on the command line: JSON when it reads as JSON (`7`, `true`, `"7"`,
/// `[1,"a"]`), else the text as a string.
pub fn arg_value(text: &str) -> folio_dialect::Value {
    match serde_json::from_str::<serde_json::Value>(text) {
        Ok(value) => folio_rpc::to_raw(value),
        Err(_) => folio_dialect::Value::Str(text.to_owned()),
    }
}

/// Indexes `spec`, `dao.property` (split at the first dot: DAO names have none).
pub fn add_index(engine: &Engine, spec: &str) -> Result<(), Fatal> {
    let Some((dao, property)) = spec.split_once('.') else {
        return Err(Fatal::Usage(format!(
            "--index takes DAO.PROPERTY, got {spec:?}"
        )));
    };
    Ok(engine.add_index(dao, property)?)
}
