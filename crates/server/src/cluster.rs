//! Several nodes on one PostgreSQL database: each live table is owned by the one node holding its lease in the
//! store (`table_leases`, see `Tables::heartbeat`), and a request for a table that another node owns is
//! forwarded there by the node it reached: HTTP requests as they are, and the table's WebSocket by relaying
//! its messages both ways. Node-to-node rather than PostgreSQL's `LISTEN/NOTIFY` (`docs/server.md` says why):
//! the owner's frames are per viewer and often larger than a notification may be, and the database, the one
//! thing every node shares, should carry the durable writes and nothing else.
//!
//! A forwarded request carries `X-Statecraft-Forwarded`; the receiving node handles it itself, so a request is
//! forwarded at most once (a node that no longer owns the table answers `table_moved`, and the client tries
//! again). The client's address travels in `X-Forwarded-For` (the owner reads it with `--trust-proxy`).

use axum::body::Body;
use axum::extract::ws::{Message, Utf8Bytes, WebSocket, WebSocketUpgrade};
use axum::extract::{FromRequestParts, Request, State};
use axum::http::{HeaderMap, HeaderName, HeaderValue, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use futures_util::{SinkExt, StreamExt};
use std::sync::OnceLock;
use std::time::Duration;
use tokio::net::TcpStream;
use tokio::time::Instant;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::{self, Message as Upstream};
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

use crate::AppState;
use crate::error::ApiError;
use crate::net::client_ip;

/// Marks a request one node forwarded to another.
const FORWARDED: &str = "x-statecraft-forwarded";

/// Headers that belong to one connection and are not passed on.
const HOP_BY_HOP: &[&str] = &[
    "connection",
    "keep-alive",
    "proxy-connection",
    "transfer-encoding",
    "te",
    "trailer",
    "upgrade",
    "content-length",
];

/// The id of the table a request is about (`/api/tables/{id}…`, `/ws/tables/{id}`), if any.
fn table_of(path: &str) -> Option<&str> {
    let rest = path.strip_prefix("/api/tables/").or_else(|| path.strip_prefix("/ws/tables/"))?;
    rest.split('/').next().filter(|id| !id.is_empty())
}

/// The middleware: a request for a table another node owns goes to that node; everything else is served here.
pub async fn forward(State(state): State<AppState>, request: Request, next: Next) -> Response {
    if state.config.cluster.is_none() || request.headers().contains_key(FORWARDED) {
        return next.run(request).await;
    }
    let Some(table) = table_of(request.uri().path()) else { return next.run(request).await };
    let owner = match state.tables.owner_elsewhere(table).await {
        Ok(Some(owner)) => owner,
        Ok(None) => return next.run(request).await,
        Err(error) => return ApiError::from(error).into_response(),
    };
    if request.uri().path().starts_with("/ws/") {
        relay_socket(&state, &owner, request).await
    } else {
        relay_http(&state, &owner, request).await
    }
}

fn http_client() -> &'static reqwest::Client {
    static CLIENT: OnceLock<reqwest::Client> = OnceLock::new();
    CLIENT.get_or_init(|| {
        reqwest::Client::builder()
            .connect_timeout(Duration::from_secs(2))
            .timeout(Duration::from_secs(30))
            .tcp_nodelay(true)
            .build()
            .expect("an HTTP client")
    })
}

/// The headers to send on: the request's own (the session cookie, `Host` and `Origin` for the owner's origin
/// check) less the connection's, the client's address added to `X-Forwarded-For`, and the mark.
fn forwarded_headers(state: &AppState, parts: &axum::http::request::Parts) -> HeaderMap {
    let mut headers = HeaderMap::new();
    for (name, value) in &parts.headers {
        if !HOP_BY_HOP.contains(&name.as_str()) && !name.as_str().starts_with("sec-websocket-") {
            headers.append(name.clone(), value.clone());
        }
    }
    let ip = client_ip(parts, state.config.trust_proxy).0;
    if let Ok(value) = HeaderValue::from_str(&ip.to_string()) {
        headers.append(HeaderName::from_static("x-forwarded-for"), value);
    }
    headers.insert(HeaderName::from_static(FORWARDED), HeaderValue::from_static("1"));
    headers
}

async fn relay_http(state: &AppState, owner: &str, request: Request) -> Response {
    let (parts, body) = request.into_parts();
    let Ok(body) = axum::body::to_bytes(body, state.config.max_body_bytes).await else {
        return ApiError::bad_request("too_large", "The request body is too large.", "リクエストが大きすぎます。")
            .into_response();
    };
    let path = parts.uri.path_and_query().map_or("/", |p| p.as_str());
    let sent = http_client()
        .request(parts.method.clone(), format!("{owner}{path}"))
        .headers(forwarded_headers(state, &parts))
        .body(body)
        .send()
        .await;
    let answer = match sent {
        Ok(answer) => answer,
        Err(error) => {
            // The owner is gone: its lease runs out soon and another node takes the table.
            tracing::warn!(%owner, %error, "the table's node does not answer");
            return ApiError::table_moved().into_response();
        }
    };
    let status = answer.status();
    let headers = answer.headers().clone();
    let Ok(bytes) = answer.bytes().await else { return ApiError::table_moved().into_response() };
    let mut response = Response::new(Body::from(bytes));
    *response.status_mut() = status;
    for (name, value) in &headers {
        if !HOP_BY_HOP.contains(&name.as_str()) {
            response.headers_mut().append(name.clone(), value.clone());
        }
    }
    response
}

