//! FOAM's own Java journal replay as the oracle: folio must build, object by object, the state
//! FOAM builds from the same journal, in effective state (a property missing on one side reads
//! as FOAM's value for it: on that object where FOAM derives it from the object's other
//! properties, else on a fresh object of its class; see `suite/foam_oracle/compare.rs`).
//!
//! FOAM's answers are golden files under `testdata/foam-oracle/` (see its README: which FOAM
//! commit, which command); this test never runs Java. They change only by the explicit
//! `tools/foam-oracle/regenerate.sh`. Each journal replays alone through the library as `folio
//! export --format jsonl` does (`replay_dao`, then `export_jsonl`), with the DAO class FOAM
//! replayed it under (the golden's header), as a registry's `daos` entry would give it.
//!
//! Three checks: the corpus's 2026 journals (every difference in [`EXPECTED`]), `folio gen`
//! journals of both mixes (no difference at all), and the journals folio writes for all of
//! them, replayed by FOAM ([`WRITTEN_AS_FOLIO`], [`WRITTEN_AS_ORIGINAL`]). A difference not in
//! its table, or a count that changed, fails. `FOLIO_ORACLE_REPORT=1` prints every difference
//! with an example object id and both values.

mod compare;

use compare::{diffs, Defaults, Diff};
use folio_journal::DaoFiles;
use folio_models::Registry;
use folio_replay::{replay_dao, ReplayOptions};
use serde_json::{Map, Value};
use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};

/// A difference folio keeps on purpose, or one that is FOAM's and not the journal's.
struct Expected {
    /// Which journals (a substring of the path as the golden names it; "" for all).
    journal: &'static str,
    /// The difference, as [`Found::key`] spells it.
    diff: &'static str,
    /// How many times it occurs, exactly.
    count: usize,
    reason: &'static str,
}

/// A difference in any journal.
const fn any(diff: &'static str, count: usize, reason: &'static str) -> Expected {
    Expected {
        journal: "",
        diff,
        count,
        reason,
    }
}

// Why FOAM's state differs where it does (the reasons of the tables below).
const HAND_JAVA: &str = "a hand-written Java subclass (its .java file extends the modelled class) \
    reports its modelled parent's ClassInfo, so FOAM's object is of the parent class; folio keeps \
    the class the journal names";
const PASSWORD_SETTER: &str = "FOAM model code: User's password setter appends a PriorPassword \
    (hash and clock time) to passwordHistory; folio replays data, not setters";
const CRON_ERA: &str = "registry era: the 2026 CronSchedule's setters move the deprecated hour, \
    month, dayOfWeek, dayOfMonth keys into hours, monthsOfYear, daysOfWeek; folio's registry has \
    the older model, whose properties are those keys";
const SERVER_SETTER: &str = "registry era: in 2026 the deprecated `server` of Script and Test \
    is a setter that sets `language` instead; folio's registry has `server` as a property";
const MISSING_COMMA: &str = "a journal bug (no comma after a nested `class:\"…\"` member) that \
    FOAM's class-key parser reads (the comma is optional after it); folio's grammar \
    (docs/format.md) requires it, so the entry is reported as bad and skipped";
const CLOCK: &str = "a value FOAM's factory draws from the clock when the object is made";
const RANDOM: &str = "a value FOAM's factory draws from a random source";
const REGISTRY_GAP: &str = "registry gap: folio's registry (extracted heuristically from the \
    model sources) lacks the property, or types it otherwise (a DAO key or class name where it \
    says FObject, a String where it says Enum), so folio drops or retypes the key FOAM keeps";
const UNKNOWN_CLASS: &str = "an entry naming a class FOAM's build lacks fails in FOAM (its parser \
    cannot create the object; it does not take the DAO's class); folio keeps it as a generic \
    object of that class, as it cannot tell a class its registry lacks from one FOAM lacks";
const NOT_A_STRING_FAILS: &str = "a boolean or an array for a String property fails the whole \
    entry in FOAM (a ClassCastException); folio drops that one key as a mismatch and keeps the \
    entry";
const DOUBLE_FOR_STRING: &str = "a double for a String property is its Java text in FOAM (1.5, \
    1000.0); folio drops it as a mismatch (an integer is its text in both)";
const AUTHENTICATE_SETTER: &str = "FOAM model code: a Menu's deprecated `authenticate` key is \
    a postSet that sets authorizationStatus (false: PUBLIC); folio stores the key as written";

