//! Every word a player reads, in English and Japanese: the title's vocabulary for the client, prompts, action
//! labels, log lines and reasons for refusals. Players are named by `{seat:N}` placeholders, which the server
//! and the client fill with the table's names.

use statecraft_engine::{Seat, Text, Words};

use crate::action::{Action, Event};
use crate::model::{MAP, Nation, RULES, Region, Ruleset, Space, Stance, UnitKind};
use crate::rules::{Refusal, acting_seat};
use crate::state::{Phase, State};
use crate::view;

fn t(en: impl Into<String>, ja: impl Into<String>) -> Text {
    Text::new(en, ja)
}

fn nat(n: Nation) -> (&'static str, &'static str) {
    n.name()
}

fn reg(r: Region) -> (&'static str, &'static str) {
    let i = r.info();
    (&i.name, &i.ja)
}

fn kind(k: UnitKind) -> (&'static str, &'static str) {
    k.name()
}

/// "an army", "a fleet".
fn a_kind(k: UnitKind) -> (String, &'static str) {
    let (en, ja) = k.name();
    let article = if en.starts_with(['a', 'e', 'i', 'o', 'u']) { "an" } else { "a" };
    (format!("{article} {en}"), ja)
}

fn stance_name(s: Stance) -> (&'static str, &'static str) {
    match s {
        Stance::Friendly => ("friendly", "友好"),
        Stance::Hostile => ("hostile", "敵対"),
    }
}

fn space(s: Space) -> (&'static str, &'static str) {
    s.name()
}

fn who(seat: Seat) -> String {
    seat.mention()
}

/// The title's vocabulary: regions and other map names, nations, rondel spaces, unit kinds, stances.
pub fn words() -> Words {
    let mut words = Words::new();
    let mut put = |category: &str, id: &str, en: &str, ja: &str| {
        words.entry(category.to_string()).or_default().insert(id.to_string(), t(en, ja));
    };
    for r in &MAP.regions {
        put("regions", &r.id, &r.name, &r.ja);
    }
    for l in &MAP.labels {
        put("map_labels", &l.id, &l.name, &l.ja);
    }
    for n in Nation::ALL {
        let (en, ja) = n.name();
        put("nations", n.id(), en, ja);
    }
    for s in Space::ALL {
        let (en, ja) = s.name();
        put("rondel", s.id(), en, ja);
    }
    for k in UnitKind::ALL {
        let (en, ja) = k.name();
        put("units", k.id(), en, ja);
    }
    for s in [Stance::Friendly, Stance::Hostile] {
        let (en, ja) = stance_name(s);
        let id = if s == Stance::Friendly { "friendly" } else { "hostile" };
        put("stances", id, en, ja);
    }
    words
}

