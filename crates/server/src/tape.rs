//! A JSON text read once for where each value in it begins and ends (a "tape" of spans), so that two texts can
//! be compared, and a text rewritten, part by part without parsing the parts that stay as they are. Patches
//! (`crate::patch`) compare two views on their tapes (a view keeps its tape for the next move's patch); a
//! reader's language (`crate::lang`) is cut from a message's text on its tape. The texts are serde_json's own
//! compact output, so the reading trusts them to be valid JSON with no space between tokens.

use std::borrow::Cow;

/// Where each value of a JSON text (as serde_json writes it: valid, and with no space between tokens) begins
/// and ends, in the order written, found in one pass. A tape keeps no text: it is read on the text it was
/// made from ([`Tape::root`]), so that a view can keep its tape beside its text for the next patch.
pub struct Tape {
    /// The length of the text read, to catch a tape read on another text.
    len: usize,
    values: Vec<Span>,
}

/// One value: 16 bytes, so that a view's tape is about as large as its text.
struct Span {
    /// The value's bytes.
    start: u32,
    end: u32,
    /// An object's member: where its key's opening quote is (its closing quote is just before the `:` before
    /// `start`); 0 for a value that is not a member (no key can begin where the text does).
    key: u32,
    /// The index of the value after this one and everything inside it.
    skip: u32,
}

impl Tape {
    pub fn new(text: &str) -> Tape {
        assert!(u32::try_from(text.len()).is_ok(), "a tape reads texts of up to 4 GB");
        let mut tape = Tape { len: text.len(), values: Vec::with_capacity(text.len() / 8) };
        tape.read(text.as_bytes(), 0, 0);
        tape
    }

    /// The whole text's value, read on `text`, which must be the text the tape was made from.
    pub fn root<'a>(&'a self, text: &'a str) -> At<'a> {
        assert_eq!(text.len(), self.len, "a tape is read on the text it was made from");
        At { text, values: &self.values, index: 0 }
    }

    /// Reads the value that starts at byte `at` (the member whose key begins at `key`) and returns where it ends.
    fn read(&mut self, bytes: &[u8], at: usize, key: usize) -> usize {
        let index = self.values.len();
        self.values.push(Span { start: at as u32, end: at as u32, key: key as u32, skip: 0 });
        let end = match bytes[at] {
            b'"' => string_end(bytes, at),
            open @ (b'{' | b'[') => {
                let mut at = at + 1;
                if matches!(bytes[at], b'}' | b']') {
                    at + 1
                } else {
                    loop {
                        let key = if open == b'{' {
                            let key = at;
                            at = string_end(bytes, at) + 1; // past the ':'
                            key
                        } else {
                            0
                        };
                        at = self.read(bytes, at, key);
                        at += 1; // past the ',' or the closing bracket
                        if bytes[at - 1] != b',' {
                            break at;
                        }
                    }
                }
            }
            _ => at + bytes[at..].iter().position(|b| matches!(b, b',' | b'}' | b']')).unwrap_or(bytes.len() - at),
        };
        self.values[index].end = end as u32;
        self.values[index].skip = self.values.len() as u32;
        end
    }
}

/// Where the string whose opening quote is at `at` ends (just past its closing quote).
fn string_end(bytes: &[u8], at: usize) -> usize {
    let mut at = at + 1;
    loop {
        let found = at + memchr::memchr2(b'"', b'\\', &bytes[at..]).expect("a tape reads JSON");
        if bytes[found] == b'"' {
            return found + 1;
        }
        at = found + 2; // past an escape's backslash and the character after it
    }
}

/// A value on a tape, read on its text.
#[derive(Clone, Copy)]
pub struct At<'a> {
    text: &'a str,
    values: &'a [Span],
    index: usize,
}

impl<'a> At<'a> {
    fn span(self) -> &'a Span {
        &self.values[self.index]
    }

    /// The value as written.
    pub fn text(self) -> &'a str {
        &self.text[self.span().start as usize..self.span().end as usize]
    }

    /// The first byte: `{`, `[`, `"`, or the start of a number, `true`, `false` or `null`.
    pub fn kind(self) -> u8 {
        self.text.as_bytes()[self.span().start as usize]
    }

    /// Its member key as written, quotes included (an object's members only; "" for any other value).
    pub fn key(self) -> &'a str {
        match self.span().key as usize {
            0 => "",
            key => &self.text[key..self.span().start as usize - 1],
        }
    }

    /// The values directly inside a list or an object, in order.
    pub fn inside(self) -> impl Iterator<Item = At<'a>> {
        let end = self.span().skip as usize;
        let mut next = At { index: self.index + 1, ..self };
        std::iter::from_fn(move || {
            let at = (next.index < end).then_some(next)?;
            next.index = at.span().skip as usize;
            Some(at)
        })
    }
}

/// The string a JSON string literal stands for.
pub fn unquoted(literal: &str) -> Cow<'_, str> {
    match literal.contains('\\') {
        false => Cow::Borrowed(&literal[1..literal.len() - 1]),
        true => Cow::Owned(serde_json::from_str(literal).expect("a tape reads JSON")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tape_finds_every_value_and_member_key() {
        let text = r#"{"a\"b":[1,{"c":"x\\"},[]],"d":{},"e":-2.5e3,"f":"]}"}"#;
        let tape = Tape::new(text);
        let seen: Vec<(&str, &str)> = (0..tape.values.len())
            .map(|index| At { text, values: &tape.values, index })
            .map(|at| (at.key(), at.text()))
            .collect();
        assert_eq!(
            seen,
            [
                ("", text),
                (r#""a\"b""#, r#"[1,{"c":"x\\"},[]]"#),
                ("", "1"),
                ("", r#"{"c":"x\\"}"#),
                (r#""c""#, r#""x\\""#),
                ("", "[]"),
                (r#""d""#, "{}"),
                (r#""e""#, "-2.5e3"),
                (r#""f""#, r#""]}""#),
            ]
        );
        let root: Vec<&str> = tape.root(text).inside().map(At::key).collect();
        assert_eq!(root, [r#""a\"b""#, r#""d""#, r#""e""#, r#""f""#]);
        assert_eq!(unquoted(r#""a\"b""#), "a\"b");
    }
}
