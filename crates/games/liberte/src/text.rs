//! Every word a player reads, in English and Japanese: prompts, action labels, log lines, refusals and the
//! title's vocabulary. Players are named by `{seat:N}` placeholders only.

use statecraft_engine::{Seat, Text, Words};

use crate::action::{Action, Event, Source, Target};
use crate::model::{CardId, Faction, Province, Region, data};
use crate::rules::actions::{self, NoPlace, NoPlay};
use crate::rules::special::{self, NoSpecial};
use crate::rules::{self, contest};
use crate::state::{ContestKind, End, Settled, Stage, State};

fn t(en: impl Into<String>, ja: impl Into<String>) -> Text {
    Text::new(en, ja)
}

fn seat(x: Seat) -> String {
    x.mention()
}

pub fn card_name(c: CardId) -> Text {
    let name = &c.card().name;
    t(format!("{} (#{})", name.en, c.0), format!("{}（#{}）", name.ja, c.0))
}

pub fn province_name(p: Province) -> Text {
    let name = &p.info().name;
    t(format!("{}-{}", p.0, name.en), format!("{}-{}", p.0, name.ja))
}

pub fn faction_name(f: Faction) -> Text {
    match f {
        Faction::Blue => t("Moderates (blue)", "穏健派（青）"),
        Faction::White => t("Royalists (white)", "王党派（白）"),
        Faction::Red => t("Radicals (red)", "急進派（赤）"),
    }
}

fn region_name(r: Region) -> Text {
    data().region_name(r)
}

fn end_name(e: End) -> Text {
    match e {
        End::Turns => t("the end of turn 4", "第4ターン終了"),
        End::RadicalLandslide => t("a radical landslide", "急進派の選挙地すべり"),
        End::CounterRevolution => t("a royalist counter-revolution", "王党派の反革命"),
    }
}

fn target_text(target: &Target) -> Text {
    match target {
        Target::Block { province, owner } => {
            let p = province_name(*province);
            t(
                format!("a block of {}'s stack in {}", seat(*owner), p.en),
                format!("{}の{}のスタックのブロック1個", p.ja, seat(*owner)),
            )
        }
        Target::Stack { province, owner } => {
            let p = province_name(*province);
            t(format!("{}'s stack in {}", seat(*owner), p.en), format!("{}の{}のスタック", p.ja, seat(*owner)))
        }
        Target::Card { seat: x, card } => {
            let c = card_name(*card);
            t(format!("{} from {}'s display", c.en, seat(*x)), format!("{}の人物ディスプレイの{}", seat(*x), c.ja))
        }
    }
}

pub fn prompt(s: &State, viewer: Option<Seat>) -> Text {
    let p = &s.public;
    let to_act = rules::to_act(s);
    if p.stage == Stage::Over {
        let end = end_name(p.end.unwrap_or(End::Turns));
        return t(format!("The game ended with {}.", end.en), format!("{}でゲームが終了しました。", end.ja));
    }
    let acting = to_act.seats().first().copied().unwrap_or(Seat(0));
    let mine = viewer == Some(acting);
    let who = seat(acting);
    if let Some(c) = &p.contest {
        let about = match &c.kind {
            ContestKind::Battle => t("the lead of the army (generals)", "軍の指揮（将軍）"),
            ContestKind::Province { province } => {
                let n = province_name(*province);
                t(
                    format!("the vote of {} (a card of your stack's colour)", n.en),
                    format!("{}の投票（スタックと同じ派閥色のカード）", n.ja),
                )
            }
            ContestKind::Government { .. } => t("the tie on the election track", "選挙トラックの膠着"),
            ContestKind::Award { faction } => {
                let f = faction_name(*faction);
                t(format!("the VP award for {} votes", f.en), format!("{}の票のVP", f.ja))
            }
        };
        return if mine {
            t(
                format!("A tie for {}: promote a card from your display, or decline.", about.en),
                format!("{}が膠着：ディスプレイのカードで促進するか、見送ってください。", about.ja),
            )
        } else {
            t(
                format!("{who} may promote a card to break the tie for {}.", about.en),
                format!("{who}が{}の膠着でカードの促進を検討中。", about.ja),
            )
        };
    }
    match p.stage {
        Stage::Refresh { drawing: false } if mine => t(
            "Refresh: discard any cards you do not want, then finish discarding.",
            "手札のリフレッシュ：不要なカードを捨て、終わったら「捨て終わり」。",
        ),
        Stage::Refresh { drawing: true } if mine => t(
            "Refresh: fill your hand to 7 from the face-up cards or the deck.",
            "手札を7枚まで補充：表向きのカードかデッキから。",
        ),
        Stage::Refresh { .. } => t(format!("{who} refreshes their hand."), format!("{who}が手札をリフレッシュ中。")),
        Stage::Actions if mine => {
            let d = &p.doing;
            if d.placing.is_some() {
                t("Place the next block in a province.", "次の派閥ブロックを州に置いてください。")
            } else if d.discarded > 0 && d.discarded < 2 {
                t("Discard a second card before taking one.", "カードを受け取る前にもう1枚捨ててください。")
            } else if d.started() {
                t(
                    "You may play a second value-1 card or a special card, or end your action.",
                    "2枚目のバリュー1カードか特殊カードをプレイするか、アクションを終えてください。",
                )
            } else {
                t(
                    "Your action: play a card, take a card, or pass.",
                    "あなたのアクション：カードをプレイ、カードを受け取る、またはパス。",
                )
            }
        }
        _ => t(format!("{who} is taking an action."), format!("{who}がアクション中。")),
    }
}

