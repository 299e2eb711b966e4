//! A query's deadline and its cancellation: the work is raced against a timer and the
//! caller's flag, and dropped (with its tasks) when either wins.
//!
//! Dropping a DataFusion stream aborts the tasks it spawned, and DataFusion's operators yield
//! to the runtime every so often (tokio's cooperative budget), so a timer raced against a
//! busy query does fire: the CPU it used stops, not only the wait for its answer.

use crate::{SqlError, SqlErrorKind};
use datafusion::arrow::datatypes::SchemaRef;
use datafusion::error::DataFusionError;
use datafusion::execution::SendableRecordBatchStream;
use datafusion::physical_plan::stream::RecordBatchStreamAdapter;
use futures::StreamExt;
use std::future::Future;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;
use tokio::time::Instant;

/// How often a running query looks at its caller's cancel flag.
const CANCEL_POLL: Duration = Duration::from_millis(50);

/// Runs `work` until it ends, `timeout` passes (`sql_timeout`) or `cancel` turns true
/// (`sql_cancelled`).
pub(crate) async fn bounded<T>(
    work: impl Future<Output = Result<T, SqlError>>,
    timeout: Duration,
    cancel: Option<&AtomicBool>,
) -> Result<T, SqlError> {
    let cancelled = async {
        match cancel {
            Some(flag) => {
                while !flag.load(Ordering::Acquire) {
                    tokio::time::sleep(CANCEL_POLL).await;
                }
            }
            None => std::future::pending::<()>().await,
        }
    };
    tokio::select! {
        done = work => done,
        _ = tokio::time::sleep(timeout) => Err(timed_out(timeout)),
        _ = cancelled => Err(SqlError::new(
            SqlErrorKind::Cancelled,
            "the query was cancelled: its client went away",
        )),
    }
}

fn timed_out(timeout: Duration) -> SqlError {
    SqlError::new(
        SqlErrorKind::Timeout,
        format!(
            "the query ran past its deadline of {} s and was stopped (narrow it, or raise \
             --query-timeout)",
            timeout.as_secs_f64()
        ),
    )
}

/// `stream`'s batches, produced by a task of its own that ends at `until`: when nobody reads
/// (a client that stopped reading), the task waits on a channel of two batches, and at the
/// deadline it ends anyway, dropping the query and what it held (and `hold`). A reader then
/// gets the batches already sent, then the timeout error: never a clean end, so a result cut
/// short is never taken for a whole one.
pub(crate) fn stream_until<H: Send + 'static>(
    schema: SchemaRef,
    mut stream: SendableRecordBatchStream,
    until: Instant,
    timeout: Duration,
    hold: H,
) -> SendableRecordBatchStream {
    let (tx, rx) = tokio::sync::mpsc::channel(2);
    // Set before the sender is dropped at the deadline: the channel may be full, so the
    // error cannot travel in it.
    let cut = Arc::new(AtomicBool::new(false));
    let cut_by_task = Arc::clone(&cut);
    tokio::spawn(async move {
        let _hold = hold;
        let deadline = tokio::time::sleep_until(until);
        tokio::pin!(deadline);
        loop {
            tokio::select! {
                item = stream.next() => match item {
                    Some(item) => {
                        tokio::select! {
                            sent = tx.send(item) => if sent.is_err() { return },
                            _ = &mut deadline => break,
                        }
                    }
                    None => return,
                },
                _ = &mut deadline => break,
            }
        }
        drop(stream);
        cut_by_task.store(true, Ordering::Release);
    });
    let batches = futures::stream::unfold(Some((rx, cut)), move |state| async move {
        let (mut rx, cut) = state?;
        match rx.recv().await {
            Some(item) => Some((item, Some((rx, cut)))),
            None if cut.load(Ordering::Acquire) => {
                let error = DataFusionError::External(Box::new(timed_out(timeout)));
                Some((Err(error), None))
            }
            None => None,
        }
    });
    Box::pin(RecordBatchStreamAdapter::new(schema, batches))
}
