//! Player-facing words in English and Japanese: names, action labels, prompts and log lines.

use statecraft_engine::{Seat, Text, Words};

use crate::action::{Action, Event};
use crate::data::nation_data;
use crate::model::{Card, Kind, Nation, Side, Special, Subject};
use crate::state::{Phase, State};

fn t(en: impl Into<String>, ja: impl Into<String>) -> Text {
    Text::new(en, ja)
}

/// Joins texts with a separator in both languages.
fn join(parts: impl IntoIterator<Item = Text>, en_sep: &str, ja_sep: &str) -> Text {
    let parts: Vec<Text> = parts.into_iter().collect();
    t(
        parts.iter().map(|p| p.en.as_str()).collect::<Vec<_>>().join(en_sep),
        parts.iter().map(|p| p.ja.as_str()).collect::<Vec<_>>().join(ja_sep),
    )
}

pub fn seat(s: Seat) -> Text {
    Text::seat(s)
}

pub fn nation(n: Nation) -> Text {
    let d = nation_data(n);
    t(d.en.clone(), d.ja.clone())
}

/// The title's vocabulary for the table (`Game::words`): nations, special cards and the Open card, by the ids
/// actions and views use, so the board's labels and the log's words are the same.
pub fn words() -> Words {
    let mut words = Words::new();
    let mut put = |category: &str, id: &str, text: Text| {
        words.entry(category.to_string()).or_default().insert(id.to_string(), text);
    };
    for n in Nation::ALL {
        put("nations", n.id(), nation(n));
    }
    for s in Special::ALL {
        let id = serde_json::to_value(s).ok().and_then(|v| v.as_str().map(str::to_string)).unwrap_or_default();
        put("specials", &id, special(s));
    }
    put("cards", "open", kind(Kind::Open));
    words
}

pub fn special(s: Special) -> Text {
    match s {
        Special::Vote => t("Vote", "議決"),
        Special::MilitaryImprovement => t("Military Improvement", "軍事改革"),
        Special::IncreaseArmySize => t("Increase Army Size", "軍事規模増強"),
        Special::IncreaseStatus => t("Increase Status", "国威上昇"),
        Special::MilitaryLeader => t("Military Leader", "軍事指揮官"),
        Special::Assassin => t("Assassin", "暗殺者"),
        Special::Unrest => t("Unrest", "不穏"),
    }
}

pub fn kind(k: Kind) -> Text {
    match k {
        Kind::Named(n) => nation(n),
        Kind::Open => t("Open", "オープン"),
        Kind::Special(s) => special(s),
    }
}

pub fn card(c: Card) -> Text {
    match c.kind {
        Kind::Special(s) => special(s),
        k => {
            let name = kind(k);
            t(format!("{} {}", name.en, c.value), format!("{}{}", name.ja, c.value))
        }
    }
}

fn side(s: Side) -> Text {
    match s {
        Side::Red => t("red", "赤"),
        Side::Blue => t("blue", "青"),
    }
}

pub fn subject(s: Subject) -> Text {
    match s {
        Subject::Join => t("join red or blue", "赤か青の陣営に加盟"),
        Subject::War { target } => {
            let n = nation(target);
            t(format!("war on {}", n.en), format!("{}への宣戦", n.ja))
        }
        Subject::Rearm => t("rearm (army size 0 to 1)", "再軍備（軍事規模0→1）"),
        Subject::ChangeSide => t("change side", "陣営の変更"),
    }
}

/// What a red or blue ballot means for this subject.
fn ballot(subject: Option<Subject>, s: Side) -> Text {
    match (subject, s) {
        (Some(Subject::War { .. }), Side::Red) => t("red: war", "赤：開戦"),
        (Some(Subject::War { .. }), Side::Blue) => t("blue: peace", "青：不戦"),
        (Some(Subject::Rearm), Side::Red) => t("red: rearm", "赤：再軍備"),
        (Some(Subject::Rearm), Side::Blue) => t("blue: stay disarmed", "青：非武装"),
        (_, s) => side(s),
    }
}

