//! Who sits where and with which options: the rules of a table around its game, as plain data and functions
//! (no tasks, no store), so that every seating rule is unit-tested on its own. The table task calls these and
//! saves and announces what changed.

use serde::{Deserialize, Serialize};
use serde_json::Value;
use statecraft_bots::Level;
use statecraft_catalog::{DynGame, set_option};
use statecraft_engine::{Seat, Text};

use super::errors::{NotSeatedFor, TableError};
use crate::auth::Account;

/// The level of a bot that stands in for a player who left or ran out of time: a real search, so that the game
/// stays worth finishing for the others, yet quick enough (tens of milliseconds a decision) for live play.
pub const STAND_IN_LEVEL: Level = Level::Normal;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    Open,
    Running,
    Finished,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Open => "open",
            Status::Running => "running",
            Status::Finished => "finished",
        }
    }
    pub fn parse(s: &str) -> Option<Status> {
        [Status::Open, Status::Running, Status::Finished].into_iter().find(|x| x.as_str() == s)
    }
}

/// How fast a table plays: a live table expects a move within minutes, a long one within days.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Pace {
    Live,
    Long,
}

/// A table's own settings (the game's options are one of them).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Settings {
    /// The game's options, normalised by the game.
    pub options: Value,
    /// How many seats the table has (the player count once the game starts with a full table).
    pub players: usize,
    pub public: bool,
    pub pace: Pace,
    /// Whether a bot takes over the seat of a player who leaves or runs out of time.
    pub bot_takeover: bool,
}

/// Who sits in a seat. A human's seat has `account`; a bot's has `bot`. A bot standing in for a player who
/// left or timed out has `stand_in`, and anyone may take that seat back with `/join`; a seat with neither is
/// vacant.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeatHolder {
    pub name: String,
    pub account: Option<String>,
    pub bot: Option<Level>,
    #[serde(default)]
    pub stand_in: bool,
}

impl SeatHolder {
    pub fn person(account: &Account) -> SeatHolder {
        SeatHolder { name: account.name.clone(), account: Some(account.id.clone()), bot: None, stand_in: false }
    }
    pub fn human_of(&self, account: &str) -> bool {
        self.bot.is_none() && self.account.as_deref() == Some(account)
    }
    pub fn is_human(&self) -> bool {
        self.bot.is_none() && self.account.is_some()
    }
    fn is_free(&self) -> bool {
        self.account.is_none() && (self.bot.is_none() || self.stand_in)
    }
}

/// A table's owner, settings, seats and status: everything of a table but its game.
#[derive(Clone, Debug, PartialEq)]
pub struct Seating {
    pub owner: String,
    pub settings: Settings,
    pub seats: Vec<SeatHolder>,
    pub status: Status,
}

impl Seating {
    /// The seats `account` plays in person, in seating order.
    pub fn seats_of(&self, account: &str) -> Vec<Seat> {
        seats_of(&self.seats, account)
    }

    fn seated(&self, account: &Account) -> bool {
        self.seats.iter().any(|h| h.human_of(&account.id))
    }

    /// `/join`: a seat before the start, or a free seat of a running game.
    pub fn join(&mut self, account: &Account) -> Result<Text, TableError> {
        if self.seated(account) {
            return Err(TableError::AlreadySeated);
        }
        let index = match self.status {
            Status::Finished => return Err(TableError::GameOver),
            Status::Open => {
                if self.seats.len() >= self.settings.players {
                    return Err(TableError::TableFull);
                }
                self.seats.push(SeatHolder::person(account));
                self.seats.len() - 1
            }
            Status::Running => {
                let index = self.seats.iter().position(SeatHolder::is_free).ok_or(TableError::TableFull)?;
                self.seats[index] = SeatHolder::person(account);
                index
            }
        };
        Ok(Text::new(
            format!("{} takes seat {}.", account.name, index + 1),
            format!("{}さんが席{}に着きました。", account.name, index + 1),
        ))
    }

