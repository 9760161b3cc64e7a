//! The difference between two views of one viewer, as the patch a session sends after a move (`patch` in
//! docs/protocol.md). Both views are already redacted for that viewer (and cut to its reader's language), so
//! a patch can only carry what the new view shows.
//!
//! Short patches are the point: most bytes a table's clients receive are patches. So an operation is RFC
//! 6902's `add`, `replace` or `remove` written as a short list, `["+", path, value]`, `["=", path, value]`,
//! `["-", path]` (10 bytes around a path and value where RFC 6902's objects take 35), and one of our own for
//! a string that keeps its beginning and end (a prompt naming the next player), `["~", path, head, tail,
//! middle]`: the first `head` and last `tail` characters (Unicode scalar values) stay, `middle` goes between
//! them. A path that begins
//! with the same tokens as the path before it says only how many it keeps and what follows: after
//! `/game/rondel/reach/0/space`, `3/1/space` is `/game/rondel/reach/1/space` (operations come in the views'
//! order, so neighbours share most of their paths). Lists are compared after their common beginning and end
//! (a bond bought out of the middle of a list is one remove, not a change to every entry after it), and
//! wherever the operations for a part would be longer than the part itself, the part is replaced whole (a
//! seat's new list of choices is one replace, not one operation per field).

use serde::de::{DeserializeSeed, Error as _, IgnoredAny, SeqAccess, Visitor};
use serde::ser::SerializeSeq;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::Value;
use serde_json::value::RawValue;
use std::borrow::Cow;

use crate::lang::Lang;
use crate::tape::{At, Tape, unquoted};

/// The operations of a patch, in order.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Patch(pub Vec<Op>);

/// One step of a patch; the path is a JSON pointer (RFC 6901). Values are kept as JSON text: the server
/// copies them out of the view's text, and a client parses only the ones it applies.
#[derive(Clone, Debug)]
pub enum Op {
    /// Puts a new member into an object, or inserts into a list before `path`'s index (`-`: at the end).
    Add(String, Box<RawValue>),
    /// Replaces what is at `path`.
    Replace(String, Box<RawValue>),
    Remove(String),
    /// Keeps the first `head` and last `tail` characters of the string at `path`, with `middle` between them.
    Edit {
        path: String,
        head: usize,
        tail: usize,
        middle: String,
    },
}

/// The bytes of an operation besides its path and value: `["=","",],` and `["-",""],`.
const WITH_VALUE: usize = 10;
const REMOVE: usize = 9;
/// `["~","",,,""],` besides the path, the two numbers and the middle's text.
const EDIT: usize = 14;

/// Operations are the same when they do the same, with their values written alike.
impl PartialEq for Op {
    fn eq(&self, other: &Op) -> bool {
        match (self, other) {
            (Op::Add(a, x), Op::Add(b, y)) | (Op::Replace(a, x), Op::Replace(b, y)) => a == b && x.get() == y.get(),
            (Op::Remove(a), Op::Remove(b)) => a == b,
            (Op::Edit { path: a, head: h, tail: t, middle: m }, Op::Edit { path: b, head: i, tail: u, middle: n }) => {
                (a, h, t, m) == (b, i, u, n)
            }
            _ => false,
        }
    }
}

impl Op {
    /// Where it applies (a JSON pointer).
    pub fn path(&self) -> &str {
        match self {
            Op::Add(path, _) | Op::Replace(path, _) | Op::Remove(path) | Op::Edit { path, .. } => path,
        }
    }
}

impl Serialize for Patch {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut seq = serializer.serialize_seq(Some(self.0.len()))?;
        let mut previous = "";
        for op in &self.0 {
            let path = shorten(previous, op.path());
            match op {
                Op::Add(_, value) => seq.serialize_element(&("+", path, value))?,
                Op::Replace(_, value) => seq.serialize_element(&("=", path, value))?,
                Op::Remove(_) => seq.serialize_element(&("-", path))?,
                Op::Edit { head, tail, middle, .. } => seq.serialize_element(&("~", path, head, tail, middle))?,
            }
            previous = op.path();
        }
        seq.end()
    }
}

