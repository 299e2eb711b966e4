//! The Flight SQL service: statement queries, prepared statements (without parameters), the
//! catalog a client browses, the handshake and the token check.

use crate::metadata;
use crate::FlightOptions;
use arrow_flight::encode::FlightDataEncoderBuilder;
use arrow_flight::error::FlightError;
use arrow_flight::flight_service_server::FlightService;
use arrow_flight::sql::server::{FlightSqlService, PeekableFlightDataStream};
use arrow_flight::sql::{
    ActionClosePreparedStatementRequest, ActionCreatePreparedStatementRequest,
    ActionCreatePreparedStatementResult, CommandGetCatalogs, CommandGetDbSchemas,
    CommandGetSqlInfo, CommandGetTableTypes, CommandGetTables, CommandPreparedStatementQuery,
    CommandStatementQuery, DoPutPreparedStatementResult, ProstMessageExt, SqlInfo,
    TicketStatementQuery,
};
use arrow_flight::{
    Action, FlightDescriptor, FlightEndpoint, FlightInfo, HandshakeRequest, HandshakeResponse,
    IpcMessage, SchemaAsIpc, Ticket,
};
use base64::Engine as _;
use folio_auth::{Failures, Token};
use folio_sql::arrow::array::RecordBatch;
use folio_sql::arrow::datatypes::Schema;
use folio_sql::arrow::error::ArrowError;
use folio_sql::arrow::ipc::writer::IpcWriteOptions;
use folio_sql::{Sql, SqlError, SqlErrorKind};
use futures::{Stream, TryStreamExt};
use prost::Message;
use std::pin::Pin;
use std::sync::Arc;
use tokio::sync::Semaphore;
use tonic::metadata::MetadataValue;
use tonic::{Request, Response, Status, Streaming};

type HandshakeStream = Pin<Box<dyn Stream<Item = Result<HandshakeResponse, Status>> + Send>>;

pub(crate) struct FolioFlight {
    sql: Arc<Sql>,
    token: Option<Token>,
    failures: Arc<Failures>,
    calls: Arc<Semaphore>,
}

impl FolioFlight {
    pub(crate) fn new(sql: Arc<Sql>, options: FlightOptions) -> FolioFlight {
        FolioFlight {
            sql,
            token: options.token,
            failures: options.failures,
            calls: Arc::new(Semaphore::new(options.max_calls.max(1))),
        }
    }

    /// Refuses a call without the server's token (when it has one), after the delay the
    /// peer's failed tokens have earned on every port (docs/security.md).
    async fn check<T>(&self, request: &Request<T>) -> Result<(), Status> {
        let verified = self.verify(request);
        if verified.is_err() {
            self.penalize(request).await;
        }
        verified
    }

    /// Waits as long as the peer's failures say before a refusal is sent.
    async fn penalize<T>(&self, request: &Request<T>) {
        if let Some(peer) = request.remote_addr() {
            tokio::time::sleep(self.failures.failed(peer.ip())).await;
        }
    }

