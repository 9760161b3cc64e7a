//! The durable store: accounts, sessions, tables, the append-only action log and snapshots.
//!
//! One implementation serves SQLite (the embedded default, a file under `./data/`) and PostgreSQL through
//! sqlx's `Any` driver: the schema and every statement are written in the SQL both understand, with `$N`
//! placeholders, so the two stores cannot drift apart. An action and the table's version bump are written in
//! one transaction; the caller broadcasts only after [`Store::append`] returned, i.e. after the commit.
//!
//! Appends and table updates go through one writer (a thread of its own) that commits whatever has queued
//! up since its last commit in a single transaction (group commit): one fsync then makes many tables'
//! actions durable at once, instead of every table waiting its turn for the database's single write lock.
//! The writer has a connection of its own, so reads (a table loading, a sign-in) never hold a move back.
//!
//! A store that cannot serve is refused at start-up with a message that says why: a file of 0 bytes, a file
//! that is not an SQLite database, a damaged one, one that cannot be written.

use sqlx::any::{AnyPoolOptions, AnyRow};
use sqlx::{AnyPool, Row};
use std::sync::Arc;
use std::time::{SystemTime, UNIX_EPOCH};
use tokio::sync::{Mutex, MutexGuard, mpsc, oneshot};

pub mod player;

/// The schema migrations, applied in order and recorded in `schema_migrations`.
const MIGRATIONS: &[(i64, &str)] = &[
    (1, include_str!("../migrations/0001_init.sql")),
    (2, include_str!("../migrations/0002_names_rules_health.sql")),
    (3, include_str!("../migrations/0003_nodes_leases.sql")),
    (10, include_str!("../migrations/0010_clocks.sql")),
    (11, include_str!("../migrations/0011_ratings.sql")),
    (12, include_str!("../migrations/0012_notifications.sql")),
];

/// The key of the PostgreSQL advisory lock held while migrating: a fixed number, large so as not to meet
/// another application's small keys in a shared database.
const MIGRATION_LOCK: i64 = 0x5354_4154_4543_5246;

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("database error: {0}")]
    Db(#[from] sqlx::Error),
    #[error("stored data is damaged: {0}")]
    Corrupt(String),
    #[error("table {0} changed underneath this server (version mismatch)")]
    Conflict(String),
    #[error("{0}")]
    Unusable(String),
}

/// Every SQLite connection: write-ahead log, and a commit reaches the disk (fsync) before it returns, so an
/// acknowledged action survives a power cut, not only a crash of the process.
const SQLITE_PRAGMAS: &[&str] =
    &["PRAGMA journal_mode=WAL", "PRAGMA synchronous=FULL", "PRAGMA busy_timeout=10000", "PRAGMA foreign_keys=ON"];

pub type StoreResult<T> = Result<T, StoreError>;

/// Which database is behind the store.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

impl Backend {
    pub fn name(self) -> &'static str {
        match self {
            Backend::Sqlite => "sqlite",
            Backend::Postgres => "postgres",
        }
    }
}

#[derive(Clone)]
pub struct Store {
    pool: AnyPool,
    backend: Backend,
    writes: mpsc::Sender<Queued>,
    /// SQLite has one write lock per file; taking turns here, in order, is much faster than letting
    /// connections collide and back off in SQLite's busy handler. PostgreSQL needs no such turn-taking.
    sqlite_writes: Option<Arc<Mutex<()>>>,
}

/// A write of the group-commit writer: an action, or a table's seats, settings and status.
enum Write {
    Action {
        table_id: String,
        seq: u64,
        seat: u8,
        action: String,
        status: String,
        outcome: Option<String>,
        snapshot: Option<String>,
        spent_ms: Option<i64>,
        clock: Option<String>,
        /// With several nodes: the token of the lease the writer holds; the write fails unless the table's
        /// lease still carries it.
        lease: Option<String>,
    },
    Table(TableRow, Option<String>),
    /// A game's clocks, outside a move (at the start, after a time-out or a change of seats).
    Clock {
        table_id: String,
        state: String,
    },
    /// A write that changes nothing of substance, to prove the store commits (`/healthz`).
    Probe,
}

/// A write waiting for its commit.
struct Queued {
    write: Write,
    done: oneshot::Sender<StoreResult<()>>,
}

/// The most actions committed in one transaction.
const MAX_BATCH: usize = 512;

/// An account as the server uses it.
#[derive(Clone, Debug)]
pub struct AccountRow {
    pub id: String,
    pub name: String,
    pub password_hash: Option<String>,
}