pub fn describe(s: &State, action: &Action) -> Text {
    let current = s.public.vote.as_ref().and_then(|v| v.subject);
    match *action {
        Action::Lay { card: c, nation: n } => {
            let (c, n) = (card(c), nation(n));
            t(format!("Lay {} on {}", c.en, n.en), format!("{}を{}に配置", c.ja, n.ja))
        }
        Action::LayDone => t("Done laying", "配置を終える"),
        Action::RemoveWeak { nation: n, card: c } => {
            let (c, n) = (card(c), nation(n));
            t(format!("Remove {} from weak {}", c.en, n.en), format!("劣勢の{}から{}を除去", n.ja, c.ja))
        }
        Action::TradeWith { seat: p } => {
            let p = seat(p);
            t(format!("Trade with {}", p.en), format!("{}と交換交渉", p.ja))
        }
        Action::NoTrade => t("No trade", "交換しない"),
        Action::Give { card: c } => {
            let c = card(c);
            t(format!("Offer {}", c.en), format!("{}を出す", c.ja))
        }
        Action::Ask { kind: k } => {
            let k = kind(k);
            t(format!("Ask for a {} card", k.en), format!("{}のカードを求める", k.ja))
        }
        Action::Propose => t("Propose the offer", "申し出る"),
        Action::Withdraw => t("Withdraw", "取り下げる"),
        Action::Accept => t("Accept", "受諾"),
        Action::Decline => t("Decline", "拒否"),
        Action::Counter => t("Counter-offer", "逆提案"),
        Action::Deliver { card: c } => {
            let c = card(c);
            t(format!("Deliver {}", c.en), format!("{}を渡す", c.ja))
        }
        Action::Play { special: sp, nation: n, owner } => {
            let sp = special(sp);
            let target = match owner {
                Some(p) => {
                    let (p, n) = (seat(p), nation(n));
                    t(format!("{}'s {} pile", p.en, n.en), format!("{}の{}のパイル", p.ja, n.ja))
                }
                None => nation(n),
            };
            t(format!("Play {} on {}", sp.en, target.en), format!("{}を{}にプレイ", sp.ja, target.ja))
        }
        Action::EndSpecials => t("Go on to the vote", "議決へ進む"),
        Action::Assassinate { card: c } => {
            let c = card(c);
            t(format!("Remove {}", c.en), format!("{}を除去", c.ja))
        }
        Action::VoteIn { nation: n } => {
            let n = nation(n);
            t(format!("Vote in {}", n.en), format!("{}で議決", n.ja))
        }
        Action::Call { subject: sub } => {
            let sub = subject(sub);
            t(format!("Call the vote: {}", sub.en), format!("議題：{}", sub.ja))
        }
        Action::Ballot { side: sd } => ballot(current, sd),
        Action::Lose { card: c } => {
            let c = card(c);
            t(format!("Lose {}", c.en), format!("{}を失う", c.ja))
        }
        Action::Discard { card: c } => {
            let c = card(c);
            t(format!("Discard {}", c.en), format!("{}を捨てる", c.ja))
        }
    }
}