    /// `/leave`: before the start the seat goes; during the game a stand-in bot takes it (when the table
    /// allows) or it stays vacant.
    pub fn leave(&mut self, account: &Account) -> Result<Text, TableError> {
        if !self.seated(account) {
            return Err(TableError::NotSeated(NotSeatedFor::Leave));
        }
        match self.status {
            Status::Finished => return Err(TableError::GameOver),
            Status::Open => self.seats.retain(|h| !h.human_of(&account.id)),
            Status::Running => {
                let takeover = self.settings.bot_takeover;
                for holder in self.seats.iter_mut().filter(|h| h.human_of(&account.id)) {
                    holder.account = None;
                    holder.bot = takeover.then_some(STAND_IN_LEVEL);
                    holder.stand_in = takeover;
                }
                if takeover {
                    return Ok(Text::new(
                        format!("{} leaves; a bot takes over the seat.", account.name),
                        format!("{}さんが退席しました。ボットが代わりにプレイします。", account.name),
                    ));
                }
            }
        }
        Ok(Text::new(format!("{} leaves the table.", account.name), format!("{}さんが退席しました。", account.name)))
    }

    /// Whether `account` may start the game now; the number of players it would start with.
    pub fn check_start(&self, account: &Account, game: &dyn DynGame) -> Result<usize, TableError> {
        match self.status {
            Status::Open => {}
            Status::Running => return Err(TableError::AlreadyStarted),
            Status::Finished => return Err(TableError::GameOver),
        }
        if !self.seated(account) {
            return Err(TableError::NotSeated(NotSeatedFor::Start));
        }
        let (min, seated) = (game.min_players(), self.seats.len());
        if seated < min {
            return Err(TableError::NotEnoughPlayers { game: game.name(), min, seated });
        }
        Ok(seated)
    }

    /// The game started with the players seated.
    pub fn started(&mut self) {
        self.settings.players = self.seats.len();
        self.status = Status::Running;
    }

    /// `/bot [level]`: a bot in the next seat before the start, or in a vacant seat of a running game.
    pub fn add_bot(&mut self, account: &Account, level: Option<&str>) -> Result<Text, TableError> {
        if !self.seated(account) && account.id != self.owner {
            return Err(TableError::NotSeated(NotSeatedFor::Bot));
        }
        let level: Level = match level {
            Some(name) => name.parse().map_err(TableError::BadLevel)?,
            None => Level::Random,
        };
        let name = format!("Bot ({})", level.name());
        let bot = SeatHolder { name: name.clone(), account: None, bot: Some(level), stand_in: false };
        let index = match self.status {
            Status::Finished => return Err(TableError::GameOver),
            Status::Open if self.seats.len() >= self.settings.players => return Err(TableError::TableFull),
            Status::Open => {
                self.seats.push(bot);
                self.seats.len() - 1
            }
            Status::Running => {
                let index = self
                    .seats
                    .iter()
                    .position(|h| h.account.is_none() && h.bot.is_none())
                    .ok_or(TableError::TableFull)?;
                self.seats[index] = bot;
                index
            }
        };
        Ok(Text::new(format!("{name} takes seat {}.", index + 1), format!("{name}が席{}に着きました。", index + 1)))
    }

