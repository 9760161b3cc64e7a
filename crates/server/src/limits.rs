//! Limits against floods: rates per account and per client address on every route (governor's keyed GCRA
//! limiters), and counts of what one address or account holds open at once (connections, table sockets).
//!
//! Every limit has a name, a default and a `--limit NAME=N/PERIOD` flag (`docs/server.md`, "Limits").

use governor::clock::{Clock, DefaultClock};
use governor::{DefaultKeyedRateLimiter, Quota};
use std::collections::HashMap;
use std::fmt;
use std::hash::Hash;
use std::net::IpAddr;
use std::num::NonZeroU32;
use std::str::FromStr;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use crate::error::ApiError;

/// `count` events per `per`, all of which may come at once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rate {
    pub count: u32,
    pub per: Duration,
}

impl Rate {
    pub const fn per_second(count: u32) -> Rate {
        Rate { count, per: Duration::from_secs(1) }
    }
    pub const fn per_minute(count: u32) -> Rate {
        Rate { count, per: Duration::from_secs(60) }
    }
    pub const fn per_hour(count: u32) -> Rate {
        Rate { count, per: Duration::from_secs(3600) }
    }
    /// No limit to speak of (for load tests).
    pub const UNLIMITED: Rate = Rate { count: 1_000_000, per: Duration::from_secs(1) };

    fn quota(self) -> Quota {
        let count = NonZeroU32::new(self.count.max(1)).expect("at least one");
        let period = (self.per / count.get()).max(Duration::from_nanos(1));
        Quota::with_period(period).expect("a positive period").allow_burst(count)
    }
}

impl fmt::Display for Rate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let unit = match self.per.as_secs() {
            1 => "s",
            60 => "min",
            3600 => "h",
            86400 => "day",
            n => return write!(f, "{}/{n}s", self.count),
        };
        write!(f, "{}/{unit}", self.count)
    }
}

impl FromStr for Rate {
    type Err = String;
    /// `20/s`, `5/min`, `30/h`, `100/day`.
    fn from_str(s: &str) -> Result<Rate, String> {
        let (count, unit) = s.split_once('/').ok_or_else(|| format!("`{s}`: a rate is N/s, N/min, N/h or N/day"))?;
        let count: u32 = count.trim().parse().map_err(|_| format!("`{s}`: `{count}` is not a count"))?;
        let unit = unit.trim();
        // `10/5s`: ten per five seconds.
        let digits = unit.chars().take_while(char::is_ascii_digit).count();
        let (times, unit) = unit.split_at(digits);
        let times: u64 = if times.is_empty() { 1 } else { times.parse().map_err(|_| format!("`{s}`: bad period"))? };
        let seconds = times
            * match unit {
                "s" => 1,
                "min" | "m" => 60,
                "h" => 3600,
                "day" | "d" => 86400,
                other => return Err(format!("`{s}`: unknown period `{other}` (s, min, h, day)")),
            };
        if count == 0 {
            return Err(format!("`{s}`: the count must be at least 1"));
        }
        Ok(Rate { count, per: Duration::from_secs(seconds) })
    }
}

/// Every rate limit of the server. [`Limits::default`] gives the defaults of `docs/server.md`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Any API request from one address (the lobby, table pages, buttons, sign-in …).
    pub requests_per_ip: Rate,
    /// Lobby reads (`GET /api/tables`) from one address.
    pub lobby_per_ip: Rate,
    /// Sign-in attempts from one address, and against one account name.
    pub signin_per_ip: Rate,
    pub signin_per_account: Rate,
    /// Accounts (sign-ups and guests) created from one address.
    pub accounts_per_ip: Rate,
    /// Tables created by one account, and from one address.
    pub tables_per_account: Rate,
    pub tables_per_ip: Rate,
    /// Chat lines of one account (WebSocket and HTTP together); spectators have their own, slower rate.
    pub chat_per_account: Rate,
    pub spectator_chat_per_account: Rate,
    /// Table commands (`/option`, `/join`, `/bot`, …) of one account.
    pub commands_per_account: Rate,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            requests_per_ip: Rate::per_second(50),
            lobby_per_ip: Rate::per_second(5),
            signin_per_ip: Rate::per_minute(20),
            signin_per_account: Rate::per_minute(5),
            accounts_per_ip: Rate::per_hour(20),
            tables_per_account: Rate::per_hour(20),
            tables_per_ip: Rate::per_hour(60),
            chat_per_account: Rate { count: 10, per: Duration::from_secs(5) },
            spectator_chat_per_account: Rate::per_minute(6),
            commands_per_account: Rate::per_minute(60),
        }
    }
}

