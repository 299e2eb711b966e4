//! An object store registry that has no store: no URL a query names reaches a file or a
//! network store.

use datafusion::datasource::object_store::ObjectStoreRegistry;
use datafusion::error::{DataFusionError, Result};
use datafusion::object_store::ObjectStore;
use std::sync::Arc;
use url::Url;

/// DataFusion's default registry answers `file://` (and a path without a scheme) with the
/// local file system, whatever folio's tables are. folio's tables are its own store, so no
/// query needs one; this registry refuses them all and keeps none registered.
#[derive(Debug, Default)]
pub(crate) struct NoFiles;

impl ObjectStoreRegistry for NoFiles {
    fn register_store(
        &self,
        _url: &Url,
        _store: Arc<dyn ObjectStore>,
    ) -> Option<Arc<dyn ObjectStore>> {
        None
    }

    fn get_store(&self, url: &Url) -> Result<Arc<dyn ObjectStore>> {
        Err(DataFusionError::Plan(format!(
            "no file or object store is reachable from folio's SQL (asked for {url})"
        )))
    }
}