/// The explained differences of the 2026 corpus, each with its exact count (a difference
/// counts once per object and property).
const EXPECTED: &[Expected] = &[
    any("class foam.core.test.Test -> foam.core.auth.test.PreventDuplicateEmailTest", 1, HAND_JAVA),
    any("class foam.core.test.Test -> foam.core.auth.test.PreventPrivilegeEscalationTest", 1, HAND_JAVA),
    any("class foam.core.test.Test -> foam.core.crunch.crunchtest.CapabilityReopenTest", 1, HAND_JAVA),
    any("class foam.core.test.Test -> foam.core.crunch.crunchtest.CapabilityReputTest", 1, HAND_JAVA),
    any("class foam.core.test.Test -> foam.core.crunch.crunchtest.PredicatedPCJDAOTest", 1, HAND_JAVA),
    any("class foam.core.test.Test -> foam.core.ruler.test.RulerDAOTest", 1, HAND_JAVA),
    any("class foam.core.test.Test -> foam.mlang.MLangTest", 1, HAND_JAVA),
    any("class foam.core.test.Test -> foam.test.AddressUtilTests", 1, HAND_JAVA),
    any("foam.core.auth.User.passwordHistory", 12, PASSWORD_SETTER),
    any("foam.core.auth.test.ServiceProviderAwareTest.spid1", 1, RANDOM),
    any("foam.core.auth.test.ServiceProviderAwareTest.spid2", 1, RANDOM),
    any("foam.core.cron.Cron.schedule/foam.core.cron.CronSchedule.dayOfMonth", 10, CRON_ERA),
    any("foam.core.cron.Cron.schedule/foam.core.cron.CronSchedule.dayOfWeek", 10, CRON_ERA),
    any("foam.core.cron.Cron.schedule/foam.core.cron.CronSchedule.daysOfWeek", 10, CRON_ERA),
    any("foam.core.cron.Cron.schedule/foam.core.cron.CronSchedule.hour", 8, CRON_ERA),
    any("foam.core.cron.Cron.schedule/foam.core.cron.CronSchedule.hours", 10, CRON_ERA),
    any("foam.core.cron.Cron.schedule/foam.core.cron.CronSchedule.month", 10, CRON_ERA),
    any("foam.core.cron.Cron.schedule/foam.core.cron.CronSchedule.monthsOfYear", 10, CRON_ERA),
    any("foam.core.crunch.Capability.wizardlet/foam.core.crunch.ui.CapabilityWizardlet.dynamicActions", 1, REGISTRY_GAP),
    any("foam.core.crunch.Capability.wizardlet/foam.core.crunch.ui.CapabilityWizardlet.wao/foam.u2.wizard.wao.SplitWAO.loader/foam.u2.wizard.data.EasyLoader.loaders", 2, REGISTRY_GAP),
    any("foam.core.crunch.Capability.wizardlet/foam.u2.wizard.wizardlet.AlternateFlowWizardlet.wao/foam.u2.wizard.wao.SplitWAO.loader/foam.u2.wizard.data.EasyLoader.loaders", 1, REGISTRY_GAP),
    any("foam.core.crunch.Capability.wizardlet/foam.u2.wizard.wizardlet.SuccessWizardlet.sections", 1, REGISTRY_GAP),
    any("foam.core.menu.Menu.authorizationStatus", 1, AUTHENTICATE_SETTER),
    any("foam.core.menu.Menu.handler/foam.core.menu.DAOMenu2.config/foam.comics.v2.DAOControllerConfig.searchMode", 1, REGISTRY_GAP),
    any("foam.core.menu.Menu.handler/foam.core.menu.DAOMenu2.config/foam.comics.v2.DAOControllerConfig.summaryView/foam.u2.GroupingDAOList.groupExpr/foam.mlang.expr.DateTimeGroupingExpr.dateGroupType", 1, REGISTRY_GAP),
    any("foam.core.menu.Menu.handler/foam.core.menu.SubMenu.order", 1, REGISTRY_GAP),
    any("foam.core.menu.Menu.handler/foam.core.menu.ViewMenu.view/foam.core.auth.ChangePasswordView.modelOf", 1, REGISTRY_GAP),
    any("foam.core.menu.Menu.handler/foam.core.menu.ViewMenu.view/foam.core.auth.ChangePasswordView.showHeader", 1, REGISTRY_GAP),
    any("foam.core.menu.Menu.handler/foam.core.menu.ViewMenu.view/foam.dashboard.view.CardWrapper.currentView/foam.dashboard.view.DAOTable.citationView", 4, REGISTRY_GAP),
    any("foam.core.menu.Menu.handler/foam.core.menu.ViewMenu.view/foam.dashboard.view.CardWrapper.currentView/foam.dashboard.view.DAOTable.dao", 4, REGISTRY_GAP),
    any("foam.core.menu.Menu.handler/foam.core.menu.ViewMenu.view/foam.dashboard.view.DashboardView.title", 1, REGISTRY_GAP),
    any("foam.core.ruler.Rule.action/foam.core.pm.PM.startTime", 1, CLOCK),
    any("foam.core.script.Script.language", 5, SERVER_SETTER),
    any("foam.core.script.Script.server", 5, SERVER_SETTER),
    any("foam.core.test.Test.language", 7, SERVER_SETTER),
    any("foam.core.test.Test.server", 7, SERVER_SETTER),
    any("missing foam.core.ruler.Rule", 1, MISSING_COMMA),
];

