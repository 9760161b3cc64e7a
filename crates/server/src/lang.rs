//! The reader's language. A client says on connecting which language its reader reads (`?lang=en` or
//! `?lang=ja`), and its session then sends every text (`{en, ja}`: prompts, labels, log lines, messages) as
//! the plain string of that language: texts are the larger part of a move's patches, and a reader reads one
//! language. A client that does not say gets both. A reader who switches language connects again, which
//! brings the whole view and log in the new one.

use serde::Deserialize;
use serde_json::Value;

use crate::tape::{At, Tape, unquoted};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    /// Both languages, as the engine writes texts.
    #[default]
    Both,
    En,
    Ja,
}

impl Lang {
    /// How many there are, for a cache with a place for each ([`Lang::index`]).
    pub const COUNT: usize = 3;

    pub fn index(self) -> usize {
        self as usize
    }

    /// The code a client says (`None` for both).
    pub fn code(self) -> Option<&'static str> {
        match self {
            Lang::Both => None,
            Lang::En => Some("en"),
            Lang::Ja => Some("ja"),
        }
    }

    /// `value` with each text in it (an object of exactly `en` and `ja`, both strings) replaced by this
    /// language's string.
    pub fn cut(self, value: &mut Value) {
        if self.code().is_none() {
            return;
        }
        match value {
            Value::Object(fields) => {
                match self.pick(fields.iter().map(|(key, value)| (key.as_str(), value)), Value::is_string) {
                    Some(chosen) => *value = chosen.clone(),
                    None => fields.values_mut().for_each(|v| self.cut(v)),
                }
            }
            Value::Array(items) => items.iter_mut().for_each(|v| self.cut(v)),
            _ => {}
        }
    }

    /// `json` (serde_json's compact text) with each text in it replaced by this language's string: what
    /// [`Lang::cut`] does to a parsed value, done on the text. Members keep their order.
    pub fn cut_text(self, json: &str) -> String {
        if !self.cuts(json) {
            return json.to_string();
        }
        let tape = Tape::new(json);
        let mut out = String::with_capacity(json.len());
        self.write_cut(tape.root(json), &mut out);
        out
    }

    /// Whether this language could read `json` (compact JSON text) other than as written: it reads one
    /// language, and the text has a `"ja":` member (a string's own quotes are escaped, so only a member
    /// matches).
    pub fn cuts(self, json: &str) -> bool {
        self.code().is_some() && json.contains(r#""ja":"#)
    }

    /// Appends what a reader of this language sees at `at`, as JSON text.
    pub fn write_cut(self, at: At, out: &mut String) {
        let at = self.seen(at);
        match at.kind() {
            open @ (b'{' | b'[') => {
                out.push(char::from(open));
                for (i, part) in at.inside().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    if open == b'{' {
                        out.push_str(part.key());
                        out.push(':');
                    }
                    self.write_cut(part, out);
                }
                out.push(if open == b'{' { '}' } else { ']' });
            }
            _ => out.push_str(at.text()),
        }
    }

    /// What a reader of this language sees at `at`: a text is its language's string.
    pub fn seen(self, at: At) -> At {
        if self == Lang::Both || at.kind() != b'{' {
            return at;
        }
        let mut members = at.inside();
        let (Some(first), Some(second), None) = (members.next(), members.next(), members.next()) else { return at };
        let members = [(unquoted(first.key()), first), (unquoted(second.key()), second)];
        let text = self.pick(members.iter().map(|(key, at)| (key.as_ref(), at)), |at| at.kind() == b'"');
        text.copied().unwrap_or(at)
    }

    /// This language's member if an object's `members` are a text (exactly `en` and `ja`, both strings by
    /// `is_string`); `None` for any other object, and always for [`Lang::Both`].
    pub fn pick<'v, V>(
        self,
        members: impl ExactSizeIterator<Item = (&'v str, &'v V)>,
        is_string: impl Fn(&V) -> bool,
    ) -> Option<&'v V> {
        let code = self.code()?;
        if members.len() != 2 {
            return None;
        }
        let mut chosen = None;
        for (key, value) in members {
            if !matches!(key, "en" | "ja") || !is_string(value) {
                return None;
            }
            if key == code {
                chosen = Some(value);
            }
        }
        chosen
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn texts_become_the_readers_language_and_nothing_else_changes() {
        let view = json!({
            "prompt": {"en": "Your turn", "ja": "あなたの番"},
            "labels": [{"en": "Buy", "ja": "買う"}, {"en": "Pass", "ja": "パス"}],
            "game": {"names": {"en": 1, "ja": 2}, "words": {"en": "a", "ja": "b", "x": "c"}, "n": [3]},
        });
        let mut ja = view.clone();
        Lang::Ja.cut(&mut ja);
        assert_eq!(
            ja,
            json!({
                "prompt": "あなたの番",
                "labels": ["買う", "パス"],
                "game": {"names": {"en": 1, "ja": 2}, "words": {"en": "a", "ja": "b", "x": "c"}, "n": [3]},
            })
        );
        let mut en = view.clone();
        Lang::En.cut(&mut en);
        assert_eq!(en["labels"], json!(["Buy", "Pass"]));
        let mut both = view.clone();
        Lang::Both.cut(&mut both);
        assert_eq!(both, view);
    }

    #[test]
    fn a_text_is_cut_from_json_text_as_from_a_parsed_value() {
        let view = json!({
            "prompt": {"en": "Your turn", "ja": "あなたの番"},
            "labels": [{"en": "Buy \"5\"", "ja": "買う"}, {"ja": "パス", "en": "Pass"}, [], {}],
            "game": {"names": {"en": 1, "ja": 2}, "words": {"en": "a", "ja": "b", "x": "c"}, "n": [3, null, true]},
        });
        let text = view.to_string();
        for lang in [Lang::Both, Lang::En, Lang::Ja] {
            let mut cut = view.clone();
            lang.cut(&mut cut);
            let from_text: Value = serde_json::from_str(&lang.cut_text(&text)).unwrap();
            assert_eq!(from_text, cut, "{lang:?}");
        }
        assert_eq!(Lang::Ja.cut_text(r#"{"b":[1,{"en":"x","ja":"y"}],"a":2}"#), r#"{"b":[1,"y"],"a":2}"#);
    }
}
