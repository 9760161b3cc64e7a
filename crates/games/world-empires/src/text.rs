//! Every word a player reads, in English and Japanese: the vocabulary for the board, prompts, action labels,
//! log lines and refusals. Players are named by `{seat:N}` placeholders.

use statecraft_engine::{Seat, Text, Words};

use crate::action::{Action, Event};
use crate::model::{Card, Power, Region, Resource, Space, data};
use crate::rules::{self};
use crate::state::{Age, Phase, State};

fn seat(s: Seat) -> String {
    s.mention()
}

fn sp(s: Space) -> (&'static str, &'static str) {
    let i = s.info();
    (&i.en, &i.ja)
}

fn pw(p: Power) -> (&'static str, &'static str) {
    let i = p.info();
    (&i.en, &i.ja)
}

fn cd(c: Card) -> (&'static str, &'static str) {
    let i = c.info();
    (&i.en, &i.ja)
}

fn rg(r: Region) -> (&'static str, &'static str) {
    let i = r.info();
    (&i.en, &i.ja)
}

pub fn resource_name(r: Resource) -> (&'static str, &'static str) {
    match r {
        Resource::Grain => ("grain", "麦"),
        Resource::Horse => ("horse", "馬"),
        Resource::Forest => ("forest", "森"),
        Resource::Gold => ("gold", "金"),
        Resource::Iron => ("iron", "鉄"),
        Resource::Trade => ("trade route", "交易路"),
    }
}

fn age_name(a: Age) -> (&'static str, &'static str) {
    match a {
        Age::Storms => ("Age of Storms", "嵐の時代"),
        Age::NomadEmpires => ("Age of Nomad Empires", "遊牧帝国の時代"),
        Age::Peace => ("Age of Peace", "平和の時代"),
    }
}

/// The vocabulary served with the game: regions, spaces (land and water), powers, event cards, resources, ages.
pub fn words() -> Words {
    let d = data();
    let mut w = Words::new();
    w.insert("regions".into(), d.regions.iter().map(|r| (r.id.clone(), Text::new(&r.en, &r.ja))).collect());
    w.insert("spaces".into(), d.spaces.iter().map(|s| (s.id.clone(), Text::new(&s.en, &s.ja))).collect());
    w.insert("powers".into(), d.powers.iter().map(|p| (p.id.clone(), Text::new(&p.en, &p.ja))).collect());
    w.insert("cards".into(), d.events.iter().map(|c| (c.id.clone(), Text::new(&c.en, &c.ja))).collect());
    w.insert(
        "resources".into(),
        Resource::ALL
            .iter()
            .map(|r| {
                let (en, ja) = resource_name(*r);
                (
                    serde_json::to_value(r).ok().and_then(|v| v.as_str().map(String::from)).unwrap_or_default(),
                    Text::new(en, ja),
                )
            })
            .collect(),
    );
    w.insert(
        "ages".into(),
        [Age::Storms, Age::NomadEmpires, Age::Peace]
            .iter()
            .map(|a| {
                let (en, ja) = age_name(*a);
                (
                    serde_json::to_value(a).ok().and_then(|v| v.as_str().map(String::from)).unwrap_or_default(),
                    Text::new(en, ja),
                )
            })
            .collect(),
    );
    w
}