/// The probes' differences: each a rule folio keeps on purpose (docs/semantics.md, "Checked
/// against FOAM's own replay").
const PROBES_EXPECTED: &[Expected] = &[
    Expected {
        journal: "probes/regions.jrl",
        diff: "extra foam.nope.Unknown",
        count: 1,
        reason: UNKNOWN_CLASS,
    },
    Expected {
        journal: "probes/tests.jrl",
        diff: "extra foam.core.test.NoSuchTest",
        count: 1,
        reason: UNKNOWN_CLASS,
    },
    Expected {
        journal: "probes/regions.jrl",
        diff: "extra foam.core.auth.Region",
        count: 2,
        reason: NOT_A_STRING_FAILS,
    },
    Expected {
        journal: "probes/regions.jrl",
        diff: "foam.core.auth.Region.name",
        count: 1,
        reason: DOUBLE_FOR_STRING,
    },
    Expected {
        journal: "probes/tests.jrl",
        diff: "class foam.core.test.Test -> foam.core.auth.test.PreventDuplicateEmailTest",
        count: 1,
        reason: HAND_JAVA,
    },
];

/// Differences between FOAM's state of what folio writes and folio's state of the original:
/// only FOAM's model code, which runs when FOAM reads folio's journal as when it read the
/// original (so the corpus's rows of that kind come back, and no others).
const WRITTEN_AS_FOLIO: &[Expected] = &[
    any(
        "class foam.core.test.Test -> foam.core.auth.test.PreventDuplicateEmailTest",
        1,
        HAND_JAVA,
    ),
    any(
        "class foam.core.test.Test -> foam.core.auth.test.PreventPrivilegeEscalationTest",
        1,
        HAND_JAVA,
    ),
    any(
        "class foam.core.test.Test -> foam.core.crunch.crunchtest.CapabilityReopenTest",
        1,
        HAND_JAVA,
    ),
    any(
        "class foam.core.test.Test -> foam.core.crunch.crunchtest.CapabilityReputTest",
        1,
        HAND_JAVA,
    ),
    any(
        "class foam.core.test.Test -> foam.core.crunch.crunchtest.PredicatedPCJDAOTest",
        1,
        HAND_JAVA,
    ),
    any(
        "class foam.core.test.Test -> foam.core.ruler.test.RulerDAOTest",
        1,
        HAND_JAVA,
    ),
    any(
        "class foam.core.test.Test -> foam.mlang.MLangTest",
        1,
        HAND_JAVA,
    ),
    any(
        "class foam.core.test.Test -> foam.test.AddressUtilTests",
        1,
        HAND_JAVA,
    ),
    any("foam.core.auth.User.passwordHistory", 12, PASSWORD_SETTER),
    any(
        "foam.core.auth.test.ServiceProviderAwareTest.spid1",
        1,
        RANDOM,
    ),
    any(
        "foam.core.auth.test.ServiceProviderAwareTest.spid2",
        1,
        RANDOM,
    ),
    any(
        "foam.core.cron.Cron.schedule/foam.core.cron.CronSchedule.dayOfMonth",
        10,
        CRON_ERA,
    ),
    any(
        "foam.core.cron.Cron.schedule/foam.core.cron.CronSchedule.dayOfWeek",
        10,
        CRON_ERA,
    ),
    any(
        "foam.core.cron.Cron.schedule/foam.core.cron.CronSchedule.daysOfWeek",
        10,
        CRON_ERA,
    ),
    any(
        "foam.core.cron.Cron.schedule/foam.core.cron.CronSchedule.hour",
        8,
        CRON_ERA,
    ),
    any(
        "foam.core.cron.Cron.schedule/foam.core.cron.CronSchedule.hours",
        10,
        CRON_ERA,
    ),
    any(
        "foam.core.cron.Cron.schedule/foam.core.cron.CronSchedule.month",
        10,
        CRON_ERA,
    ),
    any(
        "foam.core.cron.Cron.schedule/foam.core.cron.CronSchedule.monthsOfYear",
        10,
        CRON_ERA,
    ),
    any(
        "foam.core.menu.Menu.authorizationStatus",
        1,
        AUTHENTICATE_SETTER,
    ),
    any(
        "foam.core.ruler.Rule.action/foam.core.pm.PM.startTime",
        1,
        CLOCK,
    ),
    any("foam.core.script.Script.language", 5, SERVER_SETTER),
    any("foam.core.script.Script.server", 5, SERVER_SETTER),
    any("foam.core.test.Test.language", 7, SERVER_SETTER),
    any("foam.core.test.Test.server", 7, SERVER_SETTER),
];

