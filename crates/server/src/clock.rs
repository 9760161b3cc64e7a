//! The players' clocks: a time bank per seat with an increment per turn, counting down only for the people
//! who must act now (several at once during secret simultaneous decisions). Plain data and arithmetic on
//! wall-clock milliseconds, so every rule is unit-tested without waiting; the table task calls it on every
//! move and stores the result with the move, which is how a clock survives a restart.
//!
//! Why wall-clock time: a clock is stored as "this much was left when this seat's turn began at this
//! instant", so a restarted server knows how long the seat has been thinking. Time the server was down counts
//! against the seats to act, as it would on a chess clock left running; a server that is down for long is an
//! incident an operator settles, not something the clock can tell from a slow player.
//!
//! A turn is the span during which a seat is asked to act without interruption, however many steps it takes
//! (an Imperial maneuver is many steps): the increment is added when the turn ends, not per step. Bots have
//! no clock running.

use serde::{Deserialize, Serialize};
use statecraft_engine::Seat;

/// What happens to a player whose time runs out, chosen when the table is created.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OutOfTime {
    /// A stand-in bot plays the seat (the player may take it back with `/join`).
    #[default]
    StandIn,
    /// The game ends and the player is ranked last.
    Lose,
}

/// A table's time control: a bank per player and an increment per turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TimeControl {
    /// Each player's time at the start, in seconds.
    pub bank_s: u64,
    /// Added to a player's time at the end of each of their turns, in seconds.
    #[serde(default)]
    pub increment_s: u64,
    #[serde(default)]
    pub on_timeout: OutOfTime,
}

impl TimeControl {
    /// A live table: 20 minutes each and 20 seconds a turn.
    pub const LIVE: TimeControl = TimeControl { bank_s: 20 * 60, increment_s: 20, on_timeout: OutOfTime::StandIn };
    /// A long (turn-based) table: 3 days each and a day a turn.
    pub const LONG: TimeControl =
        TimeControl { bank_s: 3 * 24 * 3600, increment_s: 24 * 3600, on_timeout: OutOfTime::StandIn };
    /// The longest bank and increment a table may set (a year), so sums of milliseconds never overflow.
    pub const MAX_S: u64 = 366 * 24 * 3600;

    pub fn check(&self) -> Result<(), String> {
        if self.bank_s == 0 {
            return Err("a clock needs a bank of at least one second".into());
        }
        if self.bank_s > Self::MAX_S || self.increment_s > Self::MAX_S {
            return Err("a clock's bank and increment are at most a year".into());
        }
        Ok(())
    }
}

/// The clocks of one game. `left_ms[s]` is what seat `s` had left at `since_ms[s]` when its clock runs
/// (`Some`), or now when it is stopped (`None`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Clocks {
    pub control: TimeControl,
    pub left_ms: Vec<i64>,
    pub since_ms: Vec<Option<i64>>,
}

/// The clocks as every player sees them, `at_ms` being the server's time when this was written; a client
/// counts the running ones down from there.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ClockView {
    pub left_ms: Vec<i64>,
    pub running: Vec<bool>,
    pub increment_ms: i64,
    pub on_timeout: OutOfTime,
    pub at_ms: i64,
}

/// A seat's clock as a move left it, sent inside the move's message for the seats whose clock the move changed
/// (see [`Clocks::changed`]): `[seat, ms left at the move's turn_since_ms, running]`. A client counts the
/// clocks it was not sent on from what it shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct SeatClock(pub usize, pub i64, pub bool);

impl Clocks {
    pub fn new(control: TimeControl, players: usize) -> Clocks {
        Clocks { control, left_ms: vec![control.bank_s as i64 * 1000; players], since_ms: vec![None; players] }
    }

    /// Seat `seat`'s time left at `now_ms` (negative once it ran out).
    pub fn left(&self, seat: Seat, now_ms: i64) -> i64 {
        let i = seat.index();
        self.left_ms[i] - self.since_ms[i].map_or(0, |since| (now_ms - since).max(0))
    }

    pub fn running(&self, seat: Seat) -> bool {
        self.since_ms.get(seat.index()).is_some_and(Option::is_some)
    }