pub fn prompt(s: &State, viewer: Option<Seat>) -> Text {
    let p = &s.public;
    let to_act = rules::to_act(s);
    let me = viewer.is_some_and(|v| to_act.includes(v));
    let who = to_act.seats().first().copied().map(seat).unwrap_or_default();
    let active = p.active.as_ref().map(|a| pw(a.power));
    let (aen, aja) = active.unwrap_or(("", ""));
    let pool = p.active.as_ref().map_or(0, |a| a.pool);
    match &p.phase {
        Phase::Over => Text::new("The game is over.", "ゲーム終了です。"),
        Phase::Draft if me => Text::new(
            "Keep one of the empire cards you drew (or pay 10 VP to draw a third).",
            "引いた帝国カードから1枚を選んでください（10VPで3枚目を引けます）。",
        ),
        Phase::Draft => Text::new(format!("{who} is choosing an empire."), format!("{who}が帝国を選んでいます。")),
        Phase::Enter if me => Text::new(
            format!("{aen}: choose your start space (a space of the region without a city)."),
            format!("{aja}：スタート地点（都市のない地区）を選んでください。"),
        ),
        Phase::Enter => Text::new(format!("{who} is entering with {aen}."), format!("{who}が{aja}で登場します。")),
        Phase::Expand if me => Text::new(
            format!("{aen}: {pool} pieces left. Place soldiers or merchants, build, or end the expansion."),
            format!("{aja}：残り{pool}コマ。兵士・商人を置く、建設する、または拡張を終えてください。"),
        ),
        Phase::Expand => Text::new(format!("{who} is expanding with {aen}."), format!("{who}が{aja}を拡張中です。")),
        Phase::CapitalLoss { victim, left } => {
            let (ven, vja) = pw(*victim);
            Text::new(
                format!("{who} took the capital of {ven}: remove {left} more of its pieces."),
                format!("{who}が{vja}の首都を陥落させました：そのコマをあと{left}個除いてください。"),
            )
        }
        Phase::MoveCapital { power, .. } => {
            let (en, ja) = pw(*power);
            Text::new(
                format!("{who}: move the capital of {en} to one of its cities."),
                format!("{who}：{ja}の首都を支配下の都市へ移してください。"),
            )
        }
        Phase::Disaster => Text::new(
            format!("{who}: choose the space the Natural Disaster strikes."),
            format!("{who}：天災が起きる地区を選んでください。"),
        ),
        Phase::Plague => Text::new(
            format!("{who}: choose the region the Plague strikes."),
            format!("{who}：疫病が起きる地域を選んでください。"),
        ),
        Phase::Kingdom => Text::new(
            format!("{who}: play a kingdom card or not."),
            format!("{who}：王国カードをプレイするか選んでください。"),
        ),
        Phase::Discard { .. } => Text::new(
            format!("{who}: discard down to three event cards."),
            format!("{who}：イベントカードを3枚まで捨ててください。"),
        ),
    }
}

pub fn describe(_s: &State, action: &Action) -> Text {
    match *action {
        Action::Keep { power } => {
            let (en, ja) = pw(power);
            Text::new(format!("Keep {en}"), format!("{ja}を選ぶ"))
        }
        Action::DrawThird => Text::new("Pay 10 VP to draw a third card", "10VP払って3枚目を引く"),
        Action::Enter { space } => {
            let (en, ja) = sp(space);
            Text::new(format!("Enter at {en}"), format!("{ja}から登場"))
        }
        Action::Soldier { space } => {
            let (en, ja) = sp(space);
            Text::new(format!("Soldier to {en}"), format!("{ja}に兵士"))
        }
        Action::Merchant { space } => {
            let (en, ja) = sp(space);
            Text::new(format!("Merchant to {en}"), format!("{ja}に商人"))
        }
        Action::Expel { space } => {
            let (en, ja) = sp(space);
            Text::new(format!("Expel merchants from {en}"), format!("{ja}から商人を排除"))
        }
        Action::Navy { sea, with } => {
            let (en, ja) = sp(sea);
            match with {
                Some(w) => {
                    let (wen, wja) = sp(w);
                    Text::new(format!("Navy on {en} and {wen}"), format!("{ja}と{wja}に海軍"))
                }
                None => Text::new(format!("Navy on {en}"), format!("{ja}に海軍")),
            }
        }
        Action::City { space, forests } => {
            let (en, ja) = sp(space);
            Text::new(format!("City at {en} (using {forests} forest)"), format!("{ja}に都市（森{forests}使用）"))
        }
        Action::Great { space, forest } => {
            let (en, ja) = sp(space);
            let f = u8::from(forest);
            Text::new(format!("Great building at {en} (using {f} forest)"), format!("{ja}に偉大な建造物（森{f}使用）"))
        }
        Action::AttackNomads => Text::new("Attack the nomads", "遊牧帝国を攻撃"),
        Action::PlayEvent { card } => {
            let (en, ja) = cd(card);
            Text::new(format!("Play {en}"), format!("{ja}をプレイ"))
        }
        Action::Disaster { space } => {
            let (en, ja) = sp(space);
            Text::new(format!("Disaster at {en}"), format!("{ja}に天災"))
        }
        Action::Plague { region } => {
            let (en, ja) = rg(region);
            Text::new(format!("Plague in {en}"), format!("{ja}に疫病"))
        }
        Action::Relocate { from, to } => {
            let (fen, fja) = sp(from);
            let (ten, tja) = sp(to);
            Text::new(format!("Move a merchant {fen} → {ten}"), format!("商人を移動 {fja}→{tja}"))
        }
        Action::Plunder { space } => {
            let (en, ja) = sp(space);
            Text::new(format!("Plunder the city at {en}"), format!("{ja}の都市を略奪"))
        }
        Action::RemovePiece { space } => {
            let (en, ja) = sp(space);
            Text::new(format!("Remove a piece at {en}"), format!("{ja}のコマを除く"))
        }
        Action::MoveCapital { space } => {
            let (en, ja) = sp(space);
            Text::new(format!("Capital to {en}"), format!("首都を{ja}へ"))
        }
        Action::PlayKingdom { power } => {
            let (en, ja) = pw(power);
            Text::new(format!("Play kingdom {en}"), format!("王国{ja}をプレイ"))
        }
        Action::NoKingdom => Text::new("No kingdom this turn", "王国はプレイしない"),
        Action::Discard { card } => {
            let (en, ja) = cd(card);
            Text::new(format!("Discard {en}"), format!("{ja}を捨てる"))
        }
        Action::End => Text::new("End the expansion", "拡張を終える"),
    }
}