pub fn prompt(s: &State, viewer: Option<Seat>) -> Text {
    let b = &s.board;
    let Some(actor) = acting_seat(b) else {
        return t("The game is over.", "ゲームは終了しました。");
    };
    let (an, aj) = nat(b.active);
    let (en, ja) = if let Some(n) = b.donating {
        let (nn, nj) = nat(n);
        (format!("How much of your cash do you give to {nn}'s treasury?"), format!("{nj}の国庫にいくら寄付しますか？"))
    } else {
        match b.phase {
            Phase::Draft { nation, .. } => {
                let (n, j) = nat(nation);
                (
                    format!("Draft: buy one bond of {n} or pass."),
                    format!("ドラフト：{j}の債券を1枚買うかパスしてください。"),
                )
            }
            Phase::Rondel => {
                let (free, cost) = (RULES.rondel.free_steps, RULES.rondel.cost_per_extra_step);
                let (payer, payer_ja) = match b.ruleset {
                    Ruleset::Classic => ("from its treasury", "国庫から支払い"),
                    Ruleset::Y2010 => ("paid by its government", "政府担当者が支払い"),
                };
                (
                    format!(
                        "{an}: choose the next rondel space (1–{free} spaces free, each further space {cost}M {payer})."
                    ),
                    format!(
                        "{aj}：ゲームダイヤルの次のマスを選んでください（1〜{free}マスは無料、それ以上は1マスにつき{cost}M・{payer_ja}）。"
                    ),
                )
            }
            Phase::Veto { space: to, .. } => {
                let (sn, sj) = space(to);
                (
                    format!(
                        "{an} wants to pass the investor space to {sn}: let it pass or force it to stop at Investor."
                    ),
                    format!(
                        "{aj}が配当/投資を通過して{sj}へ進もうとしています。通過を認めるか、配当/投資で止めてください。"
                    ),
                )
            }
            Phase::Factory => (
                format!("{an}: build a factory (5M from the treasury) or build none."),
                format!("{aj}：工場を建設する（国庫から5M）か、建設を中止してください。"),
            ),
            Phase::Production { .. } => (
                format!("{an}: switch off factories that should not produce, then produce."),
                format!("{aj}：生産しない工場を外してから、生産を確定してください。"),
            ),
            Phase::Import { placed } => (
                format!("{an}: import units at 1M each ({placed} of 3 placed), or finish."),
                format!("{aj}：部隊を1ユニット1Mで輸入してください（3ユニット中{placed}配置済み）。終了もできます。"),
            ),
            Phase::Fleets => (
                format!("{an}: move fleets, then finish the fleet moves."),
                format!("{aj}：艦隊を移動し、艦隊移動を終了してください。"),
            ),
            Phase::Armies => (
                format!("{an}: pick an army to move, change a stance, destroy a factory, or end the maneuver."),
                format!("{aj}：移動する陸軍を選ぶか、態度の変更・工場破壊を行うか、部隊移動を終了してください。"),
            ),
            Phase::ArmyDest { from, .. } => {
                let (rn, rj) = reg(from);
                (
                    format!("{an}: where does the army from {rn} go?"),
                    format!("{aj}：{rj}の陸軍の移動先を選んでください。"),
                )
            }
            Phase::Entry { region, kind: k } => {
                let (rn, rj) = reg(region);
                let (kn, kj) = kind(k);
                let (choices_en, choices_ja) = entry_choices(s, actor);
                (
                    format!("{an}'s {kn} entered {rn}: choose {choices_en}."),
                    format!("{aj}の{kj}が{rj}に進入しました：{choices_ja}のいずれかを選んでください。"),
                )
            }
            Phase::ChooseDefender { region, .. } => {
                let (rn, rj) = reg(region);
                (
                    format!("{an}: choose which government is asked next whether it battles in {rn}."),
                    format!("{aj}：{rj}で次に戦闘するかを尋ねる国を選んでください。"),
                )
            }
            Phase::Defence { region, nation, .. } => {
                let (dn, dj) = nat(nation);
                let (rn, rj) = reg(region);
                (
                    format!("{dn}: {an} is in {rn}. Battle or coexist?"),
                    format!("{dj}：{aj}の部隊が{rj}にいます。戦闘しますか、共存しますか？"),
                )
            }
            Phase::Invest { .. } => (
                format!("Investor turn after {an}: buy one bond of any nation, trade one of yours up, or pass."),
                format!(
                    "{aj}の手番の投資：いずれかの国の債券を1枚購入するか、保有債券をより高額の債券に交換するか、パスしてください。"
                ),
            ),
            Phase::Over => unreachable!("handled above"),
        }
    };
    if viewer == Some(actor) {
        return t(en, ja);
    }
    // The others are told what is being decided, never offered the actor's choices (they have no buttons).
    let (en, ja) = match b.phase {
        _ if b.donating.is_some() => (en, ja),
        Phase::Entry { region, kind: k } => {
            let ((rn, rj), (kn, kj)) = (reg(region), kind(k));
            (
                format!("{an}'s {kn} entered {rn} and declares its intent."),
                format!("{aj}の{kj}が{rj}に進入し、態度を決めています。"),
            )
        }
        Phase::Defence { region, nation, .. } => {
            let ((dn, dj), (rn, rj)) = (nat(nation), reg(region));
            (
                format!("{dn} decides what to do about {an} in {rn}."),
                format!("{dj}が{rj}の{aj}の部隊への対応を決めています。"),
            )
        }
        _ => (en, ja),
    };
    let name = who(actor);
    t(format!("Waiting for {name}. {en}"), format!("{name}を待っています。{ja}"))
}

