//! `statecraft legal`: what the seats to act could do at a step of a recorded game: each legal action with its
//! label and its cost, as text or as JSON.

use serde_json::{Value, json};
use statecraft_engine::{Seat, Text, ToAct};

use crate::outln;
use crate::record_file::{Lang, Loaded, RecordArgs, pick};

#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    record: RecordArgs,
    /// Only this seat (counted from 1); by default every seat to act.
    #[arg(long)]
    seat: Option<usize>,
    /// Print JSON (texts in both languages) instead of text.
    #[arg(long)]
    json: bool,
    /// The language of the text output.
    #[arg(long, value_enum, default_value_t)]
    lang: Lang,
}

/// One seat's choices, texts already named.
struct Choices {
    seat: Seat,
    prompt: Text,
    actions: Vec<(Value, Text, Option<i64>)>,
}

pub fn run(args: Args) -> anyhow::Result<()> {
    let catalog = crate::catalog();
    let loaded = Loaded::read(&args.record.record, &catalog)?;
    let step = args.record.step.unwrap_or(loaded.record.actions.len());
    let replayed = loaded.replay(Some(step))?;
    let to_act = replayed.to_act();
    let seats = match args.seat {
        Some(s) => vec![loaded.seat(s)?],
        None => to_act.seats(),
    };
    let choices = seats
        .into_iter()
        .map(|seat| {
            let view: Value = serde_json::from_str(replayed.view(Some(seat)).get())?;
            let texts = |key: &str| -> anyhow::Result<Vec<Text>> { Ok(serde_json::from_value(view[key].clone())?) };
            let costs: Vec<Option<i64>> = serde_json::from_value(view["costs"].clone())?;
            let legal = view["legal"].as_array().cloned().unwrap_or_default();
            let actions = legal
                .into_iter()
                .zip(texts("labels")?)
                .zip(costs)
                .map(|((action, label), cost)| (action, loaded.named(&label), cost))
                .collect();
            let prompt = loaded.named(&serde_json::from_value(view["prompt"].clone())?);
            Ok(Choices { seat, prompt, actions })
        })
        .collect::<anyhow::Result<Vec<_>>>()?;

    if args.json {
        let seats: Vec<Value> = choices
            .iter()
            .map(|c| {
                let actions: Vec<Value> = c
                    .actions
                    .iter()
                    .map(|(action, label, cost)| json!({"action": action, "label": label, "cost": cost}))
                    .collect();
                json!({
                    "seat": c.seat.0 + 1,
                    "name": loaded.name(c.seat),
                    "to_act": to_act.includes(c.seat),
                    "prompt": c.prompt,
                    "actions": actions,
                })
            })
            .collect();
        let over = match &to_act {
            ToAct::Over { outcome } => json!(outcome),
            _ => Value::Null,
        };
        outln!(
            "{}",
            json!({
                "game": loaded.record.game,
                "step": step,
                "steps": loaded.record.actions.len(),
                "over": over,
                "seats": seats,
            })
        )?;
        return Ok(());
    }

    let lang = args.lang;
    outln!("{} · step {step} of {}", loaded.record.game, loaded.record.actions.len())?;
    if let ToAct::Over { outcome } = &to_act {
        let scores: Vec<String> = Seat::all(loaded.record.seats.len())
            .map(|s| format!("{} {}", loaded.name(s), outcome.scores[s.index()]))
            .collect();
        outln!("The game is over: {}", scores.join(", "))?;
    }
    for c in &choices {
        let name = loaded.name(c.seat);
        if c.actions.is_empty() {
            outln!("{name} (seat {}) has nothing to do now.", c.seat.0 + 1)?;
            continue;
        }
        outln!("{name} (seat {}): {}", c.seat.0 + 1, pick(&c.prompt, lang))?;
        for (i, (_, label, cost)) in c.actions.iter().enumerate() {
            let cost = cost.map(|c| format!("  [cost {c}]")).unwrap_or_default();
            outln!("  {:>3}. {}{cost}", i + 1, pick(label, lang))?;
        }
    }
    Ok(())
}
