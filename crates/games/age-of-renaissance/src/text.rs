//! Every word a player reads, in English and Japanese: names (the title's words), prompts, action labels,
//! log lines and refusals. Players are named by their `{seat:N}` placeholder only.

use statecraft_engine::{Seat, Text, Words};

use crate::action::{Action, Event, Target};
use crate::model::{Adv, Area, CardId, CardKind, Category, Commodity, EventKind, Prov, data};
use crate::rules::{cards, expansion, purchase};
use crate::state::{Phase, PurchaseStep, Ship, State};

fn t(en: impl Into<String>, ja: impl Into<String>) -> Text {
    Text::new(en, ja)
}

fn seat(s: Seat) -> String {
    s.mention()
}

pub fn commodity(c: Commodity) -> Text {
    let (en, ja) = match c {
        Commodity::Stone => ("Stone", "石材"),
        Commodity::Wool => ("Wool", "羊毛"),
        Commodity::Timber => ("Timber", "木材"),
        Commodity::Grain => ("Grain", "穀物"),
        Commodity::Cloth => ("Cloth", "織物"),
        Commodity::Wine => ("Wine", "ワイン"),
        Commodity::Metal => ("Metal", "金属"),
        Commodity::Fur => ("Fur", "毛皮"),
        Commodity::Silk => ("Silk", "絹"),
        Commodity::Spice => ("Spice", "香辛料"),
        Commodity::Gold => ("Gold", "金"),
        Commodity::Ivory => ("Ivory", "象牙"),
    };
    t(en, ja)
}

pub fn category(c: Category) -> Text {
    let (en, ja) = match c {
        Category::Science => ("Science", "科学"),
        Category::Religion => ("Religion", "宗教"),
        Category::Commerce => ("Commerce", "商業"),
        Category::Communication => ("Communication", "通信"),
        Category::Exploration => ("Exploration", "探検"),
        Category::Civics => ("Civics", "社会"),
    };
    t(en, ja)
}

pub fn advance(a: Adv) -> Text {
    let ja = [
        "天文学",
        "人体学",
        "物質の法則",
        "啓蒙",
        "後援",
        "免罪符",
        "布教",
        "大聖堂",
        "隊商",
        "風車・水車",
        "農業改良",
        "利子と利益",
        "工業",
        "記録",
        "印刷",
        "芸術",
        "ルネサンス",
        "東方陸路",
        "外洋船",
        "大洋航海",
        "新世界",
        "都市の興隆",
        "ナショナリズム",
        "研究機関",
        "コスモポリタン",
        "中産階級",
    ];
    let en = [
        "The Heavens",
        "Human Body",
        "Laws of Matter",
        "Enlightenment",
        "Patronage",
        "Holy Indulgence",
        "Proselytism",
        "Cathedral",
        "Caravan",
        "Wind/Watermill",
        "Improved Agriculture",
        "Interest & Profit",
        "Industry",
        "Written Record",
        "Printed Word",
        "Master Art",
        "Renaissance",
        "Overland East",
        "Seaworthy Vessels",
        "Ocean Navigation",
        "New World",
        "Urban Ascendancy",
        "Nationalism",
        "Institutional Research",
        "Cosmopolitan",
        "Middle Class",
    ];
    t(en[a.index()], ja[a.index()])
}

fn event_name(e: EventKind) -> &'static str {
    match e {
        EventKind::AlchemistsGold => "錬金術師の金",
        EventKind::Armor => "甲冑",
        EventKind::BlackDeath => "黒死病",
        EventKind::CivilWar => "内戦",
        EventKind::Crusades => "十字軍",
        EventKind::EnlightenedRuler => "啓蒙君主",
        EventKind::Famine => "飢饉",
        EventKind::Gunpowder => "火薬",
        EventKind::LongBow => "長弓",
        EventKind::MongolArmies => "モンゴル軍",
        EventKind::Mysticism => "神秘主義の蔓延",
        EventKind::PapalDecree => "教皇勅令",
        EventKind::Pirates => "海賊/ヴァイキング",
        EventKind::Rebellion => "反乱",
        EventKind::ReligiousStrife => "宗教紛争",
        EventKind::Uprisings => "革命暴動",
        EventKind::Stirrups => "鐙",
        EventKind::War => "戦争!",
    }
}