/// Differences between FOAM's state of what folio writes and FOAM's state of the original:
/// what folio's reading of the original did not keep (registry gaps, the entry it rejects), and
/// values FOAM draws from the clock or a random source, which differ between two FOAM runs.
const WRITTEN_AS_ORIGINAL: &[Expected] = &[
    any("foam.core.auth.User.passwordHistory", 12, PASSWORD_SETTER),
    any("foam.core.auth.test.ServiceProviderAwareTest.spid1", 1, RANDOM),
    any("foam.core.auth.test.ServiceProviderAwareTest.spid2", 1, RANDOM),
    any("foam.core.benchmark.UUIDBenchmark.logger/foam.core.logger.ProxyLogger.delegate/foam.core.logger.StdoutLogger.delegate/foam.core.logger.RepeatLogMessageDAO.previous/foam.core.logger.LogMessage.created", 1, CLOCK),
    any("foam.core.benchmark.UUIDBenchmark.logger/foam.core.logger.ProxyLogger.delegate/foam.core.logger.StdoutLogger.delegate/foam.core.logger.RepeatLogMessageDAO.previous/foam.core.logger.LogMessage.message", 1, CLOCK),
    any("foam.core.crunch.Capability.wizardlet/foam.core.crunch.ui.CapabilityWizardlet.dynamicActions", 1, REGISTRY_GAP),
    any("foam.core.crunch.Capability.wizardlet/foam.core.crunch.ui.CapabilityWizardlet.wao/foam.u2.wizard.wao.SplitWAO.loader/foam.u2.wizard.data.EasyLoader.loaders", 2, REGISTRY_GAP),
    any("foam.core.crunch.Capability.wizardlet/foam.u2.wizard.wizardlet.AlternateFlowWizardlet.wao/foam.u2.wizard.wao.SplitWAO.loader/foam.u2.wizard.data.EasyLoader.loaders", 1, REGISTRY_GAP),
    any("foam.core.crunch.Capability.wizardlet/foam.u2.wizard.wizardlet.SuccessWizardlet.sections", 1, REGISTRY_GAP),
    any("foam.core.menu.Menu.handler/foam.core.menu.DAOMenu2.config/foam.comics.v2.DAOControllerConfig.searchMode", 1, REGISTRY_GAP),
    any("foam.core.menu.Menu.handler/foam.core.menu.DAOMenu2.config/foam.comics.v2.DAOControllerConfig.summaryView/foam.u2.GroupingDAOList.groupExpr/foam.mlang.expr.DateTimeGroupingExpr.dateGroupType", 1, REGISTRY_GAP),
    any("foam.core.menu.Menu.handler/foam.core.menu.SubMenu.order", 1, REGISTRY_GAP),
    any("foam.core.menu.Menu.handler/foam.core.menu.ViewMenu.view/foam.core.auth.ChangePasswordView.modelOf", 1, REGISTRY_GAP),
    any("foam.core.menu.Menu.handler/foam.core.menu.ViewMenu.view/foam.core.auth.ChangePasswordView.showHeader", 1, REGISTRY_GAP),
    any("foam.core.menu.Menu.handler/foam.core.menu.ViewMenu.view/foam.dashboard.view.CardWrapper.currentView/foam.dashboard.view.DAOTable.citationView", 4, REGISTRY_GAP),
    any("foam.core.menu.Menu.handler/foam.core.menu.ViewMenu.view/foam.dashboard.view.CardWrapper.currentView/foam.dashboard.view.DAOTable.dao", 4, REGISTRY_GAP),
    any("foam.core.menu.Menu.handler/foam.core.menu.ViewMenu.view/foam.dashboard.view.DashboardView.title", 1, REGISTRY_GAP),
    any("foam.core.ruler.Rule.action/foam.core.pm.PM.startTime", 1, CLOCK),
    any("missing foam.core.ruler.Rule", 1, MISSING_COMMA),
];

/// Objects of the 2026 corpus identical to FOAM's in effective state (98.71%), as measured.
const MIN_IDENTICAL_2026: usize = 4503;

/// Objects of the 2024 corpus identical to FOAM 2024's in effective state (98.34% of 4,219), as
/// measured.
const MIN_IDENTICAL_2024: usize = 4149;

/// Objects of the history corpus identical to FOAM 2024's in effective state (98.11% of 13,140),
/// as measured on these goldens (a regeneration has given one more or one less: a value FOAM
/// 2024 draws from the clock or a random source somewhere in the history journals).
const MIN_IDENTICAL_HISTORY: usize = 12891;

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn golden_dir() -> PathBuf {
    repo_root().join("testdata/foam-oracle")
}

/// One journal's block of a batch golden: the header FOAM's runner printed and its objects.
struct Journal {
    path: String,
    of: Option<String>,
    error: Option<String>,
    objects: Vec<Map<String, Value>>,
    /// Objects FOAM printed as something that is not JSON.
    unprintable: usize,
}

fn read_batch(text: &str) -> Vec<Journal> {
    let mut out: Vec<Journal> = Vec::new();
    for line in text.lines().filter(|l| !l.is_empty()) {
        let object = match serde_json::from_str(line) {
            Ok(Value::Object(object)) => object,
            // FOAM 2024's formatter prints a few objects as invalid JSON (`"handler":{{}`):
            // such an object cannot be compared; it counts as not identical.
            Err(_) if line.starts_with("{\"class\":") => {
                let journal = out.last_mut().expect("an object before any header");
                journal.unprintable += 1;
                continue;
            }
            _ => panic!("golden line is not an object: {line}"),
        };
        if let Some(Value::String(path)) = object.get("journal") {
            out.push(Journal {
                path: path.clone(),
                of: object.get("of").and_then(Value::as_str).map(str::to_owned),
                error: object
                    .get("error")
                    .and_then(Value::as_str)
                    .map(str::to_owned),
                objects: Vec::new(),
                unprintable: 0,
            });
        } else {
            out.last_mut()
                .expect("an object before any header")
                .objects
                .push(object);
        }
    }
    out
}