pub fn describe(_s: &State, action: &Action) -> Text {
    match action {
        Action::Discard { card } => {
            let c = card_name(*card);
            t(format!("Discard {}", c.en), format!("{}を捨てる", c.ja))
        }
        Action::DoneDiscarding => t("Finish discarding", "捨て終わり"),
        Action::Take { source: Source::Deck } => t("Draw from the deck", "デッキから引く"),
        Action::Take { source: Source::FaceUp { card } } => {
            let c = card_name(*card);
            t(format!("Take {}", c.en), format!("{}を取る", c.ja))
        }
        Action::Play { card, battle, keep } => {
            let c = card_name(*card);
            let (en, ja) = if *battle {
                (
                    format!("Play {}: a token to the battle box", c.en),
                    format!("{}をプレイ：戦闘ボックスにトークン", c.ja),
                )
            } else {
                (format!("Play {}: place blocks", c.en), format!("{}をプレイ：ブロックを配置", c.ja))
            };
            if *keep {
                t(format!("{en}, keep it in the display"), format!("{ja}、ディスプレイに置く"))
            } else {
                t(en, ja)
            }
        }
        Action::Block { province } => {
            let n = province_name(*province);
            t(format!("A block in {}", n.en), format!("{}にブロック", n.ja))
        }
        Action::Special { card, target } => {
            let c = card_name(*card);
            let g = target_text(target);
            t(format!("{}: {}", c.en, g.en), format!("{}：{}", c.ja, g.ja))
        }
        Action::EndAction => t("End the action", "アクション終了"),
        Action::Pass => t("Pass", "パス"),
        Action::Promote { card } => {
            let c = card_name(*card);
            t(format!("Promote {}", c.en), format!("{}で促進", c.ja))
        }
        Action::Decline => t("Do not promote", "促進しない"),
    }
}

