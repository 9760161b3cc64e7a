//! Records of older rules versions, brought to today's action shapes (`Game::upgrade_record`).

use statecraft_engine::RecordedAction;

/// Before version 3 a special card was played in two steps: `{"type":"play","special":…}`, then the target
/// (`target` with a nation, `target_pile` with a seat and a nation, or for a Vote card `vote_in` with a
/// nation). Each such pair becomes one `play` naming its target; everything else is kept as it is.
pub fn fold_targets(actions: &[RecordedAction]) -> Vec<RecordedAction> {
    let mut out: Vec<RecordedAction> = Vec::with_capacity(actions.len());
    for recorded in actions {
        let a = &recorded.action;
        let step = a.get("type").and_then(|t| t.as_str());
        let pending = out.last_mut().filter(|last| {
            last.seat == recorded.seat
                && last.action.get("type").and_then(|t| t.as_str()) == Some("play")
                && last.action.get("nation").is_none()
        });
        if let (Some(last), Some("target" | "target_pile" | "vote_in")) = (pending, step) {
            if let Some(play) = last.action.as_object_mut() {
                if let Some(nation) = a.get("nation") {
                    play.insert("nation".to_string(), nation.clone());
                }
                if let Some(owner) = a.get("seat") {
                    play.insert("owner".to_string(), owner.clone());
                }
            }
            continue;
        }
        out.push(recorded.clone());
    }
    out
}