fn list(spaces: &[Space]) -> (String, String) {
    let en: Vec<&str> = spaces.iter().map(|s| sp(*s).0).collect();
    let ja: Vec<&str> = spaces.iter().map(|s| sp(*s).1).collect();
    (en.join(", "), ja.join("、"))
}

pub fn event(e: &Event) -> Text {
    match e {
        Event::DraftOrder { order, .. } => {
            let names: Vec<String> = order.iter().map(|s| seat(*s)).collect();
            Text::new(format!("Draft order: {}", names.join(", ")), format!("選択順：{}", names.join("、")))
        }
        Event::DrewEmpires { seat: s, count, cards } => {
            if cards.is_empty() {
                Text::new(
                    format!("{} draws {count} empire cards.", seat(*s)),
                    format!("{}が帝国カードを{count}枚引きました。", seat(*s)),
                )
            } else {
                let en: Vec<&str> = cards.iter().map(|c| pw(*c).0).collect();
                let ja: Vec<&str> = cards.iter().map(|c| pw(*c).1).collect();
                Text::new(
                    format!("{} draws {}.", seat(*s), en.join(", ")),
                    format!("{}が{}を引きました。", seat(*s), ja.join("、")),
                )
            }
        }
        Event::PaidForThird { seat: s, cost } => Text::new(
            format!("{} pays {cost} VP for a third card.", seat(*s)),
            format!("{}が{cost}VP払って3枚目を引きます。", seat(*s)),
        ),
        Event::Kept { seat: s, power } => {
            let (en, ja) = pw(*power);
            Text::new(format!("{} chooses {en}.", seat(*s)), format!("{}が{ja}を選びました。", seat(*s)))
        }
        Event::EpochBegins { epoch, roll, age } => {
            let (en, ja) = age_name(*age);
            Text::new(
                format!("Epoch {epoch} begins. Epoch die {roll}: {en}."),
                format!("第{epoch}エポック開始。エポックダイス{roll}：{ja}。"),
            )
        }
        Event::DrewEvent { seat: s, card } => match card {
            Some(c) => {
                let (en, ja) = cd(*c);
                Text::new(format!("{} draws {en}.", seat(*s)), format!("{}が{ja}を引きました。", seat(*s)))
            }
            None => Text::new(
                format!("{} draws an event card.", seat(*s)),
                format!("{}がイベントカードを引きました。", seat(*s)),
            ),
        },
        Event::Boxed { card } => {
            let (en, ja) = cd(*card);
            Text::new(
                format!("{en} is out of its epochs and boxed."),
                format!("{ja}は時代が過ぎたため除外されました。"),
            )
        }
        Event::Reshuffled { cards } => Text::new(
            format!("The event discards are reshuffled ({cards} cards)."),
            format!("イベントの捨て札をシャッフルしました（{cards}枚）。"),
        ),
        Event::TurnBegins { seat: s, power, pieces } => {
            let (en, ja) = pw(*power);
            Text::new(
                format!("{} plays {en} with {pieces} pieces.", seat(*s)),
                format!("{}が{ja}をプレイ（{pieces}コマ）。", seat(*s)),
            )
        }
        Event::NoEntry { seat: s, power } => {
            let (en, ja) = pw(*power);
            Text::new(
                format!("{en} ({}) finds no space to enter.", seat(*s)),
                format!("{ja}（{}）は登場できる地区がありません。", seat(*s)),
            )
        }
        Event::Entered { seat: s, power, space, removed } => {
            let (en, ja) = pw(*power);
            let (sen, sja) = sp(*space);
            Text::new(
                format!("{en} ({}) enters at {sen}, removing {removed} soldiers.", seat(*s)),
                format!("{ja}（{}）が{sja}に登場、兵士{removed}個を除去。", seat(*s)),
            )
        }
        Event::Placed { power, space, merchant, .. } => {
            let (en, ja) = pw(*power);
            let (sen, sja) = sp(*space);
            if *merchant {
                Text::new(format!("{en}: merchant to {sen}."), format!("{ja}：{sja}に商人。"))
            } else {
                Text::new(format!("{en}: soldier to {sen}."), format!("{ja}：{sja}に兵士。"))
            }
        }
        Event::Battle { battle: b } => {
            let (aen, aja) = pw(b.attacker);
            let (den, dja) = pw(b.defender);
            let (sen, sja) = sp(b.space);
            let (ren, rja) = match b.attacker_won {
                Some(true) => (format!("{aen} wins"), format!("{aja}の勝利")),
                Some(false) => (format!("{den} wins"), format!("{dja}の勝利")),
                None => ("a tie: both lose a soldier".to_string(), "引き分け：両軍1コマ失う".to_string()),
            };
            let city =
                if b.city_lost { (" A city is destroyed.", "都市が1つ失われました。") } else { ("", "") };
            if b.automatic {
                Text::new(
                    format!("War at {sen}: the Great Soldier gives {aen} the victory.{}", city.0),
                    format!("{sja}で戦争：偉大なる兵士により{aja}の勝利。{}", city.1),
                )
            } else {
                Text::new(
                    format!(
                        "War at {sen}: {aen} {:?} → {} against {den} {:?} → {}; {ren}.{}",
                        b.attacker_dice, b.attacker_total, b.defender_dice, b.defender_total, city.0
                    ),
                    format!(
                        "{sja}で戦争：{aja} {:?}→{} 対 {dja} {:?}→{}、{rja}。{}",
                        b.attacker_dice, b.attacker_total, b.defender_dice, b.defender_total, city.1
                    ),
                )
            }
        }
        Event::Gained { power, space, resources, pieces } => {
            let (en, ja) = pw(*power);
            let (sen, sja) = sp(*space);
            let ren: Vec<&str> = resources.iter().map(|r| resource_name(*r).0).collect();
            let rja: Vec<&str> = resources.iter().map(|r| resource_name(*r).1).collect();
            Text::new(
                format!("{en} gains {} at {sen} (+{pieces} pieces).", ren.join(", ")),
                format!("{ja}が{sja}で{}を獲得（+{pieces}コマ）。", rja.join("、")),
            )
        }
        Event::CapitalTaken { seat: s, space, victim, victim_seat, .. } => {
            let (ven, vja) = pw(*victim);
            let (sen, sja) = sp(*space);
            Text::new(
                format!("{} takes {sen}, the capital of {ven} ({}).", seat(*s), seat(*victim_seat)),
                format!("{}が{vja}（{}）の首都{sja}を陥落させました。", seat(*s), seat(*victim_seat)),
            )
        }
        Event::PieceRemoved { power, space } => {
            let (en, ja) = pw(*power);
            let (sen, sja) = sp(*space);
            Text::new(format!("A piece of {en} at {sen} is removed."), format!("{sja}の{ja}のコマが除かれました。"))
        }
        Event::CapitalMoved { power, space } => {
            let (en, ja) = pw(*power);
            let (sen, sja) = sp(*space);
            Text::new(format!("The capital of {en} moves to {sen}."), format!("{ja}の首都が{sja}へ移りました。"))
        }
        Event::CapitalLost { power } => {
            let (en, ja) = pw(*power);
            Text::new(format!("{en} has no city left for its capital."), format!("{ja}は首都を移す都市がありません。"))
        }
        Event::Expelled { seat: s, space, merchants } => {
            let (sen, sja) = sp(*space);
            Text::new(
                format!("{} expels {merchants} merchants from {sen}.", seat(*s)),
                format!("{}が{sja}から商人{merchants}個を排除。", seat(*s)),
            )
        }
        Event::NavyBuilt { seat: s, waters, pieces, .. } => {
            let (en, ja) = list(waters);
            Text::new(
                format!("{} builds a navy of {pieces} on {en}.", seat(*s)),
                format!("{}が{ja}に海軍（{pieces}コマ）を置きました。", seat(*s)),
            )
        }
        Event::ForestUsed { space, left } => {
            let (sen, sja) = sp(*space);
            Text::new(format!("The forest of {sen} is used ({left} left)."), format!("{sja}の森を使用（残り{left}）。"))
        }
        Event::CityBuilt { seat: s, space, .. } => {
            let (sen, sja) = sp(*space);
            Text::new(format!("{} builds a city at {sen}.", seat(*s)), format!("{}が{sja}に都市を建設。", seat(*s)))
        }
        Event::GreatBuilt { seat: s, space, .. } => {
            let (sen, sja) = sp(*space);
            Text::new(
                format!("{} raises a great building at {sen}.", seat(*s)),
                format!("{}が{sja}に偉大な建造物を建設。", seat(*s)),
            )
        }
        Event::NomadAttack { seat: s, nomad, attack, defence, success, .. } => {
            let (en, ja) = pw(*nomad);
            let (ren, rja) = if *success { ("success", "成功") } else { ("repelled", "失敗") };
            Text::new(
                format!("{} attacks the {en}: {attack} against {defence}, {ren}.", seat(*s)),
                format!("{}が{ja}を攻撃：{attack}対{defence}、{rja}。", seat(*s)),
            )
        }
        Event::EventPlayed { seat: s, card } => {
            let (en, ja) = cd(*card);
            Text::new(format!("{} plays {en}.", seat(*s)), format!("{}が{ja}をプレイ。", seat(*s)))
        }
        Event::DisasterStruck { space, cities, great_buildings, merchants } => {
            let (sen, sja) = sp(*space);
            Text::new(
                format!(
                    "Disaster at {sen}: {cities} city, {great_buildings} great building, {merchants} merchant lost."
                ),
                format!("{sja}に天災：都市{cities}、建造物{great_buildings}、商人{merchants}を失う。"),
            )
        }
        Event::PlagueStruck { region, pieces } => {
            let (en, ja) = rg(*region);
            Text::new(format!("Plague in {en}: {pieces} pieces lost."), format!("{ja}に疫病：{pieces}コマ失う。"))
        }
        Event::Relocated { seat: s, from, to } => {
            let (fen, fja) = sp(*from);
            let (ten, tja) = sp(*to);
            Text::new(
                format!("{} moves a merchant from {fen} to {ten}.", seat(*s)),
                format!("{}が商人を{fja}から{tja}へ移動。", seat(*s)),
            )
        }
        Event::Plundered { seat: s, power, space, points } => {
            let (en, ja) = pw(*power);
            let (sen, sja) = sp(*space);
            Text::new(
                format!("The {en} ({}) plunder {sen}: +{points} VP.", seat(*s)),
                format!("{ja}（{}）が{sja}を略奪：+{points}VP。", seat(*s)),
            )
        }
        Event::KingdomPlayed { seat: s, power } => {
            let (en, ja) = pw(*power);
            Text::new(format!("{} plays the kingdom of {en}.", seat(*s)), format!("{}が王国{ja}をプレイ。", seat(*s)))
        }
        Event::Discarded { seat: s, card } => {
            let (en, ja) = cd(*card);
            Text::new(format!("{} discards {en}.", seat(*s)), format!("{}が{ja}を捨てました。", seat(*s)))
        }
        Event::TurnEnds { seat: s, power, unplaced } => {
            let (en, ja) = pw(*power);
            Text::new(
                format!("{en} ({}) ends its expansion ({unplaced} pieces unplaced).", seat(*s)),
                format!("{ja}（{}）が拡張を終了（未配置{unplaced}）。", seat(*s)),
            )
        }
        Event::Scored { seat: s, sheet, vp } => Text::new(
            format!(
                "{} scores {} (spaces {}, control {}+{}, cities {}, great buildings {}, trade {}): {vp} VP.",
                seat(*s),
                sheet.total,
                sheet.spaces,
                sheet.control,
                sheet.complete_control,
                sheet.cities,
                sheet.great_buildings,
                sheet.trade_route
            ),
            format!(
                "{}の得点 {}（地区{}、支配{}+{}、都市{}、建造物{}、交易路{}）：計{vp}VP。",
                seat(*s),
                sheet.total,
                sheet.spaces,
                sheet.control,
                sheet.complete_control,
                sheet.cities,
                sheet.great_buildings,
                sheet.trade_route
            ),
        ),
        Event::MerchantContest { space, rolls, losers } => {
            let (sen, sja) = sp(*space);
            let r: Vec<String> = rolls.iter().map(|(s, v)| format!("{} {v}", seat(*s))).collect();
            let l: Vec<String> = losers.iter().map(|s| seat(*s)).collect();
            Text::new(
                format!("Merchant competition at {sen}: {}; {} lose a merchant.", r.join(", "), l.join(", ")),
                format!("{sja}で商業の競争：{}、{}が商人を失う。", r.join("、"), l.join("、")),
            )
        }
        Event::BarrenLoss { space, pieces } => {
            let (sen, sja) = sp(*space);
            Text::new(
                format!("{pieces} pieces perish on the barren {sen}."),
                format!("不毛の地{sja}で{pieces}コマが失われました。"),
            )
        }
        Event::NavyLost { seat: s, waters } => {
            let (en, ja) = list(waters);
            Text::new(
                format!("{} loses its navy on {en}.", seat(*s)),
                format!("{}は{ja}の海軍を失いました。", seat(*s)),
            )
        }
        Event::NomadsInvade { invasions } => {
            let en: Vec<String> =
                invasions.iter().map(|(p, v, s)| format!("{} ({v}, {})", pw(*p).0, seat(*s))).collect();
            let ja: Vec<String> =
                invasions.iter().map(|(p, v, s)| format!("{}（{v}、{}）", pw(*p).1, seat(*s))).collect();
            Text::new(format!("Nomads invade: {}.", en.join(", ")), format!("遊牧帝国の侵攻：{}。", ja.join("、")))
        }
        Event::NomadScored { seat: s, power, cities, vp } => {
            let (en, ja) = pw(*power);
            Text::new(
                format!("The {en} hold {cities} cities: {} scores {vp}.", seat(*s)),
                format!("{ja}は都市{cities}を支配：{}に{vp}点。", seat(*s)),
            )
        }
        Event::NomadsLeave { power, pieces } => {
            let (en, ja) = pw(*power);
            Text::new(
                format!("The {en} leave the board ({pieces} pieces)."),
                format!("{ja}のコマ{pieces}個が盤上から除かれました。"),
            )
        }
        Event::GameOver { scores, winners } => {
            let w: Vec<String> = winners.iter().map(|s| seat(*s)).collect();
            Text::new(
                format!("Game over. Scores {scores:?}; winner: {}.", w.join(", ")),
                format!("ゲーム終了。得点{scores:?}、勝者：{}。", w.join("、")),
            )
        }
    }
}