/// A golden file, stored zstd-compressed as `<name>.zst`.
fn read_golden_bytes(name: &str) -> Vec<u8> {
    let path = golden_dir().join(format!("{name}.zst"));
    let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    zstd::decode_all(&bytes[..]).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn read_golden(name: &str) -> String {
    String::from_utf8(read_golden_bytes(name)).expect("golden is UTF-8")
}

/// The `folio gen` journals, written out of their golden into `dir` as `gen/<mix>.jrl` (the
/// path FOAM's headers name them by), beside their registries.
fn gen_journals(dir: &Path) -> PathBuf {
    std::fs::create_dir_all(dir.join("gen")).expect("gen dir");
    for mix in ["create", "mixed"] {
        let name = format!("gen/{mix}.jrl");
        std::fs::write(dir.join(&name), read_golden_bytes(&name)).expect("gen journal");
    }
    dir.to_owned()
}

/// The registry of a journal the goldens name: gen's own for `gen/<mix>.jrl`, else the corpus's.
fn registry_for(journal: &str) -> Registry {
    match journal.strip_prefix("gen/") {
        Some(file) => Registry::load(
            &golden_dir()
                .join("gen")
                .join(file.replace(".jrl", ".models.json")),
        )
        .expect("gen registry"),
        None => foam_registry(),
    }
}

/// One journal replayed alone, as `folio export` replays it; `of` forces the DAO's class (as a
/// registry's `daos` entry would), `None` leaves folio's own rule.
fn folio_dao(journal: &Path, of: Option<&str>, registry: &Registry) -> folio_store::Dao {
    let files = DaoFiles {
        name: dao_name(journal),
        files: vec![journal.to_owned()],
    };
    let options = ReplayOptions {
        threads: 1,
        timing: false,
        default_class: of.map(str::to_owned),
        ..ReplayOptions::default()
    };
    replay_dao(&files, registry, &options)
        .unwrap_or_else(|e| panic!("{}: {e}", journal.display()))
        .dao
}

fn dao_name(journal: &Path) -> String {
    let name = journal
        .file_name()
        .and_then(|n| n.to_str())
        .expect("journal name");
    name.split('.').next().expect("journal name").to_owned()
}

/// folio's state of one journal, as `folio export --format jsonl` prints it.
fn folio_state(journal: &Path, of: Option<&str>, registry: &Registry) -> Vec<Map<String, Value>> {
    let dao = folio_dao(journal, of, registry);
    let mut lines = Vec::new();
    folio_export::write_jsonl(&dao, registry, &mut lines).expect("export");
    String::from_utf8(lines)
        .expect("export is UTF-8")
        .lines()
        .map(|line| match serde_json::from_str(line) {
            Ok(Value::Object(object)) => object,
            _ => panic!("export line is not an object: {line}"),
        })
        .collect()
}

/// The id FOAM's MDAO keys the object by: the DAO class's id properties, effective values.
fn id_key(
    object: &Map<String, Value>,
    ids: &[String],
    of: Option<&str>,
    defaults: &Defaults,
) -> String {
    let values: Vec<Value> = ids
        .iter()
        .map(|p| match object.get(p) {
            Some(v) if !v.is_null() => v.clone(),
            _ => defaults.get(of, p).cloned().unwrap_or(Value::Null),
        })
        .collect();
    serde_json::to_string(&values).expect("id")
}

fn id_properties(of: Option<&str>, registry: &Registry) -> Vec<String> {
    let model = of
        .and_then(|c| registry.model_id(c))
        .map(|id| registry.model(id));
    match model {
        Some(m) if !m.ids.is_empty() => m
            .ids
            .iter()
            .map(|&i| m.properties[i].name.to_string())
            .collect(),
        _ => vec!["id".to_owned()],
    }
}

/// Every difference of one comparison, keyed by what it is, with an example.
#[derive(Default)]
struct Found {
    /// (journal, difference) -> (count, an example id).
    diffs: BTreeMap<(String, String), (usize, String)>,
    foam_objects: usize,
    identical: usize,
    journals: usize,
    unreplayable: Vec<String>,
}

impl Found {
    fn add(&mut self, journal: &str, diff: String, id: &str) {
        let entry = self
            .diffs
            .entry((journal.to_owned(), diff))
            .or_insert((0, id.to_owned()));
        entry.0 += 1;
    }

    fn key(diff: &Diff) -> String {
        match diff {
            Diff::Class(foam, folio) => format!("class {foam} -> {folio}"),
            Diff::Property(p, _) => p.clone(),
        }
    }

    fn example(diff: &Diff, id: &str) -> String {
        match diff {
            Diff::Class(..) => id.to_owned(),
            Diff::Property(_, values) => format!("{id}: {values}"),
        }
    }

    fn percent(&self) -> f64 {
        100.0 * self.identical as f64 / self.foam_objects.max(1) as f64
    }

    fn report(&self, what: &str) {
        eprintln!(
            "{what}: {} journals ({} FOAM cannot replay), FOAM {} objects, {} identical in effective state ({:.2}%)",
            self.journals,
            self.unreplayable.len(),
            self.foam_objects,
            self.identical,
            self.percent()
        );
        if std::env::var_os("FOLIO_ORACLE_REPORT").is_some() {
            for ((journal, diff), (count, id)) in &self.diffs {
                eprintln!("  {count:5}  {diff}  [{journal}] e.g. id {id}");
            }
        }
    }

    /// Holds the differences to `expected`: every one explained, every count exact.
    fn check(&self, what: &str, expected: &[Expected]) {
        let mut explained = vec![0usize; expected.len()];
        let mut unexplained = Vec::new();
        for ((journal, diff), (count, id)) in &self.diffs {
            match expected
                .iter()
                .position(|e| e.diff == diff && journal.contains(e.journal))
            {
                Some(i) => explained[i] += count,
                None => unexplained.push(format!("{count} x {diff} [{journal}] e.g. id {id}")),
            }
        }
        let mut problems = unexplained;
        for (e, &n) in expected.iter().zip(&explained) {
            if n != e.count {
                problems.push(format!(
                    "expected {} x {} [{}] ({}), found {n}",
                    e.count, e.diff, e.journal, e.reason
                ));
            }
        }
        assert!(
            problems.is_empty(),
            "{what}: differences from FOAM's state not in the table:\n  {}",
            problems.join("\n  ")
        );
    }
}

/// Compares FOAM's objects with `mine`, journal by journal.
fn compare_journal(
    found: &mut Found,
    journal: &Journal,
    mine: Vec<Map<String, Value>>,
    registry: &Registry,
    defaults: &Defaults,
) {
    let of = journal.of.as_deref();
    let ids = id_properties(of, registry);
    let mut folio: HashMap<String, Map<String, Value>> = mine
        .into_iter()
        .map(|o| (id_key(&o, &ids, of, defaults), o))
        .collect();
    found.journals += 1;
    found.foam_objects += journal.unprintable;
    if journal.unprintable > 0 {
        found.add(&journal.path, "FOAM printed no JSON".to_owned(), "-");
    }
    for foam in &journal.objects {
        found.foam_objects += 1;
        let id = id_key(foam, &ids, of, defaults);
        let Some(folio_object) = folio.remove(&id) else {
            let class = foam.get("class").and_then(Value::as_str).unwrap_or("-");
            found.add(&journal.path, format!("missing {class}"), &id);
            continue;
        };
        let mut foam = foam.clone();
        let derived: Vec<String> = match foam.remove("$derived") {
            Some(Value::Array(names)) => names
                .into_iter()
                .filter_map(|n| n.as_str().map(str::to_owned))
                .collect(),
            _ => Vec::new(),
        };
        let differences = diffs(&foam, &folio_object, &derived, defaults);
        if differences.is_empty() {
            found.identical += 1;
        }
        for d in differences {
            found.add(&journal.path, Found::key(&d), &Found::example(&d, &id));
        }
    }
    for (id, extra) in folio {
        let class = extra.get("class").and_then(Value::as_str).unwrap_or("-");
        found.add(&journal.path, format!("extra {class}"), &id);
    }
}

fn foam_registry() -> Registry {
    Registry::load(&repo_root().join("testdata/models/foam-models.json")).expect("registry")
}

#[test]
fn corpus_2026_replays_to_foams_state() {
    let found = corpus(
        "corpus-2026.jsonl",
        "defaults-2026.jsonl",
        "foam3-2026 corpus",
    );
    found.check("foam3-2026 corpus", EXPECTED);
    // The goal is 99.5% (4,540 of 4,562); the table above is what stands between: registry era
    // and gaps, and FOAM's model code (setters, hand-written subclasses). This floor is the
    // measured count, so a fix that loses an object fails here too.
    assert!(
        found.identical >= MIN_IDENTICAL_2026,
        "{:.2}% identical",
        found.percent()
    );
}

/// Hand-written probes of one reading rule each (`testdata/foam-oracle/probes/`): every rule
/// folio takes from FOAM agrees, and where folio reads otherwise on purpose the table says why.
#[test]
fn probes_read_as_foam_reads_them() {
    let found = corpus("probes-2026.jsonl", "defaults-2026.jsonl", "probes");
    found.check("probes", PROBES_EXPECTED);
}

/// folio's state of each journal of a batch golden against FOAM's, journal by journal.
fn corpus(golden: &str, defaults: &str, what: &str) -> Found {
    let registry = foam_registry();
    let defaults = Defaults::parse(&read_golden(defaults));
    let mut found = Found::default();
    for journal in read_batch(&read_golden(golden)) {
        if journal.error.is_some() {
            found.unreplayable.push(journal.path.clone());
            continue;
        }
        let mine = folio_state(
            &repo_root().join(&journal.path),
            journal.of.as_deref(),
            &registry,
        );
        compare_journal(&mut found, &journal, mine, &registry, &defaults);
    }
    found.report(what);
    found
}

/// The corpus's 2024 and history journals against FOAM's 2024 tree (kgrgreer/foam3 b4827bd9):
/// measured and reported, and held to a floor of identical objects, not to a table (their
/// differences are many and mostly registry era: see `testdata/foam-oracle/README.md`).
#[test]
fn corpus_2024_and_history_against_foam_2024() {
    for (golden, what, floor) in [
        ("corpus-2024.jsonl", "foam3-2024 corpus", MIN_IDENTICAL_2024),
        (
            "history-2024.jsonl",
            "foam3-history corpus",
            MIN_IDENTICAL_HISTORY,
        ),
    ] {
        let found = corpus(golden, "defaults-2024.jsonl", what);
        assert!(
            found.identical >= floor,
            "{what}: {:.2}% identical",
            found.percent()
        );
    }
}

/// `folio gen` journals of both mixes: every object identical, no table.
#[test]
fn generated_journals_replay_to_foams_state() {
    let defaults = Defaults::parse(&read_golden("defaults-2026.jsonl"));
    let dir = tempfile::tempdir().expect("temp dir");
    let root = gen_journals(dir.path());
    for journal in read_batch(&read_golden("gen-2026.jsonl")) {
        assert_eq!(journal.error, None, "{}", journal.path);
        let registry = registry_for(&journal.path);
        let mine = folio_state(&root.join(&journal.path), journal.of.as_deref(), &registry);
        let mut found = Found::default();
        compare_journal(&mut found, &journal, mine, &registry, &defaults);
        found.report(&journal.path);
        assert!(
            found.foam_objects > 0,
            "{}: FOAM kept no objects",
            journal.path
        );
        found.check(&journal.path, &[]);
        assert_eq!(found.identical, found.foam_objects, "{}", journal.path);
    }
}

/// FNV-1a, 64 bits: the hash `regenerate.sh` records of each journal folio wrote.
fn fnv1a(bytes: &[u8]) -> String {
    let hash = bytes.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    });
    format!("{hash:016x}")
}