impl<'de> Deserialize<'de> for Patch {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Patch, D::Error> {
        struct Ops;
        impl<'de> Visitor<'de> for Ops {
            type Value = Patch;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a list of patch operations")
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Patch, A::Error> {
                let mut ops: Vec<Op> = Vec::with_capacity(seq.size_hint().unwrap_or(0));
                while let Some(op) = seq.next_element_seed(After(ops.last().map_or("", Op::path)))? {
                    ops.push(op);
                }
                Ok(Patch(ops))
            }
        }
        deserializer.deserialize_seq(Ops)
    }
}

/// One operation, read as written after an operation on the path it holds (see [`shorten`]).
struct After<'p>(&'p str);

impl<'de> DeserializeSeed<'de> for After<'_> {
    type Value = Op;
    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<Op, D::Error> {
        deserializer.deserialize_seq(self)
    }
}

impl<'de> Visitor<'de> for After<'_> {
    type Value = Op;
    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str(r#"a patch operation: ["+" or "=", path, value], ["-", path] or ["~", path, head, tail, middle]"#)
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Op, A::Error> {
        let bad = || A::Error::custom("not a patch operation");
        let kind: char = seq.next_element()?.ok_or_else(bad)?;
        let written: String = seq.next_element()?.ok_or_else(bad)?;
        let path = lengthen(self.0, &written).ok_or_else(bad)?;
        let op = match kind {
            '+' => Op::Add(path, seq.next_element()?.ok_or_else(bad)?),
            '=' => Op::Replace(path, seq.next_element()?.ok_or_else(bad)?),
            '-' => Op::Remove(path),
            '~' => {
                let head = seq.next_element()?.ok_or_else(bad)?;
                let tail = seq.next_element()?.ok_or_else(bad)?;
                Op::Edit { path, head, tail, middle: seq.next_element()?.ok_or_else(bad)? }
            }
            _ => return Err(bad()),
        };
        match seq.next_element::<IgnoredAny>()? {
            Some(_) => Err(bad()),
            None => Ok(op),
        }
    }
}

/// `path` as written after `previous`: the number of leading tokens the two share and the rest of `path`, when
/// that is shorter.
fn shorten<'a>(previous: &str, path: &'a str) -> Cow<'a, str> {
    let (mut kept, mut at) = (0, 0);
    while at < path.len() {
        let end = path[at + 1..].find('/').map_or(path.len(), |i| at + 1 + i);
        let same =
            previous.get(..end) == Some(&path[..end]) && matches!(previous.as_bytes().get(end), None | Some(b'/'));
        if !same {
            break;
        }
        (kept, at) = (kept + 1, end);
    }
    let count = kept.to_string();
    if count.len() < at { Cow::Owned(count + &path[at..]) } else { Cow::Borrowed(path) }
}

/// The whole path that `written` stands for after `previous` (see [`shorten`]); `None` if it names more tokens
/// than `previous` has.
fn lengthen(previous: &str, written: &str) -> Option<String> {
    let digits = written.bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 {
        return Some(written.to_string());
    }
    let (kept, rest): (usize, _) = (written[..digits].parse().ok()?, &written[digits..]);
    if !(rest.is_empty() || rest.starts_with('/')) {
        return None;
    }
    // The end of the `kept`-th token: where its following '/' is, or the end of `previous`.
    let end = if kept == 0 {
        0
    } else {
        match previous.match_indices('/').nth(kept) {
            Some((i, _)) => i,
            None if previous.matches('/').count() == kept => previous.len(),
            None => return None,
        }
    };
    Some(format!("{}{rest}", &previous[..end]))
}

/// The operations that turn the view `before` into the view `after` as a reader of `lang` sees them (each
/// text cut to that language, see `crate::lang`). Each view's text is read once for where its values begin
/// and end (a [`Tape`]); a part written the same in both is then passed over by comparing its bytes, so only
/// what the move changed is parsed.
pub fn diff(before: &RawValue, after: &RawValue, lang: Lang) -> Patch {
    let (before, after) = (before.get(), after.get());
    diff_read(Tape::new(before).root(before), Tape::new(after).root(after), lang)
}

/// [`diff`] of two views already read for their tapes.
pub fn diff_read(before: At, after: At, lang: Lang) -> Patch {
    let mut ops = Vec::new();
    Reader { lang }.changes(before, after, &mut String::new(), &mut ops);
    Patch(ops)
}

