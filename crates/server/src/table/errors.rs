//! Every way a table refuses a command or an action, and the one place where each becomes an HTTP status, a
//! stable code and a bilingual message (the WebSocket sends the same code and message).

use axum::http::StatusCode;
use statecraft_catalog::ActionError;
use statecraft_engine::Text;

use crate::error::ApiError;

#[derive(Clone, Debug, PartialEq)]
pub enum TableError {
    TableFull,
    NotSeated,
    /// Only the table's owner may do this.
    NotOwner(OwnerOnly),
    Kicked,
    PrivateTable,
    /// The free seat is kept for the player who left it (or someone they or the owner invited).
    SeatReserved,
    /// The account already held another seat of this game (and saw its secrets).
    OneSeatPerGame,
    NoSuchPlayer(String),
    TooManyBotTables {
        limit: usize,
    },
    SpectatorChatOff,
    /// The stored game cannot be continued; the text says why.
    Damaged(Text),
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

/// What someone who is not the owner tried to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OwnerOnly {
    Start,
    Bot,
    Option,
    Kick,
    Invite,
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
            NotSeated => {
                conflict("not_seated", "You are not seated at this table.", "このテーブルに着席していません。")
            }
            NotOwner(what) => {
                let (en, ja) = match what {
                    OwnerOnly::Start => ("start the game", "ゲームを開始"),
                    OwnerOnly::Bot => ("seat a bot", "ボットを着席"),
                    OwnerOnly::Option => ("change options", "オプションを変更"),
                    OwnerOnly::Kick => ("remove a player", "プレイヤーを退席"),
                    OwnerOnly::Invite => ("invite to this seat", "この席に招待"),
                };
                ApiError::forbidden(
                    "not_owner",
                    format!("Only the table's owner can {en}."),
                    format!("{ja}できるのはテーブルのオーナーだけです。"),
                )
            }
            Kicked => ApiError::forbidden(
                "kicked",
                "The table's owner removed you from this table.",
                "テーブルのオーナーによりこのテーブルから外されました。",
            ),
            PrivateTable => ApiError::forbidden(
                "private_table",
                "This table is private: only its owner, its players and people they invited can see or join it.",
                "非公開テーブルです。オーナー・プレイヤーと招待された人だけが閲覧・参加できます。",
            ),
            SeatReserved => conflict(
                "seat_reserved",
                "The free seat is kept for the player who left it; they or the table's owner can invite you (/invite).",
                "空席は退席したプレイヤーのために確保されています。本人かオーナーに招待（/invite）してもらってください。",
            ),
            OneSeatPerGame => conflict(
                "one_seat_per_game",
                "You already played another seat in this game; you can only return to your own.",
                "このゲームでは別の席ですでにプレイしています。戻れるのは自分の席だけです。",
            ),
            NoSuchPlayer(name) => ApiError::bad_request(
                "no_such_player",
                format!("Nobody called {name} is at this table or has an account."),
                format!("{name} という人はこのテーブルにもアカウントにもいません。"),
            ),
            TooManyBotTables { limit } => ApiError::forbidden(
                "too_many_bot_tables",
                format!("You already have {limit} running table(s) with bots only (the limit)."),
                format!("ボットだけのテーブルはすでに上限の{limit}卓進行中です。"),
            ),
            SpectatorChatOff => ApiError::forbidden(
                "spectator_chat_off",
                "Only players can talk at this table (the owner turned spectators' chat off).",
                "このテーブルではプレイヤーだけが発言できます（観戦者のチャットはオフです）。",
            ),
            Damaged(why) => {
                ApiError { status: StatusCode::CONFLICT, code: "table_damaged", message: why, retry_after: None }
            }
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
            Action(error) => ApiError {
                status: StatusCode::UNPROCESSABLE_ENTITY,
                code: error.code(),
                message: error.text(),
                retry_after: None,
            },
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
