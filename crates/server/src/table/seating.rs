//! Who sits where and with which options: the rules of a table around its game, as plain data and functions
//! (no tasks, no store), so that every seating rule is unit-tested on its own. The table task calls these and
//! saves and announces what changed.
//!
//! The rules that keep a game's secrets with their seat: a seat freed during the game (its player left or
//! timed out) goes back only to that player, or to someone that player or the owner invited; an account
//! that held one seat of a game never takes another; and a new holder of a seat sees its past as a
//! spectator would (`SeatHolder::since`). Only the owner starts the game, changes options, seats bots and
//! removes players (`/kick`, before the start); when the owner leaves, the next seated person owns the table.

use serde::{Deserialize, Serialize};
use serde_json::Value;
use statecraft_bots::Level;
use statecraft_catalog::{DynGame, set_option};
use statecraft_engine::{Seat, Text};

use super::errors::{OwnerOnly, TableError};
use crate::auth::Account;
use crate::clock::TimeControl;

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
    /// Whether people who do not play may talk at the table.
    #[serde(default = "yes")]
    pub spectator_chat: bool,
    /// Accounts invited by the owner (any free seat, and a private table) or by a player (their own seat).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub invited: Vec<Invite>,
    /// Accounts the owner removed; they cannot sit down again.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub kicked: Vec<String>,
    /// The players' clocks (`None` on tables from before clocks, which keep the per-turn takeover timer).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<TimeControl>,
    /// A table forked from a finished game: its game starts where that game stood after `step` moves.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fork: Option<Fork>,
}

/// Where a forked table's game starts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Fork {
    pub from: String,
    pub step: u64,
}

fn yes() -> bool {
    true
}

/// An invitation: `account` may sit at the table, in `seat` only when a player invited them to theirs.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Invite {
    pub account: String,
    #[serde(default)]
    pub seat: Option<usize>,
}

/// Who sits in a seat. A human's seat has `account`; a bot's has `bot`. A bot standing in for a player who
/// left or timed out has `stand_in`, and `replaced` names the account that may take the seat back with
/// `/join`; a seat with neither account nor bot is vacant.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeatHolder {
    pub name: String,
    pub account: Option<String>,
    pub bot: Option<Level>,
    #[serde(default)]
    pub stand_in: bool,
    /// The player who left this seat (or timed out) and may take it back.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub replaced: Option<String>,
    /// The version from which the current person in this seat may see the seat's log (0 for whoever sat
    /// from the start); before it they see what a spectator saw.
    #[serde(default)]
    pub since: u64,
    /// Every account that has held this seat in this game.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub held_by: Vec<String>,
}