pub fn event(e: &Event) -> Text {
    match e {
        Event::TurnBegins { turn, order } => {
            let names: Vec<String> = order.iter().map(|x| seat(*x)).collect();
            t(
                format!("Turn {turn} begins; order: {}.", names.join(", ")),
                format!("第{turn}ターン開始。順番：{}。", names.join("、")),
            )
        }
        Event::ReserveReturned => {
            t("The blocks under turn 2 return to the supplies.", "ターントラックのブロックがサプライに戻りました。")
        }
        Event::Discarded { seat: x, card } => {
            let c = card_name(*card);
            t(format!("{} discards {}.", seat(*x), c.en), format!("{}が{}を捨てました。", seat(*x), c.ja))
        }
        Event::Took { seat: x, source: Source::Deck, card } => match card {
            Some(c) => {
                let c = card_name(*c);
                t(
                    format!("{} draws {} from the deck.", seat(*x), c.en),
                    format!("{}がデッキから{}を引きました。", seat(*x), c.ja),
                )
            }
            None => t(
                format!("{} draws a card from the deck.", seat(*x)),
                format!("{}がデッキからカードを1枚引きました。", seat(*x)),
            ),
        },
        Event::Took { seat: x, source: Source::FaceUp { card }, .. } => {
            let c = card_name(*card);
            t(format!("{} takes {}.", seat(*x), c.en), format!("{}が{}を取りました。", seat(*x), c.ja))
        }
        Event::Reshuffled { cards } => t(
            format!("The discards are shuffled into a new deck of {cards} cards."),
            format!("捨札をシャッフルして{cards}枚の新しいデッキにしました。"),
        ),
        Event::Played { seat: x, card, battle, .. } => {
            let c = card_name(*card);
            if *battle {
                t(
                    format!("{} plays {} and puts a token in the battle box.", seat(*x), c.en),
                    format!("{}が{}をプレイし、戦闘ボックスにトークンを置きました。", seat(*x), c.ja),
                )
            } else {
                t(format!("{} plays {}.", seat(*x), c.en), format!("{}が{}をプレイしました。", seat(*x), c.ja))
            }
        }
        Event::Placed { seat: x, province, faction } => {
            let n = province_name(*province);
            let f = faction_name(*faction);
            t(
                format!("{} places a {} block in {}.", seat(*x), f.en, n.en),
                format!("{}が{}に{}のブロックを置きました。", seat(*x), n.ja, f.ja),
            )
        }
        Event::SpecialPlayed { seat: x, card, target } => {
            let c = card_name(*card);
            let g = target_text(target);
            t(format!("{} plays {} on {}.", seat(*x), c.en, g.en), format!("{}が{}を使用：{}。", seat(*x), c.ja, g.ja))
        }
        Event::Passed { seat: x } => t(format!("{} passes.", seat(*x)), format!("{}はパス。", seat(*x))),
        Event::ActionPhaseEnds => t("The action phase ends.", "アクションフェイズ終了。"),
        Event::Promoted { seat: x, card } => {
            let c = card_name(*card);
            t(format!("{} promotes {}.", seat(*x), c.en), format!("{}が{}で促進しました。", seat(*x), c.ja))
        }
        Event::Declined { seat: x } => {
            t(format!("{} does not promote.", seat(*x)), format!("{}は促進しません。", seat(*x)))
        }
        Event::TieSettled { settled } => match settled {
            Settled::Seat { seat: x } => {
                t(format!("{} breaks the tie.", seat(*x)), format!("{}が膠着を打破しました。", seat(*x)))
            }
            Settled::Faction { faction } => {
                let f = faction_name(*faction);
                t(format!("The {} win the tie.", f.en), format!("{}が膠着に勝ちました。", f.ja))
            }
            Settled::Unbroken => t("The tie is not broken.", "膠着は打破されませんでした。"),
        },
        Event::BattleWon { seat: x, vp } => t(
            format!("{} leads the army to victory: {vp} VP.", seat(*x)),
            format!("{}が軍を率いて勝利：{vp}VP。", seat(*x)),
        ),
        Event::BattleLost => {
            t("Nobody leads the army: the battle is a defeat.", "軍を率いる者がなく、戦闘は敗戦となりました。")
        }
        Event::ProvinceVote { province, seat: x, faction, votes, tie } => {
            let n = province_name(*province);
            match (x, faction) {
                (Some(x), Some(f)) => {
                    let f = faction_name(*f);
                    t(
                        format!("{}: {} wins {votes} vote(s) for the {}.", n.en, seat(*x), f.en),
                        format!("{}：{}が{}に{votes}票。", n.ja, seat(*x), f.ja),
                    )
                }
                _ if *tie => t(format!("{}: a tie, no vote.", n.en), format!("{}：膠着、投票なし。", n.ja)),
                _ => t(format!("{}: no vote.", n.en), format!("{}：投票なし。", n.ja)),
            }
        }
        Event::ProvinceVp { province, seat: x, vp } => {
            let n = province_name(*province);
            t(format!("{} scores {vp} VP for {}.", seat(*x), n.en), format!("{}が{}で{vp}VP獲得。", seat(*x), n.ja))
        }
        Event::NewGovernment { government, opposition } => {
            let g = faction_name(*government);
            match opposition {
                Some(o) => {
                    let o = faction_name(*o);
                    t(
                        format!("The {} form the government; the {} are the opposition.", g.en, o.en),
                        format!("{}が政府、{}が野党になりました。", g.ja, o.ja),
                    )
                }
                None => t(format!("The {} form the government.", g.en), format!("{}が政府になりました。", g.ja)),
            }
        }
        Event::Scored { seat: x, vp } => {
            t(format!("{} scores {vp} VP.", seat(*x)), format!("{}が{vp}VP獲得。", seat(*x)))
        }
        Event::Presence { seats } => {
            let names: Vec<String> = seats.iter().map(|x| seat(*x)).collect();
            t(
                format!("Presence in government: {}.", names.join(", ")),
                format!("政府内プレゼンス：{}。", names.join("、")),
            )
        }
        Event::GameOver { end, winners, .. } => {
            let names: Vec<String> = winners.iter().map(|x| seat(*x)).collect();
            let e = end_name(*end);
            t(
                format!("The game ends with {}. Winner: {}.", e.en, names.join(", ")),
                format!("{}でゲーム終了。勝者：{}。", e.ja, names.join("、")),
            )
        }
    }
}

