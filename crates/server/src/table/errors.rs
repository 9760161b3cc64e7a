//! Every way a table refuses a command or an action, and the one place where each becomes an HTTP status, a
//! stable code and a bilingual message (the WebSocket sends the same code and message).

use axum::http::StatusCode;
use statecraft_catalog::ActionError;
use statecraft_engine::Text;

use crate::error::ApiError;

#[derive(Clone, Debug, PartialEq)]
pub enum TableError {
    TableFull,
    NotSeated(NotSeatedFor),
    AlreadySeated,
    AlreadyStarted,
    OptionsAfterStart,
    NotStarted,
    GameOver,
    NotEnoughPlayers {
        game: Text,
        min: usize,
        seated: usize,
    },
    BadPlayers {
        game: Text,
        min: usize,
        max: usize,
    },
    FewerThanSeated {
        seated: usize,
    },
    BadOption(String),
    BadLevel(String),
    SetupFailed(Text),
    WrongSeat,
    Duplicate,
    Stale {
        current: u64,
        sent: u64,
    },
    /// The engine refused the action (`malformed`, `not_your_turn`, `illegal`, …).
    Action(ActionError),
    UnknownGame {
        game: String,
        known: String,
    },
    TooManyTables {
        owned: u64,
        limit: usize,
    },
}

/// What a player who is not seated tried to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotSeatedFor {
    Leave,
    Start,
    Bot,
    Option,
}

impl From<ActionError> for TableError {
    fn from(error: ActionError) -> Self {
        TableError::Action(error)
    }
}

impl From<TableError> for ApiError {
    fn from(error: TableError) -> Self {
        use TableError::*;
        let conflict = |code, en: &str, ja: &str| ApiError::conflict(code, en, ja);
        match error {
            TableFull => conflict("table_full", "The table is full.", "テーブルは満席です。"),
            NotSeated(NotSeatedFor::Leave) => {
                conflict("not_seated", "You are not seated at this table.", "このテーブルに着席していません。")
            }
            NotSeated(NotSeatedFor::Start) => conflict(
                "not_seated",
                "Only seated players can start the game.",
                "ゲームを開始できるのは着席しているプレイヤーだけです。",
            ),
            NotSeated(NotSeatedFor::Bot) => conflict(
                "not_seated",
                "Only seated players or the table's owner can seat a bot.",
                "ボットを着席させられるのは着席者かテーブルの作成者だけです。",
            ),
            NotSeated(NotSeatedFor::Option) => conflict(
                "not_seated",
                "Only seated players or the table's owner can change options.",
                "オプションを変更できるのは着席者かテーブルの作成者だけです。",
            ),
            AlreadySeated => conflict(
                "already_seated",
                "You are already seated at this table.",
                "すでにこのテーブルに着席しています。",
            ),
            AlreadyStarted => {
                conflict("already_started", "The game has already started.", "ゲームはすでに始まっています。")
            }
            OptionsAfterStart => conflict(
                "already_started",
                "Options can only be changed before the start.",
                "オプションは開始前にのみ変更できます。",
            ),
            NotStarted => conflict("not_started", "The game has not started yet.", "ゲームはまだ始まっていません。"),
            GameOver => conflict("game_over", "The game is over.", "ゲームは終了しています。"),
            NotEnoughPlayers { game, min, seated } => ApiError::conflict(
                "not_enough_players",
                format!("{} needs at least {min} players; {seated} seated.", game.en),
                format!("{}には{min}人以上必要です（着席{seated}人）。", game.ja),
            ),
            BadPlayers { game, min, max } => ApiError::bad_request(
                "bad_players",
                format!("{} takes {min} to {max} players.", game.en),
                format!("{}は{min}〜{max}人用です。", game.ja),
            ),
            FewerThanSeated { seated } => ApiError::bad_request(
                "bad_players",
                format!("{seated} players are already seated."),
                format!("すでに{seated}人が着席しています。"),
            ),
            BadOption(message) => ApiError::bad_request(
                "bad_option",
                format!("Invalid option: {message}"),
                format!("オプションが不正です: {message}"),
            ),
            BadLevel(message) => {
                ApiError::bad_request("bad_level", message.clone(), format!("ボットの強さが不正です: {message}"))
            }
            SetupFailed(reason) => ApiError::bad_request(
                "setup_failed",
                format!("The game cannot start: {}", reason.en),
                format!("ゲームを開始できません: {}", reason.ja),
            ),
            WrongSeat => {
                ApiError::forbidden("wrong_seat", "You do not play that seat.", "その席はあなたの席ではありません。")
            }
            Duplicate => {
                conflict("duplicate", "That action was already applied.", "その行動はすでに適用されています。")
            }
            Stale { current, sent } => ApiError::conflict(
                "stale",
                format!("The table has moved on (version {current}, you sent {sent}); look at the new view."),
                format!("盤面が更新されています（現在 {current}、送信 {sent}）。新しい画面を確認してください。"),
            ),
            Action(error) => {
                ApiError { status: StatusCode::UNPROCESSABLE_ENTITY, code: error.code(), message: error.text() }
            }
            UnknownGame { game, known } => ApiError::bad_request(
                "unknown_game",
                format!("Unknown game `{game}` (games: {known})."),
                format!("`{game}` というゲームはありません（{known}）。"),
            ),
            TooManyTables { owned, limit } => ApiError::forbidden(
                "too_many_tables",
                format!("You already have {owned} open or running tables (the limit is {limit})."),
                format!("開催中・進行中のテーブルがすでに{owned}卓あります（上限は{limit}卓）。"),
            ),
        }
    }
}