    /// Sets whose clocks run: exactly the seats in `to_act` (people who must act). A seat whose clock stops
    /// ends its turn and gains the increment; a seat newly asked starts its turn now. Returns how long the
    /// clock of `mover` ran since its turn began (or since the previous call), for the move's record.
    pub fn update(&mut self, to_act: &[Seat], mover: Option<Seat>, now_ms: i64) -> i64 {
        let spent = mover
            .filter(|s| self.running(*s))
            .map_or(0, |s| (now_ms - self.since_ms[s.index()].unwrap_or(now_ms)).max(0));
        let increment = self.control.increment_s as i64 * 1000;
        for seat in Seat::all(self.left_ms.len()) {
            let i = seat.index();
            let asked = to_act.contains(&seat);
            match self.since_ms[i] {
                Some(_) => {
                    // Charge the time so far; a seat still asked goes on from now.
                    self.left_ms[i] = self.left(seat, now_ms);
                    if asked {
                        self.since_ms[i] = Some(now_ms);
                    } else {
                        self.since_ms[i] = None;
                        self.left_ms[i] += increment;
                    }
                }
                None if asked => {
                    // A seat whose time ran out (a person took it back from a stand-in) has the increment.
                    if self.left_ms[i] <= 0 {
                        self.left_ms[i] = increment;
                    }
                    self.since_ms[i] = Some(now_ms);
                }
                None => {}
            }
        }
        spent
    }

    /// Takes back a step of `mover` that its clock ran `spent_ms` for and that was made at `step_ms`, the
    /// seats in `asked_before` being the people who were asked to act before it. The mover gets the step's
    /// time back. A seat whose turn ended with the step goes on as if it had not: its clock runs from the
    /// step, without the increment the turn's end gave it. A seat whose turn began with the step never had
    /// it: its clock stops with the time it had (the caller then starts the clocks of the seats to act).
    pub fn take_back(&mut self, mover: Seat, spent_ms: i64, step_ms: i64, asked_before: &[Seat]) {
        let increment = self.control.increment_s as i64 * 1000;
        self.left_ms[mover.index()] += spent_ms;
        for seat in Seat::all(self.left_ms.len()) {
            let i = seat.index();
            match (asked_before.contains(&seat), self.since_ms[i]) {
                (true, None) => {
                    self.left_ms[i] -= increment;
                    self.since_ms[i] = Some(step_ms);
                }
                (false, Some(_)) => self.since_ms[i] = None,
                _ => {}
            }
        }
    }

    /// The running seats whose time is up at `now_ms`, in seating order.
    pub fn out_of_time(&self, now_ms: i64) -> Vec<Seat> {
        Seat::all(self.left_ms.len()).filter(|s| self.running(*s) && self.left(*s, now_ms) <= 0).collect()
    }

    /// When the first running clock reaches zero, in milliseconds from `now_ms` (0 if one already has).
    pub fn next_timeout_in(&self, now_ms: i64) -> Option<i64> {
        Seat::all(self.left_ms.len()).filter(|s| self.running(*s)).map(|s| self.left(s, now_ms).max(0)).min()
    }

    /// The wall-clock instant the first running clock reaches zero.
    pub fn due_ms(&self) -> Option<i64> {
        Seat::all(self.left_ms.len()).filter_map(|s| Some(self.since_ms[s.index()]? + self.left_ms[s.index()])).min()
    }

    /// Stops the clocks of `seats` at zero (their time ran out; no increment).
    pub fn expire(&mut self, seats: &[Seat]) {
        for seat in seats {
            self.left_ms[seat.index()] = 0;
            self.since_ms[seat.index()] = None;
        }
    }

    /// Stops every clock (the game is over), charging the time so far.
    pub fn stop(&mut self, now_ms: i64) {
        for seat in Seat::all(self.left_ms.len()) {
            self.left_ms[seat.index()] = self.left(seat, now_ms);
            self.since_ms[seat.index()] = None;
        }
    }

    /// The seats whose clock reads differently at `now_ms` than it did in `before` (it started, stopped, or
    /// its time was set), as they read now. A clock that ran on through the change is not among them: a
    /// client counting it down already shows what it reads.
    pub fn changed(&self, before: &Clocks, now_ms: i64) -> Vec<SeatClock> {
        Seat::all(self.left_ms.len())
            .filter(|&s| self.running(s) != before.running(s) || self.left(s, now_ms) != before.left(s, now_ms))
            .map(|s| SeatClock(s.index(), self.left(s, now_ms), self.running(s)))
            .collect()
    }