/// FOAM reads what folio writes: the journal folio writes for each corpus and gen journal
/// (`export --format journal`, the bytes `compact --out` writes too) replays in FOAM to FOAM's
/// state of the original journal, object by object. The golden holds FOAM's state of the
/// journals as folio wrote them when it was made; the hashes prove folio still writes those.
#[test]
fn foam_reads_what_folio_writes() {
    let defaults = Defaults::parse(&read_golden("defaults-2026.jsonl"));
    let dir = tempfile::tempdir().expect("temp dir");
    let gen_root = gen_journals(dir.path());
    let tsv = std::fs::read_to_string(golden_dir().join("written-2026.tsv")).expect("hashes");
    let corpus_registry = foam_registry();
    let mut originals: HashMap<String, Journal> = read_batch(&read_golden("corpus-2026.jsonl"))
        .into_iter()
        .chain(read_batch(&read_golden("gen-2026.jsonl")))
        .map(|j| (j.path.clone(), j))
        .collect();
    let mut stale = Vec::new();
    for line in tsv.lines() {
        let (journal, want) = line.split_once('\t').expect("path and hash");
        let gen_registry;
        let (path, registry) = if journal.starts_with("gen/") {
            gen_registry = registry_for(journal);
            (gen_root.join(journal), &gen_registry)
        } else {
            (repo_root().join(journal), &corpus_registry)
        };
        let dao = folio_dao(&path, None, registry);
        let mut written = Vec::new();
        let class = registry.dao_class(&dao_name(&path));
        folio_render::export_journal(&dao, class, registry, &mut written).expect("write");
        if fnv1a(&written) != want {
            stale.push(journal.to_owned());
        }
    }
    assert!(
        stale.is_empty(),
        "folio now writes other journals than the golden's (run tools/foam-oracle/regenerate.sh): {stale:?}"
    );

    // Two questions: does FOAM read folio's journal into the state folio holds (the writer's
    // fidelity), and is that FOAM's state of the original (the writer's and the reader's
    // together, so the corpus's explained differences come back here)?
    let mut as_folio = Found::default();
    let mut as_original = Found::default();
    for written in read_batch(&read_golden("written-2026.jsonl")) {
        let original = originals.remove(&written.path).expect("an original");
        if original.error.is_some() {
            as_folio.unreplayable.push(written.path.clone());
            as_original.unreplayable.push(written.path.clone());
            continue;
        }
        assert_eq!(written.error, None, "{}", written.path);
        let gen_registry;
        let (path, registry) = if written.path.starts_with("gen/") {
            gen_registry = registry_for(&written.path);
            (gen_root.join(&written.path), &gen_registry)
        } else {
            (repo_root().join(&written.path), &corpus_registry)
        };
        let theirs: Vec<Map<String, Value>> = written
            .objects
            .iter()
            .map(|o| {
                let mut o = o.clone();
                o.remove("$derived");
                o
            })
            .collect();
        let folio = folio_state(&path, original.of.as_deref(), registry);
        compare_journal(&mut as_folio, &written, folio, registry, &defaults);
        compare_journal(&mut as_original, &original, theirs, registry, &defaults);
    }
    as_folio.report("FOAM's state of what folio writes, against folio's state of the original");
    as_original.report("FOAM's state of what folio writes, against FOAM's state of the original");
    as_folio.check("written journals, against folio's state", WRITTEN_AS_FOLIO);
    as_original.check(
        "written journals, against FOAM's state",
        WRITTEN_AS_ORIGINAL,
    );
}