    /// `/option NAME [VALUE]`: a table setting (`players`, `public`, `pace`, `takeover`) or one of the game's.
    pub fn set_option(
        &mut self,
        account: &Account,
        game: &dyn DynGame,
        name: &str,
        value: Option<&str>,
    ) -> Result<Text, TableError> {
        if self.status != Status::Open {
            return Err(TableError::OptionsAfterStart);
        }
        if !self.seated(account) && account.id != self.owner {
            return Err(TableError::NotSeated(NotSeatedFor::Option));
        }
        match name {
            "players" => {
                let n = value
                    .and_then(|v| v.parse().ok())
                    .ok_or_else(|| TableError::BadOption("`players` takes a number".into()))?;
                check_players(game, n, self.seats.len())?;
                self.settings.players = n;
            }
            "public" => self.settings.public = parse_switch(name, value)?,
            "takeover" => self.settings.bot_takeover = parse_switch(name, value)?,
            "pace" => {
                self.settings.pace = match value {
                    Some("live") => Pace::Live,
                    Some("long") => Pace::Long,
                    _ => return Err(TableError::BadOption("`pace` must be one of: live, long".into())),
                }
            }
            _ => {
                self.settings.options =
                    set_option(game, &self.settings.options, name, value).map_err(|e| TableError::BadOption(e.0))?
            }
        }
        let shown = self.option_value(name);
        Ok(Text::new(
            format!("{} sets {name} = {shown}.", account.name),
            format!("{}さんが {name} を {shown} に設定しました。", account.name),
        ))
    }

    /// People who did not act in time give their seats to stand-in bots; the announcement.
    pub fn time_out(&mut self, late: &[Seat]) -> Text {
        for seat in late {
            let holder = &mut self.seats[seat.index()];
            holder.account = None;
            holder.bot = Some(STAND_IN_LEVEL);
            holder.stand_in = true;
        }
        let seats: Vec<String> = late.iter().map(|s| (s.0 + 1).to_string()).collect();
        Text::new(
            format!("Time is up for seat {}; a bot takes over (/join to take it back).", seats.join(", ")),
            format!("席{}が時間切れです。ボットが代わりにプレイします（/join で戻れます）。", seats.join(", ")),
        )
    }

    fn option_value(&self, name: &str) -> String {
        match name {
            "players" => self.settings.players.to_string(),
            "public" => on_off(self.settings.public).into(),
            "takeover" => on_off(self.settings.bot_takeover).into(),
            "pace" => if self.settings.pace == Pace::Live { "live" } else { "long" }.into(),
            _ => match &self.settings.options[name] {
                Value::Bool(b) => on_off(*b).into(),
                Value::String(s) => s.clone(),
                other => other.to_string(),
            },
        }
    }

    /// The `/options` text: every table setting and game option with its value.
    pub fn options_text(&self, game: &dyn DynGame) -> Text {
        let mut en = vec![
            format!("players = {} ({}–{})", self.settings.players, game.min_players(), game.max_players()),
            format!("public = {}", self.option_value("public")),
            format!("pace = {} (live, long)", self.option_value("pace")),
            format!("takeover = {} (a bot replaces a player who leaves or times out)", self.option_value("takeover")),
        ];
        let mut ja = vec![
            format!("players = {}（{}〜{}人）", self.settings.players, game.min_players(), game.max_players()),
            format!("public = {}（公開テーブル）", self.option_value("public")),
            format!("pace = {}（live: リアルタイム, long: 長期戦）", self.option_value("pace")),
            format!("takeover = {}（退席・時間切れのプレイヤーをボットが代行）", self.option_value("takeover")),
        ];
        for spec in game.option_specs() {
            let value = self.option_value(&spec.name);
            en.push(format!("{} = {value} — {}", spec.name, spec.help.en));
            ja.push(format!("{} = {value} — {}", spec.name, spec.help.ja));
        }
        Text::new(en.join("; "), ja.join("; "))
    }
}

/// The seats `account` plays in person, in seating order.
pub fn seats_of(seats: &[SeatHolder], account: &str) -> Vec<Seat> {
    seats.iter().enumerate().filter(|(_, h)| h.human_of(account)).map(|(i, _)| Seat(i as u8)).collect()
}

/// Whether a table of `game` may have `players` seats with `seated` people already sitting.
pub fn check_players(game: &dyn DynGame, players: usize, seated: usize) -> Result<(), TableError> {
    let (min, max) = (game.min_players(), game.max_players());
    if !(min..=max).contains(&players) {
        return Err(TableError::BadPlayers { game: game.name(), min, max });
    }
    if players < seated {
        return Err(TableError::FewerThanSeated { seated });
    }
    Ok(())
}

