//! Player-facing text in both of the product's languages.

use serde::{Deserialize, Serialize};

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
}

impl std::fmt::Display for Text {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.en)
    }
}