fn no_place(r: NoPlace) -> Text {
    match r {
        NoPlace::WrongRegion => t(
            "The block must go to the card's region (the first block's region for a second card).",
            "ブロックはカードの地方（2枚目は最初のブロックの地方）に置かなければなりません。",
        ),
        NoPlace::SupplyEmpty => t("That faction's supply is empty.", "その派閥のサプライは空です。"),
        NoPlace::OwnStackOtherFaction => t(
            "You already have a stack of another faction there.",
            "その州には既に別の派閥のあなたのスタックがあります。",
        ),
        NoPlace::OwnStackFull => t("Your stack there already has 3 blocks.", "その州のあなたのスタックは既に3個です。"),
        NoPlace::ProvinceFull => t("That province already holds 3 stacks.", "その州には既に3つのスタックがあります。"),
        NoPlace::NoToken => t("You have no control token left.", "支配トークンが残っていません。"),
    }
}

fn no_play(r: NoPlay) -> Text {
    match r {
        NoPlay::NotInHand => t("That card is not in your hand.", "そのカードは手札にありません。"),
        NoPlay::NotPolitical => t("Special cards are played on a target.", "特殊カードは対象を選んでプレイします。"),
        NoPlay::AlreadyPlayed => {
            t("You have already played two cards this action.", "このアクションで既に2枚プレイしました。")
        }
        NoPlay::SecondNeedsValueOne => t(
            "A second card needs value 1, like the first.",
            "2枚目のカードは1枚目と同じくバリュー1でなければなりません。",
        ),
        NoPlay::SecondWrongRegion => t(
            "A second card must match the first block's region (or be a club).",
            "2枚目のカードは最初のブロックの地方と一致する（またはクラブ）必要があります。",
        ),
        NoPlay::SecondNotAfterBlocks => t(
            "A second card follows only a value-1 card that placed a block.",
            "2枚目はブロックを置いたバリュー1カードの後にのみプレイできます。",
        ),
        NoPlay::FirstEdition => {
            t("The first-edition rules allow one card per action.", "初版ルールでは1アクションに1枚のみです。")
        }
        NoPlay::TakingCards => t("You are taking cards this action.", "このアクションではカードを受け取っています。"),
        NoPlay::Placing => t("Place the blocks of the card first.", "先にカードのブロックを配置してください。"),
        NoPlay::NoBattleBeforeTurnTwo => t("There is no battle in turn 1.", "第1ターンには戦闘がありません。"),
        NoPlay::NoCannon => t(
            "Only a card with a cannon puts a token in the battle box.",
            "火砲のあるカードだけが戦闘ボックスにトークンを置けます。",
        ),
        NoPlay::NoToken => t("You have no control token left.", "支配トークンが残っていません。"),
        NoPlay::NowhereToPlace => {
            t("None of the card's blocks can be placed.", "そのカードのブロックを置ける州がありません。")
        }
        NoPlay::DisplayFull => t("Your display is full.", "人物ディスプレイが満杯です。"),
    }
}