fn on_off(v: bool) -> &'static str {
    if v { "on" } else { "off" }
}

fn parse_switch(name: &str, value: Option<&str>) -> Result<bool, TableError> {
    match value {
        None | Some("on" | "true" | "yes" | "1") => Ok(true),
        Some("off" | "false" | "no" | "0") => Ok(false),
        Some(_) => Err(TableError::BadOption(format!("`{name}` is a switch: use on or off"))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use statecraft_catalog::Catalog;
    use statecraft_engine::testkit::high_card::HighCard;

    fn person(id: &str) -> Account {
        Account { id: id.into(), name: id.into(), guest: true }
    }

    fn catalog() -> Catalog {
        Catalog::empty().with::<HighCard<false>>()
    }

    fn open_table(players: usize) -> Seating {
        Seating {
            owner: "owner".into(),
            settings: Settings { options: Value::Null, players, public: true, pace: Pace::Live, bot_takeover: true },
            seats: Vec::new(),
            status: Status::Open,
        }
    }

    #[test]
    fn people_and_bots_fill_the_seats_until_the_table_is_full() {
        let catalog = catalog();
        let game = catalog.get("high-card").unwrap();
        let mut table = open_table(3);
        table.join(&person("ann")).unwrap();
        assert_eq!(table.join(&person("ann")), Err(TableError::AlreadySeated));
        assert_eq!(table.add_bot(&person("stranger"), None), Err(TableError::NotSeated(NotSeatedFor::Bot)));
        table.add_bot(&person("ann"), Some("random")).unwrap();
        assert!(matches!(table.add_bot(&person("ann"), Some("genius")), Err(TableError::BadLevel(_))));
        table.join(&person("ben")).unwrap();
        assert_eq!(table.join(&person("cat")), Err(TableError::TableFull));
        assert_eq!(table.seats_of("ben"), vec![Seat(2)]);
        assert_eq!(table.check_start(&person("cat"), game), Err(TableError::NotSeated(NotSeatedFor::Start)));
        assert_eq!(table.check_start(&person("ann"), game), Ok(3));
    }

    #[test]
    fn options_are_checked_and_only_before_the_start() {
        let catalog = catalog();
        let game = catalog.get("high-card").unwrap();
        let mut table = open_table(4);
        table.join(&person("ann")).unwrap();
        table.join(&person("ben")).unwrap();
        assert!(matches!(
            table.set_option(&person("ann"), game, "players", Some("9")),
            Err(TableError::BadPlayers { .. })
        ));
        assert_eq!(
            table.set_option(&person("ann"), game, "players", Some("1")).unwrap_err(),
            TableError::BadPlayers { game: game.name(), min: 2, max: 4 }
        );
        table.set_option(&person("ann"), game, "players", Some("2")).unwrap();
        table.set_option(&person("owner"), game, "pace", Some("long")).unwrap();
        assert!(matches!(
            table.set_option(&person("ann"), game, "public", Some("maybe")),
            Err(TableError::BadOption(_))
        ));
        assert!(matches!(table.set_option(&person("ann"), game, "nosuch", Some("1")), Err(TableError::BadOption(_))));
        assert!(table.options_text(game).en.contains("pace = long"));
        table.started();
        assert_eq!(table.set_option(&person("ann"), game, "pace", Some("live")), Err(TableError::OptionsAfterStart));
    }

    #[test]
    fn a_player_who_leaves_a_running_game_gets_a_stand_in() {
        let mut table = open_table(2);
        table.join(&person("ann")).unwrap();
        table.join(&person("ben")).unwrap();
        table.started();
        table.leave(&person("ben")).unwrap();
        assert_eq!(table.seats[1].bot, Some(STAND_IN_LEVEL));
        assert!(table.seats[1].stand_in);
        assert_eq!(table.leave(&person("ben")), Err(TableError::NotSeated(NotSeatedFor::Leave)));
        table.time_out(&[Seat(0)]);
        assert!(table.seats[0].stand_in);
    }
}