type UpstreamSocket = WebSocketStream<MaybeTlsStream<TcpStream>>;

/// Opens the table's WebSocket on the owner first (so a refusal there, e.g. `private_table`, reaches the client
/// as the plain error it is), then accepts the client's and relays between the two.
async fn relay_socket(state: &AppState, owner: &str, request: Request) -> Response {
    let (mut parts, _) = request.into_parts();
    let upgrade = match WebSocketUpgrade::from_request_parts(&mut parts, state).await {
        Ok(upgrade) => upgrade,
        Err(rejection) => return rejection.into_response(),
    };
    let path = parts.uri.path_and_query().map_or("/", |p| p.as_str());
    let url = format!("{}{path}", owner.replacen("http", "ws", 1));
    let Ok(mut upstream_request) = url.into_client_request() else { return ApiError::internal().into_response() };
    for (name, value) in forwarded_headers(state, &parts) {
        if let Some(name) = name {
            upstream_request.headers_mut().insert(name, value);
        }
    }
    let upstream = match tokio_tungstenite::connect_async_with_config(upstream_request, None, true).await {
        Ok((upstream, _)) => upstream,
        Err(tungstenite::Error::Http(refused)) => {
            let status = StatusCode::from_u16(refused.status().as_u16()).unwrap_or(StatusCode::BAD_GATEWAY);
            let mut response = Response::new(Body::from(refused.body().clone().unwrap_or_default()));
            *response.status_mut() = status;
            response.headers_mut().insert("content-type", HeaderValue::from_static("application/json"));
            return response;
        }
        Err(error) => {
            tracing::warn!(%owner, %error, "the table's node does not answer");
            return ApiError::table_moved().into_response();
        }
    };
    let ping = state.config.ws_ping_interval;
    upgrade.on_upgrade(move |client| relay(client, upstream, ping))
}

/// Passes messages both ways until either side closes. The owner pings this node (answered here by the
/// WebSocket library); this node pings the client and gives up on one silent for twice the interval.
async fn relay(client: WebSocket, upstream: UpstreamSocket, interval: Duration) {
    let (mut client_tx, mut client_rx) = client.split();
    let (mut upstream_tx, mut upstream_rx) = upstream.split();
    let mut ping = tokio::time::interval_at(Instant::now() + interval, interval);
    let mut heard = Instant::now();
    loop {
        tokio::select! {
            down = upstream_rx.next() => {
                let message = match down {
                    Some(Ok(Upstream::Text(text))) => Message::Text(Utf8Bytes::from(text.as_str())),
                    Some(Ok(Upstream::Binary(bytes))) => Message::Binary(bytes),
                    Some(Ok(Upstream::Ping(_) | Upstream::Pong(_) | Upstream::Frame(_))) => continue,
                    Some(Ok(Upstream::Close(_)) | Err(_)) | None => break,
                };
                if client_tx.send(message).await.is_err() {
                    break;
                }
            }
            up = client_rx.next() => {
                heard = Instant::now();
                let message = match up {
                    Some(Ok(Message::Text(text))) => Upstream::Text(text.as_str().into()),
                    Some(Ok(Message::Binary(bytes))) => Upstream::Binary(bytes),
                    Some(Ok(Message::Ping(_) | Message::Pong(_))) => continue,
                    Some(Ok(Message::Close(_)) | Err(_)) | None => break,
                };
                if upstream_tx.send(message).await.is_err() {
                    break;
                }
            }
            _ = ping.tick() => {
                if heard.elapsed() > interval * 2 || client_tx.send(Message::Ping(Default::default())).await.is_err() {
                    break;
                }
            }
        }
    }
    let _ = client_tx.send(Message::Close(None)).await;
    let _ = upstream_tx.send(Upstream::Close(None)).await;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_tables_requests_are_forwarded() {
        assert_eq!(table_of("/api/tables/abc"), Some("abc"));
        assert_eq!(table_of("/api/tables/abc/join"), Some("abc"));
        assert_eq!(table_of("/api/tables/abc/history/3"), Some("abc"));
        assert_eq!(table_of("/ws/tables/abc"), Some("abc"));
        assert_eq!(table_of("/api/tables"), None);
        assert_eq!(table_of("/api/tables/"), None);
        assert_eq!(table_of("/api/me"), None);
    }
}