/// Reads views as a reader of one language sees them.
struct Reader {
    lang: Lang,
}

impl Reader {
    /// The value the reader sees at `at`, for an operation to carry.
    fn value(&self, at: At) -> Box<RawValue> {
        let text = match self.lang.cuts(at.text()) {
            true => {
                let mut text = String::with_capacity(at.text().len());
                self.lang.write_cut(at, &mut text);
                text
            }
            false => at.text().to_string(),
        };
        RawValue::from_string(text).expect("views are JSON")
    }

    /// Whether the reader sees the same at `a` and at `b` (texts may differ in the language it does not read).
    fn same(&self, a: At, b: At) -> bool {
        if a.text() == b.text() {
            return true;
        }
        let (a, b) = (self.lang.seen(a), self.lang.seen(b));
        match (a.kind(), b.kind()) {
            (b'{', b'{') => {
                a.inside().count() == b.inside().count()
                    && a.inside().all(|a| b.inside().any(|b| a.key() == b.key() && self.same(a, b)))
            }
            (b'[', b'[') => {
                a.inside().count() == b.inside().count() && a.inside().zip(b.inside()).all(|(a, b)| self.same(a, b))
            }
            _ => a.text() == b.text(),
        }
    }

    /// Appends the operations turning `before` into `after` at `path`, and returns about how many bytes they
    /// take.
    fn changes(&self, before: At, after: At, path: &mut String, ops: &mut Vec<Op>) -> usize {
        if before.text() == after.text() {
            return 0;
        }
        let start = ops.len();
        let (before, after) = (self.lang.seen(before), self.lang.seen(after));
        let inside = match (before.kind(), after.kind()) {
            (b'{', b'{') => self.fields(before, after, path, ops),
            (b'[', b'[') => self.items(before, after, path, ops),
            _ if before.text() == after.text() => 0,
            (b'"', b'"') => text(&unquoted(before.text()), &unquoted(after.text()), path, ops),
            _ => usize::MAX,
        };
        // Replacing the part whole costs its path, its value and the list around them; it is measured only as
        // far as `inside`, since a large part with a small change inside (the whole view, the board) would
        // otherwise be written out once for every level above the change.
        let fixed = WITH_VALUE + path.len();
        let Some(len) = self.len_at_most(after, inside.saturating_sub(fixed)) else { return inside };
        ops.truncate(start);
        ops.push(Op::Replace(path.clone(), self.value(after)));
        fixed + len
    }

    fn fields(&self, before: At, after: At, path: &mut String, ops: &mut Vec<Op>) -> usize {
        let old: Vec<At> = before.inside().collect();
        let mut kept = vec![false; old.len()];
        // A view writes its members in the same order every time, so a member is looked for first where the
        // one before it left off.
        let mut next = 0;
        let mut size = 0;
        for new in after.inside() {
            let len = push(path, &unquoted(new.key()));
            let found = old.get(next).filter(|old| old.key() == new.key()).map(|_| next);
            size += match found.or_else(|| old.iter().position(|old| old.key() == new.key())) {
                Some(i) => {
                    (kept[i], next) = (true, i + 1);
                    self.changes(old[i], new, path, ops)
                }
                None => add(path, self.value(new), ops),
            };
            path.truncate(len);
        }
        for (old, _) in old.iter().zip(&kept).filter(|(_, kept)| !**kept) {
            let len = push(path, &unquoted(old.key()));
            size += remove(path, ops);
            path.truncate(len);
        }
        size
    }

    /// Lists: what lies between their common beginning and common end changes place by place, then the longer
    /// one's extra entries are added or removed just before the common end.
    fn items(&self, before: At, after: At, path: &mut String, ops: &mut Vec<Op>) -> usize {
        let (before, after): (Vec<At>, Vec<At>) = (before.inside().collect(), after.inside().collect());
        let head = before.iter().zip(&after).take_while(|(b, a)| self.same(**b, **a)).count();
        let most = before.len().min(after.len()) - head;
        let tail =
            before.iter().rev().zip(after.iter().rev()).take(most).take_while(|(b, a)| self.same(**b, **a)).count();
        let (before, after) = (&before[head..before.len() - tail], &after[head..after.len() - tail]);
        let mut size = 0;
        for (i, (old, new)) in before.iter().zip(after).enumerate() {
            let len = push(path, &(head + i).to_string());
            size += self.changes(*old, *new, path, ops);
            path.truncate(len);
        }
        let kept = (head + before.len().min(after.len())).to_string();
        for _ in after.len()..before.len() {
            let len = push(path, &kept);
            size += remove(path, ops);
            path.truncate(len);
        }
        for (i, new) in after.iter().enumerate().skip(before.len()) {
            let len = push(path, &(head + i).to_string());
            size += add(path, self.value(*new), ops);
            path.truncate(len);
        }
        size
    }