    pub fn view(&self, now_ms: i64) -> ClockView {
        let players = self.left_ms.len();
        ClockView {
            left_ms: Seat::all(players).map(|s| self.left(s, now_ms)).collect(),
            running: Seat::all(players).map(|s| self.running(s)).collect(),
            increment_ms: self.control.increment_s as i64 * 1000,
            on_timeout: self.control.on_timeout,
            at_ms: now_ms,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const A: Seat = Seat(0);
    const B: Seat = Seat(1);
    const C: Seat = Seat(2);

    fn clocks() -> Clocks {
        Clocks::new(TimeControl { bank_s: 60, increment_s: 5, on_timeout: OutOfTime::Lose }, 3)
    }

    #[test]
    fn only_the_seat_to_act_counts_down_and_gains_the_increment_when_its_turn_ends() {
        let mut c = clocks();
        c.update(&[A], None, 1_000);
        assert_eq!((c.left(A, 11_000), c.left(B, 11_000)), (50_000, 60_000));
        // Two steps of one turn: no increment between them.
        assert_eq!(c.update(&[A], Some(A), 11_000), 10_000);
        assert_eq!(c.left(A, 11_000), 50_000);
        assert_eq!(c.update(&[B], Some(A), 21_000), 10_000);
        assert_eq!(c.left(A, 99_000), 40_000 + 5_000, "stopped, with the increment");
        assert_eq!(c.left(B, 31_000), 50_000);
        assert!(!c.running(A) && c.running(B) && !c.running(C));
    }

    #[test]
    fn secret_simultaneous_decisions_run_several_clocks_at_once() {
        let mut c = clocks();
        c.update(&[A, B, C], None, 0);
        assert_eq!(c.update(&[A, C], Some(B), 4_000), 4_000);
        assert_eq!(c.left(A, 10_000), 50_000);
        assert_eq!(c.left(B, 10_000), 56_000 + 5_000);
        assert_eq!(c.left(C, 10_000), 50_000);
        assert_eq!(c.next_timeout_in(10_000), Some(50_000));
    }

    #[test]
    fn a_move_reports_only_the_clocks_it_started_stopped_or_set() {
        let mut c = clocks();
        c.update(&[A, B], None, 0);
        // A step of A's that keeps A and B asked: both clocks run on as they read, nothing to report.
        let before = c.clone();
        c.update(&[A, B], Some(A), 4_000);
        assert_eq!(c.changed(&before, 4_000), vec![]);
        // A's turn ends (she gains the increment) and C's begins; B's clock runs on unreported.
        let before = c.clone();
        c.update(&[B, C], Some(A), 10_000);
        assert_eq!(c.changed(&before, 10_000), vec![SeatClock(0, 55_000, false), SeatClock(2, 60_000, true)]);
    }

    #[test]
    fn a_clock_that_runs_out_is_reported_and_stops_at_zero() {
        let mut c = clocks();
        c.update(&[B], None, 0);
        assert!(c.out_of_time(59_999).is_empty());
        assert_eq!(c.out_of_time(60_000), vec![B]);
        assert_eq!(c.next_timeout_in(70_000), Some(0));
        c.expire(&[B]);
        assert_eq!(c.left(B, 90_000), 0);
        assert!(c.out_of_time(90_000).is_empty() && c.next_timeout_in(90_000).is_none());
        // Taken back by its player, the seat's next turn has the increment to play in.
        c.update(&[B], None, 100_000);
        assert_eq!(c.left(B, 101_000), 4_000);
    }

    #[test]
    fn a_step_taken_back_gives_its_time_back_and_no_increment() {
        // A's step ended her turn (B's began); taken back at 25 s, A's clock has run only from the step on.
        let mut c = clocks();
        c.update(&[A], None, 0);
        let spent = c.update(&[B], Some(A), 10_000);
        assert_eq!((c.left(A, 25_000), c.left(B, 25_000)), (55_000, 45_000));
        c.take_back(A, spent, 10_000, &[A]);
        assert_eq!((c.left(A, 25_000), c.left(B, 25_000)), (45_000, 60_000));
        assert!(c.running(A) && !c.running(B));
        // One step of a longer turn: the clock runs on, the step's 19 s (since 10 s) come back.
        let spent = c.update(&[A], Some(A), 29_000);
        assert_eq!(spent, 19_000);
        c.take_back(A, spent, 29_000, &[A]);
        assert_eq!(c.left(A, 30_000), 60_000 - 1_000);
        // Secret choices: the others' clocks run on untouched.
        let mut c = clocks();
        c.update(&[A, B, C], None, 0);
        let spent = c.update(&[B, C], Some(A), 3_000);
        c.take_back(A, spent, 3_000, &[A, B, C]);
        assert_eq!(c.view(8_000).left_ms, vec![55_000, 52_000, 52_000]);
    }

    #[test]
    fn a_stored_clock_goes_on_counting_from_when_the_turn_began() {
        let mut c = clocks();
        c.update(&[A], None, 1_000);
        let stored = serde_json::to_string(&c).unwrap();
        let restored: Clocks = serde_json::from_str(&stored).unwrap();
        assert_eq!(restored.left(A, 31_000), 30_000);
        assert_eq!(restored.view(31_000).running, vec![true, false, false]);
    }

    #[test]
    fn banks_are_checked() {
        assert!(TimeControl { bank_s: 0, increment_s: 0, on_timeout: OutOfTime::StandIn }.check().is_err());
        assert!(
            TimeControl { bank_s: 1, increment_s: TimeControl::MAX_S + 1, on_timeout: OutOfTime::StandIn }
                .check()
                .is_err()
        );
        assert!(TimeControl::LIVE.check().is_ok() && TimeControl::LONG.check().is_ok());
    }
}
