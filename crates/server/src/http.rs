//! The JSON API of the lobby and the tables: games, table lists, creating tables, the button equivalents of
//! the chat commands, and a game's record and step-by-step history.

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde::Deserialize;
use serde_json::{Value, json};
use statecraft_engine::Seat;
use std::time::Duration;

use crate::AppState;
use crate::auth::Account;
use crate::commands::{self, Command};
use crate::error::{ApiError, Json, Path, Query};
use crate::net::ClientIp;
use crate::table::{CommandReply, NewTable, Status, TableError, TableInfo};

/// How long `/healthz` waits for the store to commit.
const HEALTH_WAIT: Duration = Duration::from_secs(3);
/// How long one probe's answer serves every health check (so that polling `/healthz` cannot become a
/// stream of commits).
const HEALTH_FRESH: Duration = Duration::from_secs(1);

/// The latest store probe: when it finished, and what it found.
pub type HealthProbe = tokio::sync::Mutex<Option<(std::time::Instant, Result<(), String>)>>;

/// `GET /healthz`: `ok` only when the store commits a write now (a store that reads but cannot write
/// would take every move and then lose it).
pub async fn healthz(State(state): State<AppState>) -> Response {
    let store = {
        // Concurrent checks wait for the probe under way and share its answer.
        let mut latest = state.health.lock().await;
        match &*latest {
            Some((at, result)) if at.elapsed() < HEALTH_FRESH => result.clone(),
            _ => {
                let result = match tokio::time::timeout(HEALTH_WAIT, state.store.probe()).await {
                    Ok(Ok(())) => Ok(()),
                    Ok(Err(error)) => Err(error.to_string()),
                    Err(_) => Err(format!("no commit within {} s", HEALTH_WAIT.as_secs())),
                };
                *latest = Some((std::time::Instant::now(), result.clone()));
                result
            }
        }
    };
    let mut body = json!({
        "status": "ok",
        "store": state.store.backend().name(),
        "live_tables": state.tables.live_count(),
        "version": env!("CARGO_PKG_VERSION"),
    });
    match store {
        Ok(()) => axum::Json(body).into_response(),
        Err(error) => {
            tracing::error!(%error, "health check: the store cannot commit");
            body["status"] = json!("store_cannot_commit");
            body["error"] = json!(error);
            (StatusCode::SERVICE_UNAVAILABLE, axum::Json(body)).into_response()
        }
    }
}

