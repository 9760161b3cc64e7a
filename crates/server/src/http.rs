//! The JSON API of the lobby and the tables: games, table lists, creating tables, the button equivalents of
//! the chat commands, and a game's record and step-by-step history.

use axum::Json;
use axum::extract::{Path, Query, State};
use serde::Deserialize;
use serde_json::{Value, json};
use statecraft_engine::Seat;

use crate::AppState;
use crate::auth::Account;
use crate::commands::{self, Command};
use crate::error::ApiError;
use crate::table::{CommandReply, NewTable, Status, TableInfo};

/// `GET /healthz`
pub async fn healthz(State(state): State<AppState>) -> Result<Json<Value>, ApiError> {
    state.store.ping().await?;
    Ok(Json(json!({
        "status": "ok",
        "store": state.store.backend().name(),
        "live_tables": state.tables.live_count(),
        "version": env!("CARGO_PKG_VERSION"),
    })))
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
            })
        })
        .collect();
    Json(json!(games))
}

#[derive(Deserialize)]
pub struct ListQuery {
    #[serde(default)]
    status: Option<String>,
}

/// `GET /api/tables?status=open|running|finished` (all three when omitted).
pub async fn list(
    State(state): State<AppState>,
    Query(query): Query<ListQuery>,
    account: Option<Account>,
) -> Result<Json<Value>, ApiError> {
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
    let mut out = json!({});
    for status in statuses {
        out[status.as_str()] = json!(state.tables.list(status, me).await?);
    }
    Ok(Json(out))
}

/// `POST /api/tables`
pub async fn create(
    State(state): State<AppState>,
    account: Account,
    Json(new): Json<NewTable>,
) -> Result<Json<TableInfo>, ApiError> {
    let info = state.tables.create(&account, new).await?;
    Ok(Json((*info).clone()))
}

/// `GET /api/tables/{id}`
pub async fn show(State(state): State<AppState>, Path(id): Path<String>) -> Result<Json<TableInfo>, ApiError> {
    Ok(Json((*state.tables.record(&id).await?.info).clone()))
}

#[derive(Deserialize, Default)]
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
/// `help`, `bot {level}`, `option {name, value}`) and `chat {text}`, which takes any chat line.
pub async fn button(
    State(state): State<AppState>,
    Path((id, name)): Path<(String, String)>,
    account: Account,
    body: Option<Json<ButtonArgs>>,
) -> Result<Json<CommandReply>, ApiError> {
    let args = body.map(|Json(b)| b).unwrap_or_default();
    let command = match name.as_str() {
        "join" => Command::Join,
        "leave" => Command::Leave,
        "start" => Command::Start,
        "options" => Command::Options,
        "help" => Command::Help,
        "bot" => Command::Bot { level: args.level },
        "option" => Command::SetOption {
            name: args
                .name
                .ok_or_else(|| ApiError::bad_request("bad_command", "`name` is missing.", "`name` がありません。"))?,
            value: args.value,
        },
        "chat" => commands::parse(args.text.as_deref().unwrap_or(""))?,
        _ => {
            return Err(ApiError::new(
                axum::http::StatusCode::NOT_FOUND,
                "unknown_command",
                format!("Unknown table command `{name}`."),
                format!("`{name}` というテーブル操作はありません。"),
            ));
        }
    };
    Ok(Json(state.tables.command(&id, account, command).await?))
}

/// `GET /api/tables/{id}/record`: the game record (engine `Record` JSON), once the game is over. While it
/// runs the record would show every seat's secret choices, so it is refused.
pub async fn record(State(state): State<AppState>, Path(id): Path<String>) -> Result<Json<Value>, ApiError> {
    let of = state.tables.record(&id).await?;
    if of.info.status != Status::Finished {
        return Err(ApiError::forbidden(
            "record_hidden",
            "The record is available when the game is over.",
            "棋譜はゲーム終了後に公開されます。",
        ));
    }
    Ok(Json(serde_json::to_value(&of.record).expect("records serialise")))
}

/// `GET /api/tables/{id}/history/{step}`: the game after `step` actions. During the game a seated player
/// sees it as their seat, anyone else as a spectator; once the game is over every seat's view is shown.
pub async fn history(
    State(state): State<AppState>,
    Path((id, step)): Path<(String, usize)>,
    account: Option<Account>,
) -> Result<Json<Value>, ApiError> {
    let of = state.tables.record(&id).await?;
    if of.info.status == Status::Open {
        return Err(ApiError::conflict(
            "not_started",
            "The game has not started yet.",
            "ゲームはまだ始まっていません。",
        ));
    }
    let total = of.record.actions.len();
    if step > total {
        return Err(ApiError::bad_request(
            "no_such_step",
            format!("The game has {total} steps so far."),
            format!("このゲームは現在{total}手までです。"),
        ));
    }
    let finished = of.info.status == Status::Finished;
    let mine = account.as_ref().and_then(|a| of.info.seats_of(&a.id).first().copied());
    let players = of.record.seats.len();
    let game_id = of.record.game.clone();
    let catalog = state.catalog.clone();
    let record = of.record;
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