/// The choices a unit entering a region has, in words, exactly as the buttons offer them: a stance in a
/// foreign home province, coexistence where foreign units stand, a battle against them.
fn entry_choices(s: &State, actor: Seat) -> (String, String) {
    let mut legal = Vec::new();
    crate::rules::legal(s, actor, &mut legal);
    let mut words: Vec<(&str, &str)> = Vec::new();
    for (en, ja, offered) in [
        ("friendly", "友好", legal.contains(&Action::Friendly)),
        ("hostile", "敵対", legal.contains(&Action::Hostile)),
        ("coexist", "共存", legal.contains(&Action::Coexist)),
        ("battle", "戦闘", legal.iter().any(|a| matches!(a, Action::Fight { .. }))),
    ] {
        if offered {
            words.push((en, ja));
        }
    }
    let en = match words.split_last() {
        Some((last, [])) => last.0.to_string(),
        Some((last, rest)) => format!("{} or {}", rest.iter().map(|w| w.0).collect::<Vec<_>>().join(", "), last.0),
        None => String::new(),
    };
    (en, words.iter().map(|w| w.1).collect::<Vec<_>>().join("・"))
}

/// The label of an action, for buttons and the log; costs are shown where an action costs money.
pub fn describe(s: &State, a: &Action) -> Text {
    let b = &s.board;
    let cost = view::cost(b, a).unwrap_or(0);
    match *a {
        Action::Rondel { space: to } => {
            let (sn, sj) = space(to);
            if cost > 0 { t(format!("{sn} (costs {cost}M)"), format!("{sj}（{cost}M）")) } else { t(sn, sj) }
        }
        Action::DonateTo { nation } => {
            let (n, j) = nat(nation);
            t(format!("Donate to {n}'s treasury…"), format!("{j}の国庫に寄付…"))
        }
        Action::Donate { amount } => {
            let (n, j) = b.donating.map_or(("the", ""), nat);
            t(format!("Give {amount}M to {n}'s treasury"), format!("{j}の国庫に{amount}M寄付"))
        }
        Action::KeepCash => t("Donate nothing", "寄付しない"),
        Action::ForceInvestor => t("Force a stop at Investor", "配当/投資で止める"),
        Action::AllowPass => t("Let it pass", "通過を認める"),
        Action::Build { region } => {
            let (r, j) = reg(region);
            t(format!("Build a factory in {r} ({cost}M)"), format!("{j}に工場を建設（{cost}M）"))
        }
        Action::DeclineFactory => t("Build no factory", "工場を建設しない"),
        Action::SkipFactory { region } => {
            let (r, j) = reg(region);
            t(format!("No production in {r}"), format!("{j}では生産しない"))
        }
        Action::Produce => t("Produce", "生産する"),
        Action::Import { region, kind: k } => {
            let ((r, j), (kn, kj)) = (reg(region), a_kind(k));
            t(format!("Import {kn} to {r} ({cost}M)"), format!("{j}に{kj}を輸入（{cost}M）"))
        }
        Action::EndImport => t("Finish importing", "輸入を終了"),
        Action::MoveFleet { from, to } => {
            let ((f, fj), (d, dj)) = (reg(from), reg(to));
            t(format!("Fleet {f} → {d}"), format!("艦隊 {fj} → {dj}"))
        }
        Action::EndFleets => t("Finish fleet moves", "艦隊移動を終了"),
        Action::SelectArmy { from, stance } => {
            let (f, fj) = reg(from);
            match stance {
                Some(st) => {
                    let (sn, sj) = stance_name(st);
                    t(format!("Move a {sn} army from {f}"), format!("{fj}の{sj}陸軍を動かす"))
                }
                None => t(format!("Move an army from {f}"), format!("{fj}の陸軍を動かす")),
            }
        }
        Action::MoveArmy { from, to } => {
            let ((f, fj), (d, dj)) = (reg(from), reg(to));
            t(format!("Army {f} → {d}"), format!("陸軍 {fj} → {dj}"))
        }
        Action::HoldArmy { from } => {
            let (f, fj) = reg(from);
            t(format!("The army stays in {f}"), format!("陸軍は{fj}に留まる"))
        }
        Action::ChangeStance { region, to } => {
            let ((r, j), (sn, sj)) = (reg(region), stance_name(to));
            t(format!("Turn the armies in {r} {sn}"), format!("{j}の陸軍を{sj}にする"))
        }
        Action::DestroyFactory { region } => {
            let (r, j) = reg(region);
            t(
                format!("Destroy the factory in {r} (costs 3 armies)"),
                format!("{j}の工場を破壊（陸軍3ユニットと引き換え）"),
            )
        }
        Action::EndManeuver => t("End the maneuver (place flags)", "部隊移動を終了（課税マーカー配置）"),
        Action::Friendly => t("Friendly", "友好"),
        Action::Hostile => t("Hostile", "敵対"),
        Action::Coexist => t("Coexist", "共存"),
        Action::Fight { nation, kind: k } => {
            let ((n, j), (kn, kj)) = (nat(nation), kind(k));
            t(format!("Battle {n}'s {kn}"), format!("{j}の{kj}と戦闘"))
        }
        Action::Attack { region, kind: k, nation, against } => {
            let ((r, rj), (kn, kj), (n, j), (on, oj)) = (reg(region), kind(k), nat(nation), kind(against));
            t(format!("In {r}: own {kn} battles {n}'s {on}"), format!("{rj}：自国の{kj}で{j}の{oj}と戦闘"))
        }
        Action::AskDefender { nation } => {
            let (n, j) = nat(nation);
            t(format!("Ask {n}"), format!("{j}に尋ねる"))
        }
        Action::Tolerate => t("Coexist", "共存"),
        Action::Resist { kind: k } => {
            let (kn, kj) = a_kind(k);
            t(format!("Battle with {kn}"), format!("{kj}で戦闘"))
        }
        Action::Buy { nation, value } => {
            let (n, j) = nat(nation);
            let interest = crate::model::bond_number(b.ruleset, value).map_or(0, |k| b.bond_interest(k));
            t(
                format!("Buy {n}'s {value}M bond (interest {interest}M)"),
                format!("{j}の{value}M債券を購入（配当{interest}M）"),
            )
        }
        Action::TradeUp { nation, give, take } => {
            let (n, j) = nat(nation);
            t(
                format!("Trade {n}'s {give}M bond up to the {take}M bond (pay {cost}M)"),
                format!("{j}の{give}M債券を{take}M債券に交換（差額{cost}M）"),
            )
        }
        Action::Pass => t("Pass", "パス"),
    }
}