impl AccountRow {
    fn from_row(r: &AnyRow) -> StoreResult<AccountRow> {
        Ok(AccountRow { id: r.try_get("id")?, name: r.try_get("name")?, password_hash: r.try_get("password_hash")? })
    }
}

/// A table's row (JSON columns still as text; the table module owns their shape).
#[derive(Clone, Debug)]
pub struct TableRow {
    pub id: String,
    pub game: String,
    pub owner_id: String,
    pub settings: String,
    pub seats: String,
    pub status: String,
    pub seed: u64,
    pub version: u64,
    pub outcome: Option<String>,
    /// The rules version of the title when the game was recorded (`None` for tables from before it was kept).
    pub rules_version: Option<u32>,
    pub created_ms: i64,
    pub updated_ms: i64,
}

/// One logged action.
#[derive(Clone, Debug)]
pub struct ActionRow {
    pub seq: u64,
    pub seat: u8,
    pub action: String,
}

/// What [`Store::append`] writes besides the action itself.
pub struct AppendMeta<'a> {
    pub status: &'a str,
    pub outcome: Option<&'a str>,
    /// A snapshot of the state after this action, when one is due.
    pub snapshot: Option<&'a str>,
    /// How long the acting seat's clock ran for this move, and the clocks after it (tables with a clock).
    pub spent_ms: Option<i64>,
    pub clock: Option<&'a str>,
    /// The lease token the writing node holds for the table (several nodes), see [`Store::take_lease`].
    pub lease: Option<&'a str>,
}

/// The node that holds a table's lease.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LeaseHolder {
    pub node_id: String,
    pub url: String,
}

pub fn now_ms() -> i64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_millis() as i64).unwrap_or(0)
}

const TABLE_COLUMNS: &str =
    "id, game, owner_id, settings, seats, status, seed, version, outcome, rules_version, created_ms, updated_ms";

fn table_row(row: &AnyRow) -> StoreResult<TableRow> {
    Ok(TableRow {
        id: row.try_get("id")?,
        game: row.try_get("game")?,
        owner_id: row.try_get("owner_id")?,
        settings: row.try_get("settings")?,
        seats: row.try_get("seats")?,
        status: row.try_get("status")?,
        seed: row.try_get::<i64, _>("seed")? as u64,
        version: row.try_get::<i64, _>("version")? as u64,
        outcome: row.try_get("outcome")?,
        rules_version: row.try_get::<Option<i64>, _>("rules_version")?.and_then(|v| u32::try_from(v).ok()),
        created_ms: row.try_get("created_ms")?,
        updated_ms: row.try_get("updated_ms")?,
    })
}

impl Store {
    /// Opens (creating if needed) the database at `url` and brings its schema up to date.
    /// SQLite runs in WAL mode with `synchronous=FULL`: a commit is on disk before it returns.
    pub async fn open(url: &str) -> StoreResult<Store> {
        sqlx::any::install_default_drivers();
        let backend = if url.starts_with("sqlite:") { Backend::Sqlite } else { Backend::Postgres };
        if backend == Backend::Sqlite {
            check_sqlite_file(url)?;
        }
        // One connection first, so that a damaged store reports its own error at once rather than a pool
        // time-out after its retries.
        let mut first = <sqlx::AnyConnection as sqlx::Connection>::connect(url).await.map_err(|e| unusable(url, &e))?;
        if backend == Backend::Sqlite {
            for pragma in SQLITE_PRAGMAS {
                sqlx::Executor::execute(&mut first, *pragma).await.map_err(|e| unusable(url, &e))?;
            }
        }
        sqlx::Connection::close(first).await.map_err(|e| unusable(url, &e))?;
        let reads = connect_pool(url, backend, if backend == Backend::Sqlite { 4 } else { 16 }).await?;
        let (writes, queue) = mpsc::channel(4 * MAX_BATCH);
        let sqlite_writes = (backend == Backend::Sqlite).then(Arc::default);
        spawn_writer(url, backend, sqlite_writes.clone(), queue).await?;
        let store = Store { pool: reads, backend, writes, sqlite_writes };
        store.migrate().await.map_err(|e| match e {
            StoreError::Db(e) => unusable(url, &e),
            other => other,
        })?;
        store.fill_name_keys().await?;
        store.probe().await.map_err(|e| StoreError::Unusable(format!("the store cannot commit a write: {e}")))?;
        Ok(store)
    }

