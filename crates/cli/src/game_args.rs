//! The game, player count and options that `simulate` and `arena` both take, checked in one place.

use anyhow::{Context, bail};
use serde_json::{Value, json};
use statecraft_catalog::{Catalog, DynGame};

#[derive(clap::Args)]
pub struct GameArgs {
    /// Game id (e.g. imperial).
    #[arg(long)]
    pub game: String,
    #[arg(long)]
    pub players: usize,
    /// Ruleset, for games that have several (Imperial: classic or 2010).
    #[arg(long)]
    pub ruleset: Option<String>,
    /// Table options as a JSON object (merged under --ruleset).
    #[arg(long)]
    pub options: Option<String>,
}

impl GameArgs {
    /// The game from `catalog` and its normalised options, once the player count is one the game takes.
    pub fn resolve<'c>(&self, catalog: &'c Catalog) -> anyhow::Result<(&'c dyn DynGame, Value)> {
        let game = find(catalog, &self.game)?;
        if !(game.min_players()..=game.max_players()).contains(&self.players) {
            bail!("{} takes {} to {} players, not {}", self.game, game.min_players(), game.max_players(), self.players);
        }
        let options =
            game.normalize_options(&self.options_json()?).map_err(|e| anyhow::anyhow!("invalid options: {e}"))?;
        Ok((game, options))
    }

    /// The options from `--options` JSON and `--ruleset`, before the game normalises them.
    fn options_json(&self) -> anyhow::Result<Value> {
        // No options at all is `null`: the game's standard options, whatever their shape.
        let mut value = match &self.options {
            Some(text) => serde_json::from_str(text).context("--options must be a JSON object")?,
            None => Value::Null,
        };
        if self.options.is_some() && !value.is_object() {
            bail!("--options must be a JSON object");
        }
        if let Some(ruleset) = &self.ruleset {
            value["ruleset"] = json!(ruleset);
        }
        Ok(value)
    }
}

/// Game `id` of `catalog`. An unknown id is answered with the titles people play; the engine's fixture games
/// (High card, Goofspiel) are accepted but not offered.
pub fn find<'c>(catalog: &'c Catalog, id: &str) -> anyhow::Result<&'c dyn DynGame> {
    catalog
        .get(id)
        .ok_or_else(|| anyhow::anyhow!("unknown game `{id}` (games: {})", Catalog::standard().ids().join(", ")))
}