pub fn event_text(e: &Event) -> Text {
    match *e {
        Event::DraftPassed { seat, nation } => {
            let (p, (n, j)) = (who(seat), nat(nation));
            t(format!("{p} passes in the {n} draft."), format!("{p}は{j}のドラフトでパス。"))
        }
        Event::DraftRestarted => {
            t("Nobody bought a bond: the draft starts again.", "誰も債券を買わなかったため、ドラフトをやり直します。")
        }
        Event::Donated { seat, nation, amount } => {
            let (p, (n, j)) = (who(seat), nat(nation));
            t(format!("{p} donates {amount}M to {n}."), format!("{p}が{j}の国庫に{amount}M寄付。"))
        }
        Event::RondelMoved { nation, space: to, cost } => {
            let ((n, j), (sn, sj)) = (nat(nation), space(to));
            if cost > 0 {
                t(format!("{n} moves to {sn} ({cost}M)."), format!("{j}は{sj}へ（{cost}M）。"))
            } else {
                t(format!("{n} moves to {sn}."), format!("{j}は{sj}へ。"))
            }
        }
        Event::Forced { seat, nation } => {
            let (p, (n, j)) = (who(seat), nat(nation));
            t(
                format!("{p}'s Swiss bank stops {n} at Investor."),
                format!("{p}のスイス銀行が{j}を配当/投資で止めました。"),
            )
        }
        Event::FactoryBuilt { nation, region } => {
            let ((n, j), (r, rj)) = (nat(nation), reg(region));
            t(format!("{n} builds a factory in {r}."), format!("{j}が{rj}に工場を建設。"))
        }
        Event::FactoryDeclined { nation } => {
            let (n, j) = nat(nation);
            t(format!("{n} builds no factory."), format!("{j}は工場を建設しませんでした。"))
        }
        Event::Produced { nation, region, kind: k } => {
            let ((n, j), (r, rj), (kn, kj)) = (nat(nation), reg(region), a_kind(k));
            t(format!("{n} produces {kn} in {r}."), format!("{j}が{rj}で{kj}を生産。"))
        }
        Event::Imported { nation, region, kind: k } => {
            let ((n, j), (r, rj), (kn, kj)) = (nat(nation), reg(region), a_kind(k));
            t(format!("{n} imports {kn} to {r}."), format!("{j}が{rj}に{kj}を輸入。"))
        }
        Event::Moved { nation, kind: k, from, to } => {
            let ((n, j), (kn, kj), (f, fj), (d, dj)) = (nat(nation), a_kind(k), reg(from), reg(to));
            t(format!("{n} moves {kn} from {f} to {d}."), format!("{j}の{kj}が{fj}から{dj}へ移動。"))
        }
        Event::Stance { nation, region, stance } => {
            let ((n, j), (r, rj), (sn, sj)) = (nat(nation), reg(region), stance_name(stance));
            t(format!("{n}'s army in {r} is {sn}."), format!("{rj}の{j}陸軍は{sj}。"))
        }
        Event::Battle { region, nation, kind: k, against, against_kind } => {
            let ((n, j), (kn, kj), (o, oj), (on, okj), (r, rj)) =
                (nat(nation), kind(k), nat(against), kind(against_kind), reg(region));
            t(
                format!("Battle in {r}: {n}'s {kn} and {o}'s {on} are both removed."),
                format!("{rj}で戦闘：{j}の{kj}と{oj}の{okj}が相打ち。"),
            )
        }
        Event::Tolerated { nation, region } => {
            let ((n, j), (r, rj)) = (nat(nation), reg(region));
            t(format!("{n} coexists in {r}."), format!("{j}は{rj}で共存を選択。"))
        }
        Event::FactoryDestroyed { nation, region, by } => {
            let ((n, j), (r, rj), (b, bj)) = (nat(nation), reg(region), nat(by));
            t(format!("{b} destroys {n}'s factory in {r}."), format!("{bj}が{rj}の{j}の工場を破壊。"))
        }
        Event::FlagPlaced { nation, region, replaced } => {
            let ((n, j), (r, rj)) = (nat(nation), reg(region));
            match replaced {
                Some(o) => {
                    let (on, oj) = nat(o);
                    t(
                        format!("{n} takes {r} from {on} (flag)."),
                        format!("{j}が{oj}から{rj}を奪い課税マーカーを配置。"),
                    )
                }
                None => t(format!("{n} places a flag in {r}."), format!("{j}が{rj}に課税マーカーを配置。")),
            }
        }
        Event::Interest { nation, seat, amount } => {
            let ((n, j), p) = (nat(nation), who(seat));
            t(format!("{n} pays {p} {amount}M interest."), format!("{j}が{p}に配当{amount}Mを支払い。"))
        }
        Event::GovernmentPaid { nation, seat, amount } => {
            let ((n, j), p) = (nat(nation), who(seat));
            t(
                format!("{n}'s treasury is short: {p}, its government, pays {amount}M of the interest."),
                format!("{j}の国庫不足のため、政府の{p}が配当のうち{amount}Mを負担。"),
            )
        }
        Event::InvestorBonus { seat, amount } => {
            let p = who(seat);
            t(
                format!("{p} holds the investor card and receives {amount}M."),
                format!("{p}は投資家カードにより{amount}Mを受け取ります。"),
            )
        }
        Event::BondBought { seat, nation, value, returned } => {
            let (p, (n, j)) = (who(seat), nat(nation));
            match returned {
                Some(r) => t(
                    format!("{p} trades {n}'s {r}M bond up to the {value}M bond."),
                    format!("{p}が{j}の{r}M債券を{value}M債券に交換。"),
                ),
                None => t(format!("{p} invests {value}M in {n}."), format!("{p}が{j}に{value}M投資（債券購入）。")),
            }
        }
        Event::InvestPassed { seat } => {
            let p = who(seat);
            t(format!("{p} buys no bond."), format!("{p}は債券を購入しませんでした。"))
        }
        Event::GovernmentChanged { nation, to, .. } => {
            let ((n, j), p) = (nat(nation), who(to));
            t(format!("{p} now governs {n}."), format!("{p}が{j}をコントロールします。"))
        }
        Event::TakeoverPayment { from, to, amount } => {
            let (f, d) = (who(from), who(to));
            t(
                format!("{f} pays {d} {amount}M for the takeover."),
                format!("{f}が{d}に政権交代の補償{amount}Mを支払い。"),
            )
        }
        Event::Taxed { nation, income, chart_from, chart_to, bonus, power, treasury, .. } => {
            let (n, j) = nat(nation);
            t(
                format!(
                    "{n} taxes {income}M: chart {chart_from} → {chart_to}, bonus {bonus}M to its government, +{power} power, treasury +{treasury}M."
                ),
                format!(
                    "{j}の税収{income}M：課税チャート{chart_from}→{chart_to}、政府に{bonus}M、得点+{power}、国庫+{treasury}M。"
                ),
            )
        }
        Event::InvestorCardPassed { seat } => {
            let p = who(seat);
            t(format!("The investor card passes to {p}."), format!("投資家カードは{p}へ。"))
        }
        Event::GameOver => {
            t("A nation has reached 25 power points: the game is over.", "ある国の得点が25点に達し、ゲーム終了です。")
        }
    }
}