    /// Whether the call carries the server's token as `authorization: Bearer`.
    fn verify<T>(&self, request: &Request<T>) -> Result<(), Status> {
        let Some(token) = &self.token else {
            return Ok(());
        };
        let given = request
            .metadata()
            .get("authorization")
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.strip_prefix("Bearer "));
        match given {
            Some(given) if token.matches(given.as_bytes()) => Ok(()),
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

/// A failed query as a gRPC status: the client's mistakes are `INVALID_ARGUMENT`, the kind
/// leading the message as in JSON-RPC's `data.kind`.
fn status(e: SqlError) -> Status {
    let message = format!("{}: {e}", e.kind.name());
    match e.kind {
        SqlErrorKind::Syntax
        | SqlErrorKind::UnknownTable
        | SqlErrorKind::UnknownColumn
        | SqlErrorKind::Invalid => Status::invalid_argument(message),
        SqlErrorKind::NotAQuery => Status::permission_denied(message),
        SqlErrorKind::Unsupported => Status::unimplemented(message),
        SqlErrorKind::TooMuchMemory => Status::resource_exhausted(message),
        SqlErrorKind::Timeout => Status::deadline_exceeded(message),
        SqlErrorKind::Cancelled => Status::cancelled(message),
        SqlErrorKind::Execution => Status::internal(message),
    }
}

type DoGetStream = <FolioFlight as FlightService>::DoGetStream;

impl FolioFlight {
    /// A query's `FlightInfo`: its answer's schema, from planning it, and a ticket that holds
    /// the query text (a statement and a prepared statement are both run by `DoGet` on it).
    async fn query_info(
        &self,
        query: &str,
        descriptor: FlightDescriptor,
    ) -> Result<Response<FlightInfo>, Status> {
        let schema = self.sql.schema_of(query).await.map_err(status)?;
        let handle = TicketStatementQuery {
            statement_handle: query.to_owned().into_bytes().into(),
        };
        command_info(handle, &schema, descriptor)
    }

    /// Runs the query `handle` holds and streams its batches, holding a call slot until the
    /// last one is made (or the query's deadline).
    async fn run(&self, handle: &[u8]) -> Result<Response<DoGetStream>, Status> {
        let slot = self.slot()?;
        let query = query_of(handle)?;
        // The slot goes with the query's own task, which ends at the query's deadline even
        // when the client stops reading (and tonic stops asking for batches).
        let batches = self.sql.stream(query, slot).await.map_err(status)?;
        let batches = batches.map_err(|e| FlightError::ExternalError(Box::new(e)));
        let data = FlightDataEncoderBuilder::new()
            .build(batches)
            .map_err(Status::from);
        Ok(Response::new(Box::pin(data)))
    }
}

/// The query text a handle (a ticket's, a prepared statement's) holds.
fn query_of(handle: &[u8]) -> Result<&str, Status> {
    std::str::from_utf8(handle).map_err(|_| Status::invalid_argument("the handle is not a query"))
}

/// The `FlightInfo` of a command: the schema of its answer and a ticket that holds the command
/// itself (its `DoGet` builds or runs the answer).
fn command_info(
    command: impl ProstMessageExt,
    schema: &Schema,
    descriptor: FlightDescriptor,
) -> Result<Response<FlightInfo>, Status> {
    let ticket = Ticket::new(command.as_any().encode_to_vec());
    let info = FlightInfo::new()
        .try_with_schema(schema)
        .map_err(|e| Status::internal(e.to_string()))?
        .with_endpoint(FlightEndpoint::new().with_ticket(ticket))
        .with_descriptor(descriptor);
    Ok(Response::new(info))
}

/// One batch as a `DoGet` stream.
fn one_batch(batch: Result<RecordBatch, FlightError>) -> Result<Response<DoGetStream>, Status> {
    let batch = batch.map_err(Status::from)?;
    let data = FlightDataEncoderBuilder::new()
        .with_schema(batch.schema())
        .build(futures::stream::iter([Ok(batch)]))
        .map_err(Status::from);
    Ok(Response::new(Box::pin(data)))
}

#[tonic::async_trait]
impl FlightSqlService for FolioFlight {
    type FlightService = FolioFlight;

    async fn do_handshake(
        &self,
        request: Request<Streaming<HandshakeRequest>>,
    ) -> Result<Response<HandshakeStream>, Status> {
        let token = self.token.as_ref().map(Token::expose).unwrap_or_default();
        if self.token.is_some() && self.verify(&request).is_err() {
            // Basic credentials: the password is the token.
            let header = request
                .metadata()
                .get("authorization")
                .and_then(|v| v.to_str().ok())
                .and_then(|v| v.strip_prefix("Basic "))
                .ok_or_else(|| Status::unauthenticated("a handshake needs Basic credentials"))?;
            // Padded or not: ADBC's Go driver sends `user:password` unpadded, which the strict
            // standard engine refused for every length not a multiple of three.
            const BASIC: base64::engine::GeneralPurpose = base64::engine::GeneralPurpose::new(
                &base64::alphabet::STANDARD,
                base64::engine::GeneralPurposeConfig::new()
                    .with_decode_padding_mode(base64::engine::DecodePaddingMode::Indifferent),
            );
            let decoded = BASIC
                .decode(header)
                .map_err(|_| Status::invalid_argument("Basic credentials are not base64"))?;
            let password = decoded
                .iter()
                .position(|&b| b == b':')
                .map(|at| &decoded[at + 1..])
                .ok_or_else(|| Status::invalid_argument("Basic credentials lack a `:`"))?;
            if !self.token.as_ref().is_some_and(|t| t.matches(password)) {
                self.penalize(&request).await;
                return Err(Status::unauthenticated("wrong token"));
            }
        }
        let answer = HandshakeResponse {
            protocol_version: 0,
            payload: token.as_bytes().to_vec().into(),
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
        self.check(&request).await?;
        let _slot = self.slot()?;
        self.query_info(&query.query, request.into_inner()).await
    }

    async fn do_get_statement(
        &self,
        ticket: TicketStatementQuery,
        request: Request<Ticket>,
    ) -> Result<Response<DoGetStream>, Status> {
        self.check(&request).await?;
        self.run(&ticket.statement_handle).await
    }

    // Prepared statements, as the JDBC driver runs every query. The handle is the query text
    // itself: nothing is kept per statement, so a client that never closes one costs nothing.
    // Parameters are not taken (no `?` in a query): `DoPut` with values is refused.

    async fn do_action_create_prepared_statement(
        &self,
        query: ActionCreatePreparedStatementRequest,
        request: Request<Action>,
    ) -> Result<ActionCreatePreparedStatementResult, Status> {
        self.check(&request).await?;
        let _slot = self.slot()?;
        let schema = self.sql.schema_of(&query.query).await.map_err(status)?;
        let IpcMessage(dataset_schema) = SchemaAsIpc::new(&schema, &IpcWriteOptions::default())
            .try_into()
            .map_err(|e: ArrowError| Status::internal(e.to_string()))?;
        Ok(ActionCreatePreparedStatementResult {
            prepared_statement_handle: query.query.into_bytes().into(),
            dataset_schema,
            parameter_schema: Default::default(),
        })
    }

    async fn get_flight_info_prepared_statement(
        &self,
        query: CommandPreparedStatementQuery,
        request: Request<FlightDescriptor>,
    ) -> Result<Response<FlightInfo>, Status> {
        self.check(&request).await?;
        let _slot = self.slot()?;
        let text = query_of(&query.prepared_statement_handle)?.to_owned();
        self.query_info(&text, request.into_inner()).await
    }

    async fn do_get_prepared_statement(
        &self,
        query: CommandPreparedStatementQuery,
        request: Request<Ticket>,
    ) -> Result<Response<DoGetStream>, Status> {
        self.check(&request).await?;
        self.run(&query.prepared_statement_handle).await
    }

    async fn do_put_prepared_statement_query(
        &self,
        _query: CommandPreparedStatementQuery,
        request: Request<PeekableFlightDataStream>,
    ) -> Result<DoPutPreparedStatementResult, Status> {
        self.check(&request).await?;
        Err(Status::unimplemented(
            "sql_unsupported: prepared statements take no parameters; write the values into \
             the query",
        ))
    }

    async fn do_action_close_prepared_statement(
        &self,
        _query: ActionClosePreparedStatementRequest,
        request: Request<Action>,
    ) -> Result<(), Status> {
        self.check(&request).await
    }

    // The catalog a client browses: `FlightInfo` names the answer's schema, `DoGet` builds it.

    async fn get_flight_info_sql_info(
        &self,
        query: CommandGetSqlInfo,
        request: Request<FlightDescriptor>,
    ) -> Result<Response<FlightInfo>, Status> {
        self.check(&request).await?;
        let schema = metadata::sql_info_schema(query.clone());
        command_info(query, &schema, request.into_inner())
    }

    async fn do_get_sql_info(
        &self,
        query: CommandGetSqlInfo,
        request: Request<Ticket>,
    ) -> Result<Response<DoGetStream>, Status> {
        self.check(&request).await?;
        one_batch(metadata::sql_info(query))
    }

    async fn get_flight_info_catalogs(
        &self,
        query: CommandGetCatalogs,
        request: Request<FlightDescriptor>,
    ) -> Result<Response<FlightInfo>, Status> {
        self.check(&request).await?;
        let schema = query.into_builder().schema();
        command_info(query, &schema, request.into_inner())
    }

    async fn do_get_catalogs(
        &self,
        query: CommandGetCatalogs,
        request: Request<Ticket>,
    ) -> Result<Response<DoGetStream>, Status> {
        self.check(&request).await?;
        one_batch(metadata::catalogs(query))
    }

    async fn get_flight_info_schemas(
        &self,
        query: CommandGetDbSchemas,
        request: Request<FlightDescriptor>,
    ) -> Result<Response<FlightInfo>, Status> {
        self.check(&request).await?;
        let schema = query.clone().into_builder().schema();
        command_info(query, &schema, request.into_inner())
    }

    async fn do_get_schemas(
        &self,
        query: CommandGetDbSchemas,
        request: Request<Ticket>,
    ) -> Result<Response<DoGetStream>, Status> {
        self.check(&request).await?;
        one_batch(metadata::schemas(query))
    }

    async fn get_flight_info_tables(
        &self,
        query: CommandGetTables,
        request: Request<FlightDescriptor>,
    ) -> Result<Response<FlightInfo>, Status> {
        self.check(&request).await?;
        let schema = query.clone().into_builder().schema();
        command_info(query, &schema, request.into_inner())
    }

    async fn do_get_tables(
        &self,
        query: CommandGetTables,
        request: Request<Ticket>,
    ) -> Result<Response<DoGetStream>, Status> {
        self.check(&request).await?;
        let _slot = self.slot()?;
        one_batch(metadata::tables(&self.sql, query).await)
    }

    async fn get_flight_info_table_types(
        &self,
        query: CommandGetTableTypes,
        request: Request<FlightDescriptor>,
    ) -> Result<Response<FlightInfo>, Status> {
        self.check(&request).await?;
        let schema = query.into_builder().schema();
        command_info(query, &schema, request.into_inner())
    }

    async fn do_get_table_types(
        &self,
        query: CommandGetTableTypes,
        request: Request<Ticket>,
    ) -> Result<Response<DoGetStream>, Status> {
        self.check(&request).await?;
        one_batch(metadata::table_types(query))
    }

    async fn register_sql_info(&self, _id: i32, _result: &SqlInfo) {}
}