pub fn prompt(s: &State, viewer: Option<Seat>) -> Text {
    let p = &s.public;
    let to_act = crate::rules::to_act(s);
    let Some(me) = viewer.filter(|v| to_act.includes(*v)) else {
        return match &p.phase {
            Phase::Over => t("The game is over.", "ゲーム終了です。"),
            _ => {
                let names = join(to_act.seats().into_iter().map(seat), ", ", "、");
                t(format!("Waiting for {}.", names.en), format!("{}を待っています。", names.ja))
            }
        };
    };
    let vote_nation = p.vote.as_ref().map(|v| nation(v.nation)).unwrap_or_default();
    match &p.phase {
        Phase::InitialLay { .. } => t(
            "Lay three influence cards face up (in secret until everyone has laid).",
            "影響力カードを3枚配置してください（全員が終えるまで秘匿）。",
        ),
        Phase::RemoveWeak => {
            t("Remove one card from one of your weak piles.", "劣勢パイルからカードを1枚除去してください。")
        }
        Phase::TradeChoose => {
            t("Choose a player to trade with, or trade with nobody.", "交換相手を選ぶか、交換しないを選んでください。")
        }
        Phase::TradeDraft => t(
            "Draft your offer: cards you give (up to 3), kinds you ask for (up to 3), then propose.",
            "申し出を作成：出すカード（3枚まで）と求める種類（3枚まで）を選び、申し出てください。",
        ),
        Phase::TradeAnswer => t("Accept, decline or counter the offer.", "申し出を受諾・拒否・逆提案してください。"),
        Phase::TradeDeliver => t("Pick the cards you deliver.", "渡すカードを選んでください。"),
        Phase::Specials => t(
            format!("Play a special card on its target ({} of 2 played) or go on to the vote.", p.specials_played),
            format!("特別カードを対象を選んでプレイするか（{}/2枚済）、議決へ進んでください。", p.specials_played),
        ),
        Phase::AssassinCard { .. } => t("Choose the card to remove.", "除去するカードを選んでください。"),
        Phase::VoteNation => t("Choose the nation of your vote.", "議決を召集する国を選んでください。"),
        Phase::CallerLay => t(
            format!("Lay influence in {} if you wish, then call the vote.", vote_nation.en),
            format!("必要なら{}に影響力を配置し、議決を召集してください。", vote_nation.ja),
        ),
        Phase::OthersLay { .. } => t(
            format!("Lay influence in {} if you wish (in secret), then finish.", vote_nation.en),
            format!("必要なら{}に影響力を配置（秘匿）し、終えてください。", vote_nation.ja),
        ),
        Phase::Voting => t(
            format!("Cast your secret ballot in {}.", vote_nation.en),
            format!("{}の議決に秘密投票してください。", vote_nation.ja),
        ),
        Phase::Losses => {
            let n = p.losses.first().map(|l| nation(l.1)).unwrap_or_default();
            t(
                format!("Your weak {} pile loses a card: choose it.", n.en),
                format!("劣勢の{}パイルから失うカードを選んでください。", n.ja),
            )
        }
        Phase::Discard => t(
            format!("Discard down to 13 cards (you hold {}).", s.hands[me.index()].len()),
            format!("手札を13枚まで捨ててください（現在{}枚）。", s.hands[me.index()].len()),
        ),
        Phase::Over => t("The game is over.", "ゲーム終了です。"),
    }
}

fn cards(list: &[(Card, Nation)]) -> Text {
    join(
        list.iter().map(|(c, n)| {
            let (c, n) = (card(*c), nation(*n));
            t(format!("{} on {}", c.en, n.en), format!("{}を{}へ", c.ja, n.ja))
        }),
        ", ",
        "、",
    )
}

fn kinds(list: &[Kind], values: Option<&Vec<u8>>) -> Text {
    join(
        list.iter().enumerate().map(|(i, k)| match values.and_then(|v| v.get(i)) {
            Some(v) if !matches!(k, Kind::Special(_)) => card(Card { kind: *k, value: *v }),
            _ => kind(*k),
        }),
        ", ",
        "、",
    )
}

