//! What `replay` and `legal` share: a record file read and checked against the rules up to a step, seats as a
//! person counts them (from 1), and server texts in the reader's language with the players' names filled in.

use anyhow::{Context, bail};
use statecraft_catalog::{Catalog, DynGame, DynMatch};
use statecraft_engine::{Record, Seat, Text};
use std::path::{Path, PathBuf};

#[derive(clap::Args)]
pub struct RecordArgs {
    /// A game record (JSON, see docs/records.md).
    pub record: PathBuf,
    /// Stop after this many actions instead of replaying them all.
    #[arg(long)]
    pub step: Option<usize>,
}

/// The language of printed texts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum Lang {
    #[default]
    En,
    Ja,
}

/// A record and its title.
pub struct Loaded<'c> {
    pub record: Record,
    pub game: &'c dyn DynGame,
}

impl<'c> Loaded<'c> {
    pub fn read(path: &Path, catalog: &'c Catalog) -> anyhow::Result<Self> {
        let text = std::fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))?;
        let record: Record = serde_json::from_str(&text).context("the file is not a valid game record")?;
        let game = crate::game_args::find(catalog, &record.game)?;
        Ok(Loaded { record, game })
    }

    /// The game after `step` actions (all when `None`), every action checked against the rules.
    pub fn replay(&self, step: Option<usize>) -> anyhow::Result<Box<dyn DynMatch>> {
        self.game.replay(&self.record, step).map_err(|error| {
            let (then, now) = (self.record.rules_version, self.game.rules_version());
            if then == now {
                anyhow::Error::new(error)
            } else {
                anyhow::anyhow!(
                    "{error} (the record was written under rules version {then} of {}, which is now at version {now})",
                    self.record.game
                )
            }
        })
    }

    /// `--seat S` (counted from 1) as a seat of this record's game.
    pub fn seat(&self, one_based: usize) -> anyhow::Result<Seat> {
        let players = self.record.seats.len();
        if !(1..=players).contains(&one_based) {
            bail!("--seat counts from 1: this game has seats 1 to {players}, not {one_based}");
        }
        Ok(Seat((one_based - 1) as u8))
    }

    /// The name of `seat` as the record has it.
    pub fn name(&self, seat: Seat) -> &str {
        self.record.seats.get(seat.index()).map_or("?", String::as_str)
    }

    /// A text of the game with its `{seat:N}` placeholders filled with the record's names.
    pub fn named(&self, text: &Text) -> Text {
        text.with_names(&self.record.seats)
    }
}

/// `text` in `lang`.
pub fn pick(text: &Text, lang: Lang) -> &str {
    match lang {
        Lang::En => &text.en,
        Lang::Ja => &text.ja,
    }
}