impl Limits {
    /// Limits so high that they never bind (the in-process load test).
    pub fn unlimited() -> Limits {
        let u = Rate::UNLIMITED;
        Limits {
            requests_per_ip: u,
            lobby_per_ip: u,
            signin_per_ip: u,
            signin_per_account: u,
            accounts_per_ip: u,
            tables_per_account: u,
            tables_per_ip: u,
            chat_per_account: u,
            spectator_chat_per_account: u,
            commands_per_account: u,
        }
    }

    /// The names of the limits, as `--limit NAME=RATE` takes them, with a mutable reference to each.
    fn named(&mut self) -> [(&'static str, &mut Rate); 10] {
        [
            ("requests_per_ip", &mut self.requests_per_ip),
            ("lobby_per_ip", &mut self.lobby_per_ip),
            ("signin_per_ip", &mut self.signin_per_ip),
            ("signin_per_account", &mut self.signin_per_account),
            ("accounts_per_ip", &mut self.accounts_per_ip),
            ("tables_per_account", &mut self.tables_per_account),
            ("tables_per_ip", &mut self.tables_per_ip),
            ("chat_per_account", &mut self.chat_per_account),
            ("spectator_chat_per_account", &mut self.spectator_chat_per_account),
            ("commands_per_account", &mut self.commands_per_account),
        ]
    }

    /// Sets one limit from `NAME=RATE` (`chat_per_account=5/s`).
    pub fn set(&mut self, assignment: &str) -> Result<(), String> {
        let (name, rate) = assignment
            .split_once('=')
            .ok_or_else(|| format!("`{assignment}`: use NAME=RATE, e.g. chat_per_account=2/s"))?;
        let rate: Rate = rate.parse()?;
        let mut names = Vec::new();
        for (known, slot) in self.named() {
            if known == name.trim() {
                *slot = rate;
                return Ok(());
            }
            names.push(known);
        }
        Err(format!("unknown limit `{name}` (limits: {})", names.join(", ")))
    }
}

type Keyed<K> = DefaultKeyedRateLimiter<K>;

/// One keyed limiter: `check` answers `rate_limited` with the time to wait when the key is over its rate.
pub struct Limiter<K: Hash + Eq + Clone> {
    limiter: Keyed<K>,
    rate: Rate,
}

impl<K: Hash + Eq + Clone> Limiter<K> {
    pub fn new(rate: Rate) -> Self {
        Limiter { limiter: Keyed::keyed(rate.quota()), rate }
    }

    pub fn check(&self, key: &K) -> Result<(), ApiError> {
        self.limiter.check_key(key).map_err(|not_until| {
            let wait = not_until.wait_time_from(DefaultClock::default().now());
            ApiError::rate_limited(self.rate, wait)
        })
    }

    /// Forgets keys whose limit has fully recovered, so a flood of distinct keys does not stay in memory.
    fn forget_idle(&self) {
        self.limiter.retain_recent();
        self.limiter.shrink_to_fit();
    }
}

/// The server's limiters, one per [`Limits`] entry.
pub struct Limiters {
    pub requests_per_ip: Limiter<IpAddr>,
    pub lobby_per_ip: Limiter<IpAddr>,
    pub signin_per_ip: Limiter<IpAddr>,
    pub signin_per_account: Limiter<String>,
    pub accounts_per_ip: Limiter<IpAddr>,
    pub tables_per_account: Limiter<String>,
    pub tables_per_ip: Limiter<IpAddr>,
    pub chat_per_account: Limiter<String>,
    pub spectator_chat_per_account: Limiter<String>,
    pub commands_per_account: Limiter<String>,
}

impl Limiters {
    pub fn new(limits: &Limits) -> Limiters {
        Limiters {
            requests_per_ip: Limiter::new(limits.requests_per_ip),
            lobby_per_ip: Limiter::new(limits.lobby_per_ip),
            signin_per_ip: Limiter::new(limits.signin_per_ip),
            signin_per_account: Limiter::new(limits.signin_per_account),
            accounts_per_ip: Limiter::new(limits.accounts_per_ip),
            tables_per_account: Limiter::new(limits.tables_per_account),
            tables_per_ip: Limiter::new(limits.tables_per_ip),
            chat_per_account: Limiter::new(limits.chat_per_account),
            spectator_chat_per_account: Limiter::new(limits.spectator_chat_per_account),
            commands_per_account: Limiter::new(limits.commands_per_account),
        }
    }

