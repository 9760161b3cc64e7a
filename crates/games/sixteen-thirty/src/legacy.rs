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

/// Before version 3 a player could approach again a partner it had withdrawn a draft from in the same trade
/// step (random bots did so over and over). Such an abandoned negotiation changed nothing but the count of
/// talks, so it is dropped when the same partner is approached again later in the step; where the older count
/// had ended the step by itself (the cap of talks), an explicit `no_trade` ends it now.
pub fn drop_reopened_drafts(actions: &[RecordedAction]) -> Vec<RecordedAction> {
    let mut out = Vec::with_capacity(actions.len());
    let mut i = 0;
    while i < actions.len() {
        if kind(&actions[i]) == "trade_with" {
            let end = trade_step_end(actions, i);
            rewrite_trade_step(&actions[i..end], &mut out);
            i = end;
        } else {
            out.push(actions[i].clone());
            i += 1;
        }
    }
    out
}

fn kind(a: &RecordedAction) -> &str {
    a.action.get("type").and_then(|t| t.as_str()).unwrap_or("")
}

/// One negotiation of a trade step: from its `trade_with` to where it ended.
struct Talk {
    partner: Option<u64>,
    actions: Vec<RecordedAction>,
    /// Talks it counted (the approach and every counter-offer).
    talks: u8,
    /// Whether the active player withdrew its own draft, which now bars the partner for the rest of the step.
    withdrawn_by_active: bool,
}

/// Where the trade step starting at `start` (a `trade_with`) ends: after `no_trade`, the last delivery, or the
/// withdrawal or decline that reached the cap of talks.
fn trade_step_end(actions: &[RecordedAction], start: usize) -> usize {
    let (mut talks, mut asks, mut delivered) = (0u8, 0usize, 0usize);
    for (i, a) in actions.iter().enumerate().skip(start) {
        match kind(a) {
            "trade_with" | "counter" => {
                talks += 1;
                asks = 0;
            }
            "ask" => asks += 1,
            "deliver" => {
                delivered += 1;
                if delivered >= asks {
                    return i + 1;
                }
            }
            "no_trade" => return i + 1,
            "withdraw" | "decline" if talks >= crate::data::data().trade_talks_max => return i + 1,
            "give" | "propose" | "withdraw" | "decline" | "accept" => {}
            _ => return i,
        }
    }
    actions.len()
}

fn rewrite_trade_step(step: &[RecordedAction], out: &mut Vec<RecordedAction>) {
    let active = step[0].seat;
    let mut talks: Vec<Talk> = Vec::new();
    let mut drafting = active;
    for a in step {
        match kind(a) {
            "trade_with" => {
                drafting = active;
                talks.push(Talk {
                    partner: a.action.get("seat").and_then(|s| s.as_u64()),
                    actions: Vec::new(),
                    talks: 1,
                    withdrawn_by_active: false,
                });
            }
            "counter" => {
                drafting = a.seat;
                if let Some(t) = talks.last_mut() {
                    t.talks += 1;
                }
            }
            "withdraw" if drafting == active => {
                if let Some(t) = talks.last_mut() {
                    t.withdrawn_by_active = true;
                }
            }
            _ => {}
        }
        if let Some(t) = talks.last_mut() {
            t.actions.push(a.clone());
        }
    }
    let capped = |n: u8| n >= crate::data::data().trade_talks_max;
    let ended_by_cap =
        !matches!(step.last().map(kind), Some("no_trade" | "deliver")) && capped(talks.iter().map(|t| t.talks).sum());
    let kept: Vec<&Talk> = talks
        .iter()
        .enumerate()
        .filter(|(i, t)| !(t.withdrawn_by_active && talks[i + 1..].iter().any(|later| later.partner == t.partner)))
        .map(|(_, t)| t)
        .collect();
    for t in &kept {
        out.extend(t.actions.iter().cloned());
    }
    if ended_by_cap && !capped(kept.iter().map(|t| t.talks).sum()) {
        out.push(RecordedAction { seat: active, action: serde_json::json!({ "type": "no_trade" }) });
    }
}