pub fn event(e: &Event) -> Text {
    match e {
        Event::Laid { seat: p, cards: c } => {
            let (p, c) = (seat(*p), cards(c));
            t(format!("{} lays {}.", p.en, c.en), format!("{}が{}配置。", p.ja, c.ja))
        }
        Event::LayingDone { seat: p } => {
            let p = seat(*p);
            t(format!("{} has finished laying.", p.en), format!("{}が配置を終えた。", p.ja))
        }
        Event::RemovedWeak { seat: p, nation: n, card: c } => {
            let (p, n, c) = (seat(*p), nation(*n), card(*c));
            t(
                format!("{} removes {} from weak {}.", p.en, c.en, n.en),
                format!("{}が劣勢の{}から{}を除去。", p.ja, n.ja, c.ja),
            )
        }
        Event::Drew { seat: p, count, cards: c } => {
            let p = seat(*p);
            if c.is_empty() {
                t(format!("{} draws {count} cards.", p.en), format!("{}がカードを{count}枚引く。", p.ja))
            } else {
                let list = join(c.iter().map(|x| card(*x)), ", ", "、");
                t(format!("{} draws {}.", p.en, list.en), format!("{}が{}を引く。", p.ja, list.ja))
            }
        }
        Event::Reshuffled { cards: n } => t(
            format!("The discards ({n} cards) are shuffled into a new deck."),
            format!("捨札{n}枚をシャッフルして山札にする。"),
        ),
        Event::TradeOpened { from, to } => {
            let (a, b) = (seat(*from), seat(*to));
            t(format!("{} opens a trade with {}.", a.en, b.en), format!("{}が{}と交換交渉を始める。", a.ja, b.ja))
        }
        Event::Offered { from, to, give, ask } => {
            let (a, b, g, k) = (seat(*from), seat(*to), kinds(give, None), kinds(ask, None));
            t(
                format!("{} offers {} to {} for {}.", a.en, g.en, b.en, k.en),
                format!("{}が{}に{}を出し、{}を求める。", a.ja, b.ja, g.ja, k.ja),
            )
        }
        Event::Withdrew { seat: p } => {
            let p = seat(*p);
            t(format!("{} withdraws the offer.", p.en), format!("{}が申し出を取り下げる。", p.ja))
        }
        Event::Declined { seat: p } => {
            let p = seat(*p);
            t(format!("{} declines.", p.en), format!("{}が拒否。", p.ja))
        }
        Event::Accepted { seat: p } => {
            let p = seat(*p);
            t(format!("{} accepts.", p.en), format!("{}が受諾。", p.ja))
        }
        Event::Traded { from, to, from_gave, to_gave, from_values, to_values } => {
            let (a, b) = (seat(*from), seat(*to));
            let (g, r) = (kinds(from_gave, from_values.as_ref()), kinds(to_gave, to_values.as_ref()));
            t(
                format!("{} gives {} to {} for {}.", a.en, g.en, b.en, r.en),
                format!("{}が{}に{}を渡し、{}を受け取る。", a.ja, b.ja, g.ja, r.ja),
            )
        }
        Event::NoTrade { seat: p } => {
            let p = seat(*p);
            t(format!("{} trades with nobody.", p.en), format!("{}は交換しない。", p.ja))
        }
        Event::SpecialPlayed { seat: p, special: sp } => {
            let (p, sp) = (seat(*p), special(*sp));
            t(format!("{} plays {}.", p.en, sp.en), format!("{}が{}をプレイ。", p.ja, sp.ja))
        }
        Event::NationImproved { special: sp, nation: n } => {
            let (sp, n) = (special(*sp), nation(*n));
            t(format!("{}: {}.", sp.en, n.en), format!("{}：{}。", sp.ja, n.ja))
        }
        Event::UnrestStruck { nation: n, hit } => {
            let n = nation(*n);
            let who = join(hit.iter().map(|p| seat(*p)), ", ", "、");
            t(format!("Unrest in {} strikes: {}.", n.en, who.en), format!("{}の不穏の影響：{}。", n.ja, who.ja))
        }
        Event::Assassinated { by, seat: p, nation: n, card: c } => {
            let (a, p, n, c) = (seat(*by), seat(*p), nation(*n), card(*c));
            t(
                format!("{}'s Assassin removes {} from {}'s {} pile.", a.en, c.en, p.en, n.en),
                format!("{}の暗殺者が{}の{}パイルから{}を除去。", a.ja, p.ja, n.ja, c.ja),
            )
        }
        Event::NoVotePossible { seat: p } => {
            let p = seat(*p);
            t(
                format!("{} has no influence anywhere and cannot call a vote.", p.en),
                format!("{}は影響力がなく議決を召集できない。", p.ja),
            )
        }
        Event::VoteCalled { caller, nation: n, subject: sub } => {
            let (p, n, sub) = (seat(*caller), nation(*n), subject(*sub));
            t(
                format!("{} calls a vote in {}: {}.", p.en, n.en, sub.en),
                format!("{}が{}で議決を召集：{}。", p.ja, n.ja, sub.ja),
            )
        }
        Event::BallotCast { seat: p, side: sd } => {
            let p = seat(*p);
            match sd {
                Some(sd) => {
                    let sd = side(*sd);
                    t(format!("{} votes {} (secret).", p.en, sd.en), format!("{}が{}に投票（秘匿）。", p.ja, sd.ja))
                }
                None => t(format!("{} has voted.", p.en), format!("{}が投票した。", p.ja)),
            }
        }
        Event::VoteRevealed { result } => {
            let n = nation(result.nation);
            let outcome = match result.winner {
                Some(w) => side(w),
                None => t("tie", "同票"),
            };
            t(
                format!("Vote in {}: red {}, blue {} — {}.", n.en, result.red, result.blue, outcome.en),
                format!("{}の議決：赤{}票、青{}票 — {}。", n.ja, result.red, result.blue, outcome.ja),
            )
        }
        Event::SideChanged { nation: n, side: sd } => {
            let n = nation(*n);
            let sd = sd.map(side).unwrap_or_else(|| t("neutral", "中立"));
            t(format!("{} is now {}.", n.en, sd.en), format!("{}は{}になった。", n.ja, sd.ja))
        }
        Event::Rearmed { nation: n } => {
            let n = nation(*n);
            t(format!("{} rearms to army size 1.", n.en), format!("{}が再軍備（軍事規模1）。", n.ja))
        }
        Event::PileWeakened { seat: p, nation: n } => {
            let (p, n) = (seat(*p), nation(*n));
            t(format!("{}'s {} pile turns weak.", p.en, n.en), format!("{}の{}パイルが劣勢になる。", p.ja, n.ja))
        }
        Event::CardLost { seat: p, nation: n, card: c } => {
            let (p, n, c) = (seat(*p), nation(*n), card(*c));
            t(format!("{} loses {} from {}.", p.en, c.en, n.en), format!("{}が{}から{}を失う。", p.ja, n.ja, c.ja))
        }
        Event::War { result: r } => {
            let (a, d) = (nation(r.attacker), nation(r.defender));
            let w = r.winner.map(nation).unwrap_or_else(|| t("nobody (both lose army)", "引き分け（両国軍事規模減）"));
            t(
                format!(
                    "War: {} {}+{} vs {} {}+{} — winner {}.",
                    a.en,
                    r.dice[0].abs_diff(r.dice[1]),
                    r.attacker_modifier,
                    d.en,
                    r.dice[2].abs_diff(r.dice[3]),
                    r.defender_modifier,
                    w.en
                ),
                format!(
                    "戦争：{} {}+{} 対 {} {}+{} — 勝者 {}。",
                    a.ja,
                    r.dice[0].abs_diff(r.dice[1]),
                    r.attacker_modifier,
                    d.ja,
                    r.dice[2].abs_diff(r.dice[3]),
                    r.defender_modifier,
                    w.ja
                ),
            )
        }
        Event::Discarded { seat: p, card: c } => {
            let (p, c) = (seat(*p), card(*c));
            t(format!("{} discards {}.", p.en, c.en), format!("{}が{}を捨てる。", p.ja, c.ja))
        }
        Event::Scored { turn, points, .. } => {
            let list = join(
                points.iter().enumerate().map(|(i, v)| {
                    let p = seat(Seat(i as u8));
                    t(format!("{} {v}", p.en), format!("{}{v}点", p.ja))
                }),
                ", ",
                "、",
            );
            t(format!("Turn {turn} scores: {}.", list.en), format!("ターン{turn}の得点：{}。", list.ja))
        }
        Event::EarlyEndRoll { turn, roll, at_most, ends } => {
            let (en, ja) = if *ends { ("the game ends", "ゲーム終了") } else { ("play goes on", "続行") };
            t(
                format!("Turn {turn} early-end roll: {roll} (ends on {at_most} or less) — {en}."),
                format!("ターン{turn}の終了判定：{roll}（{at_most}以下で終了）— {ja}。"),
            )
        }
        Event::NewTurn { turn, first } => {
            let p = seat(*first);
            t(
                format!("Turn {turn} begins; {} is first player.", p.en),
                format!("ターン{turn}開始。第1プレイヤーは{}。", p.ja),
            )
        }
        Event::GameOver { winners, .. } => {
            let who = join(winners.iter().map(|p| seat(*p)), " and ", "と");
            t(format!("Game over: {} wins.", who.en), format!("ゲーム終了：{}の勝利。", who.ja))
        }
    }
}