pub fn card(c: CardId) -> Text {
    let d = c.data();
    let ja = match &d.kind {
        CardKind::Commodity(list) => list.iter().map(|x| commodity(*x).ja).collect::<Vec<_>>().join("/"),
        CardKind::Event(e) => event_name(*e).to_string(),
        CardKind::Leader(_) => d.name.clone(),
    };
    t(d.name.clone(), ja)
}

pub fn space(p: Prov) -> Text {
    t(p.data().name.clone(), p.data().ja.clone())
}

fn area(a: Area) -> Text {
    match a {
        Area::FarEast => t("the Far East", "極東"),
        Area::NewWorld => t("the New World", "新世界"),
        other => {
            let roman = format!("{other:?}");
            t(format!("area {roman}"), format!("地域{roman}"))
        }
    }
}

/// The title's vocabulary, served with the game (`spaces`, `advances`, `cards`, `commodities`, `categories`,
/// `seas`).
pub fn words() -> Words {
    let mut w = Words::new();
    w.insert("spaces".into(), Prov::all().map(|p| (p.id().to_string(), space(p))).collect());
    w.insert("advances".into(), Adv::all().map(|a| (a.id().to_string(), advance(a))).collect());
    w.insert("cards".into(), CardId::all().map(|c| (c.id().to_string(), card(c))).collect());
    w.insert("commodities".into(), Commodity::ALL.iter().map(|c| (c.id().to_string(), commodity(*c))).collect());
    w.insert(
        "categories".into(),
        Category::ALL
            .iter()
            .map(|c| {
                (
                    serde_json::to_value(c).ok().and_then(|v| v.as_str().map(String::from)).unwrap_or_default(),
                    category(*c),
                )
            })
            .collect(),
    );
    w.insert("seas".into(), data().seas.iter().map(|(id, en, ja)| (id.clone(), t(en.clone(), ja.clone()))).collect());
    w
}

fn target(tg: Target) -> Text {
    match tg {
        Target::None => t("", ""),
        Target::Seat(s) => t(format!(" on {}", seat(s)), format!("（対象: {}）", seat(s))),
        Target::Space(p) => t(format!(" in {}", space(p).en), format!("（{}）", space(p).ja)),
        Target::Area(a) => t(format!(" in {}", area(a).en), format!("（{}）", area(a).ja)),
        Target::Category(c) => t(format!(" banning {}", category(c).en), format!("（{}を禁止）", category(c).ja)),
    }
}

fn ship(s: Ship) -> Text {
    match s {
        Ship::None => t("no ship", "船なし"),
        Ship::Galley(n) => t(format!("Galley {n}"), format!("ガレー船{n}")),
        Ship::Seaworthy(n) => {
            let cap = data().rules.seaworthy_capacity[(n - 1) as usize];
            t(format!("Seaworthy Vessels {cap}"), format!("外洋船{cap}"))
        }
        Ship::Ocean(n) => t(format!("Ocean Navigation {n}"), format!("大洋航海{n}")),
    }
}