/// Why `action` is refused now: the rule that refuses it.
pub fn why_illegal(s: &State, seat_: Seat, action: &Action) -> Text {
    let p = &s.public;
    if !rules::to_act(s).includes(seat_) {
        return Text::new("It is not your turn.", "あなたの手番ではありません。");
    }
    let a = p.active.as_ref();
    let pool = a.map_or(0, |a| a.pool);
    match (action, &p.phase) {
        (Action::Keep { .. }, Phase::Draft) => {
            Text::new("You did not draw that empire card.", "その帝国カードは引いていません。")
        }
        (Action::DrawThird, Phase::Draft) => Text::new(
            "A third card needs 10 VP and two cards in hand, once per draft.",
            "3枚目を引くには10VPが必要です（1回のみ）。",
        ),
        (Action::Enter { .. }, Phase::Enter) => Text::new(
            "Enter on a space of the start region without a city or capital.",
            "スタート地域の都市・首都のない地区に登場してください。",
        ),
        (_, Phase::Enter) => Text::new("First choose your start space.", "まずスタート地点を選んでください。"),
        (
            Action::Soldier { .. } | Action::Merchant { .. } | Action::Expel { .. } | Action::AttackNomads,
            Phase::Expand,
        ) if pool == 0 => Text::new("You have no pieces left.", "コマが残っていません。"),
        (Action::Soldier { .. }, Phase::Expand) => Text::new(
            "Pieces go next to your empire's pieces (or across a sea your navy holds).",
            "コマは自帝国のコマに隣接する地区（または自海軍の海を挟んだ地区）に置けます。",
        ),
        (Action::Merchant { .. }, Phase::Expand) => Text::new(
            "Merchants need commerce and go only in reach where some soldier stands.",
            "商人は商業力が必要で、いずれかの兵士がいる隣接地区にだけ置けます。",
        ),
        (Action::Expel { .. }, Phase::Expand) => Text::new(
            "You may expel other colours' merchants only where your empire has soldiers.",
            "商人の排除は自帝国の兵士がいる地区でのみできます。",
        ),
        (Action::Navy { .. }, Phase::Expand) => Text::new(
            "A navy needs a forest per piece, pieces left, and a sea next to your spaces.",
            "海軍には1コマにつき森1つと、自分の地区に接する海が必要です。",
        ),
        (Action::City { .. }, Phase::Expand) => Text::new(
            "A city needs three resources and goes on your start space or one of your cities.",
            "都市には資源3つが必要で、スタート地点か自分の都市のある地区に置きます。",
        ),
        (Action::Great { .. }, Phase::Expand) => Text::new(
            "A great building needs five different resources and one of your cities.",
            "偉大な建造物には5種類の資源と自分の都市が必要です。",
        ),
        (Action::AttackNomads, Phase::Expand) => Text::new(
            "You may attack a nomad people only from a region where you hold a space.",
            "遊牧帝国への攻撃は、その地域に支配地区を持つ場合のみです。",
        ),
        (Action::PlayEvent { .. }, Phase::Expand) => Text::new(
            "One event card a turn, from your hand, in its epochs.",
            "イベントカードは手番に1枚、手札から、使用可能な時代にだけプレイできます。",
        ),
        (Action::Plunder { .. }, Phase::Expand) => Text::new(
            "Only nomads plunder, a city where they stand.",
            "略奪は遊牧帝国が自分のいる都市に対してのみ行えます。",
        ),
        (Action::Relocate { .. }, Phase::Expand) => Text::new(
            "Relocation moves your merchants up to two spaces, to a space with soldiers.",
            "移住は自分の商人を2地区以内の兵士のいる地区へ動かします。",
        ),
        (Action::RemovePiece { .. }, Phase::CapitalLoss { .. }) => {
            Text::new("Remove a piece of the empire whose capital fell.", "陥落した首都の帝国のコマを選んでください。")
        }
        (Action::MoveCapital { .. }, Phase::MoveCapital { .. }) => {
            Text::new("The capital moves to a city its empire holds.", "首都はその帝国が支配する都市へ移します。")
        }
        (Action::Discard { .. }, Phase::Discard { .. }) => {
            Text::new("That card is not in your hand.", "そのカードは手札にありません。")
        }
        (Action::PlayKingdom { .. }, Phase::Kingdom) => Text::new(
            "Play a kingdom card you hold, of this epoch or earlier, with a free start space.",
            "手元の、この時代以前の、登場できる王国カードをプレイしてください。",
        ),
        _ => Text::new("That move is not allowed now.", "今その行動はできません。"),
    }
}
