//! The Flight SQL service: statement queries, the handshake and the token check.

use crate::FlightOptions;
use arrow_flight::encode::FlightDataEncoderBuilder;
use arrow_flight::error::FlightError;
use arrow_flight::flight_service_server::FlightService;
use arrow_flight::sql::server::FlightSqlService;
use arrow_flight::sql::{CommandStatementQuery, ProstMessageExt, SqlInfo, TicketStatementQuery};
use arrow_flight::{
    FlightDescriptor, FlightEndpoint, FlightInfo, HandshakeRequest, HandshakeResponse, Ticket,
};
use base64::Engine as _;
use folio_sql::{Sql, SqlError, SqlErrorKind};
use futures::{Stream, StreamExt, TryStreamExt};
use prost::Message;
use std::pin::Pin;
use std::sync::Arc;
use tokio::sync::Semaphore;
use tonic::metadata::MetadataValue;
use tonic::{Request, Response, Status, Streaming};

type HandshakeStream = Pin<Box<dyn Stream<Item = Result<HandshakeResponse, Status>> + Send>>;

pub(crate) struct FolioFlight {
    sql: Arc<Sql>,
    token: Option<String>,
    calls: Arc<Semaphore>,
}

impl FolioFlight {
    pub(crate) fn new(sql: Arc<Sql>, options: FlightOptions) -> FolioFlight {
        FolioFlight {
            sql,
            token: options.token,
            calls: Arc::new(Semaphore::new(options.max_calls.max(1))),
        }
    }

    /// Refuses a call without the server's token (when it has one).
    fn check<T>(&self, request: &Request<T>) -> Result<(), Status> {
        let Some(token) = &self.token else {
            return Ok(());
        };
        let given = request
            .metadata()
            .get("authorization")
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.strip_prefix("Bearer "));
        match given {
            Some(given) if equal(given.as_bytes(), token.as_bytes()) => Ok(()),
            Some(_) => Err(Status::unauthenticated("wrong token")),
            None => Err(Status::unauthenticated(
                "authenticate first: a handshake with the token as password, or the header \
                 `authorization: Bearer TOKEN`",
            )),
        }
    }

    /// A slot among the calls that may run at once, or `RESOURCE_EXHAUSTED`.
    fn slot(&self) -> Result<tokio::sync::OwnedSemaphorePermit, Status> {
        Arc::clone(&self.calls)
            .try_acquire_owned()
            .map_err(|_| Status::resource_exhausted("busy: the server runs its most calls at once"))
    }
}

impl std::fmt::Debug for FolioFlight {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("FolioFlight").finish_non_exhaustive()
    }
}

/// Compares in time that does not depend on where the texts differ.
fn equal(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

/// A failed query as a gRPC status: the client's mistakes are `INVALID_ARGUMENT`, the kind
/// leading the message as in JSON-RPC's `data.kind`.
fn status(e: SqlError) -> Status {
    let message = format!("{}: {e}", e.kind.name());
    match e.kind {
        SqlErrorKind::Syntax
        | SqlErrorKind::UnknownTable
        | SqlErrorKind::UnknownColumn
        | SqlErrorKind::Invalid => Status::invalid_argument(message),
        SqlErrorKind::Unsupported => Status::unimplemented(message),
        SqlErrorKind::TooMuchMemory => Status::resource_exhausted(message),
        SqlErrorKind::Execution => Status::internal(message),
    }
}

#[tonic::async_trait]
impl FlightSqlService for FolioFlight {
    type FlightService = FolioFlight;

    async fn do_handshake(
        &self,
        request: Request<Streaming<HandshakeRequest>>,
    ) -> Result<Response<HandshakeStream>, Status> {
        let token = self.token.clone().unwrap_or_default();
        if self.token.is_some() && self.check(&request).is_err() {
            // Basic credentials: the password is the token.
            let header = request
                .metadata()
                .get("authorization")
                .and_then(|v| v.to_str().ok())
                .and_then(|v| v.strip_prefix("Basic "))
                .ok_or_else(|| Status::unauthenticated("a handshake needs Basic credentials"))?;
            let decoded = base64::engine::general_purpose::STANDARD
                .decode(header)
                .map_err(|_| Status::invalid_argument("Basic credentials are not base64"))?;
            let password = decoded
                .iter()
                .position(|&b| b == b':')
                .map(|at| &decoded[at + 1..])
                .ok_or_else(|| Status::invalid_argument("Basic credentials lack a `:`"))?;
            if !equal(password, token.as_bytes()) {
                return Err(Status::unauthenticated("wrong token"));
            }
        }
        let answer = HandshakeResponse {
            protocol_version: 0,
            payload: token.clone().into_bytes().into(),
        };
        let mut response: Response<HandshakeStream> =
            Response::new(Box::pin(futures::stream::iter([Ok(answer)])));
        if self.token.is_some() {
            let bearer = MetadataValue::try_from(format!("Bearer {token}"))
                .map_err(|_| Status::internal("the token is not a header value"))?;
            response.metadata_mut().insert("authorization", bearer);
        }
        Ok(response)
    }

    async fn get_flight_info_statement(
        &self,
        query: CommandStatementQuery,
        request: Request<FlightDescriptor>,
    ) -> Result<Response<FlightInfo>, Status> {
        self.check(&request)?;
        let _slot = self.slot()?;
        let schema = self.sql.schema_of(&query.query).await.map_err(status)?;
        let handle = TicketStatementQuery {
            statement_handle: query.query.clone().into_bytes().into(),
        };
        let ticket = Ticket::new(handle.as_any().encode_to_vec());
        let info = FlightInfo::new()
            .try_with_schema(&schema)
            .map_err(|e| Status::internal(e.to_string()))?
            .with_endpoint(FlightEndpoint::new().with_ticket(ticket))
            .with_descriptor(request.into_inner());
        Ok(Response::new(info))
    }

    async fn do_get_statement(
        &self,
        ticket: TicketStatementQuery,
        request: Request<Ticket>,
    ) -> Result<Response<<Self as FlightService>::DoGetStream>, Status> {
        self.check(&request)?;
        let slot = self.slot()?;
        let query = std::str::from_utf8(&ticket.statement_handle)
            .map_err(|_| Status::invalid_argument("the ticket is not a query"))?;
        let batches = self.sql.stream(query).await.map_err(status)?;
        let batches = batches.map_err(|e| FlightError::ExternalError(Box::new(e)));
        let data = FlightDataEncoderBuilder::new()
            .build(batches)
            .map_err(Status::from)
            // The slot is held until the last batch is sent.
            .map(move |item| {
                let _held = &slot;
                item
            });
        Ok(Response::new(Box::pin(data)))
    }

    async fn register_sql_info(&self, _id: i32, _result: &SqlInfo) {}
}