/// A short label for an action (buttons and the log).
pub fn action(a: &Action) -> Text {
    match a {
        Action::CapitalBid { amount } => t(format!("Bid ${amount} for a capital"), format!("首都の賭け金 ${amount}")),
        Action::Capital { city } => {
            t(format!("Take {} as capital", space(*city).en), format!("{}を首都に選ぶ", space(*city).ja))
        }
        Action::OrderBid { tokens } if *tokens < 0 => {
            t(format!("Pay ${} for first place, no tokens", -tokens), format!("トークンなしで先手に${}払う", -tokens))
        }
        Action::OrderBid { tokens } => t(format!("Buy {tokens} tokens"), format!("トークンを{tokens}個買う")),
        Action::Leave => t("Leave the game", "ゲームから抜ける"),
        Action::CancelMarker { commodity: c } => t(
            format!("Remove the {} marker (${})", commodity(*c).en, c.value()),
            format!("{}の過不足マーカーを除去（${}）", commodity(*c).ja, c.value()),
        ),
        Action::BuyCard => t("Buy a card ($10)", "カードを買う（$10）"),
        Action::Discard { card: c } => t(format!("Discard {}", card(*c).en), format!("{}を捨てる", card(*c).ja)),
        Action::PlayCommodity { card: _, commodity: c } => {
            t(format!("Play {}", commodity(*c).en), format!("{}を出す", commodity(*c).ja))
        }
        Action::PlayEvent { card: c, target: tg } => {
            let x = target(*tg);
            t(format!("Play {}{}", card(*c).en, x.en), format!("{}を出す{}", card(*c).ja, x.ja))
        }
        Action::PlayLeader { card: c, protection: 0 } => {
            t(format!("Play {}", card(*c).en), format!("{}を出す", card(*c).ja))
        }
        Action::PlayLeader { card: c, protection } => t(
            format!("Play {} and protect it with ${protection}", card(*c).en),
            format!("{}を出し${protection}で保護", card(*c).ja),
        ),
        Action::Reduce { space: p } => {
            t(format!("Reduce the marker in {}", space(*p).en), format!("{}の支配駒を減らす", space(*p).ja))
        }
        Action::UpgradeShip => t("Upgrade the ship ($10)", "船を強化（$10）"),
        Action::BuyAdvance { advance: x } => t(format!("Buy {}", advance(*x).en), format!("{}を獲得", advance(*x).ja)),
        Action::Patron { card: c } => t(format!("Patronize {}", card(*c).en), format!("{}を後援", card(*c).ja)),
        Action::Stabilize => t("Pay for stabilization", "安定化の費用を払う"),
        Action::Neglect => t("Do not stabilize (misery rises)", "安定化しない（悲劇数が増える）"),
        Action::Relieve => t("Buy a step of misery relief", "悲劇救済を1段階買う"),
        Action::Token { space: p } => t(format!("Token to {}", space(*p).en), format!("{}にトークン", space(*p).ja)),
        Action::Attack { space: p, cathedral: false } => {
            t(format!("Compete for {}", space(*p).en), format!("{}で競合", space(*p).ja))
        }
        Action::Attack { space: p, cathedral: true } => {
            t(format!("Take {} with Cathedral", space(*p).en), format!("大聖堂で{}を奪う", space(*p).ja))
        }
        Action::ExpansionCard => t("Buy a card with tokens", "トークンでカードを買う"),
        Action::Trade { card: c } => t(
            format!("Try to trade {} (Wind/Watermill)", card(*c).en),
            format!("{}で交易を試みる（風車・水車）", card(*c).ja),
        ),
        Action::Swap { with } => t(format!("Swap places with {}", seat(*with)), format!("{}と順番を交換", seat(*with))),
        Action::Done => t("Done", "終了"),
    }
}

pub fn describe(s: &State, a: &Action) -> Text {
    match (a, &s.public.phase) {
        (Action::Done, Phase::PlayCards { .. }) if s.public.reductions_left == 0 => t("Pass", "パス"),
        (Action::Done, Phase::Draw) => t("Draw the cards", "カードを引く"),
        (Action::Done, Phase::Expansion { .. }) if s.public.trade_chance.is_some() => {
            t("Do not try to trade", "交易を試みない")
        }
        (Action::UpgradeShip, _) => {
            let next = s.public.phase_actor().and_then(|me| purchase::next_ship(s.public.seat(me).ship));
            let to = ship(next.unwrap_or(Ship::None));
            t(format!("Upgrade the ship to {} ($10)", to.en), format!("船を{}に強化（$10）", to.ja))
        }
        (Action::Attack { space: p, cathedral: false }, _) => {
            let need =
                s.public.phase_actor().and_then(|me| expansion::attack_need(&s.public, me, *p)).map_or(0, |n| n.0);
            t(
                format!("Compete for {} with {need} tokens", space(*p).en),
                format!("{}で競合（トークン{need}個）", space(*p).ja),
            )
        }
        _ => action(a),
    }
}

pub fn cost(s: &State, a: &Action) -> Option<i64> {
    let p = &s.public;
    let me = p.phase_actor()?;
    match a {
        Action::BuyAdvance { advance } => Some(purchase::price(p, me, *advance)),
        Action::UpgradeShip => Some(data().rules.ship_upgrade_cost),
        Action::BuyCard => Some(10),
        Action::CancelMarker { commodity } => Some(commodity.value()),
        Action::Stabilize => Some(purchase::stabilization_cost(p, me, s.hands[me.index()].len())),
        Action::Relieve => Some(purchase::relief_price(p, me)),
        Action::PlayLeader { protection, .. } if *protection > 0 => Some(*protection),
        Action::Patron { card } => p.leaders.iter().find(|l| l.card == *card).map(|l| l.protection),
        _ => None,
    }
}