/// Why an action is refused, as precisely as cheaply known.
pub fn why_illegal(s: &State, who: Seat, action: &Action) -> Text {
    let hand = &s.hands[who.index()];
    let card_of = |a: &Action| match *a {
        Action::Lay { card, .. } | Action::Give { card } | Action::Deliver { card } | Action::Discard { card } => {
            Some(card)
        }
        Action::Play { special, .. } => Some(Card::special(special)),
        _ => None,
    };
    if let Some(c) = card_of(action)
        && !hand.contains(&c)
    {
        let c = card(c);
        return t(format!("You do not hold {}.", c.en), format!("{}を持っていません。", c.ja));
    }
    if let Action::Lay { nation: n, .. } = action
        && s.public.pile(who, *n).is_some_and(|p| !p.strong)
    {
        let n = nation(*n);
        return t(
            format!("Your {} pile is weak: it takes no cards until it is gone.", n.en),
            format!("{}のパイルは劣勢のため、なくなるまでカードを追加できません。", n.ja),
        );
    }
    if let (Phase::Specials, Action::Play { special: Special::IncreaseArmySize, nation: n, .. }) =
        (&s.public.phase, action)
        && s.public.nation(*n).army == 0
    {
        let n = nation(*n);
        return t(
            format!("{} has no army: only a rearm vote raises army size from 0.", n.en),
            format!("{}の軍事規模は0です。0から1への上昇は再軍備の議決によってのみ可能です。", n.ja),
        );
    }
    if let (Phase::TradeChoose, Action::TradeWith { seat: partner }, Some(trade)) =
        (&s.public.phase, action, s.public.trade.as_ref())
        && trade.withdrawn_from.contains(partner)
    {
        let p = seat(*partner);
        return t(
            format!("You withdrew your draft to {} this turn: trade with another player or with nobody.", p.en),
            format!(
                "この手番で{}への申し出は取り下げました。他のプレイヤーと交換するか、交換しないを選んでください。",
                p.ja
            ),
        );
    }
    if let Action::RemoveWeak { nation: n, card: c } = action {
        let pile = s.public.pile(who, *n).filter(|p| !p.strong && p.cards.contains(c));
        if pile.is_some_and(|p| c.kind != Kind::Open && p.named_count() == 1 && p.cards.len() > 1) {
            return t(
                "An Open card may not be left alone on a pile: remove the Open card first.",
                "オープンカードをパイルの最後に残すことはできません。先にオープンカードを除去してください。",
            );
        }
    }
    t("That move is not allowed now.", "今その行動はできません。")
}
