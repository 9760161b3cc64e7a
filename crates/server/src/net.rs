//! The listener: each accepted connection is served by hyper directly (rather than `axum::serve`) so that a
//! server facing the open internet can bound what one client holds:
//! - at most `max_connections_per_ip` open connections per address (HTTP and WebSocket alike: the count is
//!   held by the socket itself, so an upgraded WebSocket keeps counting until it closes);
//! - a request's headers must arrive within `header_read_timeout`, which also closes keep-alive connections
//!   that send nothing (WebSockets are kept honest by pings, see `ws`);
//! - `TCP_NODELAY`, since moves are small messages that must go out at once.
//!
//! Handlers learn the client's address through [`ClientIp`] (behind a trusted proxy, from `X-Forwarded-For`).

use axum::Router;
use axum::extract::{ConnectInfo, FromRequestParts};
use axum::http::request::Parts;
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use std::io;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::Duration;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tower::ServiceExt;

use crate::AppState;
use crate::limits::{Counter, Held};

/// How the listener treats connections.
#[derive(Clone, Debug)]
pub struct Listening {
    pub max_connections_per_ip: usize,
    pub header_read_timeout: Duration,
}

/// Serves `router` on `listener` until the process ends.
pub async fn serve(listener: TcpListener, router: Router, listening: Listening) -> io::Result<()> {
    let connections = Arc::new(Counter::<IpAddr>::new(listening.max_connections_per_ip));
    loop {
        let (stream, peer) = match listener.accept().await {
            Ok(accepted) => accepted,
            Err(error) => {
                // Out of file descriptors and the like: wait a moment rather than spin.
                tracing::warn!(%error, "accept failed");
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            }
        };
        let Some(held) = connections.take(peer.ip()) else {
            tracing::debug!(%peer, "too many connections from this address; closed");
            drop(stream);
            continue;
        };
        if let Err(error) = stream.set_nodelay(true) {
            tracing::debug!(%error, "TCP_NODELAY not set");
        }
        let router = router.clone();
        let timeout = listening.header_read_timeout;
        tokio::spawn(async move {
            let service = tower::service_fn(move |mut request: hyper::Request<Incoming>| {
                request.extensions_mut().insert(ConnectInfo(peer));
                router.clone().oneshot(request)
            });
            let io = TokioIo::new(Counted { stream, _held: held });
            let result = hyper::server::conn::http1::Builder::new()
                .timer(TokioTimer::new())
                .header_read_timeout(timeout)
                .serve_connection(io, TowerToHyperService::new(service))
                .with_upgrades()
                .await;
            if let Err(error) = result {
                tracing::debug!(%error, %peer, "connection ended");
            }
        });
    }
}

/// A TCP stream that holds its address's connection count until it is dropped.
struct Counted {
    stream: TcpStream,
    _held: Held<IpAddr>,
}

impl AsyncRead for Counted {
    fn poll_read(mut self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &mut ReadBuf<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_read(cx, buf)
    }
}

impl AsyncWrite for Counted {
    fn poll_write(mut self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &[u8]) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.stream).poll_write(cx, buf)
    }
    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_flush(cx)
    }
    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_shutdown(cx)
    }
    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.stream).poll_write_vectored(cx, bufs)
    }
    fn is_write_vectored(&self) -> bool {
        self.stream.is_write_vectored()
    }
}

/// The address of the client of a request: the peer, or behind a trusted proxy (`--trust-proxy`) the last
/// address the proxy added to `X-Forwarded-For`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClientIp(pub IpAddr);

impl FromRequestParts<AppState> for ClientIp {
    type Rejection = std::convert::Infallible;
    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        Ok(client_ip(parts, state.config.trust_proxy))
    }
}

pub fn client_ip(parts: &Parts, trust_proxy: bool) -> ClientIp {
    if trust_proxy
        && let Some(forwarded) = parts
            .headers
            .get_all("x-forwarded-for")
            .iter()
            .filter_map(|v| v.to_str().ok())
            .flat_map(|v| v.split(','))
            .filter_map(|a| a.trim().parse::<IpAddr>().ok())
            .next_back()
    {
        return ClientIp(forwarded);
    }
    let peer = parts.extensions.get::<ConnectInfo<SocketAddr>>().map(|c| c.0.ip());
    ClientIp(peer.unwrap_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED)))
}

/// Raises the soft limit of open files to the hard limit (one per connection), and says what it is.
pub fn raise_open_files_limit() {
    match rlimit::increase_nofile_limit(u64::MAX) {
        Ok(limit) => tracing::info!(limit, "open files limit"),
        Err(error) => tracing::warn!(%error, "could not raise the open files limit"),
    }
}
