//! Everything the player reads: prompts, action labels, log lines and reasons for refusals, in English and
//! Japanese.

use statecraft_engine::Text;

use crate::board::*;
use crate::maneuver::army_reach;
use crate::map::{MAP, Region};
use crate::rules::{RondelRefusal, acting_seat, rondel_refusal};
use crate::types::{Action, Event, NONE, Nation, Phase, State, UnitKind};

fn t(en: impl Into<String>, ja: impl Into<String>) -> Text {
    Text::new(en, ja)
}

fn nat(n: Nation) -> (&'static str, &'static str) {
    n.name()
}

fn nat_i(n: usize) -> (&'static str, &'static str) {
    Nation::from_index(n).name()
}

fn reg(r: Region) -> (&'static str, &'static str) {
    let i = r.info();
    (&i.name, &i.ja)
}

fn kind(k: UnitKind) -> (&'static str, &'static str) {
    match k {
        UnitKind::Army => ("army", "陸軍"),
        UnitKind::Fleet => ("fleet", "艦隊"),
    }
}

pub fn slot_name(slot: u8) -> (&'static str, &'static str) {
    match slot {
        FACTORY => ("Factory", "工場建設"),
        PRODUCTION_1 | PRODUCTION_2 => ("Production", "部隊生産"),
        MANEUVER_1 | MANEUVER_2 => ("Maneuver", "部隊移動"),
        INVESTOR => ("Investor", "配当/投資"),
        IMPORT => ("Import", "部隊輸入"),
        _ => ("Taxation", "税収"),
    }
}

fn seat_name(seat: u8) -> (String, String) {
    (statecraft_engine::Seat(seat).mention(), statecraft_engine::Seat(seat).mention())
}