pub fn prompt(s: &State, viewer: Option<Seat>) -> Text {
    let p = &s.public;
    let who = |x: Seat| if viewer == Some(x) { t("You", "あなた") } else { t(seat(x), seat(x)) };
    match &p.phase {
        Phase::CapitalBid => {
            t("Everyone bids in secret for the choice of capitals.", "全員が首都選択の賭け金を秘密に決めます。")
        }
        Phase::OrderBid => t(
            "Everyone splits his money into tokens and cash in secret; fewest tokens play first.",
            "全員が所持金をトークンと現金に秘密に分けます。トークンの少ない順に手番です。",
        ),
        Phase::Over => t("The game is over.", "ゲーム終了。"),
        phase => {
            let Some(x) = p.phase_actor() else { return t("", "") };
            let w = who(x);
            let (en, ja) = match phase {
                Phase::ChooseCapital { .. } => ("choose a capital", "首都を選んでください"),
                Phase::Draw => (
                    "may remove shortage or surplus markers before the draw",
                    "カードを引く前に過不足マーカーを除去できます",
                ),
                Phase::BuyCards { .. } => ("may buy or discard a card", "カードを買うか捨てられます"),
                Phase::PlayCards { .. } if p.reductions_left > 0 => {
                    ("choose domination markers for the pirates", "海賊の対象の支配駒を選んでください")
                }
                Phase::PlayCards { final_play: true, .. } => {
                    ("must play every card (final card play)", "残りのカードをすべて出します（最終カードプレイ）")
                }
                Phase::PlayCards { .. } => ("may play a card or pass", "カードを出すかパスします"),
                Phase::Purchase { step: PurchaseStep::Buy, .. } => {
                    ("may upgrade the ship and buy advances", "船の強化と進歩を購入できます")
                }
                Phase::Purchase { step: PurchaseStep::Stabilize, .. } => {
                    ("pays for stabilization or takes misery", "安定化の費用を払うか悲劇数を増やします")
                }
                Phase::Purchase { step: PurchaseStep::Relief, .. } => ("may buy misery relief", "悲劇救済を買えます"),
                Phase::Renaissance { .. } => {
                    ("may swap places in the order of play (Renaissance)", "順番を交換できます（ルネサンス）")
                }
                Phase::Expansion { .. } => ("expands with tokens", "トークンで拡張します"),
                _ => ("", ""),
            };
            let mut out = t(format!("{}: {en}", w.en), format!("{}：{ja}", w.ja));
            if p.final_turn {
                out.en.push_str(" (final turn)");
                out.ja.push_str("（最終ターン）");
            }
            out
        }
    }
}

