//! A small client of the server's API: accounts and lobby over HTTP, play over WebSocket. The integration
//! tests and `statecraft loadtest` drive the server through it exactly as a browser would.

use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use std::time::Duration;
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;
use tokio_tungstenite::tungstenite::{Message, Utf8Bytes};
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

use crate::lang::Lang;
use crate::patch::{self, Patch};

#[derive(Debug, thiserror::Error)]
pub enum ClientError {
    #[error("HTTP {status}: {body}")]
    Status { status: u16, body: Value, retry_after: Option<u64> },
    #[error("transport: {0}")]
    Transport(String),
    #[error("timed out waiting for the server")]
    Timeout,
    #[error("the connection closed")]
    Closed,
}

impl ClientError {
    /// The server's error code (`table_full`, `stale`, …), if this is an error reply.
    pub fn code(&self) -> Option<&str> {
        match self {
            ClientError::Status { body, .. } => body["code"].as_str(),
            _ => None,
        }
    }

    /// How long the server asked to wait before trying again (`Retry-After`).
    pub fn retry_after(&self) -> Option<Duration> {
        match self {
            ClientError::Status { retry_after, .. } => retry_after.map(Duration::from_secs),
            _ => None,
        }
    }
}

fn transport(e: impl std::fmt::Display) -> ClientError {
    ClientError::Transport(e.to_string())
}

/// One signed-in (or anonymous) user of a server at `base` (`http://127.0.0.1:8080`).
#[derive(Clone)]
pub struct Client {
    http: reqwest::Client,
    base: String,
    cookie: Option<String>,
}

impl Client {
    pub fn new(base: &str) -> Client {
        Client { http: reqwest::Client::new(), base: base.trim_end_matches('/').to_string(), cookie: None }
    }

    /// The session cookie (`sc_session=…`), once signed in.
    pub fn cookie(&self) -> Option<&str> {
        self.cookie.as_deref()
    }

    /// The server this client talks to.
    pub fn base(&self) -> &str {
        &self.base
    }

    /// The same user (same session cookie) talking to a server at another address, e.g. after a restart.
    pub fn rebase(&mut self, base: &str) {
        self.base = base.trim_end_matches('/').to_string();
    }

    async fn send(&mut self, request: reqwest::RequestBuilder) -> Result<Value, ClientError> {
        let request = match &self.cookie {
            Some(cookie) => request.header(reqwest::header::COOKIE, cookie),
            None => request,
        };
        let response = request.send().await.map_err(transport)?;
        if let Some(set) = response.headers().get(reqwest::header::SET_COOKIE).and_then(|v| v.to_str().ok()) {
            self.cookie = set.split(';').next().map(str::to_string);
        }
        let status = response.status().as_u16();
        let retry_after = response
            .headers()
            .get(reqwest::header::RETRY_AFTER)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.parse().ok());
        let text = response.text().await.map_err(transport)?;
        let body =
            if text.is_empty() { Value::Null } else { serde_json::from_str(&text).unwrap_or(Value::String(text)) };
        if status >= 400 {
            return Err(ClientError::Status { status, body, retry_after });
        }
        Ok(body)
    }

    pub async fn get(&mut self, path: &str) -> Result<Value, ClientError> {
        let request = self.http.get(format!("{}{path}", self.base));
        self.send(request).await
    }

    pub async fn post(&mut self, path: &str, body: Value) -> Result<Value, ClientError> {
        let request = self.http.post(format!("{}{path}", self.base)).json(&body);
        self.send(request).await
    }

    pub async fn put(&mut self, path: &str, body: Value) -> Result<Value, ClientError> {
        let request = self.http.put(format!("{}{path}", self.base)).json(&body);
        self.send(request).await
    }

    pub async fn guest(&mut self, name: &str) -> Result<Value, ClientError> {
        self.post("/api/guest", json!({"name": name})).await
    }

    pub async fn signup(&mut self, name: &str, password: &str) -> Result<Value, ClientError> {
        self.post("/api/signup", json!({"name": name, "password": password})).await
    }

    /// Creates a table and returns its id.
    pub async fn create_table(&mut self, settings: Value) -> Result<String, ClientError> {
        let table = self.post("/api/tables", settings).await?;
        table["id"].as_str().map(str::to_string).ok_or_else(|| transport("no table id in reply"))
    }

    /// Presses a table button (`join`, `start`, `bot`, `option`, …).
    pub async fn button(&mut self, table: &str, command: &str, args: Value) -> Result<Value, ClientError> {
        self.post(&format!("/api/tables/{table}/{command}"), args).await
    }

    /// Opens the table's WebSocket; `since` asks for the log entries after that version. Texts come in both
    /// languages.
    pub async fn connect(&self, table: &str, since: Option<u64>) -> Result<Socket, ClientError> {
        self.connect_reading(table, since, Lang::Both).await
    }

    /// Opens the table's WebSocket for a reader of `lang`: texts come in that language only.
    pub async fn connect_reading(&self, table: &str, since: Option<u64>, lang: Lang) -> Result<Socket, ClientError> {
        let ws_base = self.base.replacen("http", "ws", 1);
        let query: Vec<String> =
            since.map(|v| format!("since={v}")).into_iter().chain(lang.code().map(|l| format!("lang={l}"))).collect();
        let query = if query.is_empty() { String::new() } else { format!("?{}", query.join("&")) };
        let mut request = format!("{ws_base}/ws/tables/{table}{query}").into_client_request().map_err(transport)?;
        if let Some(cookie) = &self.cookie {
            request.headers_mut().insert("cookie", cookie.parse().map_err(transport)?);
        }
        // No Nagle delay: a move is one small frame that should leave at once. The read buffer is zeroed on
        // every read, so it is kept near the size of a view rather than tungstenite's 128 KiB.
        let config = WebSocketConfig::default().read_buffer_size(16 * 1024);
        let (stream, _) =
            tokio_tungstenite::connect_async_with_config(request, Some(config), true).await.map_err(transport)?;
        Ok(Socket { stream, view: Value::Null })
    }
}