impl SeatHolder {
    pub fn person(account: &Account) -> SeatHolder {
        SeatHolder {
            name: account.name.clone(),
            account: Some(account.id.clone()),
            bot: None,
            stand_in: false,
            replaced: None,
            since: 0,
            held_by: vec![account.id.clone()],
        }
    }
    fn bot(level: Level) -> SeatHolder {
        SeatHolder {
            name: format!("Bot ({})", level.name()),
            account: None,
            bot: Some(level),
            stand_in: false,
            replaced: None,
            since: 0,
            held_by: Vec::new(),
        }
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

    /// Whether a person (not a bot) holds any seat.
    pub fn has_person(&self) -> bool {
        self.seats.iter().any(SeatHolder::is_human)
    }

    /// Whether `account` may see this table: it is public, or the account owns it, plays or played in it,
    /// or was invited.
    pub fn visible_to(&self, account: Option<&str>) -> bool {
        visible_to(&self.settings, &self.owner, &self.seats, account)
    }

    fn owner_only(&self, account: &Account, what: OwnerOnly) -> Result<(), TableError> {
        if account.id == self.owner { Ok(()) } else { Err(TableError::NotOwner(what)) }
    }

    fn invited(&self, account: &str, seat: usize) -> bool {
        self.settings.invited.iter().any(|i| i.account == account && i.seat.is_none_or(|s| s == seat))
    }

    /// `/join` at `version`: a seat before the start, or during the game the seat this account left, or a
    /// free seat it was invited to.
    pub fn join(&mut self, account: &Account, version: u64) -> Result<Text, TableError> {
        if self.seated(account) {
            return Err(TableError::AlreadySeated);
        }
        if self.settings.kicked.contains(&account.id) {
            return Err(TableError::Kicked);
        }
        let index = match self.status {
            Status::Finished => return Err(TableError::GameOver),
            Status::Open => {
                if !self.visible_to(Some(&account.id)) {
                    return Err(TableError::PrivateTable);
                }
                if self.seats.len() >= self.settings.players {
                    return Err(TableError::TableFull);
                }
                self.seats.push(SeatHolder::person(account));
                self.seats.len() - 1
            }
            Status::Running => {
                if let Some(index) = self.seats.iter().position(|h| h.replaced.as_deref() == Some(&account.id)) {
                    // Back to one's own seat, with its whole past.
                    let holder = &mut self.seats[index];
                    holder.name = account.name.clone();
                    holder.account = Some(account.id.clone());
                    holder.bot = None;
                    holder.stand_in = false;
                    holder.replaced = None;
                    index
                } else {
                    if self.seats.iter().any(|h| h.held_by.contains(&account.id)) {
                        return Err(TableError::OneSeatPerGame);
                    }
                    let free: Vec<usize> = (0..self.seats.len()).filter(|&i| self.seats[i].is_free()).collect();
                    if free.is_empty() {
                        return Err(TableError::TableFull);
                    }
                    let index =
                        free.into_iter().find(|&i| self.invited(&account.id, i)).ok_or(TableError::SeatReserved)?;
                    let holder = &mut self.seats[index];
                    let mut held_by = std::mem::take(&mut holder.held_by);
                    held_by.push(account.id.clone());
                    *holder = SeatHolder { since: version, held_by, ..SeatHolder::person(account) };
                    self.settings.invited.retain(|i| i.account != account.id);
                    index
                }
            }
        };
        Ok(Text::new(
            format!("{} takes seat {}.", account.name, index + 1),
            format!("{}さんが席{}に着きました。", account.name, index + 1),
        ))
    }

    /// `/leave`: before the start the seat goes; during the game a stand-in bot takes it (when the table
    /// allows) or it stays vacant, kept for the player. An owner who leaves hands the table to the next
    /// seated person.
    pub fn leave(&mut self, account: &Account) -> Result<Text, TableError> {
        if !self.seated(account) {
            return Err(TableError::NotSeated);
        }
        let mut text =
            Text::new(format!("{} leaves the table.", account.name), format!("{}さんが退席しました。", account.name));
        match self.status {
            Status::Finished => return Err(TableError::GameOver),
            Status::Open => self.seats.retain(|h| !h.human_of(&account.id)),
            Status::Running => {
                let takeover = self.settings.bot_takeover;
                for holder in self.seats.iter_mut().filter(|h| h.human_of(&account.id)) {
                    holder.account = None;
                    holder.bot = takeover.then_some(STAND_IN_LEVEL);
                    holder.stand_in = takeover;
                    holder.replaced = Some(account.id.clone());
                }
                if takeover {
                    text = Text::new(
                        format!("{} leaves; a bot takes over the seat.", account.name),
                        format!("{}さんが退席しました。ボットが代わりにプレイします。", account.name),
                    );
                }
            }
        }
        if self.owner == account.id
            && let Some(next) = self.seats.iter().find(|h| h.is_human())
        {
            self.owner = next.account.clone().expect("a person's seat has an account");
            text = Text::new(
                format!("{} {} now owns the table.", text.en, next.name),
                format!("{}{}さんがテーブルのオーナーになりました。", text.ja, next.name),
            );
        }
        Ok(text)
    }

    /// `/kick NAME` (the owner, before the start): the player or bot called NAME leaves and may not return.
    pub fn kick(&mut self, account: &Account, name: &str) -> Result<Text, TableError> {
        self.owner_only(account, OwnerOnly::Kick)?;
        if self.status != Status::Open {
            return Err(TableError::AlreadyStarted);
        }
        let key = crate::auth::name_key(name);
        let index = self
            .seats
            .iter()
            .position(|h| crate::auth::name_key(&h.name) == key)
            .ok_or_else(|| TableError::NoSuchPlayer(name.to_string()))?;
        let holder = self.seats.remove(index);
        if let Some(kicked) = holder.account {
            self.settings.invited.retain(|i| i.account != kicked);
            self.settings.kicked.push(kicked);
        }
        Ok(Text::new(
            format!("{} removes {} from the table.", account.name, holder.name),
            format!("{}さんが{}さんをテーブルから外しました。", account.name, holder.name),
        ))
    }

    /// `/invite NAME` (already resolved to an account): the owner invites to the table (a private one, or a
    /// free seat of a running game); a player whose seat is held by a stand-in invites to that seat.
    pub fn invite(&mut self, account: &Account, guest: &Account) -> Result<Text, TableError> {
        let seat = if account.id == self.owner {
            None
        } else {
            let own = self.seats.iter().position(|h| h.replaced.as_deref() == Some(&account.id));
            Some(own.ok_or(TableError::NotOwner(OwnerOnly::Invite))?)
        };
        self.settings.kicked.retain(|k| *k != guest.id);
        self.settings.invited.retain(|i| i.account != guest.id);
        self.settings.invited.push(Invite { account: guest.id.clone(), seat });
        Ok(Text::new(
            format!("{} invites {}.", account.name, guest.name),
            format!("{}さんが{}さんを招待しました。", account.name, guest.name),
        ))
    }

    /// Whether `account` may start the game now; the number of players it would start with.
    pub fn check_start(&self, account: &Account, game: &dyn DynGame) -> Result<usize, TableError> {
        match self.status {
            Status::Open => {}
            Status::Running => return Err(TableError::AlreadyStarted),
            Status::Finished => return Err(TableError::GameOver),
        }
        self.owner_only(account, OwnerOnly::Start)?;
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

    /// `/bot [level]` (the owner): a bot in the next seat before the start, or in a vacant seat of a running
    /// game (still kept for the player who left it).
    pub fn add_bot(&mut self, account: &Account, level: Option<&str>) -> Result<Text, TableError> {
        self.owner_only(account, OwnerOnly::Bot)?;
        let level: Level = match level {
            Some(name) => name.parse().map_err(TableError::BadLevel)?,
            None => Level::Random,
        };
        let bot = SeatHolder::bot(level);
        let name = bot.name.clone();
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
                let holder = &mut self.seats[index];
                holder.stand_in = holder.replaced.is_some();
                holder.bot = Some(level);
                holder.name = name.clone();
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
        self.owner_only(account, OwnerOnly::Option)?;
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
            "chat" => self.settings.spectator_chat = parse_switch(name, value)?,
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
            holder.replaced = holder.account.take();
            holder.bot = Some(STAND_IN_LEVEL);
            holder.stand_in = true;
        }
        let seats: Vec<String> = late.iter().map(|s| s.mention()).collect();
        Text::new(
            format!("Time is up for {}; a bot takes over (/join to take it back).", seats.join(", ")),
            format!("{}が時間切れです。ボットが代わりにプレイします（/join で戻れます）。", seats.join("、")),
        )
    }

    fn option_value(&self, name: &str) -> String {
        match name {
            "players" => self.settings.players.to_string(),
            "public" => on_off(self.settings.public).into(),
            "takeover" => on_off(self.settings.bot_takeover).into(),
            "chat" => on_off(self.settings.spectator_chat).into(),
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
            format!("chat = {} (spectators may talk)", self.option_value("chat")),
        ];
        let mut ja = vec![
            format!("players = {}（{}〜{}人）", self.settings.players, game.min_players(), game.max_players()),
            format!("public = {}（公開テーブル）", self.option_value("public")),
            format!("pace = {}（live: リアルタイム, long: 長期戦）", self.option_value("pace")),
            format!("takeover = {}（退席・時間切れのプレイヤーをボットが代行）", self.option_value("takeover")),
            format!("chat = {}（観戦者の発言）", self.option_value("chat")),
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

/// Whether `account` may see a table (see [`Seating::visible_to`]).
pub fn visible_to(settings: &Settings, owner: &str, seats: &[SeatHolder], account: Option<&str>) -> bool {
    settings.public
        || account.is_some_and(|a| {
            owner == a
                || seats.iter().any(|h| {
                    h.account.as_deref() == Some(a)
                        || h.replaced.as_deref() == Some(a)
                        || h.held_by.iter().any(|x| x == a)
                })
                || settings.invited.iter().any(|i| i.account == a)
        })
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
            owner: "ann".into(),
            settings: Settings {
                options: Value::Null,
                players,
                public: true,
                pace: Pace::Live,
                bot_takeover: true,
                spectator_chat: true,
                invited: Vec::new(),
                kicked: Vec::new(),
                clock: None,
                fork: None,
            },
            seats: Vec::new(),
            status: Status::Open,
        }
    }

    fn running(names: &[&str]) -> Seating {
        let mut table = open_table(names.len());
        for name in names {
            table.join(&person(name), 0).unwrap();
        }
        table.started();
        table
    }

    #[test]
    fn people_and_bots_fill_the_seats_until_the_table_is_full() {
        let catalog = catalog();
        let game = catalog.get("high-card").unwrap();
        let mut table = open_table(3);
        table.join(&person("ann"), 0).unwrap();
        assert_eq!(table.join(&person("ann"), 0), Err(TableError::AlreadySeated));
        table.join(&person("ben"), 0).unwrap();
        assert_eq!(table.add_bot(&person("ben"), None), Err(TableError::NotOwner(OwnerOnly::Bot)));
        assert!(matches!(table.add_bot(&person("ann"), Some("genius")), Err(TableError::BadLevel(_))));
        table.add_bot(&person("ann"), Some("random")).unwrap();
        assert_eq!(table.join(&person("cat"), 0), Err(TableError::TableFull));
        assert_eq!(table.seats_of("ben"), vec![Seat(1)]);
        assert_eq!(table.check_start(&person("ben"), game), Err(TableError::NotOwner(OwnerOnly::Start)));
        assert_eq!(table.check_start(&person("ann"), game), Ok(3));
    }

    #[test]
    fn options_are_the_owners_and_only_before_the_start() {
        let catalog = catalog();
        let game = catalog.get("high-card").unwrap();
        let mut table = open_table(4);
        table.join(&person("ann"), 0).unwrap();
        table.join(&person("ben"), 0).unwrap();
        assert!(matches!(
            table.set_option(&person("ann"), game, "players", Some("9")),
            Err(TableError::BadPlayers { .. })
        ));
        assert!(matches!(
            table.set_option(&person("ann"), game, "players", Some("1")),
            Err(TableError::BadPlayers { .. })
        ));
        table.set_option(&person("ann"), game, "players", Some("2")).unwrap();
        assert_eq!(
            table.set_option(&person("ben"), game, "public", Some("off")),
            Err(TableError::NotOwner(OwnerOnly::Option))
        );
        table.set_option(&person("ann"), game, "pace", Some("long")).unwrap();
        table.set_option(&person("ann"), game, "chat", Some("off")).unwrap();
        assert!(matches!(
            table.set_option(&person("ann"), game, "public", Some("maybe")),
            Err(TableError::BadOption(_))
        ));
        assert!(matches!(table.set_option(&person("ann"), game, "nosuch", Some("1")), Err(TableError::BadOption(_))));
        assert!(table.options_text(game).en.contains("pace = long"));
        assert!(table.options_text(game).en.contains("chat = off"));
        table.started();
        assert_eq!(table.set_option(&person("ann"), game, "pace", Some("live")), Err(TableError::OptionsAfterStart));
    }

    #[test]
    fn the_owner_kicks_before_the_start_and_hands_over_on_leaving() {
        let mut table = open_table(3);
        for name in ["ann", "ben", "cat"] {
            table.join(&person(name), 0).unwrap();
        }
        assert_eq!(table.kick(&person("ben"), "cat"), Err(TableError::NotOwner(OwnerOnly::Kick)));
        table.kick(&person("ann"), "CAT").unwrap();
        assert_eq!(table.join(&person("cat"), 0), Err(TableError::Kicked));
        assert!(matches!(table.kick(&person("ann"), "nobody"), Err(TableError::NoSuchPlayer(_))));
        table.leave(&person("ann")).unwrap();
        assert_eq!(table.owner, "ben");
        table.join(&person("ann"), 0).unwrap();
        table.started();
        assert_eq!(table.kick(&person("ben"), "ann"), Err(TableError::AlreadyStarted));
    }

    #[test]
    fn a_private_table_takes_only_invited_people() {
        let mut table = open_table(3);
        table.settings.public = false;
        assert!(!table.visible_to(Some("ben")));
        assert_eq!(table.join(&person("ben"), 0), Err(TableError::PrivateTable));
        table.invite(&person("ann"), &person("ben")).unwrap();
        assert!(table.visible_to(Some("ben")));
        table.join(&person("ben"), 0).unwrap();
        assert!(!table.visible_to(None));
    }

    #[test]
    fn a_freed_seat_goes_back_only_to_its_player_or_an_invited_person() {
        let mut table = running(&["ann", "ben", "cat"]);
        // Ann leaves, then Ben leaves and joins again: he gets his own seat, not Ann's.
        table.leave(&person("ann")).unwrap();
        assert_eq!(table.seats[0].bot, Some(STAND_IN_LEVEL));
        table.leave(&person("ben")).unwrap();
        table.join(&person("ben"), 7).unwrap();
        assert_eq!(table.seats_of("ben"), vec![Seat(1)]);
        assert_eq!(table.seats[1].since, 0, "back in his own seat, he keeps its past");
        // A stranger may not take Ann's seat; neither may Cat, who plays another seat.
        assert_eq!(table.join(&person("eve"), 7), Err(TableError::SeatReserved));
        table.leave(&person("cat")).unwrap();
        assert_eq!(table.join(&person("cat"), 7).map(|_| table.seats_of("cat")), Ok(vec![Seat(2)]));
        // Ann invites Dan to her seat: he takes it, and sees its past only from now.
        assert_eq!(table.invite(&person("dan"), &person("eve")), Err(TableError::NotOwner(OwnerOnly::Invite)));
        table.invite(&person("ann"), &person("dan")).unwrap();
        table.join(&person("dan"), 9).unwrap();
        assert_eq!(table.seats_of("dan"), vec![Seat(0)]);
        assert_eq!(table.seats[0].since, 9);
        // Dan leaves; the owner invites Eve, who takes seat 1. Dan has no seat to go back to, and may not
        // take Cat's, though the owner invites him: he has seen seat 1's secrets.
        table.leave(&person("dan")).unwrap();
        let owner = person(&table.owner.clone());
        table.invite(&owner, &person("eve")).unwrap();
        table.join(&person("eve"), 10).unwrap();
        assert_eq!(table.seats_of("eve"), vec![Seat(0)]);
        table.leave(&person("cat")).unwrap();
        table.invite(&owner, &person("dan")).unwrap();
        assert_eq!(table.join(&person("dan"), 11), Err(TableError::OneSeatPerGame));
    }

    #[test]
    fn people_who_time_out_together_get_their_own_seats_back() {
        let mut table = running(&["ann", "ben"]);
        table.time_out(&[Seat(0), Seat(1)]);
        table.join(&person("ben"), 3).unwrap();
        table.join(&person("ann"), 3).unwrap();
        assert_eq!((table.seats_of("ann"), table.seats_of("ben")), (vec![Seat(0)], vec![Seat(1)]));
        assert_eq!(table.leave(&person("eve")), Err(TableError::NotSeated));
    }
}
