//! Player-facing text in both of the product's languages.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::Seat;

/// A sentence shown to a player, in English and Japanese. Games build every prompt, action label and error
/// message as a `Text`, so the browser can switch language without asking the server again.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct Text {
    pub en: String,
    pub ja: String,
}

impl Text {
    pub fn new(en: impl Into<String>, ja: impl Into<String>) -> Self {
        Text { en: en.into(), ja: ja.into() }
    }

    /// The player in `seat`, as a placeholder in both languages (see [`Seat::mention`]).
    pub fn seat(seat: Seat) -> Self {
        let m = seat.mention();
        Text { en: m.clone(), ja: m }
    }

    /// This text with every `{seat:N}` placeholder replaced by `names[N]`; a seat without a name reads
    /// "Player N+1" / "プレイヤーN+1" (1-based, as a person counts).
    pub fn with_names<S: AsRef<str>>(&self, names: &[S]) -> Text {
        Text {
            en: fill_names(&self.en, names, |n| format!("Player {n}")),
            ja: fill_names(&self.ja, names, |n| format!("プレイヤー{n}")),
        }
    }
}

/// Replaces each `{seat:N}` in `text` by `names[N]`, or by `fallback(N + 1)` when there is no such name.
fn fill_names<S: AsRef<str>>(text: &str, names: &[S], fallback: impl Fn(usize) -> String) -> String {
    const OPEN: &str = "{seat:";
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(start) = rest.find(OPEN) {
        out.push_str(&rest[..start]);
        let after = &rest[start + OPEN.len()..];
        let digits = after.bytes().take_while(u8::is_ascii_digit).count();
        match (after[..digits].parse::<usize>(), after[digits..].starts_with('}')) {
            (Ok(index), true) => {
                match names.get(index) {
                    Some(name) => out.push_str(name.as_ref()),
                    None => out.push_str(&fallback(index + 1)),
                }
                rest = &after[digits + 1..];
            }
            _ => {
                out.push_str(OPEN);
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// A title's vocabulary: category (`"regions"`, `"nations"`, `"cards"`, …) → id → name in both languages.
pub type Words = BTreeMap<String, BTreeMap<String, Text>>;

impl std::fmt::Display for Text {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.en)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholders_become_names_and_unknown_seats_are_counted_from_one() {
        let text = Text::new(
            format!("{} invests 9M; {} passes", Seat(0).mention(), Seat(2).mention()),
            format!("{}が9M投資、{}はパス", Seat(0).mention(), Seat(2).mention()),
        );
        let filled = text.with_names(&["Anna", "Bob"]);
        assert_eq!(filled.en, "Anna invests 9M; Player 3 passes");
        assert_eq!(filled.ja, "Annaが9M投資、プレイヤー3はパス");
    }

    #[test]
    fn text_that_only_looks_like_a_placeholder_is_kept() {
        let text = Text::new("{seat:} {seat:x} {seat:1 {seat", "");
        assert_eq!(text.with_names(&["A", "B"]).en, "{seat:} {seat:x} {seat:1 {seat");
    }
}