fn no_special(r: NoSpecial) -> Text {
    match r {
        NoSpecial::NotInHand => t("That card is not in your hand.", "そのカードは手札にありません。"),
        NoSpecial::NotSpecial => t("That is not a special card.", "それは特殊カードではありません。"),
        NoSpecial::AlreadyUsed => t("Only one special card per action.", "特殊カードは1アクションに1枚までです。"),
        NoSpecial::Busy => {
            t("Not in the middle of placing or taking cards.", "配置中やカード取得中にはプレイできません。")
        }
        NoSpecial::NeedsPresence => {
            t("Purge needs your presence in the government.", "粛清には政府内のプレゼンスが必要です。")
        }
        NoSpecial::NeedsRedPresence => {
            t("Terror needs your presence in a radical government.", "恐怖政治には急進派政府内のプレゼンスが必要です。")
        }
        NoSpecial::BadTarget => t("That card cannot hit that target.", "そのカードはその対象に使えません。"),
    }
}

pub fn why_illegal(s: &State, who: Seat, action: &Action) -> Text {
    let p = &s.public;
    if let Some(c) = &p.contest {
        return match action {
            Action::Promote { card } if !contest::fits(s, &c.kind, who, *card) => {
                t("That card cannot be promoted in this tie.", "そのカードはこの膠着では促進できません。")
            }
            _ => t("Promote a card or decline.", "カードで促進するか見送ってください。"),
        };
    }
    match (action, &p.stage) {
        (Action::Play { card, battle, keep }, Stage::Actions) => actions::play_check(s, who, *card, *battle, *keep)
            .map(no_play)
            .unwrap_or_else(|| t("Not now.", "今はできません。")),
        (Action::Block { province }, Stage::Actions) => match &p.doing.placing {
            Some(pl) if Province::all().any(|x| x == *province) => {
                actions::placement(p, who, *province, pl.faction, pl.region)
                    .map(no_place)
                    .unwrap_or_else(|| t("Not now.", "今はできません。"))
            }
            Some(_) => t("There is no such province.", "その州は存在しません。"),
            None => t("No card is placing blocks.", "配置中のカードがありません。"),
        },
        (Action::Special { card, target }, Stage::Actions) => {
            special::check(s, who, *card, *target).map(no_special).unwrap_or_else(|| t("Not now.", "今はできません。"))
        }
        (Action::Discard { .. }, Stage::Actions) => t(
            "You discard two cards only before taking a card with nine or more in hand.",
            "手札9枚以上でカードを受け取る前にのみ2枚捨てます。",
        ),
        (Action::Take { .. }, _) => t("You cannot take that card now.", "今そのカードは受け取れません。"),
        (Action::Pass, _) => {
            t("You can pass only at the start of your action.", "パスはアクションの最初にのみできます。")
        }
        _ => t("That move is not allowed now.", "今その行動はできません。"),
    }
}

pub fn words() -> Words {
    let d = data();
    let mut w = Words::new();
    w.insert("provinces".into(), Province::all().map(|p| (p.0.to_string(), p.info().name.clone())).collect());
    w.insert("regions".into(), Region::ALL.iter().map(|r| (r.id().to_string(), region_name(*r))).collect());
    w.insert(
        "factions".into(),
        [("blue", Faction::Blue), ("white", Faction::White), ("red", Faction::Red)]
            .iter()
            .map(|(id, f)| (id.to_string(), faction_name(*f)))
            .collect(),
    );
    w.insert("cards".into(), CardId::all().map(|c| (c.0.to_string(), c.card().name.clone())).collect());
    w.insert("battles".into(), d.battles.iter().map(|b| (b.turn.to_string(), t(b.en.clone(), b.ja.clone()))).collect());
    w.insert(
        "ends".into(),
        [
            ("turns", End::Turns),
            ("radical_landslide", End::RadicalLandslide),
            ("counter_revolution", End::CounterRevolution),
        ]
        .iter()
        .map(|(id, e)| (id.to_string(), end_name(*e)))
        .collect(),
    );
    w
}
