//! The player's pages of the JSON API: a player's ratings, games in progress and finished games; a title's
//! leaderboard; an account's notification settings; and "fork from here", which starts a new table from a
//! step of a finished game.

use axum::extract::State;
use serde::Deserialize;
use serde_json::{Value, json};
use statecraft_catalog::LogEntry;
use statecraft_engine::{Record, Seat};

use crate::AppState;
use crate::auth::{Account, name_key};
use crate::clock::Clocks;
use crate::error::{ApiError, Json, Path};
use crate::net::ClientIp;
use crate::notify::Prefs;
use crate::store::now_ms;
use crate::table::{SeatHolder, TableInfo};

/// How many finished games a player page lists, and how many players a leaderboard.
const RECENT_RESULTS: i64 = 50;
const LEADERBOARD: i64 = 100;

fn no_player() -> ApiError {
    ApiError::new(axum::http::StatusCode::NOT_FOUND, "no_such_player", "No such player.", "そのプレイヤーはいません。")
}

/// The name shown for a rated player key: an account's name, or a bot level's.
async fn display_name(state: &AppState, player: &str) -> Result<String, ApiError> {
    if let Some(level) = player.strip_prefix("bot:") {
        return Ok(format!("Bot ({level})"));
    }
    Ok(state.store.account_name(player).await?.unwrap_or_else(|| "?".into()))
}

/// `GET /api/players/{name}`: ratings per title, games in progress (with whose turn it is and how long each
/// seat has left), and the most recent finished games with places, scores and rating changes. A bot level
/// has a page too (`Bot (hard)` or `bot:hard`).
pub async fn page(State(state): State<AppState>, Path(name): Path<String>) -> Result<Json<Value>, ApiError> {
    let bot = name.strip_prefix("bot:").or_else(|| name.strip_prefix("Bot (").and_then(|n| n.strip_suffix(')')));
    let (key, shown_name) = match bot {
        Some(level) => (format!("bot:{}", level.to_lowercase()), format!("Bot ({})", level.to_lowercase())),
        None => {
            let row = state.store.account_by_key(&name_key(&name)).await?.ok_or_else(no_player)?;
            (row.id, row.name)
        }
    };
    let now = now_ms();
    let mut playing = Vec::new();
    if bot.is_none() {
        for (row, clock) in state.store.running_tables_of(&key).await? {
            let seats: Vec<SeatHolder> = serde_json::from_str(&row.seats).unwrap_or_default();
            let clocks: Option<Clocks> = clock.and_then(|c| serde_json::from_str(&c).ok());
            let to_act: Vec<Seat> = clocks
                .as_ref()
                .map(|c| Seat::all(c.left_ms.len()).filter(|s| c.running(*s)).collect())
                .unwrap_or_default();
            let mine: Vec<usize> = seats
                .iter()
                .enumerate()
                .filter(|(_, h)| h.account.as_deref() == Some(key.as_str()))
                .map(|(i, _)| i)
                .collect();
            let game_name = state.catalog.get(&row.game).map(|g| g.name());
            playing.push(json!({
                "table": row.id,
                "game": row.game,
                "game_name": game_name,
                "players": seats.iter().map(|h| &h.name).collect::<Vec<_>>(),
                "seats": mine,
                "to_act": to_act,
                "your_turn": to_act.iter().any(|s| mine.contains(&s.index())),
                "clock": clocks.map(|c| c.view(now)),
                "updated_ms": row.updated_ms,
            }));
        }
    }
    let mut finished = Vec::new();
    for result in state.store.results_of(&key, RECENT_RESULTS).await? {
        let table = state.store.results_of_table(&result.table_id).await?;
        let mut players = Vec::with_capacity(table.len());
        for r in &table {
            players.push(json!({"name": display_name(&state, &r.player).await?, "place": r.place, "score": r.score}));
        }
        finished.push(json!({
            "table": result.table_id,
            "game": result.game,
            "seat": result.seat,
            "place": result.place,
            "score": result.score,
            "rating_before": result.shown_before,
            "rating_after": result.shown_after,
            "finished_ms": result.finished_ms,
            "players": players,
        }));
    }
    // Read after the results: a game's results and ratings are committed together, so a page that lists a
    // result also shows the rating it moved (read before, a commit in between could show the one without the
    // other).
    let ratings: Vec<Value> = state
        .store
        .ratings_of(&key)
        .await?
        .into_iter()
        .map(|r| json!({"game": r.game, "rating": r.shown, "games": r.games}))
        .collect();
    Ok(Json(json!({"name": shown_name, "ratings": ratings, "playing": playing, "finished": finished})))
}

/// `GET /api/leaderboard/{game}`: the best ratings of a title, bots included.
pub async fn leaderboard(State(state): State<AppState>, Path(game): Path<String>) -> Result<Json<Value>, ApiError> {
    let title = state.catalog.get(&game).ok_or_else(|| {
        ApiError::new(axum::http::StatusCode::NOT_FOUND, "unknown_game", "No such game.", "そのゲームはありません。")
    })?;
    let mut rows = Vec::new();
    for (i, r) in state.store.leaderboard(&game, LEADERBOARD).await?.into_iter().enumerate() {
        rows.push(json!({
            "rank": i + 1,
            "name": display_name(&state, &r.player).await?,
            "bot": r.player.starts_with("bot:"),
            "rating": r.shown,
            "games": r.games,
        }));
    }
    Ok(Json(json!({"game": game, "game_name": title.name(), "players": rows})))
}