pub fn prompt(s: &State, viewer: Option<u8>) -> Text {
    let b = &s.board;
    let Some(actor) = acting_seat(b) else {
        return t("The game is over.", "ゲームは終了しました。");
    };
    let (an, aj) = nat_i(b.active as usize);
    let (en, ja) = match b.phase {
        Phase::Draft { nation, .. } => {
            let (n, j) = nat_i(nation as usize);
            (
                format!("Draft: buy one bond of {n} or pass."),
                format!("ドラフト：{j}の債券を1枚買うかパスしてください。"),
            )
        }
        Phase::Rondel => (
            format!("{an}: choose the next rondel slot (1–3 slots free, each further slot 2M)."),
            format!("{aj}：ゲームダイヤルの次のマスを選んでください（1〜3マスは無料、それ以上は1マスにつき2M）。"),
        ),
        Phase::Veto { slot, .. } => {
            let (sn, sj) = slot_name(slot);
            (
                format!("{an} wants to pass the investor slot to {sn}: let it pass or force it to stop at Investor."),
                format!(
                    "{aj}が配当/投資を通過して{sj}へ進もうとしています。通過を認めるか、配当/投資で止めてください。"
                ),
            )
        }
        Phase::Factory => (
            format!("{an}: build a factory (5M from the treasury) or decline."),
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
            format!("{an}: pick an army to move, switch a stance, destroy a factory, or end the maneuver."),
            format!("{aj}：移動する陸軍を選ぶか、態度の変更・工場破壊を行うか、部隊移動を終了してください。"),
        ),
        Phase::ArmyDest { from } => {
            let (rn, rj) = reg(from);
            (format!("{an}: where does the army from {rn} go?"), format!("{aj}：{rj}の陸軍の移動先を選んでください。"))
        }
        Phase::Entry { region, kind: k } => {
            let (rn, rj) = reg(region);
            let (kn, kj) = kind(k);
            (
                format!("{an}'s {kn} entered {rn}: choose friendly, hostile, coexist or a battle."),
                format!("{aj}の{kj}が{rj}に進入しました：友好・敵対・共存・戦闘のいずれかを選んでください。"),
            )
        }
        Phase::Defence { region, nation, .. } => {
            let (dn, dj) = nat_i(nation as usize);
            let (rn, rj) = reg(region);
            (
                format!("{dn}: {an} is in {rn}. Battle or let it be?"),
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
    };
    if viewer == Some(actor) {
        t(en, ja)
    } else {
        let (sn, sj) = seat_name(actor);
        t(format!("Waiting for {sn}. {en}"), format!("{sj}を待っています。{ja}"))
    }
}

pub fn describe(s: &State, a: &Action) -> Text {
    let b = &s.board;
    match *a {
        Action::Rondel { slot } => {
            let (sn, sj) = slot_name(slot);
            let cur = b.rondel[b.active as usize];
            let cost = if cur == NONE { 0 } else { rondel_cost(slot.wrapping_add(8).wrapping_sub(cur) % 8) };
            if cost > 0 { t(format!("{sn} (costs {cost}M)"), format!("{sj}（{cost}M）")) } else { t(sn, sj) }
        }
        Action::Donate => {
            let (n, j) = nat_i(b.active as usize);
            t(format!("Donate 1M to {n}'s treasury"), format!("{j}の国庫に1M寄付する"))
        }
        Action::ForceInvestor => t("Force a stop at Investor", "配当/投資で止める"),
        Action::AllowPass => t("Let it pass", "通過を認める"),
        Action::Build { region } => {
            let (r, j) = reg(region);
            t(format!("Build a factory in {r}"), format!("{j}に工場を建設"))
        }
        Action::DeclineFactory => t("Build no factory", "工場を建設しない"),
        Action::SkipFactory { region } => {
            let (r, j) = reg(region);
            t(format!("No production in {r}"), format!("{j}では生産しない"))
        }
        Action::Produce => t("Produce", "生産する"),
        Action::Import { region, kind: k } => {
            let (r, j) = reg(region);
            let (kn, kj) = kind(k);
            t(format!("Import an {kn} to {r} (1M)"), format!("{j}に{kj}を輸入（1M）"))
        }
        Action::EndImport => t("Finish importing", "輸入を終了"),
        Action::MoveFleet { from, to } => {
            let ((f, fj), (d, dj)) = (reg(from), reg(to));
            t(format!("Fleet {f} → {d}"), format!("艦隊 {fj} → {dj}"))
        }
        Action::EndFleets => t("Finish fleet moves", "艦隊移動を終了"),
        Action::SelectArmy { from } => {
            let (f, fj) = reg(from);
            t(format!("Move an army from {f}"), format!("{fj}の陸軍を動かす"))
        }
        Action::MoveArmy { from, to } => {
            let ((f, fj), (d, dj)) = (reg(from), reg(to));
            t(format!("Army {f} → {d}"), format!("陸軍 {fj} → {dj}"))
        }
        Action::HoldArmy { from } => {
            let (f, fj) = reg(from);
            t(format!("The army stays in {f}"), format!("陸軍は{fj}に留まる"))
        }
        Action::SwitchStatus { region } => {
            let (r, j) = reg(region);
            let hostile = b.cells[region.idx()].hostile & (1 << b.active) != 0;
            if hostile {
                t(format!("Turn the armies in {r} friendly"), format!("{j}の陸軍を友好にする"))
            } else {
                t(format!("Turn the armies in {r} hostile"), format!("{j}の陸軍を敵対にする"))
            }
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
        Action::Tolerate => t("Coexist", "共存"),
        Action::Resist { kind: k } => {
            let (kn, kj) = kind(k);
            t(format!("Battle with an {kn}"), format!("{kj}で戦闘"))
        }
        Action::Buy { nation, bond } => {
            let (n, j) = nat(nation);
            let price = b.bond_price(bond);
            t(
                format!("Buy {n} bond {bond} ({price}M, interest {bond}M)"),
                format!("{j}の債券{bond}を購入（{price}M、配当{bond}M）"),
            )
        }
        Action::TradeUp { nation, from, to } => {
            let (n, j) = nat(nation);
            let diff = b.bond_price(to) - b.bond_price(from);
            t(
                format!("Trade {n} bond {from} up to bond {to} (pay {diff}M)"),
                format!("{j}の債券{from}を債券{to}に交換（差額{diff}M）"),
            )
        }
        Action::Pass => t("Pass", "パス"),
    }
}

pub fn event_text(e: &Event) -> Text {
    match *e {
        Event::DraftPassed { seat, nation } => {
            let ((sn, sj), (n, j)) = (seat_name(seat), nat(nation));
            t(format!("{sn} passes in the {n} draft."), format!("{sj}は{j}のドラフトでパス。"))
        }
        Event::DraftRestarted => {
            t("Nobody bought a bond: the draft starts again.", "誰も債券を買わなかったため、ドラフトをやり直します。")
        }
        Event::Donated { seat, nation, amount } => {
            let ((sn, sj), (n, j)) = (seat_name(seat), nat(nation));
            t(format!("{sn} donates {amount}M to {n}."), format!("{sj}が{j}の国庫に{amount}M寄付。"))
        }
        Event::RondelMoved { nation, slot, cost } => {
            let ((n, j), (sn, sj)) = (nat(nation), slot_name(slot));
            t(format!("{n} moves to {sn} ({cost}M)."), format!("{j}は{sj}へ（{cost}M）。"))
        }
        Event::Forced { seat, nation } => {
            let ((sn, sj), (n, j)) = (seat_name(seat), nat(nation));
            t(
                format!("{sn}'s Swiss bank stops {n} at Investor."),
                format!("{sj}のスイス銀行が{j}を配当/投資で止めました。"),
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
            let ((n, j), (r, rj), (kn, kj)) = (nat(nation), reg(region), kind(k));
            t(format!("{n} produces an {kn} in {r}."), format!("{j}が{rj}で{kj}を生産。"))
        }
        Event::Imported { nation, region, kind: k } => {
            let ((n, j), (r, rj), (kn, kj)) = (nat(nation), reg(region), kind(k));
            t(format!("{n} imports an {kn} to {r}."), format!("{j}が{rj}に{kj}を輸入。"))
        }
        Event::Moved { nation, kind: k, from, to } => {
            let ((n, j), (kn, kj), (f, fj), (d, dj)) = (nat(nation), kind(k), reg(from), reg(to));
            t(format!("{n} moves an {kn} from {f} to {d}."), format!("{j}の{kj}が{fj}から{dj}へ移動。"))
        }
        Event::Stance { nation, region, hostile } => {
            let ((n, j), (r, rj)) = (nat(nation), reg(region));
            if hostile {
                t(format!("{n}'s armies in {r} are hostile."), format!("{rj}の{j}陸軍は敵対。"))
            } else {
                t(format!("{n}'s armies in {r} are friendly."), format!("{rj}の{j}陸軍は友好。"))
            }
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
            let ((n, j), (sn, sj)) = (nat(nation), seat_name(seat));
            t(format!("{n} pays {sn} {amount}M interest."), format!("{j}が{sj}に配当{amount}Mを支払い。"))
        }
        Event::GovernmentPaid { nation, seat, amount } => {
            let ((n, j), (sn, sj)) = (nat(nation), seat_name(seat));
            t(
                format!("{n}'s treasury is short: {sn}, its government, pays {amount}M of the interest."),
                format!("{j}の国庫不足のため、政府の{sj}が配当のうち{amount}Mを負担。"),
            )
        }
        Event::InvestorBonus { seat, amount } => {
            let (sn, sj) = seat_name(seat);
            t(
                format!("{sn} holds the investor card and receives {amount}M."),
                format!("{sj}は投資家カードにより{amount}Mを受け取ります。"),
            )
        }
        Event::BondBought { seat, nation, bond, returned } => {
            let ((sn, sj), (n, j)) = (seat_name(seat), nat(nation));
            match returned {
                Some(r) => t(
                    format!("{sn} trades {n} bond {r} up to bond {bond}."),
                    format!("{sj}が{j}の債券{r}を債券{bond}に交換。"),
                ),
                None => t(format!("{sn} buys {n} bond {bond}."), format!("{sj}が{j}の債券{bond}を購入。")),
            }
        }
        Event::InvestPassed { seat } => {
            let (sn, sj) = seat_name(seat);
            t(format!("{sn} buys no bond."), format!("{sj}は債券を購入しませんでした。"))
        }
        Event::GovernmentChanged { nation, to, .. } => {
            let ((n, j), (sn, sj)) = (nat(nation), seat_name(to));
            t(format!("{sn} now governs {n}."), format!("{sj}が{j}をコントロールします。"))
        }
        Event::TakeoverPayment { from, to } => {
            let ((f, fj), (d, dj)) = (seat_name(from), seat_name(to));
            t(format!("{f} pays {d} 1M for the takeover."), format!("{fj}が{dj}に政権交代の補償1Mを支払い。"))
        }
        Event::Taxed { nation, income, chart_from, chart_to, bonus, power, treasury } => {
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
            let (sn, sj) = seat_name(seat);
            t(format!("The investor card passes to {sn}."), format!("投資家カードは{sj}へ。"))
        }
        Event::GameOver => {
            t("A nation has reached 25 power points: the game is over.", "ある国の得点が25点に達し、ゲーム終了です。")
        }
    }
}

/// Why `a` is refused for `seat` (it is not in the legal list).
pub fn why_illegal(s: &State, seat: u8, a: &Action) -> Text {
    let b = &s.board;
    let n = b.active as usize;
    let (an, aj) = nat_i(n);
    if acting_seat(b) != Some(seat) {
        return t("It is not your decision now.", "今はあなたが決める番ではありません。");
    }
    let phase_ok = matches!(
        (&b.phase, a),
        (Phase::Draft { .. }, Action::Buy { .. } | Action::Pass)
            | (Phase::Invest { .. }, Action::Buy { .. } | Action::TradeUp { .. } | Action::Pass)
            | (Phase::Rondel, Action::Rondel { .. } | Action::Donate)
            | (Phase::Veto { .. }, Action::ForceInvestor | Action::AllowPass)
            | (Phase::Factory, Action::Build { .. } | Action::DeclineFactory)
            | (Phase::Production { .. }, Action::SkipFactory { .. } | Action::Produce)
            | (Phase::Import { .. }, Action::Import { .. } | Action::EndImport)
            | (Phase::Fleets, Action::MoveFleet { .. } | Action::EndFleets)
            | (
                Phase::Armies,
                Action::SelectArmy { .. }
                    | Action::SwitchStatus { .. }
                    | Action::DestroyFactory { .. }
                    | Action::EndManeuver
            )
            | (Phase::ArmyDest { .. }, Action::MoveArmy { .. } | Action::HoldArmy { .. })
            | (Phase::Entry { .. }, Action::Friendly | Action::Hostile | Action::Coexist | Action::Fight { .. })
            | (Phase::Defence { .. }, Action::Tolerate | Action::Resist { .. })
    );
    if !phase_ok {
        let now = prompt(s, Some(seat));
        return t(
            format!("Wrong phase for that. Now: {}", now.en),
            format!("今はその行動の段階ではありません。現在：{}", now.ja),
        );
    }
    let cash = s.cash[seat as usize];
    match *a {
        Action::Rondel { slot } if slot >= 8 => {
            t("There are only 8 rondel slots (0–7).", "ゲームダイヤルのマスは0〜7の8つです。")
        }
        Action::Rondel { slot } => match rondel_refusal(s, slot) {
            Some(RondelRefusal::Distance) => {
                t("The marker must move 1 to 6 slots clockwise.", "コマは時計回りに1〜6マス進めなければなりません。")
            }
            Some(RondelRefusal::Cost { cost, treasury: true }) => t(
                format!("Cannot afford it: the move costs {cost}M from {an}'s treasury, which has {}M.", b.treasury[n]),
                format!("費用が足りません：移動には{aj}の国庫から{cost}M必要ですが、国庫は{}Mです。", b.treasury[n]),
            ),
            Some(RondelRefusal::Cost { cost, .. }) => t(
                format!("Cannot afford it: the move costs you {cost}M and you have {cash}M."),
                format!("費用が足りません：移動には{cost}M必要ですが、所持金は{cash}Mです。"),
            ),
            Some(RondelRefusal::Interest { short }) => t(
                format!("{an} cannot pay the interest: you would have to add {short}M and you have {cash}M."),
                format!("{aj}は配当を支払えません：あなたが{short}M補填する必要がありますが、所持金は{cash}Mです。"),
            ),
            None => t("That slot is not allowed now.", "そのマスは今選べません。"),
        },
        Action::Donate => t("You have no cash to donate.", "寄付する現金がありません。"),
        Action::Build { region } => {
            let (r, j) = reg(region);
            if b.treasury[n] < 5 {
                t(
                    format!("Cannot afford it: a factory costs 5M and {an}'s treasury has {}M.", b.treasury[n]),
                    format!("費用が足りません：工場は5Mですが、{aj}の国庫は{}Mです。", b.treasury[n]),
                )
            } else if MAP.home[n] & region.bit() == 0 {
                t(format!("{r} is not a home province of {an}."), format!("{j}は{aj}の国内ではありません。"))
            } else if b.factories & region.bit() != 0 {
                t(format!("{r} already has a factory."), format!("{j}には既に工場があります。"))
            } else if b.blocked(region) {
                t(format!("A hostile army stands in {r}."), format!("{j}には敵対する軍隊がいます。"))
            } else {
                t(format!("No factory can be built in {r}."), format!("{j}には工場を建設できません。"))
            }
        }
        Action::SkipFactory { region } => {
            let (r, j) = reg(region);
            t(
                format!("{r} has no working factory of {an} left to switch off."),
                format!("{j}には停止できる{aj}の稼働中の工場がありません。"),
            )
        }
        Action::Import { region, kind: k } => {
            let ((r, j), (kn, kj)) = (reg(region), kind(k));
            if b.treasury[n] < 1 {
                t(
                    format!("Cannot afford it: {an}'s treasury is empty."),
                    format!("費用が足りません：{aj}の国庫が空です。"),
                )
            } else if MAP.home[n] & region.bit() == 0 {
                t(
                    format!("Units are imported only into {an}'s home provinces."),
                    format!("輸入部隊は{aj}の国内にのみ配置できます。"),
                )
            } else if b.blocked(region) {
                t(format!("A hostile army stands in {r}."), format!("{j}には敵対する軍隊がいます。"))
            } else if k == UnitKind::Fleet && MAP.ports & region.bit() == 0 {
                t(format!("{r} has no port."), format!("{j}には港がありません。"))
            } else {
                t(format!("{an} has no {kn} left in supply."), format!("{aj}の手持ちの{kj}がありません。"))
            }
        }
        Action::MoveFleet { from, to } => {
            let ((f, fj), (d, dj)) = (reg(from), reg(to));
            if b.cells[from.idx()].fleets[n] <= b.maneuver.moved_fleets[from.idx()] {
                t(
                    format!("{an} has no fleet in {f} that has not moved yet."),
                    format!("{fj}には未移動の{aj}艦隊がありません。"),
                )
            } else if !from.is_sea() {
                t(
                    format!("A fleet in the port of {f} may only sail into its own sea."),
                    format!("{fj}の港の艦隊は、その港の海域にのみ出航できます。"),
                )
            } else {
                t(format!("{d} is not a sea next to {f}."), format!("{dj}は{fj}に隣接する海域ではありません。"))
            }
        }
        Action::SelectArmy { from } => {
            let (f, fj) = reg(from);
            t(
                format!("{an} has no army in {f} that has not moved yet."),
                format!("{fj}には未移動の{aj}陸軍がありません。"),
            )
        }
        Action::MoveArmy { from, to } => {
            let ((f, fj), (d, dj)) = (reg(from), reg(to));
            let Phase::ArmyDest { from: selected } = b.phase else { unreachable!("phase checked") };
            if selected != from {
                let (sn, sj) = reg(selected);
                t(format!("The selected army is the one in {sn}."), format!("選択中の陸軍は{sj}の陸軍です。"))
            } else if army_reach(b, from).dest & to.bit() == 0 {
                t(
                    format!(
                        "The army in {f} cannot reach {d}: one step over land, the railroad through own unoccupied provinces, or a convoy of own fleets that have not carried an army yet."
                    ),
                    format!(
                        "{fj}の陸軍は{dj}へ行けません（陸路1歩、占領されていない自国内の鉄道、未使用の自国艦隊による輸送のみ）。"
                    ),
                )
            } else {
                t("That move is not allowed now.", "その移動は今できません。")
            }
        }
        Action::HoldArmy { .. } => t("Only the selected army can stay.", "留まれるのは選択中の陸軍だけです。"),
        Action::SwitchStatus { region } => {
            let (r, j) = reg(region);
            if b.maneuver.stance_set & region.bit() != 0 {
                t(
                    format!("The stance in {r} was already set this maneuver."),
                    format!("{j}の態度はこの移動で既に決めています。"),
                )
            } else if b.hostile_forbidden(region) {
                t(
                    format!("{r} holds its nation's last working factory: armies there may not be hostile."),
                    format!("{j}にはその国の最後の稼働工場があるため、敵対できません。"),
                )
            } else {
                t(
                    format!("{an} has no armies in a foreign home province {r}."),
                    format!("{j}は{aj}の陸軍がいる他国の地域ではありません。"),
                )
            }
        }
        Action::DestroyFactory { region } => {
            let (r, j) = reg(region);
            if b.cells[region.idx()].armies[n] < 3 {
                t(
                    format!("Destroying a factory takes 3 of {an}'s armies in {r}."),
                    format!("工場破壊には{j}に{aj}の陸軍3ユニットが必要です。"),
                )
            } else if b.foreign_units(region, n) {
                t(format!("Other nations' units are still in {r}."), format!("{j}にはまだ他国の部隊がいます。"))
            } else {
                t(
                    "A nation's last factory cannot be destroyed (or there is no foreign factory there).",
                    "その国の唯一の工場は破壊できません（または他国の工場がありません）。",
                )
            }
        }
        Action::Hostile => t(
            "That province holds its nation's last working factory: armies entering it may only be friendly (or battle).",
            "その地域にはその国の最後の稼働工場があるため、友好（または戦闘）しか選べません。",
        ),
        Action::Friendly => t(
            "Friendly is only for armies entering another nation's home province.",
            "友好は他国の地域に進入した陸軍だけが選べます。",
        ),
        Action::Coexist => t(
            "In another nation's home province choose friendly or hostile.",
            "他国の地域では友好か敵対を選んでください。",
        ),
        Action::Fight { .. } | Action::Resist { .. } => {
            t("There is no such unit there to battle.", "そこには戦闘できるその部隊がいません。")
        }
        Action::Buy { nation, bond } | Action::TradeUp { nation, to: bond, .. } => {
            let (nn, nj) = nat(nation);
            if bond == 0 || bond > b.bond_count() {
                t(format!("There is no bond {bond}."), format!("債券{bond}はありません。"))
            } else if b.bonds[nation.idx()][bond as usize - 1] != NONE {
                t(format!("{nn} bond {bond} is already taken."), format!("{nj}の債券{bond}は既に購入されています。"))
            } else if matches!(b.phase, Phase::Draft { nation: d, .. } if d as usize != nation.idx()) {
                t("The draft is for another nation now.", "今は別の国のドラフト中です。")
            } else if let Action::TradeUp { from, .. } = *a
                && (from == 0 || from >= bond || b.bonds[nation.idx()][from as usize - 1] != seat)
            {
                t(
                    format!("You can only trade up a {nn} bond you hold for a higher one."),
                    format!("交換できるのは、保有している{nj}の債券からより高額の債券へだけです。"),
                )
            } else {
                t(format!("Cannot afford it: you have {cash}M."), format!("費用が足りません：所持金は{cash}Mです。"))
            }
        }
        _ => t("That is not allowed now.", "今その行動はできません。"),
    }
}
