//! Play over WebSocket (`GET /ws/tables/{id}?since=V`); the messages are documented in `docs/protocol.md`.
//!
//! A session follows one table for one account (or an anonymous spectator). It sees the game as the first
//! seat its account plays, or as a spectator, and sends only that view and the log entries redacted for
//! that viewer, with their texts in the language its reader reads (`crate::lang`). Submissions go to the
//! table task, which answers `accepted` or an error code.
//!
//! The server pings every `ws_ping_interval` and closes a connection from which nothing (not even a pong)
//! came for twice that, so dead or silent peers do not hold sockets; one account holds at most
//! `max_sockets_per_account` table connections.

use axum::extract::State;
use axum::extract::ws::{Message, Utf8Bytes, WebSocket, WebSocketUpgrade};
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use futures_util::{SinkExt, StreamExt};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use serde_json::value::RawValue;
use statecraft_catalog::{DynMatch, LogEntry};
use statecraft_engine::{Seat, Text};
use std::sync::Arc;
use tokio::sync::broadcast::error::RecvError;
use tokio::time::Instant;

use crate::AppState;
use crate::auth::Account;
use crate::clock::{ClockView, SeatClock};
use crate::commands;
use crate::error::{ApiError, Path, Query};
use crate::guard::same_origin;
use crate::lang::Lang;
use crate::limits::Held;
use crate::patch::Patch;
use crate::table::{ChatLine, Subscription, TableInfo, Update};

#[derive(Deserialize)]
pub struct WsQuery {
    /// The last version this client saw; the log entries after it are sent on connecting.
    since: Option<u64>,
    /// The language the client's reader reads (both when not said).
    #[serde(default)]
    lang: Lang,
}

/// A message from a client.
#[derive(Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
enum ClientMsg {
    Action {
        version: u64,
        action: Value,
        #[serde(default)]
        seat: Option<u8>,
    },
    Chat {
        text: String,
    },
    /// Send the whole view again (a client that lost track of the patches).
    Sync,
}

pub async fn upgrade(
    ws: WebSocketUpgrade,
    State(state): State<AppState>,
    Path(id): Path<String>,
    Query(query): Query<WsQuery>,
    account: Option<Account>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    // Browsers send the session cookie with a WebSocket handshake from any page; only our own pages may use it.
    if !same_origin(&headers, state.config.public_url.as_deref()) {
        return Err(ApiError::forbidden(
            "bad_origin",
            "This page may not open the table's connection.",
            "このページからはテーブルに接続できません。",
        ));
    }
    let held = match &account {
        Some(account) => Some(state.sockets.take(account.id.clone()).ok_or_else(|| {
            let max = state.sockets.max();
            ApiError::new(
                StatusCode::TOO_MANY_REQUESTS,
                "too_many_sockets",
                format!("You already have {max} table connections open; close one first."),
                format!("テーブル接続はすでに{max}本開いています。どれかを閉じてください。"),
            )
        })?),
        None => None,
    };
    // Subscribing before the upgrade turns an unknown (or private) table into a plain error.
    let subscription = state.tables.subscribe(&id, query.since, account.as_ref().map(|a| a.id.as_str())).await?;
    // Frames far beyond the limit close the connection; those up to 4× get a clear `too_large` error.
    let hard_limit = state.config.max_message_bytes.saturating_mul(4);
    Ok(ws
        // Clients send small messages, and tungstenite zeroes the whole read buffer on every read: a small
        // buffer saves that work (a larger message is simply read in several pieces).
        .read_buffer_size(4 * 1024)
        .max_message_size(hard_limit)
        .max_frame_size(hard_limit)
        .on_upgrade(move |socket| async move {
            Session::new(state, id, account, query.lang, held).run(socket, subscription).await
        }))
}

/// A token bucket: `rate` messages a second on average, bursts up to `burst`.
struct RateLimit {
    tokens: f64,
    last: Instant,
    rate: f64,
    burst: f64,
}