    /// The length of what the reader sees at `at`, written as JSON, if it is at most `limit`; `None` (found out
    /// as soon as the count passes `limit`) if it is longer.
    fn len_at_most(&self, at: At, limit: usize) -> Option<usize> {
        // A part longer than the limit is walked only until the count passes it, rather than searched
        // whole for a text to cut (the view itself, the board, at every level above a change).
        let len = at.text().len();
        if (len <= limit || self.lang == Lang::Both) && !self.lang.cuts(at.text()) {
            return Some(len).filter(|&len| len <= limit);
        }
        let at = self.lang.seen(at);
        let mut len = 0;
        let mut count = |more: Option<usize>| {
            len += more?;
            (len <= limit).then_some(())
        };
        match at.kind() {
            open @ (b'{' | b'[') => {
                count(Some(1 + at.inside().count().max(1)))?;
                for part in at.inside() {
                    if open == b'{' {
                        count(Some(part.key().len() + 1))?;
                    }
                    count(self.len_at_most(part, limit))?;
                }
            }
            _ => count(Some(at.text().len()))?,
        }
        Some(len)
    }
}

/// A string: what lies between the common beginning and end of the two.
fn text(before: &str, after: &str, path: &str, ops: &mut Vec<Op>) -> usize {
    let head = before.chars().zip(after.chars()).take_while(|(b, a)| b == a).count();
    let (old, new) = (before.chars().count(), after.chars().count());
    let most = old.min(new) - head;
    let tail = before.chars().rev().zip(after.chars().rev()).take(most).take_while(|(b, a)| b == a).count();
    let middle: String = after.chars().skip(head).take(new - head - tail).collect();
    let size = EDIT + path.len() + head.to_string().len() + tail.to_string().len() + json_len(&middle);
    ops.push(Op::Edit { path: path.to_string(), head, tail, middle });
    size
}

/// Appends `token` to the pointer `path` (escaped as RFC 6901 says) and returns the length to cut it back to.
fn push(path: &mut String, token: &str) -> usize {
    let len = path.len();
    path.push('/');
    for c in token.chars() {
        match c {
            '~' => path.push_str("~0"),
            '/' => path.push_str("~1"),
            c => path.push(c),
        }
    }
    len
}

fn add(path: &str, value: Box<RawValue>, ops: &mut Vec<Op>) -> usize {
    let size = WITH_VALUE + path.len() + value.get().len();
    ops.push(Op::Add(path.to_string(), value));
    size
}

fn remove(path: &str, ops: &mut Vec<Op>) -> usize {
    ops.push(Op::Remove(path.to_string()));
    REMOVE + path.len()
}

/// The length of `value` written as JSON, without writing it anywhere.
fn json_len(value: &(impl Serialize + ?Sized)) -> usize {
    json_len_at_most(value, usize::MAX).expect("no JSON is longer than usize::MAX")
}

