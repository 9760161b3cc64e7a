//! A JSON text read once for where each value in it begins and ends (a "tape" of spans), so that two texts can
//! be compared, and a text rewritten, part by part without parsing the parts that stay as they are. Patches
//! (`crate::patch`) compare two views on their tapes; a reader's language (`crate::lang`) is cut from a
//! message's text on its tape. The texts are serde_json's own compact output, so the reading trusts them to
//! be valid JSON with no space between tokens.

use std::borrow::Cow;

/// A JSON text (as serde_json writes it: valid, and with no space between tokens) with the span of each
/// value in it, in the order written, found in one pass.
pub struct Tape<'a> {
    text: &'a str,
    values: Vec<Span>,
}

struct Span {
    /// The value's bytes.
    start: usize,
    end: usize,
    /// An object's member: its key's bytes, quotes included.
    key: (usize, usize),
    /// The index of the value after this one and everything inside it.
    skip: usize,
}

impl<'a> Tape<'a> {
    pub fn new(text: &'a str) -> Tape<'a> {
        let mut tape = Tape { text, values: Vec::with_capacity(text.len() / 16) };
        tape.read(0, (0, 0));
        tape
    }

    pub fn root(&self) -> At<'_, 'a> {
        At { tape: self, index: 0 }
    }

    /// Reads the value that starts at byte `at` (the member of `key`) and returns where it ends.
    fn read(&mut self, at: usize, key: (usize, usize)) -> usize {
        let bytes = self.text.as_bytes();
        let index = self.values.len();
        self.values.push(Span { start: at, end: at, key, skip: 0 });
        let end = match bytes[at] {
            b'"' => string_end(bytes, at),
            open @ (b'{' | b'[') => {
                let mut at = at + 1;
                if matches!(bytes[at], b'}' | b']') {
                    at + 1
                } else {
                    loop {
                        let key = if open == b'{' {
                            let key = (at, string_end(bytes, at));
                            at = key.1 + 1; // past the ':'
                            key
                        } else {
                            (0, 0)
                        };
                        at = self.read(at, key);
                        at += 1; // past the ',' or the closing bracket
                        if bytes[at - 1] != b',' {
                            break at;
                        }
                    }
                }
            }
            _ => at + bytes[at..].iter().position(|b| matches!(b, b',' | b'}' | b']')).unwrap_or(bytes.len() - at),
        };
        self.values[index].end = end;
        self.values[index].skip = self.values.len();
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

/// A value on a tape.
#[derive(Clone, Copy)]
pub struct At<'t, 'a> {
    tape: &'t Tape<'a>,
    index: usize,
}

impl<'t, 'a> At<'t, 'a> {
    fn span(self) -> &'t Span {
        &self.tape.values[self.index]
    }

    /// The value as written.
    pub fn text(self) -> &'a str {
        &self.tape.text[self.span().start..self.span().end]
    }

    /// The first byte: `{`, `[`, `"`, or the start of a number, `true`, `false` or `null`.
    pub fn kind(self) -> u8 {
        self.tape.text.as_bytes()[self.span().start]
    }

    /// Its member key as written, quotes included (an object's members only).
    pub fn key(self) -> &'a str {
        &self.tape.text[self.span().key.0..self.span().key.1]
    }

    /// The values directly inside a list or an object, in order.
    pub fn inside(self) -> impl Iterator<Item = At<'t, 'a>> {
        let (tape, end) = (self.tape, self.span().skip);
        let mut next = self.index + 1;
        std::iter::from_fn(move || {
            let at = (next < end).then_some(At { tape, index: next })?;
            next = at.span().skip;
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
            .map(|index| At { tape: &tape, index })
            .map(|at| (if at.span().key.1 > 0 { at.key() } else { "" }, at.text()))
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
        let root: Vec<&str> = tape.root().inside().map(At::key).collect();
        assert_eq!(root, [r#""a\"b""#, r#""d""#, r#""e""#, r#""f""#]);
        assert_eq!(unquoted(r#""a\"b""#), "a\"b");
    }
}