pub fn event(e: &Event) -> Text {
    match e {
        Event::Did { seat: x, action: a } => {
            let l = action(a);
            t(format!("{}: {}", seat(*x), l.en), format!("{}：{}", seat(*x), l.ja))
        }
        Event::BidSealed { seat: x } => {
            t(format!("{} has sealed a bid", seat(*x)), format!("{}が入札しました", seat(*x)))
        }
        Event::CapitalBids { bids, order } | Event::OrderBids { bids, order } => {
            let list: Vec<String> = order.iter().map(|x| format!("{} {}", seat(*x), bids[x.index()])).collect();
            let kind = if matches!(e, Event::CapitalBids { .. }) {
                ("Capital bids", "首都の賭け金")
            } else {
                ("Order of play", "プレイ順")
            };
            t(format!("{}: {}", kind.0, list.join(", ")), format!("{}：{}", kind.1, list.join("、")))
        }
        Event::Drew { seat: x, card: Some(c) } => {
            t(format!("{} draws {}", seat(*x), card(*c).en), format!("{}が{}を引く", seat(*x), card(*c).ja))
        }
        Event::Drew { seat: x, card: None } => {
            t(format!("{} draws a card", seat(*x)), format!("{}がカードを引く", seat(*x)))
        }
        Event::Payout(pay) => {
            let list: Vec<String> = pay
                .paid
                .iter()
                .enumerate()
                .filter(|(_, v)| **v > 0)
                .map(|(i, v)| format!("{} ${v}", seat(Seat(i as u8))))
                .collect();
            let c = commodity(pay.commodity);
            t(format!("{} pays: {}", c.en, list.join(", ")), format!("{}の支払：{}", c.ja, list.join("、")))
        }
        Event::Competition(c) => {
            let dice = c
                .dice
                .map_or_else(|| "Cathedral".to_string(), |(a, b, w)| format!("coloured {a}, black {b}, white {w}"));
            let res = if c.won { ("wins", "勝利") } else { ("loses", "敗北") };
            t(
                format!(
                    "{} competes for {} with {} tokens ({dice}) and {}",
                    seat(c.attacker),
                    space(c.space).en,
                    c.tokens,
                    res.0
                ),
                format!(
                    "{}が{}でトークン{}個で競合（{dice}）：{}",
                    seat(c.attacker),
                    space(c.space).ja,
                    c.tokens,
                    res.1
                ),
            )
        }
        Event::War(w) => {
            let rolls: Vec<String> = w
                .rounds
                .iter()
                .map(|r| format!("{} vs {}: {}+{} / {}+{}", seat(w.attacker), seat(r.0), r.1, r.2, r.3, r.4))
                .collect();
            let end = w.winner.map_or_else(
                || "no winner".to_string(),
                |x| format!("{} wins, {} markers change hands", seat(x), w.markers_given),
            );
            let end_ja = w.winner.map_or_else(
                || "勝者なし".to_string(),
                |x| format!("{}の勝利、支配駒{}個が移る", seat(x), w.markers_given),
            );
            t(format!("War! {}; {end}", rolls.join("; ")), format!("戦争！{}；{end_ja}", rolls.join("；")))
        }
        Event::Misery { seat: x, from, to } => t(
            format!(
                "{}'s misery goes from {} to {}",
                seat(*x),
                crate::model::misery_value(*from),
                crate::model::misery_value((*to).min(crate::model::chaos_step() - 1))
            ),
            format!(
                "{}の悲劇数 {}→{}",
                seat(*x),
                crate::model::misery_value(*from),
                crate::model::misery_value((*to).min(crate::model::chaos_step() - 1))
            ),
        ),
        Event::Cash { seat: x, amount } => t(
            format!("{} {} ${}", seat(*x), if *amount >= 0 { "gains" } else { "loses" }, amount.abs()),
            format!("{} ${:+}", seat(*x), amount),
        ),
        Event::Income { seat: x, amount } => {
            t(format!("{} receives ${amount} income", seat(*x)), format!("{}の収入 ${amount}", seat(*x)))
        }
        Event::Markers { rolls, markers } => {
            let r: Vec<String> = rolls.iter().map(|(c, b, w)| format!("{c}/{b}/{w}")).collect();
            let m: Vec<String> = Commodity::ALL
                .iter()
                .filter(|c| markers[c.index()] != 0)
                .map(|c| format!("{} {:+}", commodity(*c).en, markers[c.index()]))
                .collect();
            let mj: Vec<String> = Commodity::ALL
                .iter()
                .filter(|c| markers[c.index()] != 0)
                .map(|c| format!("{} {:+}", commodity(*c).ja, markers[c.index()]))
                .collect();
            // Opposite results cancel: then no marker is left to name.
            let (m, mj) =
                if m.is_empty() { ("none".to_string(), "なし".to_string()) } else { (m.join(", "), mj.join("、")) };
            t(
                format!("Shortage/surplus rolls {}: {}", r.join(", "), m),
                format!("過不足のサイ {}：{}", r.join("、"), mj),
            )
        }
        Event::Trade { seat: x, with, roll, market, given, taken } => {
            let ok = roll <= market;
            let cards = match (given, taken) {
                (Some(g), Some(k)) => {
                    (format!(": {} for {}", card(*g).en, card(*k).en), format!("：{}と{}", card(*g).ja, card(*k).ja))
                }
                _ => (String::new(), String::new()),
            };
            t(
                format!(
                    "{} tries to trade with {}: rolls {roll} (needs at most {market}), {}{}",
                    seat(*x),
                    seat(*with),
                    if ok { "traded" } else { "no trade" },
                    cards.0
                ),
                format!(
                    "{}が{}と交易を試みる：出目{roll}（{market}以下で成功）、{}{}",
                    seat(*x),
                    seat(*with),
                    if ok { "成功" } else { "失敗" },
                    cards.1
                ),
            )
        }
        Event::Eliminated { seat: x } => {
            t(format!("{} falls into Chaos and leaves the game", seat(*x)), format!("{}は混沌に陥り脱落", seat(*x)))
        }
        Event::Left { seat: x } => {
            t(format!("{} leaves the game", seat(*x)), format!("{}がゲームから抜ける", seat(*x)))
        }
        Event::EpochBegins { epoch } => t(format!("Epoch {epoch} begins"), format!("時代{epoch}の開始")),
        Event::FinalTurn => {
            t("The last deck is exhausted: this is the final turn", "最後の山が尽きました：最終ターンです")
        }
        Event::GameOver { .. } => t("The game is over", "ゲーム終了"),
    }
}