impl RateLimit {
    fn allow(&mut self) -> bool {
        let now = Instant::now();
        self.tokens = (self.tokens + now.duration_since(self.last).as_secs_f64() * self.rate).min(self.burst);
        self.last = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

struct Session {
    state: AppState,
    table: String,
    account: Option<Account>,
    seat: Option<Seat>,
    lang: Lang,
    version: u64,
    game: Option<Arc<dyn DynMatch>>,
    rate: RateLimit,
    /// This connection's place in its account's count of sockets.
    _held: Option<Held<String>>,
}

/// A message to a client (see `docs/protocol.md`). Views arrive as JSON text and are embedded as they are.
#[derive(Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
enum ServerMsg<'a> {
    Welcome {
        account: &'a Option<Account>,
        seat: Option<Seat>,
        version: u64,
        table: &'a TableInfo,
        view: Option<Box<RawValue>>,
        log: Vec<LogAt<'a>>,
        chat: &'a [Arc<ChatLine>],
    },
    Table {
        table: &'a TableInfo,
        seat: Option<Seat>,
        version: u64,
        view: Option<Box<RawValue>>,
    },
    Update {
        version: u64,
        /// When the move was committed, the start of the next decision (the turn clock).
        turn_since_ms: i64,
        log: &'a [LogEntry],
        #[serde(skip_serializing_if = "Option::is_none")]
        clock: Option<&'a [SeatClock]>,
        view: &'a RawValue,
    },
    /// The whole view again, on request.
    View {
        version: u64,
        view: Option<Box<RawValue>>,
    },
    /// The view of `version` as the difference to the view of `version - 1` (`crate::patch`).
    Patch {
        version: u64,
        turn_since_ms: i64,
        log: &'a [LogEntry],
        #[serde(skip_serializing_if = "Option::is_none")]
        clock: Option<&'a [SeatClock]>,
        patch: Patch,
    },
    Chat {
        from: &'a Option<String>,
        text: &'a Text,
    },
    Clock {
        clock: &'a ClockView,
    },
    Accepted {
        version: u64,
    },
    Reply {
        text: &'a Option<Text>,
    },
    Error {
        code: &'static str,
        message: &'a Text,
        version: u64,
    },
}

/// The log entries of one missed version, in a welcome.
#[derive(Serialize)]
struct LogAt<'a> {
    version: u64,
    entries: &'a [LogEntry],
}

impl ServerMsg<'_> {
    /// The message as a reader of `lang` gets it.
    fn frame(&self, lang: Lang) -> Utf8Bytes {
        lang.cut_text(&serde_json::to_string(self).expect("messages serialise")).into()
    }
}

fn error_msg(error: &ApiError, version: u64, lang: Lang) -> Utf8Bytes {
    ServerMsg::Error { code: error.code, message: &error.message, version }.frame(lang)
}

impl Session {
    fn new(
        state: AppState,
        table: String,
        account: Option<Account>,
        lang: Lang,
        held: Option<Held<String>>,
    ) -> Session {
        let rate = RateLimit {
            tokens: state.config.rate_burst as f64,
            last: Instant::now(),
            rate: state.config.rate_per_second as f64,
            burst: state.config.rate_burst as f64,
        };
        Session { state, table, account, seat: None, lang, version: 0, game: None, rate, _held: held }
    }

    fn seat_in(&self, info: &TableInfo) -> Option<Seat> {
        self.account.as_ref().and_then(|a| info.seats_of(&a.id).first().copied())
    }

    fn view(&self) -> Option<Box<RawValue>> {
        self.game.as_ref().map(|g| g.view(self.seat))
    }

    fn welcome(&mut self, sub: &Subscription) -> Utf8Bytes {
        self.seat = self.seat_in(&sub.info);
        self.version = sub.info.version;
        self.game = sub.game.clone();
        // A seat's present holder sees its log only from when they took it; before, what a spectator saw.
        let since = sub.info.seat_since(self.seat);
        let log = sub
            .missed
            .iter()
            .map(|(version, applied)| {
                let viewer = if *version > since { self.seat } else { None };
                LogAt { version: *version, entries: applied.for_viewer(viewer) }
            })
            .collect();
        ServerMsg::Welcome {
            account: &self.account,
            seat: self.seat,
            version: self.version,
            table: &sub.info,
            view: self.view(),
            log,
            chat: &sub.chat,
        }
        .frame(self.lang)
    }

    async fn run(mut self, socket: WebSocket, subscription: Subscription) {
        let (mut sink, mut stream) = socket.split();
        let mut out = vec![self.welcome(&subscription)];
        let mut updates = subscription.updates;
        let interval = self.state.config.ws_ping_interval;
        let mut ping = tokio::time::interval_at(Instant::now() + interval, interval);
        let mut heard = Instant::now();
        loop {
            for message in out.drain(..) {
                if sink.send(Message::Text(message)).await.is_err() {
                    return;
                }
            }
            tokio::select! {
                incoming = stream.next() => {
                    heard = Instant::now();
                    match incoming {
                        Some(Ok(Message::Text(text))) => out.push(self.on_text(text.as_str()).await),
                        Some(Ok(Message::Binary(_))) => out.push(error_msg(&malformed("binary frames are not used"), self.version, self.lang)),
                        Some(Ok(Message::Ping(_) | Message::Pong(_))) => {}
                        Some(Ok(Message::Close(_))) | Some(Err(_)) | None => return,
                    }
                }
                _ = ping.tick() => {
                    if heard.elapsed() > interval * 2 {
                        // Nothing back, not even a pong: the peer is gone or stalling.
                        let _ = sink.send(Message::Close(None)).await;
                        return;
                    }
                    if sink.send(Message::Ping(Default::default())).await.is_err() {
                        return;
                    }
                }
                update = updates.recv() => match update {
                    Ok(update) => out.push(self.on_update(update)),
                    Err(RecvError::Lagged(_)) => {
                        // Too far behind: start over from what this client has seen.
                        let me = self.account.as_ref().map(|a| a.id.clone());
                        match self.state.tables.subscribe(&self.table, Some(self.version), me.as_deref()).await {
                            Ok(sub) => {
                                out.push(self.welcome(&sub));
                                updates = sub.updates;
                            }
                            Err(_) => return,
                        }
                    }
                    Err(RecvError::Closed) => return,
                },
            }
        }
    }