/// A table's WebSocket, speaking JSON messages. [`Socket::recv`] applies each `patch` to the view it holds and
/// returns it as the `update` the server would have sent without patches.
pub struct Socket {
    stream: WebSocketStream<MaybeTlsStream<TcpStream>>,
    /// The newest whole view (`null` before the first).
    view: Value,
}

impl Socket {
    pub async fn send(&mut self, message: Value) -> Result<(), ClientError> {
        self.send_text(message.to_string()).await
    }

    pub async fn send_text(&mut self, text: String) -> Result<(), ClientError> {
        self.stream.send(Message::Text(text.into())).await.map_err(transport)
    }

    /// The next JSON message, waiting at most `wait`; a `patch` comes as the `update` with the whole view.
    pub async fn recv(&mut self, wait: Duration) -> Result<Value, ClientError> {
        let text = self.recv_text(wait).await?;
        let mut message: Value = serde_json::from_str(&text).map_err(transport)?;
        match message["type"].as_str() {
            Some("welcome" | "table" | "update" | "view") => self.view = message["view"].clone(),
            Some("patch") => {
                let patch: Patch = serde_json::from_value(message["patch"].take()).map_err(transport)?;
                patch::apply(&mut self.view, patch).map_err(transport)?;
                message["type"] = json!("update");
                message["view"] = self.view.clone();
                message.as_object_mut().map(|m| m.remove("patch"));
            }
            _ => {}
        }
        Ok(message)
    }

    /// The next message as its JSON text, for callers that read only a few fields of it.
    pub async fn recv_text(&mut self, wait: Duration) -> Result<Utf8Bytes, ClientError> {
        loop {
            let next = tokio::time::timeout(wait, self.stream.next()).await.map_err(|_| ClientError::Timeout)?;
            match next {
                Some(Ok(Message::Text(text))) => return Ok(text),
                Some(Ok(Message::Close(_))) | None => return Err(ClientError::Closed),
                Some(Ok(_)) => continue,
                Some(Err(e)) => return Err(transport(e)),
            }
        }
    }

    /// Reads messages until one has this `type`, returning it (and dropping the ones before).
    pub async fn recv_type(&mut self, kind: &str, wait: Duration) -> Result<Value, ClientError> {
        loop {
            let message = self.recv(wait).await?;
            if message["type"] == kind {
                return Ok(message);
            }
        }
    }

    pub async fn close(mut self) {
        let _ = self.stream.close(None).await;
    }
}
