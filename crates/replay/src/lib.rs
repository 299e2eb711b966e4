//! Replay: runs framing, parsing, typing and the store's merge rules over journal files, with
//! every counter and phase time of docs/semantics.md, DAOs in parallel; and the history of one
//! object ([`trace`]), entry by entry.
//!
//! ```no_run
//! use folio_journal::discover;
//! use folio_replay::{replay, ReplayOptions};
//! use folio_models::Registry;
//!
//! let found = discover(&["examples".into()]).unwrap();
//! let registry = Registry::load("examples/models.json".as_ref()).unwrap();
//! let result = replay(&found, &registry, &ReplayOptions::default()).unwrap();
//! println!("{} objects", result.total().objects);
//! ```

mod apply;
mod collapse;
mod counters;
mod entry;
mod error;
mod heap;
mod huge_pages;
mod route;
mod runner;
mod trace;

pub use collapse::{check_rewrite, CollapseAt, CollapseCause, Collapsed};
pub use counters::{Counters, Phases};
pub use entry::Decoder;
pub use error::{EntryError, EntryErrorKind, ReplayError};
pub use heap::set_up_heap;
pub use huge_pages::HugePageHeaps;
pub use runner::{
    first_class, first_named_class, for_each_dao, replay, replay_dao, replay_dao_from,
    replay_dao_spans, DaoReplay, Replay, ReplayOptions, Resume, Span,
};
pub use trace::{trace, Touch, Traced};