    fn on_update(&mut self, update: Update) -> Utf8Bytes {
        match update {
            Update::Chat(line) => ServerMsg::Chat { from: &line.from, text: &line.text }.frame(self.lang),
            Update::Clock(clock) => ServerMsg::Clock { clock: &clock }.frame(self.lang),
            Update::Table { info, game } => {
                self.seat = self.seat_in(&info);
                self.version = info.version;
                self.game = game;
                let view = self.view();
                ServerMsg::Table { table: &info, seat: self.seat, version: self.version, view }.frame(self.lang)
            }
            Update::Moved(moved) => {
                // Every move reaches every session in order (one that falls behind starts over with a welcome),
                // so a session at the previous version holds the view of `moved.before`.
                let has_before = self.version + 1 == moved.version && self.game.is_some();
                self.version = moved.version;
                self.game = Some(moved.game.clone());
                let (seat, lang) = (self.seat, self.lang);
                let clock = moved.clock.as_deref();
                if has_before {
                    return moved.patches.get_or_init(seat, lang, || {
                        // Both views as this reader reads them, so that a text changes only in its language.
                        let (before, after) =
                            (moved.views_before.of(&*moved.before, seat), moved.views.of(&*moved.game, seat));
                        let patch = crate::patch::diff_read(before.read(), after.read(), lang);
                        ServerMsg::Patch {
                            version: moved.version,
                            turn_since_ms: moved.at_ms,
                            log: moved.applied.for_viewer(seat),
                            clock,
                            patch,
                        }
                        .frame(lang)
                    });
                }
                moved.frames.get_or_init(seat, lang, || {
                    ServerMsg::Update {
                        version: moved.version,
                        turn_since_ms: moved.at_ms,
                        log: moved.applied.for_viewer(seat),
                        clock,
                        view: &moved.views.of(&*moved.game, seat).text,
                    }
                    .frame(lang)
                })
            }
        }
    }

    async fn on_text(&mut self, text: &str) -> Utf8Bytes {
        let config = &self.state.config;
        if text.len() > config.max_message_bytes {
            let limit = config.max_message_bytes;
            let error = ApiError::bad_request(
                "too_large",
                format!("A message has at most {limit} bytes; this one was ignored."),
                format!("メッセージは{limit}バイトまでです。このメッセージは無視されました。"),
            );
            return error_msg(&error, self.version, self.lang);
        }
        if !self.rate.allow() {
            let error = ApiError::new(
                StatusCode::TOO_MANY_REQUESTS,
                "rate_limited",
                format!("Too many messages (at most {} a second); this one was ignored.", config.rate_per_second),
                format!("送信が多すぎます（毎秒{}件まで）。このメッセージは無視されました。", config.rate_per_second),
            );
            return error_msg(&error, self.version, self.lang);
        }
        let message: ClientMsg = match serde_json::from_str(text) {
            Ok(message) => message,
            Err(e) => return error_msg(&malformed(&e.to_string()), self.version, self.lang),
        };
        // Spectators may ask for the view again; acting and talking need an account.
        let account = match (&message, &self.account) {
            (ClientMsg::Sync, _) => None,
            (_, Some(account)) => Some(account.clone()),
            (_, None) => return error_msg(&ApiError::unauthorized(), self.version, self.lang),
        };
        match (message, account) {
            (ClientMsg::Action { version, action, seat }, Some(account)) => {
                match self.state.tables.act(&self.table, &account.id, seat, version, action).await {
                    Ok(version) => ServerMsg::Accepted { version }.frame(self.lang),
                    Err(error) => error_msg(&error, self.version, self.lang),
                }
            }
            (ClientMsg::Chat { text }, Some(account)) => {
                let result = match commands::parse(&text) {
                    Ok(command) => self.state.tables.command(&self.table, account, command).await,
                    Err(error) => Err(error),
                };
                match result {
                    Ok(reply) => ServerMsg::Reply { text: &reply.reply }.frame(self.lang),
                    Err(error) => error_msg(&error, self.version, self.lang),
                }
            }
            _ => ServerMsg::View { version: self.version, view: self.view() }.frame(self.lang),
        }
    }
}

fn malformed(detail: &str) -> ApiError {
    ApiError::bad_request(
        "malformed",
        format!("The message could not be read ({detail}); see docs/protocol.md."),
        format!("メッセージを読み取れませんでした（{detail}）。docs/protocol.md を参照してください。"),
    )
}