    async fn write_turn(&self) -> Option<MutexGuard<'_, ()>> {
        match &self.sqlite_writes {
            Some(lock) => Some(lock.lock().await),
            None => None,
        }
    }

    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// Applies the migrations not yet recorded, each in its own transaction. On PostgreSQL every transaction
    /// first takes an advisory lock, so that nodes starting together on an empty database take turns: the
    /// second finds the first's tables made and recorded instead of colliding with it on `CREATE TABLE`.
    async fn migrate(&self) -> StoreResult<()> {
        let mut tx = self.pool.begin().await?;
        self.lock_migrations(&mut tx).await?;
        sqlx::raw_sql(
            "CREATE TABLE IF NOT EXISTS schema_migrations (version BIGINT PRIMARY KEY, applied_ms BIGINT NOT NULL)",
        )
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        for (version, sql) in MIGRATIONS {
            let mut tx = self.pool.begin().await?;
            self.lock_migrations(&mut tx).await?;
            let done = sqlx::query("SELECT version FROM schema_migrations WHERE version = $1")
                .bind(*version)
                .fetch_optional(&mut *tx)
                .await?;
            if done.is_none() {
                sqlx::raw_sql(sql).execute(&mut *tx).await?;
                sqlx::query("INSERT INTO schema_migrations (version, applied_ms) VALUES ($1, $2)")
                    .bind(*version)
                    .bind(now_ms())
                    .execute(&mut *tx)
                    .await?;
            }
            tx.commit().await?;
        }
        Ok(())
    }

    /// Takes the migration lock for the rest of the transaction on `tx` (PostgreSQL only: SQLite writers take
    /// turns anyway, and a single node owns an SQLite file).
    async fn lock_migrations(&self, tx: &mut sqlx::AnyConnection) -> StoreResult<()> {
        if self.backend == Backend::Postgres {
            sqlx::query("SELECT 1 FROM pg_advisory_xact_lock($1)").bind(MIGRATION_LOCK).execute(tx).await?;
        }
        Ok(())
    }

    /// Commits a small write through the writer: proof that the store takes writes now.
    pub async fn probe(&self) -> StoreResult<()> {
        self.commit(Write::Probe).await
    }

    /// Gives accounts from before name keys their key (a later one that collides keeps its id in the key).
    async fn fill_name_keys(&self) -> StoreResult<()> {
        let rows = sqlx::query("SELECT id, name FROM accounts WHERE name_key IS NULL").fetch_all(&self.pool).await?;
        for row in rows {
            let (id, name): (String, String) = (row.try_get("id")?, row.try_get("name")?);
            let key = crate::auth::name_key(&name);
            let taken = self.account_by_key(&key).await?.is_some();
            let key = if taken { format!("{key}#{id}") } else { key };
            sqlx::query("UPDATE accounts SET name_key = $1 WHERE id = $2")
                .bind(key)
                .bind(&id)
                .execute(&self.pool)
                .await?;
        }
        Ok(())
    }

    // --- accounts and sessions ---

    /// Creates an account; `Ok(false)` when the name (by its key, see `auth::name_key`) is taken.
    pub async fn create_account(
        &self,
        id: &str,
        name: &str,
        key: &str,
        password_hash: Option<&str>,
    ) -> StoreResult<bool> {
        if self.account_by_key(key).await?.is_some() {
            return Ok(false);
        }
        let _turn = self.write_turn().await;
        let result = sqlx::query(
            "INSERT INTO accounts (id, name, name_key, password_hash, created_ms) VALUES ($1, $2, $3, $4, $5)",
        )
        .bind(id)
        .bind(name)
        .bind(key)
        .bind(password_hash)
        .bind(now_ms())
        .execute(&self.pool)
        .await;
        match result {
            Ok(_) => Ok(true),
            // Two sign-ups raced for the same name: the unique index decided.
            Err(sqlx::Error::Database(e)) if e.is_unique_violation() => Ok(false),
            Err(e) => Err(e.into()),
        }
    }

    pub async fn account_by_key(&self, key: &str) -> StoreResult<Option<AccountRow>> {
        let row = sqlx::query("SELECT id, name, password_hash FROM accounts WHERE name_key = $1")
            .bind(key)
            .fetch_optional(&self.pool)
            .await?;
        row.as_ref().map(AccountRow::from_row).transpose()
    }

    pub async fn create_session(&self, token_hash: &str, account_id: &str) -> StoreResult<()> {
        let _turn = self.write_turn().await;
        sqlx::query("INSERT INTO sessions (token_hash, account_id, created_ms) VALUES ($1, $2, $3)")
            .bind(token_hash)
            .bind(account_id)
            .bind(now_ms())
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    pub async fn delete_session(&self, token_hash: &str) -> StoreResult<()> {
        let _turn = self.write_turn().await;
        sqlx::query("DELETE FROM sessions WHERE token_hash = $1").bind(token_hash).execute(&self.pool).await?;
        Ok(())
    }

    /// Ends every session of an account ("sign out everywhere").
    pub async fn delete_sessions_of(&self, account_id: &str) -> StoreResult<()> {
        let _turn = self.write_turn().await;
        sqlx::query("DELETE FROM sessions WHERE account_id = $1").bind(account_id).execute(&self.pool).await?;
        Ok(())
    }

    /// The account of a session begun less than `ttl_ms` ago.
    pub async fn session_account(&self, token_hash: &str, ttl_ms: i64) -> StoreResult<Option<AccountRow>> {
        let row = sqlx::query(
            "SELECT a.id, a.name, a.password_hash FROM sessions s JOIN accounts a ON a.id = s.account_id \
             WHERE s.token_hash = $1 AND s.created_ms > $2",
        )
        .bind(token_hash)
        .bind(now_ms().saturating_sub(ttl_ms))
        .fetch_optional(&self.pool)
        .await?;
        row.as_ref().map(AccountRow::from_row).transpose()
    }

    // --- tables ---

    pub async fn insert_table(&self, row: &TableRow) -> StoreResult<()> {
        let _turn = self.write_turn().await;
        let now = now_ms();
        sqlx::query(
            "INSERT INTO game_tables (id, game, owner_id, settings, seats, status, seed, version, outcome, \
             rules_version, created_ms, updated_ms) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)",
        )
        .bind(&row.id)
        .bind(&row.game)
        .bind(&row.owner_id)
        .bind(&row.settings)
        .bind(&row.seats)
        .bind(&row.status)
        .bind(row.seed as i64)
        .bind(row.version as i64)
        .bind(row.outcome.as_deref())
        .bind(row.rules_version.map(i64::from))
        .bind(now)
        .bind(now)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Saves a table's seats, settings, status and seed (everything but the action log); with several nodes
    /// only while the table's lease carries `lease`.
    pub async fn update_table(&self, row: &TableRow, lease: Option<&str>) -> StoreResult<()> {
        self.commit(Write::Table(row.clone(), lease.map(str::to_string))).await
    }

    pub async fn table(&self, id: &str) -> StoreResult<Option<TableRow>> {
        let row = sqlx::query(&format!("SELECT {TABLE_COLUMNS} FROM game_tables WHERE id = $1"))
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        row.as_ref().map(table_row).transpose()
    }

    /// Every open and running table, and the `finished` most recently finished ones (for the lobby's index).
    pub async fn lobby_rows(&self, finished: i64) -> StoreResult<Vec<TableRow>> {
        let mut rows = sqlx::query(&format!(
            "SELECT {TABLE_COLUMNS} FROM game_tables WHERE status IN ('open', 'running') ORDER BY created_ms"
        ))
        .fetch_all(&self.pool)
        .await?;
        rows.extend(
            sqlx::query(&format!(
                "SELECT {TABLE_COLUMNS} FROM game_tables WHERE status = 'finished' ORDER BY updated_ms DESC LIMIT $1"
            ))
            .bind(finished)
            .fetch_all(&self.pool)
            .await?,
        );
        rows.iter().map(table_row).collect()
    }

    /// Removes a table that never started (it has no actions).
    pub async fn delete_open_table(&self, id: &str) -> StoreResult<()> {
        let _turn = self.write_turn().await;
        sqlx::query("DELETE FROM game_tables WHERE id = $1 AND status = 'open' AND version = 0")
            .bind(id)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Appends action `seq` and moves the table from version `seq` to `seq + 1`, in one transaction.
    /// Returns once that transaction is committed.
    pub async fn append(
        &self,
        table_id: &str,
        seq: u64,
        seat: u8,
        action: &str,
        meta: AppendMeta<'_>,
    ) -> StoreResult<()> {
        self.commit(Write::Action {
            table_id: table_id.to_string(),
            seq,
            seat,
            action: action.to_string(),
            status: meta.status.to_string(),
            outcome: meta.outcome.map(str::to_string),
            snapshot: meta.snapshot.map(str::to_string),
            spent_ms: meta.spent_ms,
            clock: meta.clock.map(str::to_string),
            lease: meta.lease.map(str::to_string),
        })
        .await
    }

    /// Hands a write to the group-commit writer and waits for its commit.
    async fn commit(&self, write: Write) -> StoreResult<()> {
        let (done, committed) = oneshot::channel();
        let stopped = || StoreError::Db(sqlx::Error::PoolClosed);
        self.writes.send(Queued { write, done }).await.map_err(|_| stopped())?;
        committed.await.map_err(|_| stopped())?
    }

    /// The logged actions from `from` on, checked: consecutive numbers, seats that fit in a byte, and
    /// actions that are JSON.
    pub async fn actions(&self, table_id: &str, from: u64) -> StoreResult<Vec<ActionRow>> {
        let rows = sqlx::query("SELECT seq, seat, action FROM actions WHERE table_id = $1 AND seq >= $2 ORDER BY seq")
            .bind(table_id)
            .bind(from as i64)
            .fetch_all(&self.pool)
            .await?;
        let mut out = Vec::with_capacity(rows.len());
        for (index, r) in rows.iter().enumerate() {
            let seq = r.try_get::<i64, _>("seq")? as u64;
            let expected = from + index as u64;
            if seq != expected {
                return Err(StoreError::Corrupt(format!("table {table_id}: action log has a gap at {expected}")));
            }
            let seat = u8::try_from(r.try_get::<i64, _>("seat")?)
                .map_err(|_| StoreError::Corrupt(format!("table {table_id}: bad seat in action {seq}")))?;
            let action: String = r.try_get("action")?;
            if serde_json::from_str::<serde::de::IgnoredAny>(&action).is_err() {
                return Err(StoreError::Corrupt(format!("table {table_id}: action {seq} is not JSON")));
            }
            out.push(ActionRow { seq, seat, action });
        }
        Ok(out)
    }

    /// Forgets a table's snapshot (it was taken under rules that have changed since).
    pub async fn delete_snapshot(&self, table_id: &str) -> StoreResult<()> {
        let _turn = self.write_turn().await;
        sqlx::query("DELETE FROM snapshots WHERE table_id = $1").bind(table_id).execute(&self.pool).await?;
        Ok(())
    }

    // --- several nodes: the node registry and table leases ---

    /// Writes (or renews) this node's row: its address for forwarding, valid until `expires_ms`.
    pub async fn register_node(&self, id: &str, url: &str, expires_ms: i64) -> StoreResult<()> {
        sqlx::query(
            "INSERT INTO nodes (id, url, expires_ms) VALUES ($1, $2, $3) \
             ON CONFLICT (id) DO UPDATE SET url = excluded.url, expires_ms = excluded.expires_ms",
        )
        .bind(id)
        .bind(url)
        .bind(expires_ms)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Takes a table's lease for `node_id` under a new `token` if it is free, expired, or already this node's;
    /// `Ok(false)` when another node holds it. Two nodes racing for it cannot both win: the row is the
    /// table's key and the database decides the conflict.
    pub async fn take_lease(&self, table_id: &str, node_id: &str, token: &str, expires_ms: i64) -> StoreResult<bool> {
        let taken = sqlx::query(
            "INSERT INTO table_leases (table_id, node_id, token, expires_ms) VALUES ($1, $2, $3, $4) \
             ON CONFLICT (table_id) DO UPDATE SET node_id = excluded.node_id, token = excluded.token, \
             expires_ms = excluded.expires_ms \
             WHERE table_leases.node_id = excluded.node_id OR table_leases.expires_ms < $5",
        )
        .bind(table_id)
        .bind(node_id)
        .bind(token)
        .bind(expires_ms)
        .bind(now_ms())
        .execute(&self.pool)
        .await?;
        Ok(taken.rows_affected() == 1)
    }

    /// Renews every lease of `node_id` and returns the tables it still holds (a table missing from the list
    /// was taken over by another node after the lease ran out).
    pub async fn renew_leases(&self, node_id: &str, expires_ms: i64) -> StoreResult<Vec<String>> {
        sqlx::query("UPDATE table_leases SET expires_ms = $1 WHERE node_id = $2")
            .bind(expires_ms)
            .bind(node_id)
            .execute(&self.pool)
            .await?;
        let rows = sqlx::query("SELECT table_id FROM table_leases WHERE node_id = $1")
            .bind(node_id)
            .fetch_all(&self.pool)
            .await?;
        rows.iter().map(|r| Ok(r.try_get("table_id")?)).collect()
    }

    /// Gives a lease back, if it still carries `token`.
    pub async fn release_lease(&self, table_id: &str, token: &str) -> StoreResult<()> {
        sqlx::query("DELETE FROM table_leases WHERE table_id = $1 AND token = $2")
            .bind(table_id)
            .bind(token)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// The node holding an unexpired lease on the table, if any.
    pub async fn lease_holder(&self, table_id: &str) -> StoreResult<Option<LeaseHolder>> {
        let row = sqlx::query(
            "SELECT l.node_id, n.url FROM table_leases l JOIN nodes n ON n.id = l.node_id \
             WHERE l.table_id = $1 AND l.expires_ms >= $2",
        )
        .bind(table_id)
        .bind(now_ms())
        .fetch_optional(&self.pool)
        .await?;
        row.map(|r| Ok(LeaseHolder { node_id: r.try_get("node_id")?, url: r.try_get("url")? })).transpose()
    }

    /// The latest snapshot: `(actions applied, state JSON)`.
    pub async fn snapshot(&self, table_id: &str) -> StoreResult<Option<(u64, String)>> {
        let row = sqlx::query("SELECT seq, state FROM snapshots WHERE table_id = $1")
            .bind(table_id)
            .fetch_optional(&self.pool)
            .await?;
        row.map(|r| Ok((r.try_get::<i64, _>("seq")? as u64, r.try_get("state")?))).transpose()
    }
}

/// A pool of `connections` to `url`, each SQLite connection set up with [`SQLITE_PRAGMAS`].
async fn connect_pool(url: &str, backend: Backend, connections: u32) -> Result<AnyPool, sqlx::Error> {
    AnyPoolOptions::new()
        .max_connections(connections)
        .acquire_timeout(std::time::Duration::from_secs(10))
        .after_connect(move |conn, _| {
            Box::pin(async move {
                if backend == Backend::Sqlite {
                    for pragma in SQLITE_PRAGMAS {
                        sqlx::Executor::execute(&mut *conn, *pragma).await?;
                    }
                }
                Ok(())
            })
        })
        .connect(url)
        .await
}

/// Starts the group-commit writer on a thread and runtime of its own, with its own connection. A batch is
/// a few statements per write, each a round trip to the database; on the server's runtime every one of them
/// waited behind the sessions' work for its turn to go on, so under load a batch of 300 moves took as long as
/// a whole round of the scheduler per statement. Returns once the writer's connection is open.
async fn spawn_writer(
    url: &str,
    backend: Backend,
    turns: Option<Arc<Mutex<()>>>,
    queue: mpsc::Receiver<Queued>,
) -> Result<(), sqlx::Error> {
    let (opened, open) = oneshot::channel();
    let url = url.to_string();
    std::thread::Builder::new()
        .name("store-writer".into())
        .spawn(move || {
            let runtime = match tokio::runtime::Builder::new_current_thread().enable_all().build() {
                Ok(runtime) => runtime,
                Err(error) => return drop(opened.send(Err(sqlx::Error::Io(error)))),
            };
            runtime.block_on(async move {
                match connect_pool(&url, backend, 1).await {
                    Ok(pool) => {
                        let _ = opened.send(Ok(()));
                        write_batches(pool, backend, turns, queue).await;
                    }
                    Err(error) => drop(opened.send(Err(error))),
                }
            });
        })
        .map_err(sqlx::Error::Io)?;
    open.await.unwrap_or(Err(sqlx::Error::PoolClosed))
}

/// The group-commit writer: takes every write that is waiting, commits them in one transaction, and tells
/// each sender. If the batch fails, each write is retried alone so one bad write fails only itself.
async fn write_batches(
    pool: AnyPool,
    backend: Backend,
    turns: Option<Arc<Mutex<()>>>,
    mut queue: mpsc::Receiver<Queued>,
) {
    let mut batch = Vec::with_capacity(MAX_BATCH);
    while queue.recv_many(&mut batch, MAX_BATCH).await > 0 {
        let _turn = match &turns {
            Some(lock) => Some(lock.lock().await),
            None => None,
        };
        if batch.len() > 1 && write_batch(&pool, backend, &batch).await.is_ok() {
            for queued in batch.drain(..) {
                let _ = queued.done.send(Ok(()));
            }
            continue;
        }
        for queued in batch.drain(..) {
            let result = write_batch(&pool, backend, std::slice::from_ref(&queued)).await;
            let _ = queued.done.send(result);
        }
    }
}

async fn write_batch(pool: &AnyPool, backend: Backend, batch: &[Queued]) -> StoreResult<()> {
    let now = now_ms();
    let mut tx = pool.begin().await?;
    // The moves first, all of them in two statements: each statement is a round trip to the database, and a
    // batch is mostly moves.
    let moves: Vec<&Write> = batch.iter().map(|q| &q.write).filter(|w| matches!(w, Write::Action { .. })).collect();
    if !moves.is_empty()
        && let Err(error) = append_moves(&mut tx, backend, &moves, now).await
    {
        tx.rollback().await?;
        return Err(error);
    }
    for queued in batch {
        match &queued.write {
            // Written with the batch's other moves, above.
            Write::Action { .. } => {}
            Write::Clock { table_id, state } => player::save_clock(&mut tx, table_id, state).await?,
            Write::Table(row, lease) => {
                let updated = sqlx::query(
                    "UPDATE game_tables SET settings = $1, seats = $2, status = $3, seed = $4, outcome = $5, \
                     rules_version = $6, updated_ms = $7 WHERE id = $8 AND ($9 IS NULL OR EXISTS \
                     (SELECT 1 FROM table_leases WHERE table_id = $8 AND token = $9))",
                )
                .bind(&row.settings)
                .bind(&row.seats)
                .bind(&row.status)
                .bind(row.seed as i64)
                .bind(row.outcome.as_deref())
                .bind(row.rules_version.map(i64::from))
                .bind(now)
                .bind(&row.id)
                .bind(lease.as_deref())
                .execute(&mut *tx)
                .await?;
                if updated.rows_affected() != 1 {
                    tx.rollback().await?;
                    return Err(StoreError::Conflict(row.id.clone()));
                }
            }
            Write::Probe => {
                sqlx::query(
                    "INSERT INTO server_health (id, checked_ms) VALUES (1, $1) \
                     ON CONFLICT (id) DO UPDATE SET checked_ms = excluded.checked_ms",
                )
                .bind(now)
                .execute(&mut *tx)
                .await?;
            }
        }
    }
    tx.commit().await?;
    Ok(())
}

/// Logs `moves` (all [`Write::Action`]), moves each of their tables to its next version and stores the
/// clocks they changed and the snapshots due, in two to four statements. The version check refuses a second writer (with several nodes, so does the lease): unless
/// every table was at the version its move was made from, nothing is written and the batch fails, to be
/// retried one write at a time.
///
/// The moves go to the database as one JSON list, read as rows by the database's own JSON functions: the
/// statements' text is then the same for every batch, so each is prepared once per connection, and a batch
/// binds two values instead of eleven a move. A batch holds at most one move of a table (a table's next move
/// waits for this one's commit), so no row is written twice by one statement.
async fn append_moves(tx: &mut sqlx::AnyConnection, backend: Backend, moves: &[&Write], now: i64) -> StoreResult<()> {
    type Text<'a> = Option<&'a str>;
    type Row<'a> =
        (&'a str, i64, i64, &'a str, Option<i64>, &'a str, Text<'a>, Text<'a>, Text<'a>, Option<i64>, Text<'a>);
    let rows: Vec<Row> = moves
        .iter()
        .filter_map(|write| match write {
            Write::Action { table_id, seq, seat, action, spent_ms, status, outcome, lease, clock, snapshot } => Some((
                table_id.as_str(),
                *seq as i64,
                i64::from(*seat),
                action.as_str(),
                *spent_ms,
                status.as_str(),
                outcome.as_deref(),
                lease.as_deref(),
                clock.as_deref(),
                clock.as_deref().and_then(player::due_ms),
                snapshot.as_deref(),
            )),
            _ => None,
        })
        .collect();
    let (clocks, snapshots) = (rows.iter().any(|row| row.8.is_some()), rows.iter().any(|row| row.10.is_some()));
    let rows = serde_json::to_string(&rows).expect("moves serialise");
    // The list's rows, with the columns named as `Row` orders them.
    let moves_sql = match backend {
        Backend::Sqlite => {
            "(SELECT value ->> 0 AS table_id, value ->> 1 AS seq, value ->> 2 AS seat, value ->> 3 AS action, \
             value ->> 4 AS spent_ms, value ->> 5 AS status, value ->> 6 AS outcome, value ->> 7 AS lease, \
             value ->> 8 AS clock, value ->> 9 AS due_ms, value ->> 10 AS snapshot FROM json_each($1))"
        }
        Backend::Postgres => {
            "(SELECT value ->> 0 AS table_id, (value ->> 1)::bigint AS seq, (value ->> 2)::bigint AS seat, \
             value ->> 3 AS action, (value ->> 4)::bigint AS spent_ms, value ->> 5 AS status, \
             value ->> 6 AS outcome, value ->> 7 AS lease, value ->> 8 AS clock, (value ->> 9)::bigint AS due_ms, \
             value ->> 10 AS snapshot FROM json_array_elements($1::json))"
        }
    };
    let insert = format!(
        "INSERT INTO actions (table_id, seq, seat, action, created_ms, spent_ms) \
         SELECT m.table_id, m.seq, m.seat, m.action, $2, m.spent_ms FROM {moves_sql} AS m"
    );
    sqlx::query(&insert).bind(&rows).bind(now).execute(&mut *tx).await?;
    let update = format!(
        "UPDATE game_tables SET version = v.seq + 1, status = v.status, outcome = v.outcome, updated_ms = $2 \
         FROM {moves_sql} AS v WHERE game_tables.id = v.table_id AND game_tables.version = v.seq \
         AND (v.lease IS NULL OR EXISTS \
         (SELECT 1 FROM table_leases WHERE table_leases.table_id = v.table_id AND table_leases.token = v.lease))"
    );
    let updated = sqlx::query(&update).bind(&rows).bind(now).execute(&mut *tx).await?;
    if updated.rows_affected() != moves.len() as u64 {
        let first = moves.iter().find_map(|w| match w {
            Write::Action { table_id, .. } => Some(table_id.clone()),
            _ => None,
        });
        return Err(StoreError::Conflict(first.unwrap_or_default()));
    }
    if clocks {
        let clocks = format!(
            "INSERT INTO table_clocks (table_id, state, due_ms) SELECT m.table_id, m.clock, m.due_ms \
             FROM {moves_sql} AS m WHERE m.clock IS NOT NULL \
             ON CONFLICT (table_id) DO UPDATE SET state = excluded.state, due_ms = excluded.due_ms"
        );
        sqlx::query(&clocks).bind(&rows).execute(&mut *tx).await?;
    }
    if snapshots {
        // A table keeps its latest snapshot only, taken after the move (`seq + 1` actions applied).
        let snapshots = format!(
            "INSERT INTO snapshots (table_id, seq, state) SELECT m.table_id, m.seq + 1, m.snapshot \
             FROM {moves_sql} AS m WHERE m.snapshot IS NOT NULL \
             ON CONFLICT (table_id) DO UPDATE SET seq = excluded.seq, state = excluded.state"
        );
        sqlx::query(&snapshots).bind(&rows).execute(&mut *tx).await?;
    }
    Ok(())
}

/// Refuses an SQLite file that cannot be a Statecraft store, before SQLite would quietly treat it as empty
/// or fail later with a less helpful error.
fn check_sqlite_file(url: &str) -> StoreResult<()> {
    let path = url.trim_start_matches("sqlite://").trim_start_matches("sqlite:");
    let path = path.split('?').next().unwrap_or(path);
    let Ok(metadata) = std::fs::metadata(path) else { return Ok(()) }; // a new store
    if metadata.len() == 0 {
        return Err(StoreError::Unusable(format!(
            "{path} is empty (0 bytes): not a Statecraft store. Restore it from a backup, or remove it to start \
             an empty store."
        )));
    }
    let mut header = [0u8; 16];
    let read = std::fs::File::open(path).and_then(|mut f| std::io::Read::read_exact(&mut f, &mut header));
    if read.is_err() || &header != b"SQLite format 3\0" {
        return Err(StoreError::Unusable(format!(
            "{path} is not an SQLite database (damaged, or another kind of file). Restore it from a backup."
        )));
    }
    Ok(())
}

/// The error of a store that cannot be opened, with what to do about it.
fn unusable(url: &str, error: &sqlx::Error) -> StoreError {
    let where_ = url.split('?').next().unwrap_or(url);
    let text = error.to_string();
    let hint = if text.contains("malformed") || text.contains("not a database") {
        "the file is damaged; restore it from a backup"
    } else if text.contains("readonly") || text.contains("read-only") || text.contains("unable to open") {
        "the store cannot be written; check the file's and directory's permissions and the disk"
    } else {
        "check that the database is reachable and the URL is right"
    };
    StoreError::Unusable(format!("cannot use the store {where_}: {text} ({hint})"))
}