/// The length of `value` written as JSON if it is at most `limit`; `None` (found out as soon as the
/// writing passes `limit`) if it is longer.
fn json_len_at_most(value: &(impl Serialize + ?Sized), limit: usize) -> Option<usize> {
    struct Count {
        len: usize,
        limit: usize,
    }
    impl std::io::Write for Count {
        fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
            self.len += bytes.len();
            if self.len > self.limit {
                return Err(std::io::Error::other("longer than the limit"));
            }
            Ok(bytes.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let mut count = Count { len: 0, limit };
    serde_json::to_writer(&mut count, value).ok().map(|()| count.len)
}

/// A patch that does not fit the view it is applied to: the client must ask for the whole view.
#[derive(Debug, thiserror::Error)]
#[error("the patch does not fit the view at {0}")]
pub struct Misfit(String);

/// Applies `ops` to `doc` in order (what a client does with a `patch`). After a [`Misfit`] `doc` may be
/// partly changed.
pub fn apply(doc: &mut Value, patch: Patch) -> Result<(), Misfit> {
    let parse = |path: &str, value: &RawValue| serde_json::from_str(value.get()).map_err(|_| Misfit(path.into()));
    for op in patch.0 {
        let (path, value) = match op {
            Op::Add(path, value) => {
                let value = parse(&path, &value)?;
                (path, Some((value, true)))
            }
            Op::Replace(path, value) => {
                let value = parse(&path, &value)?;
                (path, Some((value, false)))
            }
            Op::Remove(path) => (path, None),
            Op::Edit { path, head, tail, middle } => {
                let old = doc.pointer(&path).and_then(Value::as_str).map(|old| old.chars().collect::<Vec<_>>());
                let Some(old) = old.filter(|old| head + tail <= old.len()) else { return Err(Misfit(path)) };
                let new: String = old[..head]
                    .iter()
                    .chain(middle.chars().collect::<Vec<_>>().iter())
                    .chain(&old[old.len() - tail..])
                    .collect();
                (path, Some((Value::String(new), false)))
            }
        };
        let misfit = || Misfit(path.clone());
        let Some(cut) = path.rfind('/') else {
            // The whole document (the pointer "").
            match (path.is_empty(), value) {
                (true, Some((value, _))) => *doc = value,
                _ => return Err(misfit()),
            }
            continue;
        };
        let last = path[cut + 1..].replace("~1", "/").replace("~0", "~");
        let fits = match (doc.pointer_mut(&path[..cut]).ok_or_else(misfit)?, value) {
            (Value::Object(fields), Some((value, true))) => {
                fields.insert(last, value);
                true
            }
            (Value::Object(fields), Some((value, false))) => fields.get_mut(&last).map(|old| *old = value).is_some(),
            (Value::Object(fields), None) => fields.remove(&last).is_some(),
            (Value::Array(items), Some((value, true))) => match index(&last, items.len(), true) {
                Some(i) => {
                    items.insert(i, value);
                    true
                }
                None => false,
            },
            (Value::Array(items), Some((value, false))) => {
                index(&last, items.len(), false).map(|i| items[i] = value).is_some()
            }
            (Value::Array(items), None) => index(&last, items.len(), false).map(|i| items.remove(i)).is_some(),
            _ => false,
        };
        if !fits {
            return Err(misfit());
        }
    }
    Ok(())
}

/// The list index `token` names in a list of `len` entries: an entry, or (`adding`) also the end.
fn index(token: &str, len: usize, adding: bool) -> Option<usize> {
    if adding && token == "-" {
        return Some(len);
    }
    let digits =
        !token.is_empty() && token.bytes().all(|b| b.is_ascii_digit()) && (token == "0" || !token.starts_with('0'));
    let i: usize = token.parse().ok().filter(|_| digits)?;
    (i < len || (adding && i == len)).then_some(i)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::rngs::StdRng;
    use rand::{Rng, SeedableRng};
    use serde_json::json;

    fn applied(before: &Value, patch: &Patch) -> Value {
        let mut doc = before.clone();
        apply(&mut doc, patch.clone()).expect("the patch applies");
        doc
    }

    /// `patch` applied to `before` by an implementation that is not ours (RFC 6902's), operation by
    /// operation; an edit of a string is its replace by the string our `apply` makes.
    fn rfc6902_applied(before: &Value, patch: &Patch) -> Value {
        let mut doc = before.clone();
        for op in &patch.0 {
            let rfc = match op {
                Op::Add(path, value) => json!({"op": "add", "path": path, "value": value}),
                Op::Replace(path, value) => json!({"op": "replace", "path": path, "value": value}),
                Op::Remove(path) => json!({"op": "remove", "path": path}),
                Op::Edit { path, .. } => {
                    let mut edited = doc.clone();
                    apply(&mut edited, Patch(vec![op.clone()])).expect("the edit applies");
                    json!({"op": "replace", "path": path, "value": edited.pointer(path)})
                }
            };
            let rfc: json_patch::Patch = serde_json::from_value(json!([rfc])).expect("an RFC 6902 operation");
            json_patch::patch(&mut doc, &rfc).expect("an RFC 6902 patch");
        }
        doc
    }

    /// The patch between two views as a reader of both languages sees them.
    fn diff_of(before: &Value, after: &Value) -> Patch {
        diff(&raw(before), &raw(after), Lang::Both)
    }

    fn raw(value: &Value) -> Box<RawValue> {
        serde_json::value::to_raw_value(value).unwrap()
    }

    fn wire(patch: &Patch) -> Value {
        serde_json::to_value(patch).unwrap()
    }

    #[test]
    fn an_entry_out_of_the_middle_of_a_list_is_one_remove() {
        let before = json!({"bonds": [{"v": 2}, {"v": 4}, {"v": 6}, {"v": 9}, {"v": 12}], "round": 1});
        let after = json!({"bonds": [{"v": 2}, {"v": 6}, {"v": 9}, {"v": 12}], "round": 1});
        let patch = diff_of(&before, &after);
        assert_eq!(wire(&patch), json!([["-", "/bonds/1"]]));
        assert_eq!(applied(&before, &patch), after);
        let inserted = diff_of(&after, &before);
        assert_eq!(wire(&inserted), json!([["+", "/bonds/1", {"v": 4}]]));
    }

    #[test]
    fn a_part_changed_all_through_is_replaced_whole() {
        let before = json!({"legal": [{"buy": [1, 2]}, {"buy": [1, 4]}, {"buy": [2, 6]}], "seat": 0});
        let after = json!({"legal": [{"rondel": "taxation"}, {"rondel": "factory"}], "seat": 0});
        let patch = diff_of(&before, &after);
        assert_eq!(wire(&patch), json!([["=", "/legal", after["legal"]]]));
    }

    #[test]
    fn a_small_change_in_a_large_part_stays_small() {
        let before = json!({"board": {"units": (0..40).map(|i| json!({"at": i, "kind": "army"})).collect::<Vec<_>>()}});
        let after = {
            let mut after = before.clone();
            after["board"]["units"][17]["at"] = json!(99);
            after
        };
        let patch = diff_of(&before, &after);
        assert_eq!(wire(&patch), json!([["=", "/board/units/17/at", 99]]));
        assert_eq!(applied(&before, &patch), after);
    }

    #[test]
    fn operations_read_back_as_written_and_anything_else_is_refused() {
        let patch = Patch(vec![
            Op::Add("/a/-".into(), raw(&json!([1]))),
            Op::Replace("".into(), raw(&json!(null))),
            Op::Remove("/b".into()),
        ]);
        let text = serde_json::to_string(&patch).unwrap();
        assert_eq!(text, r#"[["+","/a/-",[1]],["=","",null],["-","/b"]]"#);
        assert_eq!(serde_json::from_str::<Patch>(&text).unwrap(), patch);
        for bad in [
            r#"[["-","/b",1]]"#,
            r#"[["=","/b"]]"#,
            r#"[["move","/a","/b"]]"#,
            r#"[{"op":"remove","path":"/b"}]"#,
            r#"[["-","/b"],["-","2/c"]]"#,
            r#"[["-","/b"],["-","1c"]]"#,
            r#"[["~","/a",1,2]]"#,
            r#"[["~","/a",1,2,"x",3]]"#,
            r#"[["+"]]"#,
            r#"[["=","/a",1,2]]"#,
            r#"[["+-","/a",1]]"#,
            r#"[[]]"#,
        ] {
            assert!(serde_json::from_str::<Patch>(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn a_path_says_only_what_differs_from_the_one_before() {
        // Unchanged text beside each change, so that no part is cheaper to send whole.
        let same = "unchanged, and long enough that sending its part whole would cost more";
        let state = |reach: [&str; 2], cash: u32, at: &str| {
            let reach: Vec<Value> = reach.iter().map(|space| json!({"space": space, "about": same})).collect();
            json!({"game": {"reach": reach, "board": {"RU": {"cash": cash, "at": at, "about": same}}}})
        };
        let (before, after) = (state(["a", "b"], 1, "x"), state(["b", "c"], 2, "y"));
        let patch = diff_of(&before, &after);
        assert_eq!(
            wire(&patch),
            json!([
                ["=", "/game/board/RU/at", "y"],
                ["=", "3/cash", 2],
                ["=", "1/reach/0/space", "b"],
                ["=", "2/1/space", "c"],
            ])
        );
        assert_eq!(serde_json::from_value::<Patch>(wire(&patch)).unwrap(), patch);
    }

    #[test]
    fn a_string_that_keeps_its_beginning_and_end_sends_only_its_middle() {
        let before =
            json!({"prompt": "Waiting for {seat:1}. Austria-Hungary: choose the next rondel space (1–3 free)."});
        let after = json!({"prompt": "Waiting for {seat:2}. Italy: choose the next rondel space (1–3 free)."});
        let patch = diff_of(&before, &after);
        assert_eq!(wire(&patch), json!([["~", "/prompt", 18, 43, "2}. Ital"]]));
        assert_eq!(applied(&before, &patch), after);
        let ja = diff_of(&json!("ロシア：工場を建設する"), &json!("イタリア：工場を建設する"));
        assert_eq!(wire(&ja), json!([["~", "", 0, 9, "イタリ"]]));
        let short = diff_of(&json!({"a": "abc"}), &json!({"a": "abd"}));
        assert_eq!(wire(&short), json!([["=", "/a", "abd"]]), "a short string is sent whole");
        let mut doc = json!({"a": "ab", "n": 1});
        for op in [
            Op::Edit { path: "/a".into(), head: 2, tail: 1, middle: String::new() },
            Op::Edit { path: "/n".into(), head: 0, tail: 0, middle: String::new() },
        ] {
            assert!(apply(&mut doc, Patch(vec![op.clone()])).is_err(), "{op:?}");
        }
    }

    #[test]
    fn a_patch_that_does_not_fit_is_refused() {
        let doc = json!({"a": [1], "s": "x"});
        for op in [
            Op::Remove("/missing".into()),
            Op::Replace("/missing".into(), raw(&json!(1))),
            Op::Replace("/a/1".into(), raw(&json!(2))),
            Op::Add("/a/5".into(), raw(&json!(2))),
            Op::Add("/a/01".into(), raw(&json!(2))),
            Op::Add("/a/+0".into(), raw(&json!(2))),
            Op::Add("/x/y".into(), raw(&json!(2))),
            Op::Add("/s/y".into(), raw(&json!(2))),
            Op::Remove("".into()),
        ] {
            assert!(apply(&mut doc.clone(), Patch(vec![op.clone()])).is_err(), "{op:?}");
        }
        let mut escaped = json!({"a/b": 1, "c~d": 2});
        let ops = vec![Op::Remove("/a~1b".into()), Op::Replace("/c~0d".into(), raw(&json!(3)))];
        apply(&mut escaped, Patch(ops)).unwrap();
        assert_eq!(escaped, json!({"c~d": 3}));
    }

    fn random_value(rng: &mut StdRng, depth: u32) -> Value {
        match rng.random_range(0..if depth == 0 { 4 } else { 6 }) {
            0 => json!(rng.random_range(0..4)),
            1 => json!(
                ["a", "b~", "c/d", "Waiting for ロシア and {seat:1}.", "Waiting for イタリア and {seat:2}!"]
                    [rng.random_range(0..5)]
            ),
            2 => Value::Null,
            // A text in both languages (now and then one that only looks like it: its `ja` is no string).
            3 => {
                let ja =
                    if rng.random_bool(0.1) { json!(1) } else { json!(["買う", "パス"][rng.random_range(0..2)]) };
                let en = ["Buy", "Pass"][rng.random_range(0..2)];
                json!({"en": en, "ja": ja})
            }
            4 => Value::Array((0..rng.random_range(0..6)).map(|_| random_value(rng, depth - 1)).collect()),
            _ => Value::Object(
                (0..rng.random_range(0..5))
                    .map(|_| {
                        (["x", "y", "a/b", "m~n", ""][rng.random_range(0..5)].to_string(), random_value(rng, depth - 1))
                    })
                    .collect(),
            ),
        }
    }

    /// Mostly `value` with a few random changes, so that lists share beginnings and ends.
    fn mutated(rng: &mut StdRng, value: &Value, depth: u32) -> Value {
        if rng.random_range(0..6) == 0 {
            return random_value(rng, depth);
        }
        match value {
            Value::Array(items) => {
                let mut items: Vec<Value> = items.iter().map(|v| mutated(rng, v, depth.saturating_sub(1))).collect();
                if !items.is_empty() && rng.random_bool(0.3) {
                    items.remove(rng.random_range(0..items.len()));
                }
                if rng.random_bool(0.3) {
                    items.insert(rng.random_range(0..=items.len()), random_value(rng, depth.saturating_sub(1)));
                }
                Value::Array(items)
            }
            Value::Object(fields) => Value::Object(
                fields.iter().map(|(k, v)| (k.clone(), mutated(rng, v, depth.saturating_sub(1)))).collect(),
            ),
            other => other.clone(),
        }
    }

    #[test]
    fn every_patch_turns_the_old_view_into_the_new_one() {
        let mut rng = StdRng::seed_from_u64(18);
        for _ in 0..5_000 {
            let before = random_value(&mut rng, 4);
            let after = mutated(&mut rng, &before, 4);
            for lang in [Lang::Both, Lang::En, Lang::Ja] {
                let patch = diff(&raw(&before), &raw(&after), lang);
                // The reader's views: what its client holds before and must hold after.
                let (mut old, mut new) = (before.clone(), after.clone());
                lang.cut(&mut old);
                lang.cut(&mut new);
                // A message's text is cut the same way (`Lang::cut_text`, for the frames).
                let cut_text: Value = serde_json::from_str(&lang.cut_text(&after.to_string())).unwrap();
                assert_eq!(cut_text, new, "{lang:?}: {after}");
                assert_eq!(applied(&old, &patch), new, "{lang:?}: {before} -> {after}: {}", wire(&patch));
                let read: Patch = serde_json::from_value(wire(&patch)).expect("a patch reads back");
                assert_eq!(read, patch, "as written: {}", wire(&patch));
                // The same operations mean the same under RFC 6902 (an implementation that is not ours).
                assert_eq!(rfc6902_applied(&old, &patch), new, "RFC 6902: {}", wire(&patch));
                let size = serde_json::to_string(&patch).unwrap().len();
                let whole = serde_json::to_string(&new).unwrap().len() + WITH_VALUE;
                assert!(size <= whole + 8, "never much longer than the whole view: {}", wire(&patch));
                if old == new {
                    assert_eq!(patch, Patch::default(), "{lang:?}: nothing the reader sees changed");
                }
            }
        }
    }

    #[test]
    fn a_text_changed_only_in_the_other_language_is_no_change() {
        let before = json!({"prompt": {"en": "Buy a bond", "ja": "社債を買う"}, "round": 1});
        let after = json!({"prompt": {"en": "Buy a bond", "ja": "国債を買う"}, "round": 1});
        assert_eq!(diff(&raw(&before), &raw(&after), Lang::En), Patch::default());
        assert_eq!(wire(&diff(&raw(&before), &raw(&after), Lang::Ja)), json!([["~", "/prompt", 0, 4, "国"]]));
        assert_eq!(wire(&diff_of(&before, &after)), json!([["~", "/prompt/ja", 0, 4, "国"]]));
    }

    #[test]
    fn a_reader_measures_a_part_by_its_own_language() {
        let value = json!({"labels": [{"en": "Buy", "ja": "買う"}, {"en": "Pass", "ja": 2}], "n": [1, 22]});
        for lang in [Lang::Both, Lang::En, Lang::Ja] {
            let mut seen = value.clone();
            lang.cut(&mut seen);
            let len = serde_json::to_string(&seen).unwrap().len();
            let (reader, text) = (Reader { lang }, value.to_string());
            let tape = Tape::new(&text);
            assert_eq!(reader.len_at_most(tape.root(&text), len), Some(len), "{lang:?}: {seen}");
            assert_eq!(reader.len_at_most(tape.root(&text), len - 1), None, "{lang:?}");
        }
    }

    #[test]
    fn a_length_is_measured_only_up_to_its_limit() {
        let value = json!({"board": [1, 22, 333], "prompt": "東京"});
        let len = serde_json::to_string(&value).unwrap().len();
        assert_eq!(json_len(&value), len);
        assert_eq!(json_len_at_most(&value, len), Some(len));
        assert_eq!(json_len_at_most(&value, len - 1), None);
        assert_eq!(json_len_at_most(&value, 0), None);
    }
}
