//! Questions about the board that several rules ask: who governs, what blocks a factory, what a nation earns.

use crate::map::{MAP, REGIONS, Region, bits};
use crate::types::{Board, NONE, Nation, UnitKind};

/// Rondel slots, clockwise.
pub const FACTORY: u8 = 0;
pub const PRODUCTION_1: u8 = 1;
pub const MANEUVER_1: u8 = 2;
pub const INVESTOR: u8 = 3;
pub const IMPORT: u8 = 4;
pub const PRODUCTION_2: u8 = 5;
pub const MANEUVER_2: u8 = 6;
pub const TAXATION: u8 = 7;

/// Power points that end the game.
pub const POWER_END: u8 = 25;

impl Board {
    /// Price of bond number `bond` (0 for a number that does not exist).
    pub fn bond_price(&self, bond: u8) -> u16 {
        let prices = self.ruleset.bond_prices();
        (bond as usize).checked_sub(1).and_then(|i| prices.get(i)).map_or(0, |&p| p as u16)
    }

    pub fn bond_count(&self) -> u8 {
        self.ruleset.bond_prices().len() as u8
    }

    /// The seat governing `nation`, if any.
    pub fn gov(&self, nation: usize) -> Option<u8> {
        let g = self.government[nation];
        (g != NONE).then_some(g)
    }

    /// Sum of the prices of `seat`'s bonds of `nation`.
    pub fn invested(&self, seat: u8, nation: usize) -> u16 {
        (1..=self.bond_count())
            .filter(|&b| self.bonds[nation][b as usize - 1] == seat)
            .map(|b| self.bond_price(b))
            .sum()
    }

    pub fn governs_any(&self, seat: u8) -> bool {
        self.government.contains(&seat)
    }

    pub fn units(&self, r: Region, nation: usize, kind: UnitKind) -> u8 {
        let c = &self.cells[r.idx()];
        match kind {
            UnitKind::Army => c.armies[nation],
            UnitKind::Fleet => c.fleets[nation],
        }
    }

    pub fn units_mut(&mut self, r: Region, nation: usize, kind: UnitKind) -> &mut u8 {
        let c = &mut self.cells[r.idx()];
        match kind {
            UnitKind::Army => &mut c.armies[nation],
            UnitKind::Fleet => &mut c.fleets[nation],
        }
    }

    /// Units of `nation` of `kind` on the board.
    pub fn on_board(&self, nation: usize, kind: UnitKind) -> u8 {
        (0..REGIONS).map(|i| self.units(Region(i as u8), nation, kind)).sum()
    }

    /// Units of this kind still in the nation's supply.
    pub fn supply_left(&self, nation: usize, kind: UnitKind) -> u8 {
        Nation::from_index(nation).supply(kind) - self.on_board(nation, kind)
    }

    /// Whether any nation other than `nation` has units in `r` (armies, or fleets at sea or in port).
    pub fn foreign_units(&self, r: Region, nation: usize) -> bool {
        let c = &self.cells[r.idx()];
        (0..6).any(|n| n != nation && (c.armies[n] > 0 || c.fleets[n] > 0))
    }

    /// A home province is blocked when another nation's armies stand there hostile: its factory does not
    /// work, nothing may be imported or built there and the railroad does not run through it.
    pub fn blocked(&self, r: Region) -> bool {
        let c = &self.cells[r.idx()];
        let Some(owner) = r.info().nation else { return false };
        (0..6).any(|n| n != owner.idx() && c.armies[n] > 0 && c.hostile & (1 << n) != 0)
    }

    pub fn factories_of(&self, nation: usize) -> u64 {
        self.factories & MAP.home[nation]
    }

    /// Factories of `nation` that are not blocked.
    pub fn working_factories(&self, nation: usize) -> u64 {
        bits(self.factories_of(nation)).filter(|r| !self.blocked(*r)).fold(0, |m, r| m | r.bit())
    }

    /// A hostile stance in `r` is forbidden when it would block the owner's last working factory.
    pub fn hostile_forbidden(&self, r: Region) -> bool {
        let Some(owner) = r.info().nation else { return false };
        let working = self.working_factories(owner.idx());
        working & r.bit() != 0 && working.count_ones() == 1
    }

    pub fn flags_on_board(&self, nation: usize) -> u8 {
        self.cells.iter().filter(|c| c.flag == nation as u8).count() as u8
    }

    /// Tax revenue: 2M per working factory and 1M per flag.
    pub fn income(&self, nation: usize) -> u8 {
        2 * self.working_factories(nation).count_ones() as u8 + self.flags_on_board(nation)
    }

    /// Total interest of every bond of `nation` held by a player, and the part the government holds.
    pub fn interest_due(&self, nation: usize) -> (u16, u16) {
        let gov = self.government[nation];
        let (mut total, mut own) = (0, 0);
        for b in 1..=self.bond_count() {
            let owner = self.bonds[nation][b as usize - 1];
            if owner != NONE {
                total += b as u16;
                if owner == gov {
                    own += b as u16;
                }
            }
        }
        (total, own)
    }

    /// The next nation in turn order after `from` that has a government.
    pub fn next_governed(&self, from: usize) -> Option<usize> {
        (1..=6).map(|k| (from + k) % 6).find(|&n| self.government[n] != NONE)
    }
}

/// Rondel cost of moving `distance` slots: three are free, each further one costs 2M.
pub fn rondel_cost(distance: u8) -> u8 {
    distance.saturating_sub(3) * 2
}

/// Power factor of the final scoring: floor(power ÷ 5), so 0–4 ×0 … 25 ×5.
pub fn power_factor(power: u8) -> u8 {
    power.min(POWER_END) / 5
}

/// Tax-chart position for a revenue: 5 for 2–5M … 15 for 15M and more.
pub fn chart_position(income: u8) -> u8 {
    income.clamp(5, 15)
}