/// A refusal in words.
pub fn refusal(s: &State, seat: Seat, r: &Refusal) -> Text {
    let b = &s.board;
    let (an, aj) = nat(b.active);
    match *r {
        Refusal::NotYourDecision => t("It is not your decision now.", "今はあなたが決める番ではありません。"),
        Refusal::GameOver => t("The game is over.", "ゲームは終了しました。"),
        Refusal::WrongStep => {
            let now = prompt(s, Some(seat));
            t(
                format!("Wrong step for that. Now: {}", now.en),
                format!("今はその行動の段階ではありません。現在：{}", now.ja),
            )
        }
        Refusal::RondelDistance => {
            t("The marker must move 1 to 6 spaces clockwise.", "コマは時計回りに1〜6マス進めなければなりません。")
        }
        Refusal::RondelCost { cost, from_treasury: true, have } => t(
            format!("Cannot afford it: the move costs {cost}M from {an}'s treasury, which has {have}M."),
            format!("費用が足りません：移動には{aj}の国庫から{cost}M必要ですが、国庫は{have}Mです。"),
        ),
        Refusal::RondelCost { cost, have, .. } => t(
            format!("Cannot afford it: the move costs you {cost}M and you have {have}M."),
            format!("費用が足りません：移動には{cost}M必要ですが、所持金は{have}Mです。"),
        ),
        Refusal::InterestUnpaid { short, cash } => t(
            format!("{an} cannot pay the interest: you would have to add {short}M and you have {cash}M."),
            format!("{aj}は配当を支払えません：あなたが{short}M補填する必要がありますが、所持金は{cash}Mです。"),
        ),
        Refusal::NoCashToGive => t("You have no cash to donate.", "寄付する現金がありません。"),
        Refusal::DonationAmount { cash } => t(
            format!("You can give between 1M and all of your {cash}M."),
            format!("寄付できるのは1Mから所持金の{cash}Mまでです。"),
        ),
        Refusal::NoDonationHere => t(
            "Donations are made when choosing the rondel space, building, importing or investing.",
            "寄付はダイヤルのマス選択・工場建設・輸入・投資のときに行えます。",
        ),
        Refusal::FactoryCost { treasury } => t(
            format!("Cannot afford it: a factory costs 5M and {an}'s treasury has {treasury}M."),
            format!("費用が足りません：工場は5Mですが、{aj}の国庫は{treasury}Mです。"),
        ),
        Refusal::NotOwnHome { region } => {
            let (r, j) = reg(region);
            t(format!("{r} is not a home province of {an}."), format!("{j}は{aj}の国内ではありません。"))
        }
        Refusal::HasFactory { region } => {
            let (r, j) = reg(region);
            t(format!("{r} already has a factory."), format!("{j}には既に工場があります。"))
        }
        Refusal::HostileArmyIn { region } => {
            let (r, j) = reg(region);
            t(format!("A hostile army stands in {r}."), format!("{j}には敵対する軍隊がいます。"))
        }
        Refusal::NoWorkingFactory { region } => {
            let (r, j) = reg(region);
            t(
                format!("{r} has no working factory of {an} left to switch off."),
                format!("{j}には停止できる{aj}の稼働中の工場がありません。"),
            )
        }
        Refusal::TreasuryEmpty => {
            t(format!("Cannot afford it: {an}'s treasury is empty."), format!("費用が足りません：{aj}の国庫が空です。"))
        }
        Refusal::NoPort { region } => {
            let (r, j) = reg(region);
            t(format!("{r} has no port."), format!("{j}には港がありません。"))
        }
        Refusal::NoSupply { kind: k } => {
            let (kn, kj) = kind(k);
            t(format!("{an} has no {kn} left in supply."), format!("{aj}の手持ちの{kj}がありません。"))
        }
        Refusal::NoUnmovedFleet { region } => {
            let (f, fj) = reg(region);
            t(
                format!("{an} has no fleet in {f} that has not moved yet."),
                format!("{fj}には未移動の{aj}艦隊がありません。"),
            )
        }
        Refusal::PortOnlyToItsSea { region } => {
            let (f, fj) = reg(region);
            t(
                format!("A fleet in the port of {f} may only sail into its own sea."),
                format!("{fj}の港の艦隊は、その港の海域にのみ出航できます。"),
            )
        }
        Refusal::NotAdjacentSea { from, to } => {
            let ((f, fj), (d, dj)) = (reg(from), reg(to));
            t(format!("{d} is not a sea next to {f}."), format!("{dj}は{fj}に隣接する海域ではありません。"))
        }
        Refusal::NoUnmovedArmy { region, stance } => {
            let (f, fj) = reg(region);
            let (sn, sj) = stance.map_or(("", ""), stance_name);
            let sn = if sn.is_empty() { String::new() } else { format!("{sn} ") };
            t(
                format!("{an} has no {sn}army in {f} that has not moved yet."),
                format!("{fj}には未移動の{aj}の{sj}陸軍がありません。"),
            )
        }
        Refusal::StanceNeeded { region } => {
            let (r, j) = reg(region);
            t(
                format!("Say whether the hostile or a friendly army in {r} moves."),
                format!("{j}の敵対・友好どちらの陸軍を動かすか指定してください。"),
            )
        }
        Refusal::OneKindOfArmy { region } => {
            let (r, j) = reg(region);
            t(
                format!("All of {an}'s armies in {r} have the same stance: pick one without naming it."),
                format!("{j}の{aj}陸軍はすべて同じ態度です。態度を指定せずに選んでください。"),
            )
        }
        Refusal::NotTheSelectedArmy { selected } => {
            let (sn, sj) = reg(selected);
            t(format!("The picked army is the one in {sn}."), format!("選択中の陸軍は{sj}の陸軍です。"))
        }
        Refusal::Unreachable { from, to } => {
            let ((f, fj), (d, dj)) = (reg(from), reg(to));
            t(
                format!(
                    "The army in {f} cannot reach {d}: one step over land, the railroad through own unoccupied provinces, or a convoy of own fleets that have not carried an army yet."
                ),
                format!(
                    "{fj}の陸軍は{dj}へ行けません（陸路1歩、占領されていない自国内の鉄道、未使用の自国艦隊による輸送のみ）。"
                ),
            )
        }
        Refusal::NotForeignHome { region } => {
            let (r, j) = reg(region);
            t(
                format!("{r} is not another great power's home province."),
                format!("{j}は他の列強国の地域ではありません。"),
            )
        }
        Refusal::NoArmyToTurn { region, to } => {
            let ((r, j), (sn, sj)) = (reg(region), stance_name(to));
            t(
                format!("{an} has no army in {r} that is not {sn} already."),
                format!("{j}には{sj}でない{aj}の陸軍がありません。"),
            )
        }
        Refusal::StanceAlreadySet { region } => {
            let (r, j) = reg(region);
            t(
                format!("The stance in {r} was already set this maneuver."),
                format!("{j}の態度はこの移動で既に決めています。"),
            )
        }
        Refusal::HostileForbidden { region } => {
            let (r, j) = reg(region);
            t(
                format!("{r} holds its nation's last working factory: armies there may not be hostile."),
                format!("{j}にはその国の最後の稼働工場があるため、敵対できません。"),
            )
        }
        Refusal::DestroyNeedsArmies { region, needed } => {
            let (r, j) = reg(region);
            t(
                format!("Destroying a factory takes {needed} of {an}'s armies in {r}."),
                format!("工場破壊には{j}に{aj}の陸軍{needed}ユニットが必要です。"),
            )
        }
        Refusal::DestroyDefended { region } => {
            let (r, j) = reg(region);
            t(format!("Defending units are still in {r}."), format!("{j}にはまだ防御側の部隊がいます。"))
        }
        Refusal::NoForeignFactory { region } => {
            let (r, j) = reg(region);
            t(format!("There is no foreign factory in {r}."), format!("{j}には他国の工場がありません。"))
        }
        Refusal::LastFactory { region } => {
            let (r, j) = reg(region);
            t(
                format!("The factory in {r} is its nation's last factory and cannot be destroyed."),
                format!("{j}の工場はその国の唯一の工場なので破壊できません。"),
            )
        }
        Refusal::OnlyWorkingFactory { region } => {
            let (r, j) = reg(region);
            t(
                format!(
                    "The factory in {r} is its nation's only factory free of hostile armies and cannot be destroyed."
                ),
                format!("{j}の工場は敵対軍のいないその国の唯一の工場なので破壊できません。"),
            )
        }
        Refusal::FriendlyOnlyInForeignHome => t(
            "Friendly and hostile are for armies entering another great power's home province.",
            "友好・敵対は他の列強国の地域に進入した陸軍だけが選べます。",
        ),
        Refusal::StanceNeededInForeignHome => t(
            "In another great power's home province choose friendly or hostile.",
            "他の列強国の地域では友好か敵対を選んでください。",
        ),
        Refusal::NoOpponent => t("There is no such unit there to battle.", "そこには戦闘できるその部隊がいません。"),
        Refusal::Only2010 => t(
            "Units that have not moved attack only under the 2010 rules.",
            "移動していない部隊からの攻撃は2010年版ルールのみです。",
        ),
        Refusal::NotADefender { nation } => {
            let (n, j) = nat(nation);
            t(
                format!("{n} has no unit there to ask, or was asked already."),
                format!("{j}には尋ねる部隊がないか、既に尋ねました。"),
            )
        }
        Refusal::NoSuchBond { value } => {
            t(format!("There is no {value}M bond."), format!("{value}Mの債券はありません。"))
        }
        Refusal::BondTaken { nation, value } => {
            let (n, j) = nat(nation);
            t(format!("{n}'s {value}M bond is already taken."), format!("{j}の{value}M債券は既に購入されています。"))
        }
        Refusal::DraftIsFor { nation } => {
            let (n, j) = nat(nation);
            t(format!("The draft is for {n} now."), format!("今は{j}のドラフト中です。"))
        }
        Refusal::TradeUpOnly { nation } => {
            let (n, j) = nat(nation);
            t(
                format!("You can only trade a {n} bond you hold up to a dearer one."),
                format!("交換できるのは、保有している{j}の債券からより高額の債券へだけです。"),
            )
        }
        Refusal::CannotAfford { price, cash: have } => t(
            format!("Cannot afford it: it costs {price}M and you have {have}M."),
            format!("費用が足りません：{price}M必要ですが、所持金は{have}Mです。"),
        ),
    }
}