/// FOAM reads what `folio serve` writes: each gen journal's entries, sent as `create`, `put`
/// and `remove` requests (from gen's strict-JSON twin, keys the model lacks left out as replay
/// drops them) to a server on an empty live journal, make a journal of `c(`, `p(` deltas and
/// `r(` lines that FOAM replays to its state of the original journal, every object. The
/// requests are built here as `tools/foam-oracle/rpc_replay.py` builds them, and the journal's
/// hash must be the golden's.
#[test]
fn foam_reads_what_folio_serves() {
    let defaults = Defaults::parse(&read_golden("defaults-2026.jsonl"));
    let dir = tempfile::tempdir().expect("temp dir");
    let gen_root = gen_journals(&dir.path().join("goldens"));
    let tsv = std::fs::read_to_string(golden_dir().join("rpc-2026.tsv")).expect("hashes");
    for line in tsv.lines() {
        let (journal, want) = line.split_once('\t').expect("path and hash");
        let dao = journal
            .strip_prefix("gen/")
            .and_then(|j| j.strip_suffix(".jrl"))
            .expect("a gen journal");
        let mix = match dao {
            "create" => folio_gen::Mix::Create,
            _ => folio_gen::Mix::Mixed,
        };
        let (mut written, mut twin) = (Vec::new(), Vec::new());
        let options = folio_gen::GenOptions {
            entries: 500,
            seed: 1,
            mix,
        };
        folio_gen::generate_with_twin(&options, &mut written, &mut twin).expect("gen");
        let golden = std::fs::read(gen_root.join(journal)).expect("gen journal");
        assert!(
            written == golden,
            "{journal}: gen writes another journal now"
        );

        let models = golden_dir().join("gen").join(format!("{dao}.models.json"));
        let served = dir.path().join("serve").join(dao);
        std::fs::create_dir_all(&served).expect("serve dir");
        std::fs::write(served.join(dao), b"").expect("empty live journal");
        let requests = dir.path().join(format!("{dao}.requests"));
        std::fs::write(&requests, rpc_requests(&twin, &models, dao)).expect("requests");
        let done = std::process::Command::new(env!("CARGO_BIN_EXE_folio"))
            .arg("serve")
            .arg(&served)
            .arg("--models")
            .arg(&models)
            .args(["--stdio", "--fsync", "never"])
            .stdin(std::fs::File::open(&requests).expect("requests"))
            .output()
            .expect("folio serve");
        let answers = String::from_utf8_lossy(&done.stdout);
        assert!(
            done.status.success() && !answers.contains("\"error\""),
            "{journal}: {}\n{}",
            String::from_utf8_lossy(&done.stderr),
            &answers[..answers.len().min(2000)]
        );
        let bytes = std::fs::read(served.join(dao)).expect("served journal");
        assert_eq!(
            fnv1a(&bytes),
            want,
            "{journal}: folio serve now writes another journal than FOAM read (run tools/foam-oracle/regenerate.sh)"
        );
    }

    let originals: HashMap<String, Journal> = read_batch(&read_golden("gen-2026.jsonl"))
        .into_iter()
        .map(|j| (j.path.clone(), j))
        .collect();
    for served in read_batch(&read_golden("rpc-2026.jsonl")) {
        let original = &originals[&served.path];
        let registry = registry_for(&served.path);
        let theirs = served
            .objects
            .iter()
            .map(|o| {
                let mut o = o.clone();
                o.remove("$derived");
                o
            })
            .collect();
        let mut found = Found::default();
        compare_journal(&mut found, original, theirs, &registry, &defaults);
        found.report(&format!(
            "FOAM's state of what folio serve wrote for {}",
            served.path
        ));
        assert!(found.foam_objects > 0, "{}", served.path);
        found.check(&served.path, &[]);
        assert_eq!(found.identical, found.foam_objects, "{}", served.path);
    }
}

