//! The difference between two views of one viewer, as the RFC 6902 JSON patch a session sends after a move
//! (`patch` in docs/protocol.md). Both views are already redacted for that viewer, so a patch can only carry
//! what the new view shows.
//!
//! Short patches are the point: most bytes a table's clients receive are patches. So lists are compared after
//! their common beginning and end (a bond bought out of the middle of a list is one `remove`, not a change to
//! every entry after it), and wherever the operations for a part would be longer than the part itself, the
//! part is replaced whole (a seat's new list of choices is one `replace`, not one operation per field).

use json_patch::jsonptr::PointerBuf;
use json_patch::{AddOperation, Patch, PatchOperation, RemoveOperation, ReplaceOperation};
use serde_json::{Map, Value};

/// The bytes of an operation besides its path and value: `{"op":"replace","path":"","value":},`.
const REPLACE: usize = 35;
const ADD: usize = 31;
const REMOVE: usize = 26;

/// The operations that turn `before` into `after`.
pub fn diff(before: &Value, after: &Value) -> Patch {
    let mut ops = Vec::new();
    changes(before, after, &mut PointerBuf::new(), &mut ops);
    Patch(ops)
}

/// Appends the operations turning `before` into `after` at `path`, and returns about how many bytes they take.
fn changes(before: &Value, after: &Value, path: &mut PointerBuf, ops: &mut Vec<PatchOperation>) -> usize {
    if before == after {
        return 0;
    }
    let start = ops.len();
    let inside = match (before, after) {
        (Value::Object(before), Value::Object(after)) => fields(before, after, path, ops),
        (Value::Array(before), Value::Array(after)) => items(before, after, path, ops),
        _ => usize::MAX,
    };
    let whole = REPLACE + path.as_str().len() + json_len(after);
    if inside < whole {
        return inside;
    }
    ops.truncate(start);
    ops.push(PatchOperation::Replace(ReplaceOperation { path: path.clone(), value: after.clone() }));
    whole
}

fn fields(
    before: &Map<String, Value>,
    after: &Map<String, Value>,
    path: &mut PointerBuf,
    ops: &mut Vec<PatchOperation>,
) -> usize {
    let mut size = 0;
    for (key, value) in after {
        path.push_back(key);
        size += match before.get(key) {
            Some(old) => changes(old, value, path, ops),
            None => add(path, value, ops),
        };
        path.pop_back();
    }
    for key in before.keys().filter(|key| !after.contains_key(*key)) {
        path.push_back(key);
        size += remove(path, ops);
        path.pop_back();
    }
    size
}

/// Lists: what lies between their common beginning and common end changes place by place, then the longer
/// one's extra entries are added or removed just before the common end.
fn items(before: &[Value], after: &[Value], path: &mut PointerBuf, ops: &mut Vec<PatchOperation>) -> usize {
    let head = before.iter().zip(after).take_while(|(b, a)| b == a).count();
    let most = before.len().min(after.len()) - head;
    let tail = before.iter().rev().zip(after.iter().rev()).take(most).take_while(|(b, a)| b == a).count();
    let (before, after) = (&before[head..before.len() - tail], &after[head..after.len() - tail]);
    let mut size = 0;
    for (i, (old, new)) in before.iter().zip(after).enumerate() {
        path.push_back(head + i);
        size += changes(old, new, path, ops);
        path.pop_back();
    }
    let kept = head + before.len().min(after.len());
    for _ in after.len()..before.len() {
        path.push_back(kept);
        size += remove(path, ops);
        path.pop_back();
    }
    for (i, value) in after.iter().enumerate().skip(before.len()) {
        path.push_back(head + i);
        size += add(path, value, ops);
        path.pop_back();
    }
    size
}

fn add(path: &PointerBuf, value: &Value, ops: &mut Vec<PatchOperation>) -> usize {
    ops.push(PatchOperation::Add(AddOperation { path: path.clone(), value: value.clone() }));
    ADD + path.as_str().len() + json_len(value)
}

fn remove(path: &PointerBuf, ops: &mut Vec<PatchOperation>) -> usize {
    ops.push(PatchOperation::Remove(RemoveOperation { path: path.clone() }));
    REMOVE + path.as_str().len()
}

/// The length of `value` written as JSON, without writing it anywhere.
fn json_len(value: &Value) -> usize {
    struct Count(usize);
    impl std::io::Write for Count {
        fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
            self.0 += bytes.len();
            Ok(bytes.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let mut count = Count(0);
    serde_json::to_writer(&mut count, value).expect("JSON values serialise");
    count.0
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::rngs::StdRng;
    use rand::{Rng, SeedableRng};
    use serde_json::json;

    fn applied(before: &Value, patch: &Patch) -> Value {
        let mut doc = before.clone();
        json_patch::patch(&mut doc, patch).expect("the patch applies");
        doc
    }

    fn ops(patch: &Patch) -> Value {
        serde_json::to_value(patch).unwrap()
    }

    #[test]
    fn an_entry_out_of_the_middle_of_a_list_is_one_remove() {
        let before = json!({"bonds": [{"v": 2}, {"v": 4}, {"v": 6}, {"v": 9}, {"v": 12}], "round": 1});
        let after = json!({"bonds": [{"v": 2}, {"v": 6}, {"v": 9}, {"v": 12}], "round": 1});
        let patch = diff(&before, &after);
        assert_eq!(ops(&patch), json!([{"op": "remove", "path": "/bonds/1"}]));
        assert_eq!(applied(&before, &patch), after);
        let inserted = diff(&after, &before);
        assert_eq!(ops(&inserted), json!([{"op": "add", "path": "/bonds/1", "value": {"v": 4}}]));
    }

    #[test]
    fn a_part_changed_all_through_is_replaced_whole() {
        let before = json!({"legal": [{"buy": [1, 2]}, {"buy": [1, 4]}, {"buy": [2, 6]}], "seat": 0});
        let after = json!({"legal": [{"rondel": "taxation"}, {"rondel": "factory"}], "seat": 0});
        let patch = diff(&before, &after);
        assert_eq!(ops(&patch), json!([{"op": "replace", "path": "/legal", "value": after["legal"]}]));
    }

    #[test]
    fn a_small_change_in_a_large_part_stays_small() {
        let before = json!({"board": {"units": (0..40).map(|i| json!({"at": i, "kind": "army"})).collect::<Vec<_>>()}});
        let after = {
            let mut after = before.clone();
            after["board"]["units"][17]["at"] = json!(99);
            after
        };
        let patch = diff(&before, &after);
        assert_eq!(ops(&patch), json!([{"op": "replace", "path": "/board/units/17/at", "value": 99}]));
        assert_eq!(applied(&before, &patch), after);
    }

    fn random_value(rng: &mut StdRng, depth: u32) -> Value {
        match rng.random_range(0..if depth == 0 { 3 } else { 5 }) {
            0 => json!(rng.random_range(0..4)),
            1 => json!(["a", "b~", "c/d"][rng.random_range(0..3)]),
            2 => Value::Null,
            3 => Value::Array((0..rng.random_range(0..6)).map(|_| random_value(rng, depth - 1)).collect()),
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
            let patch = diff(&before, &after);
            assert_eq!(applied(&before, &patch), after, "{before} -> {after}: {}", ops(&patch));
            let estimate: usize = patch.iter().map(|op| serde_json::to_string(op).unwrap().len() + 1).sum();
            let whole = serde_json::to_string(&after).unwrap().len() + REPLACE;
            assert!(estimate <= whole + 8, "never much longer than the whole view: {}", ops(&patch));
        }
    }
}