/// `GET /api/games`: each title as the client needs it: name, player range, options, rules version, its words
/// (regions, nations, cards … in both languages) and where its own board module and style sheet are, if the
/// embedded client has them (`web/games/<id>/board.js`, `board.css`; `null` means the generic board).
pub async fn games(State(state): State<AppState>) -> Json<Value> {
    let asset = |id: &str, file: &str| {
        let path = format!("games/{id}/{file}");
        crate::web::exists(&path).then(|| format!("/static/{path}"))
    };
    let games: Vec<Value> = state
        .catalog
        .iter()
        .map(|g| {
            json!({
                "id": g.id(),
                "name": g.name(),
                "rules_version": g.rules_version(),
                "min_players": g.min_players(),
                "max_players": g.max_players(),
                "options": g.option_specs(),
                "default_options": g.default_options(),
                "words": g.words(),
                "board": asset(g.id(), "board.js"),
                "board_style": asset(g.id(), "board.css"),
                "rules": asset(g.id(), "rules.js"),
            })
        })
        .collect();
    Json(json!(games))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ListQuery {
    #[serde(default)]
    status: Option<String>,
    #[serde(default)]
    page: Option<usize>,
}

/// `GET /api/tables?status=open|running|finished&page=N` (all three when omitted; page 0 when omitted),
/// served from memory.
pub async fn list(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    Query(query): Query<ListQuery>,
    account: Option<Account>,
) -> Result<Json<Value>, ApiError> {
    state.limiters.lobby_per_ip.check(&ip)?;
    let statuses = match query.status.as_deref() {
        None => vec![Status::Open, Status::Running, Status::Finished],
        Some(s) => vec![Status::parse(s).ok_or_else(|| {
            ApiError::bad_request(
                "bad_status",
                "status is one of open, running, finished",
                "status は open, running, finished のいずれかです",
            )
        })?],
    };
    let me = account.as_ref().map(|a| a.id.as_str());
    let page = query.page.unwrap_or(0);
    let mut out = json!({"page": page, "more": {}});
    for status in statuses {
        let listed = state.tables.list(status, me, page);
        out[status.as_str()] = json!(listed.tables);
        out["more"][status.as_str()] = json!(listed.more);
    }
    Ok(Json(out))
}

/// `POST /api/tables`
pub async fn create(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    account: Account,
    Json(new): Json<NewTable>,
) -> Result<Json<TableInfo>, ApiError> {
    let info = state.tables.create(&account, ip, new).await?;
    Ok(Json((*info).clone()))
}

/// `GET /api/tables/{id}`
pub async fn show(
    State(state): State<AppState>,
    Path(id): Path<String>,
    account: Option<Account>,
) -> Result<Json<TableInfo>, ApiError> {
    let info = state.tables.show(&id, account.as_ref().map(|a| a.id.as_str())).await?;
    Ok(Json((*info).clone()))
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub struct ButtonArgs {
    #[serde(default)]
    name: Option<String>,
    #[serde(default)]
    value: Option<String>,
    #[serde(default)]
    level: Option<String>,
    #[serde(default)]
    text: Option<String>,
}

/// `POST /api/tables/{id}/{command}`: the buttons of the table (`join`, `leave`, `start`, `options`,
/// `help`, `bot {level}`, `option {name, value}`, `kick {name}`, `invite {name}`) and `chat {text}`, which
/// takes any chat line.
pub async fn button(
    State(state): State<AppState>,
    Path((id, name)): Path<(String, String)>,
    account: Account,
    body: Option<Json<ButtonArgs>>,
) -> Result<Json<CommandReply>, ApiError> {
    let args = body.map(|Json(b)| b).unwrap_or_default();
    let missing = || ApiError::bad_request("bad_command", "`name` is missing.", "`name` がありません。");
    let command = match name.as_str() {
        "join" => Command::Join,
        "leave" => Command::Leave,
        "start" => Command::Start,
        "options" => Command::Options,
        "help" => Command::Help,
        "bot" => Command::Bot { level: args.level },
        "option" => Command::SetOption { name: args.name.ok_or_else(missing)?, value: args.value },
        "kick" => Command::Kick { name: args.name.ok_or_else(missing)? },
        "invite" => Command::Invite { name: args.name.ok_or_else(missing)? },
        "chat" => commands::parse(args.text.as_deref().unwrap_or(""))?,
        _ => {
            return Err(ApiError::new(
                StatusCode::NOT_FOUND,
                "unknown_command",
                format!("Unknown table command `{name}`."),
                format!("`{name}` というテーブル操作はありません。"),
            ));
        }
    };
    Ok(Json(state.tables.command(&id, account, command).await?))
}

/// `GET /api/tables/{id}/record`: the game record (engine `Record` JSON), once the game is over. While it
/// runs the record would show every seat's secret choices, so it is refused; a game that cannot continue
/// (its record is damaged, or its title's rules changed) gives its record to its own players.
pub async fn record(
    State(state): State<AppState>,
    Path(id): Path<String>,
    account: Option<Account>,
) -> Result<Json<Value>, ApiError> {
    let me = account.as_ref().map(|a| a.id.as_str());
    let of = state.tables.record(&id, me).await?;
    let stuck_player = of.info.problem.is_some() && me.is_some_and(|a| of.info.played_by(a));
    if of.info.status != Status::Finished && !stuck_player {
        return Err(ApiError::forbidden(
            "record_hidden",
            "The record is available when the game is over.",
            "棋譜はゲーム終了後に公開されます。",
        ));
    }
    Ok(Json(serde_json::to_value(&of.record).expect("records serialise")))
}

/// `GET /api/tables/{id}/history/{step}`: the game after `step` actions. During the game a seated player
/// sees it as their seat (from the step they took the seat; before it as a spectator), anyone else as a
/// spectator; once the game is over every seat's view is shown.
pub async fn history(
    State(state): State<AppState>,
    Path((id, step)): Path<(String, u64)>,
    account: Option<Account>,
) -> Result<Json<Value>, ApiError> {
    let me = account.as_ref().map(|a| a.id.as_str());
    let of = state.tables.record(&id, me).await?;
    if of.info.status == Status::Open {
        return Err(TableError::NotStarted.into());
    }
    let total = of.record.actions.len() as u64;
    if step > total {
        return Err(ApiError::bad_request(
            "no_such_step",
            format!("The game has {total} steps so far."),
            format!("このゲームは現在{total}手までです。"),
        ));
    }
    let finished = of.info.status == Status::Finished;
    let seat = me.and_then(|a| of.info.seats_of(a).first().copied());
    // A seat's present holder sees its past only from when they took it.
    let mine = seat.filter(|_| step >= of.info.seat_since(seat));
    let players = of.record.seats.len();
    let game_id = of.record.game.clone();
    let catalog = state.catalog.clone();
    let record = of.record;
    let step = step as usize;
    let result = tokio::task::spawn_blocking(move || {
        let game = catalog.find(&game_id)?;
        let replayed = game.replay(&record, Some(step)).map_err(|e| e.to_string())?;
        Ok::<Value, String>(if finished {
            json!({
                "step": step,
                "steps": total,
                "public": replayed.view(None),
                "seats": Seat::all(players).map(|s| replayed.view(Some(s))).collect::<Vec<_>>(),
            })
        } else {
            json!({"step": step, "steps": total, "seat": mine, "view": replayed.view(mine)})
        })
    })
    .await
    .map_err(|_| ApiError::internal())?;
    result.map(Json).map_err(|error| {
        tracing::error!(table = %id, %error, "history replay failed");
        ApiError::internal()
    })
}
