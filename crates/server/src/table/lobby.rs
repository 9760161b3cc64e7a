//! The lobby, served from memory: every open and running table and the recently finished ones, indexed from
//! the store at start-up and kept current by the table tasks whenever seats, settings or status change.
//! Reading it never touches the database, so lobby pollers cannot hold moves back; it is filtered by
//! visibility first and then paged, so private tables cannot push public ones out of it.

use std::cmp::Reverse;
use std::collections::{BTreeMap, HashMap};
use std::sync::{Arc, RwLock};

use super::{Status, TableInfo};

/// A table as the lobby knows it.
#[derive(Clone)]
pub struct Listed {
    pub info: Arc<TableInfo>,
    pub created_ms: i64,
    /// The last change of seats, settings or status.
    pub updated_ms: i64,
}

#[derive(Default)]
struct Index {
    /// Newest first.
    order: BTreeMap<(Reverse<i64>, String), Listed>,
    created: HashMap<String, i64>,
}

/// The lobby's index. `finished_kept` finished tables stay listed, the most recent ones.
pub struct Lobby {
    index: RwLock<Index>,
    finished_kept: usize,
}

/// One page of one status.
pub struct Page {
    pub tables: Vec<Arc<TableInfo>>,
    pub more: bool,
}

impl Lobby {
    pub fn new(finished_kept: usize) -> Lobby {
        Lobby { index: RwLock::default(), finished_kept }
    }

    pub fn len(&self) -> usize {
        self.index.read().expect("lobby lock").created.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Adds or replaces a table.
    pub fn put(&self, listed: Listed) {
        let mut index = self.index.write().expect("lobby lock");
        let id = listed.info.id.clone();
        let created = *index.created.entry(id.clone()).or_insert(listed.created_ms);
        let finished = listed.info.status == Status::Finished;
        index.order.insert((Reverse(created), id), Listed { created_ms: created, ..listed });
        if finished {
            let mut finished: Vec<(i64, String)> = index
                .order
                .values()
                .filter(|l| l.info.status == Status::Finished)
                .map(|l| (l.updated_ms, l.info.id.clone()))
                .collect();
            if finished.len() > self.finished_kept {
                finished.sort();
                for (_, id) in finished.iter().take(finished.len() - self.finished_kept) {
                    if let Some(created) = index.created.remove(id) {
                        index.order.remove(&(Reverse(created), id.clone()));
                    }
                }
            }
        }
    }

    /// The ids of every listed table.
    pub fn ids(&self) -> Vec<String> {
        self.index.read().expect("lobby lock").created.keys().cloned().collect()
    }

    pub fn remove(&self, id: &str) {
        let mut index = self.index.write().expect("lobby lock");
        if let Some(created) = index.created.remove(id) {
            index.order.remove(&(Reverse(created), id.to_string()));
        }
    }

    pub fn get(&self, id: &str) -> Option<Listed> {
        let index = self.index.read().expect("lobby lock");
        let created = *index.created.get(id)?;
        index.order.get(&(Reverse(created), id.to_string())).cloned()
    }

    /// Page `page` (from 0) of the tables with this status that `account` may see, newest first.
    pub fn page(&self, status: Status, account: Option<&str>, page: usize, size: usize) -> Page {
        let index = self.index.read().expect("lobby lock");
        let mut visible = index
            .order
            .values()
            .filter(|l| l.info.status == status && l.info.visible_to(account))
            .skip(page.saturating_mul(size));
        let tables = visible.by_ref().take(size).map(|l| l.info.clone()).collect();
        Page { tables, more: visible.next().is_some() }
    }

    /// Open tables whose last change was before `before_ms`.
    pub fn open_since(&self, before_ms: i64) -> Vec<String> {
        let index = self.index.read().expect("lobby lock");
        index
            .order
            .values()
            .filter(|l| l.info.status == Status::Open && l.updated_ms < before_ms)
            .map(|l| l.info.id.clone())
            .collect()
    }

    /// Running tables owned by `account` where no person holds a seat.
    pub fn bot_only_tables_of(&self, account: &str) -> usize {
        let index = self.index.read().expect("lobby lock");
        index
            .order
            .values()
            .filter(|l| {
                l.info.status == Status::Running
                    && l.info.owner == account
                    && !l.info.seats.iter().any(super::SeatHolder::is_human)
            })
            .count()
    }

    /// Open or running tables owned by `account`.
    pub fn active_tables_of(&self, account: &str) -> u64 {
        let index = self.index.read().expect("lobby lock");
        index.order.values().filter(|l| l.info.status != Status::Finished && l.info.owner == account).count() as u64
    }
}
