//! Model registries made from what a FOAM user already has.
//!
//! - [`import`](mod@import): `folio models import SRC...` reads the `foam.CLASS`, `foam.ENUM`,
//!   `foam.INTERFACE` and `foam.RELATIONSHIP` definitions of FOAM's JavaScript model sources with
//!   a real JavaScript parser (oxc), never evaluating code, and resolves them as FOAM's own
//!   class loader does.
//! - [`infer`]: `folio models infer JOURNAL...` proposes a registry from the keys and value kinds
//!   journals hold, every guess marked as inferred.
//!
//! Both write the registry document of docs/format.md ([`doc::RegistryDoc`]).

pub mod doc;
pub mod import;
pub mod infer;

pub use import::{import, import_texts, ImportError, Imported};