    /// Drops the state of keys that are back to a full allowance (called every minute).
    pub fn forget_idle(&self) {
        self.requests_per_ip.forget_idle();
        self.lobby_per_ip.forget_idle();
        self.signin_per_ip.forget_idle();
        self.signin_per_account.forget_idle();
        self.accounts_per_ip.forget_idle();
        self.tables_per_account.forget_idle();
        self.tables_per_ip.forget_idle();
        self.chat_per_account.forget_idle();
        self.spectator_chat_per_account.forget_idle();
        self.commands_per_account.forget_idle();
    }
}

/// How many of something each key holds open at once (connections per address, sockets per account).
pub struct Counter<K: Hash + Eq + Clone> {
    held: Arc<Mutex<HashMap<K, usize>>>,
    max: usize,
}

/// One held unit of a [`Counter`]; dropping it gives the unit back.
pub struct Held<K: Hash + Eq + Clone> {
    held: Arc<Mutex<HashMap<K, usize>>>,
    key: K,
}

impl<K: Hash + Eq + Clone> Counter<K> {
    pub fn new(max: usize) -> Self {
        Counter { held: Arc::default(), max }
    }

    /// A unit for `key`, or `None` when it already holds the maximum.
    pub fn take(&self, key: K) -> Option<Held<K>> {
        let mut held = self.held.lock().expect("counter lock");
        let count = held.entry(key.clone()).or_default();
        if *count >= self.max {
            return None;
        }
        *count += 1;
        Some(Held { held: self.held.clone(), key })
    }

    pub fn max(&self) -> usize {
        self.max
    }
}

impl<K: Hash + Eq + Clone> Drop for Held<K> {
    fn drop(&mut self) {
        let mut held = self.held.lock().expect("counter lock");
        if let Some(count) = held.get_mut(&self.key) {
            *count -= 1;
            if *count == 0 {
                held.remove(&self.key);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rates_read_and_print_alike() {
        for text in ["20/s", "5/min", "30/h", "100/day", "10/5s"] {
            assert_eq!(text.parse::<Rate>().unwrap().to_string(), text);
        }
        assert!("0/s".parse::<Rate>().is_err());
        assert!("5/fortnight".parse::<Rate>().is_err());
        let mut limits = Limits::default();
        limits.set("chat_per_account=9/min").unwrap();
        assert_eq!(limits.chat_per_account, Rate::per_minute(9));
        assert!(limits.set("nosuch=1/s").unwrap_err().contains("chat_per_account"));
    }

    #[test]
    fn a_limiter_allows_the_burst_then_refuses_with_a_wait() {
        let limiter = Limiter::new(Rate::per_minute(3));
        for _ in 0..3 {
            limiter.check(&"a".to_string()).unwrap();
        }
        let refused = limiter.check(&"a".to_string()).unwrap_err();
        assert_eq!(refused.code, "rate_limited");
        assert!(refused.retry_after.unwrap() >= 1);
        limiter.check(&"b".to_string()).unwrap();
    }

    #[test]
    fn a_counter_gives_units_back_when_dropped() {
        let counter = Counter::new(2);
        let a = counter.take("ip").unwrap();
        let _b = counter.take("ip").unwrap();
        assert!(counter.take("ip").is_none());
        drop(a);
        assert!(counter.take("ip").is_some());
    }
}