/// `GET /api/me/notifications`
pub async fn notifications(State(state): State<AppState>, account: Account) -> Result<Json<Prefs>, ApiError> {
    let stored = state.store.notify_prefs_text(&account.id).await?;
    Ok(Json(stored.and_then(|text| serde_json::from_str(&text).ok()).unwrap_or_default()))
}

/// `PUT /api/me/notifications`: where to be told (email, webhook) and what (`your_turn`, `game_ended`,
/// `invited`). Guests cannot: they have no way back to their account.
pub async fn set_notifications(
    State(state): State<AppState>,
    account: Account,
    Json(prefs): Json<Prefs>,
) -> Result<Json<Prefs>, ApiError> {
    if account.guest {
        return Err(ApiError::forbidden(
            "guest",
            "Guests cannot receive notifications; sign up first.",
            "ゲストは通知を受け取れません。先に登録してください。",
        ));
    }
    prefs
        .check(state.config.allow_private_webhooks)
        .await
        .map_err(|why| ApiError::bad_request("bad_notifications", why.clone(), why))?;
    let text = serde_json::to_string(&prefs).expect("settings serialise");
    state.store.set_notify_prefs_text(&account.id, &text).await?;
    Ok(Json(prefs))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ForkArgs {
    step: u64,
}

/// `POST /api/tables/{id}/fork {"step": N}`: a new open table (owned by the caller) whose game, once
/// started, begins where the finished game `id` stood after `step` moves; seats are taken as usual, and each
/// sees only its own view of that position.
pub async fn fork(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    Path(id): Path<String>,
    account: Account,
    Json(args): Json<ForkArgs>,
) -> Result<Json<TableInfo>, ApiError> {
    let info = state.tables.fork(&id, &account, ip, args.step).await?;
    Ok(Json((*info).clone()))
}

/// Every step's log entries of a record, as a spectator and as each seat saw them: `log[i]` is step `i + 1`.
fn replay_log(catalog: &statecraft_catalog::Catalog, record: &Record) -> Result<Value, String> {
    let game = catalog.find(&record.game)?;
    let mut replayed = game
        .replay(&Record { actions: Vec::new(), final_hash: None, ..record.clone() }, None)
        .map_err(|e| e.to_string())?;
    let mut log = Vec::with_capacity(record.actions.len());
    for recorded in &record.actions {
        let applied = replayed.apply(recorded.seat, &recorded.action).map_err(|e| e.to_string())?;
        let seats: Vec<&[LogEntry]> = Seat::all(replayed.players()).map(|s| applied.for_viewer(Some(s))).collect();
        log.push(json!({"public": applied.public, "seats": seats}));
    }
    if let Some(expected) = &record.final_hash
        && replayed.state_hash() != *expected
    {
        return Err("the record's final state differs from the one it names (it was changed)".into());
    }
    Ok(json!({"record": record, "steps": record.actions.len(), "log": log}))
}

async fn replay_answer(state: &AppState, record: Record) -> Result<Json<Value>, ApiError> {
    let catalog = state.catalog.clone();
    let answer =
        tokio::task::spawn_blocking(move || replay_log(&catalog, &record)).await.map_err(|_| ApiError::internal())?;
    answer.map(Json).map_err(|why| {
        ApiError::bad_request(
            "bad_record",
            format!("The record does not replay: {why}"),
            format!("棋譜を再現できません: {why}"),
        )
    })
}

/// `GET /api/tables/{id}/replay`: a finished game's record with every step's log, for the replay page.
pub async fn replay(
    State(state): State<AppState>,
    Path(id): Path<String>,
    account: Option<Account>,
) -> Result<Json<Value>, ApiError> {
    let of = state.tables.record(&id, account.as_ref().map(|a| a.id.as_str())).await?;
    if of.info.status != crate::table::Status::Finished {
        return Err(ApiError::forbidden(
            "record_hidden",
            "The replay is available when the game is over.",
            "リプレイはゲーム終了後に公開されます。",
        ));
    }
    replay_answer(&state, of.record).await
}

/// `POST /api/replay {"record": …}`: the same for a downloaded record loaded into the replay page (checked
/// by replaying it; nothing is stored).
pub async fn replay_record(
    State(state): State<AppState>,
    Json(args): Json<RecordArgs>,
) -> Result<Json<Value>, ApiError> {
    replay_answer(&state, args.record).await
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RecordArgs {
    record: Record,
    #[serde(default)]
    step: Option<usize>,
}

/// `POST /api/replay/step {"record": …, "step": N}`: every seat's view of a loaded record after `step` moves
/// (the shape of a finished table's `history`).
pub async fn replay_step(State(state): State<AppState>, Json(args): Json<RecordArgs>) -> Result<Json<Value>, ApiError> {
    let catalog = state.catalog.clone();
    let step = args.step.unwrap_or(0);
    let record = args.record;
    let answer = tokio::task::spawn_blocking(move || {
        let replayed = catalog.find(&record.game)?.replay(&record, Some(step)).map_err(|e| e.to_string())?;
        let players = record.seats.len();
        Ok::<_, String>(json!({
            "step": step,
            "steps": record.actions.len(),
            "public": replayed.view(None),
            "seats": Seat::all(players).map(|s| replayed.view(Some(s))).collect::<Vec<_>>(),
        }))
    })
    .await
    .map_err(|_| ApiError::internal())?;
    answer.map(Json).map_err(|why| {
        ApiError::bad_request(
            "bad_record",
            format!("The record does not replay: {why}"),
            format!("棋譜を再現できません: {why}"),
        )
    })
}