/// The stdio requests that send `twin`'s entries to DAO `dao`: one `create`, `put` or `remove`
/// per entry, with the keys of `models` only (as `rpc_replay.py` sends them).
fn rpc_requests(twin: &[u8], models: &Path, dao: &str) -> Vec<u8> {
    let registry: Value =
        serde_json::from_slice(&std::fs::read(models).expect("registry")).expect("registry JSON");
    let known: std::collections::HashSet<&str> = registry["models"]
        .as_array()
        .expect("models")
        .iter()
        .flat_map(|m| m["properties"].as_array().expect("properties"))
        .filter_map(|p| p["name"].as_str())
        .collect();
    let mut out = Vec::new();
    let text = std::str::from_utf8(twin).expect("twin is UTF-8");
    let entries = text
        .lines()
        .filter(|l| l.len() >= 3 && matches!(&l[..2], "c(" | "p(" | "r("));
    for (n, line) in entries.enumerate() {
        let Value::Object(body) = serde_json::from_str(&line[2..line.len() - 1]).expect("twin")
        else {
            panic!("twin entry is not an object: {line}")
        };
        let body: Map<String, Value> = body
            .into_iter()
            .filter(|(k, _)| k == "class" || known.contains(k.as_str()))
            .collect();
        let (method, params) = match &line[..1] {
            "c" => ("create", serde_json::json!([dao, body])),
            "p" => ("put", serde_json::json!([dao, body])),
            _ => ("remove", serde_json::json!([dao, body["seq"]])),
        };
        let request =
            serde_json::json!({"jsonrpc": "2.0", "method": method, "params": params, "id": n + 1});
        let request = serde_json::to_vec(&request).expect("request");
        out.extend_from_slice(format!("Content-Length: {}\r\n\r\n", request.len()).as_bytes());
        out.extend_from_slice(&request);
    }
    out
}
