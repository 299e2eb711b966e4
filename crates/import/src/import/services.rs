//! The DAOs a FOAM application's `services.jrl` journals declare: for each service spec
//! (`CSpec`, or `NSpec` before 2026) whose script builds an `EasyDAO` with a journal, the
//! journal's name (folio's DAO name: the file FOAM writes) and the class of its objects.
//!
//! ```text
//! p({"class":"foam.core.boot.CSpec","name":"localCountryDAO","serviceScript":"""
//!   return new foam.dao.EasyDAO.Builder(x)
//!     .setJournalName("countries")
//!     .setOf(foam.core.auth.Country.getOwnClassInfo())
//!     .build();"""})
//! ```
//!
//! gives `countries` -> `foam.core.auth.Country`. The script is BeanShell (Java) that FOAM runs
//! at boot; folio never runs it, it only finds the two builder calls in its text: a script
//! that names its journal or class any other way declares no DAO here (the registry's `daos`
//! map can still be written by hand).

use folio_dialect::Value;
use folio_framing::{frame, FrameKind};

/// Whether a file is one of an application's service journals.
pub(crate) fn is_services_journal(path: &std::path::Path) -> bool {
    path.file_name().is_some_and(|n| n == "services.jrl")
}

/// The `(dao, class)` pairs a services journal declares, in the order its entries give them.
pub(crate) fn daos(journal: &[u8]) -> Vec<(String, String)> {
    let mut found = Vec::new();
    for f in frame(journal) {
        let FrameKind::Entry(entry) = f.kind else {
            continue;
        };
        let Ok((spec, _)) = folio_dialect::parse_object(entry.body()) else {
            continue;
        };
        let is_spec = matches!(spec.get("class"), Some(Value::Str(c)) if c.ends_with(".CSpec") || c.ends_with(".NSpec"));
        let Some(Value::Str(script)) = spec.get("serviceScript") else {
            continue;
        };
        if !is_spec {
            continue;
        }
        if let (Some(journal), Some(class)) = (journal_name(script), class_of(script)) {
            found.push((journal.to_owned(), class.to_owned()));
        }
    }
    found
}

/// The string literal of the script's `.setJournalName("...")`.
fn journal_name(script: &str) -> Option<&str> {
    let after = &script[script.find(".setJournalName(")? + ".setJournalName(".len()..];
    let after = after.trim_start().strip_prefix('"')?;
    let name = &after[..after.find('"')?];
    let plain = !name.is_empty()
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-' || b == b'.');
    plain.then_some(name)
}

/// The class of the script's `.setOf(CLASS.getOwnClassInfo())`.
fn class_of(script: &str) -> Option<&str> {
    let after = &script[script.find(".setOf(")? + ".setOf(".len()..];
    let class = after.trim_start();
    let class = &class[..class.find(".getOwnClassInfo()")?];
    let plain = !class.is_empty()
        && class
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'.' || b == b'$');
    plain.then_some(class)
}

#[cfg(test)]
mod tests {
    use super::daos;

    /// FOAM's own forms: a multi-line entry with a `"""` script, a single line with an escaped
    /// one, a spec whose DAO has no journal (a decorator of another service), a client spec,
    /// and a 2024 NSpec.
    #[test]
    fn each_spec_with_a_journal_names_its_dao() {
        let journal = br#"p({
  "class": "foam.core.boot.CSpec",
  "name": "localCountryDAO",
  "serve": false,
  "serviceScript": """
    return new foam.dao.EasyDAO.Builder(x)
      .setPm(true)
      .setJournalType(foam.dao.JournalType.SINGLE_JOURNAL)
      .setJournalName("countries")
      .setOf(foam.core.auth.Country.getOwnClassInfo())
      .build();
  """
})
p({"class":"foam.core.boot.CSpec","name":"countryDAO","serve":true,"serviceScript":"return new foam.dao.EasyDAO.Builder(x).setOf(foam.core.auth.Country.getOwnClassInfo()).setInnerDAO(x.get(\"localCountryDAO\")).build();"})
p({"class":"foam.nanos.boot.NSpec","name":"regionDAO","serviceScript":"return new foam.dao.EasyDAO.Builder(x).setOf( foam.nanos.auth.Region.getOwnClassInfo() ).setJournalName( \"regions\" ).build();"})
p({"class":"foam.core.boot.CSpec","name":"x","client":"{\"of\":\"foam.core.auth.Country\"}"})
p({"class":"foam.core.auth.Permission","id":"service.read.countryDAO","serviceScript":"setJournalName(\"no\").setOf(a.B.getOwnClassInfo())"})
"#;
        assert_eq!(
            daos(journal),
            [
                ("countries".to_owned(), "foam.core.auth.Country".to_owned()),
                ("regions".to_owned(), "foam.nanos.auth.Region".to_owned()),
            ]
        );
    }
}