/// Why an action is refused now, naming the rule.
pub fn why_illegal(s: &State, me: Seat, a: &Action) -> Text {
    let p = &s.public;
    let phase_word = match a {
        Action::CapitalBid { .. } => matches!(p.phase, Phase::CapitalBid),
        Action::Capital { .. } => matches!(p.phase, Phase::ChooseCapital { .. }),
        Action::OrderBid { .. } | Action::Leave => matches!(p.phase, Phase::OrderBid),
        Action::CancelMarker { .. } => matches!(p.phase, Phase::Draw),
        Action::BuyCard | Action::Discard { .. } => matches!(p.phase, Phase::BuyCards { .. }),
        Action::PlayCommodity { .. } | Action::PlayEvent { .. } | Action::PlayLeader { .. } | Action::Reduce { .. } => {
            matches!(p.phase, Phase::PlayCards { .. })
        }
        Action::UpgradeShip
        | Action::BuyAdvance { .. }
        | Action::Patron { .. }
        | Action::Stabilize
        | Action::Neglect
        | Action::Relieve => {
            matches!(p.phase, Phase::Purchase { .. })
        }
        Action::Swap { .. } => matches!(p.phase, Phase::Renaissance { .. }),
        Action::Token { .. } | Action::Attack { .. } | Action::ExpansionCard | Action::Trade { .. } => {
            matches!(p.phase, Phase::Expansion { .. })
        }
        Action::Done => true,
    };
    if !phase_word {
        return t("That is not part of this step of the turn.", "それはターンのこの段階ではできません。");
    }
    match a {
        Action::BuyAdvance { advance } => match purchase::advance_refusal(p, me, *advance) {
            Some("owned") => t("You already hold that advance.", "その進歩はすでに持っています。"),
            Some("prerequisite") => t("Its prerequisite advances come first.", "先に前提となる進歩が必要です。"),
            Some("papal_decree") => {
                t("Papal Decree bans that category this turn.", "教皇勅令によりこのターンその分野は購入できません。")
            }
            Some(_) => t(
                format!("It costs ${} after credits; you have less.", purchase::price(p, me, *advance)),
                format!("クレジット後${}で、所持金が足りません。", purchase::price(p, me, *advance)),
            ),
            None => t("Not now.", "今はできません。"),
        },
        Action::Token { space: x } | Action::Attack { space: x, .. } => {
            if expansion::reach(p, me).how(*x).is_none() {
                t(format!("{} is out of your reach.", space(*x).en), format!("{}には届きません。", space(*x).ja))
            } else {
                t("You do not have the tokens (or the ship) for that.", "そのためのトークン（または船）が足りません。")
            }
        }
        Action::PlayEvent { card: c, .. }
        | Action::PlayCommodity { card: c, .. }
        | Action::PlayLeader { card: c, .. }
            if !s.hands[me.index()].contains(c) =>
        {
            t("That card is not in your hand.", "そのカードは手札にありません。")
        }
        Action::PlayEvent { card: c, .. } => {
            let CardKind::Event(k) = c.data().kind else { return t("Not now.", "今はできません。") };
            let final_play = matches!(p.phase, Phase::PlayCards { final_play: true, .. });
            if cards::event_targets(p, me, k, final_play).is_empty() {
                t(
                    "That event cannot be played now; it stays in your hand.",
                    "そのイベントは今は使えません（手札に残ります）。",
                )
            } else {
                t("That is not a target this event may take.", "そのイベントの対象にはできません。")
            }
        }
        Action::OrderBid { .. } => {
            t("A bid lies between paying all your cash and spending it all on tokens.", "入札額は所持金の範囲内です。")
        }
        Action::Relieve => t("Relief is limited by your tier and your money.", "救済は段階と所持金の範囲内です。"),
        _ => t("That move is not allowed now.", "今その行動はできません。"),
    }
}
