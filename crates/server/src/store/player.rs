//! The store's part of the player's site (issue 19): clocks stored with each move, taking moves back,
//! ratings and results, and what a player page reads. Same SQL for SQLite and PostgreSQL, as the rest.

use sqlx::{AnyConnection, Row};

use super::{Store, StoreError, StoreResult, TableRow, Write, now_ms, table_row};

/// Writes a game's clocks (inside the writer's transaction, with the move that changed them), with the
/// instant the first running clock reaches zero.
pub(super) async fn save_clock(conn: &mut AnyConnection, table_id: &str, state: &str) -> StoreResult<()> {
    let due = due_ms(state);
    sqlx::query(
        "INSERT INTO table_clocks (table_id, state, due_ms) VALUES ($1, $2, $3) \
         ON CONFLICT (table_id) DO UPDATE SET state = excluded.state, due_ms = excluded.due_ms",
    )
    .bind(table_id)
    .bind(state)
    .bind(due)
    .execute(conn)
    .await?;
    Ok(())
}

/// When the first running clock of the clocks `state` reaches zero (ms since the epoch), if one runs.
pub(super) fn due_ms(state: &str) -> Option<i64> {
    serde_json::from_str::<crate::clock::Clocks>(state).ok().and_then(|c| c.due_ms())
}

/// A player's rating of one title, as stored.
#[derive(Clone, Debug)]
pub struct RatingRow {
    pub player: String,
    pub game: String,
    /// The rating system's own JSON.
    pub rating: String,
    pub shown: i64,
    pub games: i64,
}

/// One seat's result of a finished game.
#[derive(Clone, Debug)]
pub struct ResultRow {
    pub table_id: String,
    pub seat: u8,
    pub player: String,
    pub game: String,
    pub place: u32,
    pub score: i64,
    pub shown_before: Option<i64>,
    pub shown_after: Option<i64>,
    pub finished_ms: i64,
}

impl Store {
    /// A game's clocks as last stored.
    pub async fn clock(&self, table_id: &str) -> StoreResult<Option<String>> {
        let row = sqlx::query("SELECT state FROM table_clocks WHERE table_id = $1")
            .bind(table_id)
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.map(|r| r.try_get("state")).transpose()?)
    }

    /// The tables whose first running clock reaches zero by `now_ms` (to be woken if they left memory).
    pub async fn clocks_due(&self, now_ms: i64) -> StoreResult<Vec<String>> {
        let rows = sqlx::query("SELECT table_id FROM table_clocks WHERE due_ms <= $1 ORDER BY due_ms LIMIT 500")
            .bind(now_ms)
            .fetch_all(&self.pool)
            .await?;
        rows.iter().map(|r| Ok(r.try_get("table_id")?)).collect()
    }

    /// Stores a game's clocks outside a move.
    pub async fn save_clock_state(&self, table_id: &str, state: &str) -> StoreResult<()> {
        self.commit(Write::Clock { table_id: table_id.to_string(), state: state.to_string() }).await
    }

    /// Takes back the moves from `keep` on: the record keeps only what stands. The table goes from version
    /// `version` to `keep` (refused if another writer moved it or, with several nodes, if the table's lease no
    /// longer carries `lease`), a snapshot taken after `keep` is dropped, and the clocks are stored as they are
    /// after the take-back. One transaction.
    pub async fn take_back(
        &self,
        table_id: &str,
        version: u64,
        keep: u64,
        clock: Option<&str>,
        lease: Option<&str>,
    ) -> StoreResult<()> {
        let _turn = self.write_turn().await;
        let mut tx = self.pool.begin().await?;
        // Fenced like an append: the version check, and with several nodes the writer's lease.
        let moved = sqlx::query(
            "UPDATE game_tables SET version = $1, updated_ms = $2 WHERE id = $3 AND version = $4 AND ($5 IS NULL OR \
             EXISTS (SELECT 1 FROM table_leases WHERE table_id = $3 AND token = $5))",
        )
        .bind(keep as i64)
        .bind(now_ms())
        .bind(table_id)
        .bind(version as i64)
        .bind(lease)
        .execute(&mut *tx)
        .await?;
        if moved.rows_affected() != 1 {
            tx.rollback().await?;
            return Err(StoreError::Conflict(table_id.to_string()));
        }
        sqlx::query("DELETE FROM actions WHERE table_id = $1 AND seq >= $2")
            .bind(table_id)
            .bind(keep as i64)
            .execute(&mut *tx)
            .await?;
        sqlx::query("DELETE FROM snapshots WHERE table_id = $1 AND seq > $2")
            .bind(table_id)
            .bind(keep as i64)
            .execute(&mut *tx)
            .await?;
        if let Some(state) = clock {
            save_clock(&mut tx, table_id, state).await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// How long the clock of move `seq` ran (`None` without a clock) and when it was stored.
    pub async fn action_time(&self, table_id: &str, seq: u64) -> StoreResult<Option<(Option<i64>, i64)>> {
        let row = sqlx::query("SELECT spent_ms, created_ms FROM actions WHERE table_id = $1 AND seq = $2")
            .bind(table_id)
            .bind(seq as i64)
            .fetch_optional(&self.pool)
            .await?;
        row.map(|r| Ok((r.try_get::<Option<i64>, _>("spent_ms")?, r.try_get::<i64, _>("created_ms")?))).transpose()
    }

    /// How long each logged move's clock ran (`None` where there was no clock), in order.
    pub async fn spent(&self, table_id: &str) -> StoreResult<Vec<Option<i64>>> {
        let rows = sqlx::query("SELECT spent_ms FROM actions WHERE table_id = $1 ORDER BY seq")
            .bind(table_id)
            .fetch_all(&self.pool)
            .await?;
        rows.iter().map(|r| Ok(r.try_get::<Option<i64>, _>("spent_ms")?)).collect()
    }

    /// Whether an account is a guest's (no password); `None` if there is no such account.
    pub async fn is_guest(&self, account_id: &str) -> StoreResult<Option<bool>> {
        let row = sqlx::query("SELECT password_hash FROM accounts WHERE id = $1")
            .bind(account_id)
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.map(|r| r.try_get::<Option<String>, _>("password_hash")).transpose()?.map(|hash| hash.is_none()))
    }

    pub async fn rating(&self, player: &str, game: &str) -> StoreResult<Option<RatingRow>> {
        let row = sqlx::query("SELECT player, game, rating, shown, games FROM ratings WHERE player = $1 AND game = $2")
            .bind(player)
            .bind(game)
            .fetch_optional(&self.pool)
            .await?;
        row.as_ref().map(rating_row).transpose()
    }

    /// Stores a finished game's results and the new ratings, once: a second call for the same table
    /// changes nothing and returns `false`.
    pub async fn save_results(&self, results: &[ResultRow], ratings: &[RatingRow]) -> StoreResult<bool> {
        let Some(first) = results.first() else { return Ok(false) };
        let _turn = self.write_turn().await;
        let mut tx = self.pool.begin().await?;
        let done = sqlx::query("SELECT seat FROM results WHERE table_id = $1")
            .bind(&first.table_id)
            .fetch_optional(&mut *tx)
            .await?;
        if done.is_some() {
            tx.rollback().await?;
            return Ok(false);
        }
        for r in results {
            sqlx::query(
                "INSERT INTO results (table_id, seat, player, game, place, score, shown_before, shown_after, \
                 finished_ms) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
            )
            .bind(&r.table_id)
            .bind(i64::from(r.seat))
            .bind(&r.player)
            .bind(&r.game)
            .bind(i64::from(r.place))
            .bind(r.score)
            .bind(r.shown_before)
            .bind(r.shown_after)
            .bind(r.finished_ms)
            .execute(&mut *tx)
            .await?;
        }
        for r in ratings {
            sqlx::query(
                "INSERT INTO ratings (player, game, rating, shown, games, updated_ms) VALUES ($1, $2, $3, $4, $5, $6) \
                 ON CONFLICT (player, game) DO UPDATE SET rating = excluded.rating, shown = excluded.shown, \
                 games = excluded.games, updated_ms = excluded.updated_ms",
            )
            .bind(&r.player)
            .bind(&r.game)
            .bind(&r.rating)
            .bind(r.shown)
            .bind(r.games)
            .bind(now_ms())
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(true)
    }

    /// Every rating of a player, by title.
    pub async fn ratings_of(&self, player: &str) -> StoreResult<Vec<RatingRow>> {
        let rows =
            sqlx::query("SELECT player, game, rating, shown, games FROM ratings WHERE player = $1 ORDER BY game")
                .bind(player)
                .fetch_all(&self.pool)
                .await?;
        rows.iter().map(rating_row).collect()
    }

    /// The best `limit` ratings of a title.
    pub async fn leaderboard(&self, game: &str, limit: i64) -> StoreResult<Vec<RatingRow>> {
        let rows = sqlx::query(
            "SELECT player, game, rating, shown, games FROM ratings WHERE game = $1 ORDER BY shown DESC, player \
             LIMIT $2",
        )
        .bind(game)
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(rating_row).collect()
    }

    /// A player's most recent `limit` results.
    pub async fn results_of(&self, player: &str, limit: i64) -> StoreResult<Vec<ResultRow>> {
        let rows = sqlx::query(
            "SELECT table_id, seat, player, game, place, score, shown_before, shown_after, finished_ms FROM results \
             WHERE player = $1 ORDER BY finished_ms DESC, table_id LIMIT $2",
        )
        .bind(player)
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(result_row).collect()
    }

    /// Everyone's results of one table, by seat.
    pub async fn results_of_table(&self, table_id: &str) -> StoreResult<Vec<ResultRow>> {
        let rows = sqlx::query(
            "SELECT table_id, seat, player, game, place, score, shown_before, shown_after, finished_ms FROM results \
             WHERE table_id = $1 ORDER BY seat",
        )
        .bind(table_id)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(result_row).collect()
    }

    /// The running tables in which `account` sits, with their clocks (whose turn it is), newest first.
    pub async fn running_tables_of(&self, account: &str) -> StoreResult<Vec<(TableRow, Option<String>)>> {
        // Seats are JSON text; an account id is letters and digits only, so this pattern cannot misfire.
        let pattern = format!("%\"account\":\"{account}\"%");
        let rows = sqlx::query(&format!(
            "SELECT {}, c.state AS clock FROM game_tables t LEFT JOIN table_clocks c ON c.table_id = t.id \
             WHERE t.status = 'running' AND t.seats LIKE $1 ORDER BY t.updated_ms DESC LIMIT 100",
            super::TABLE_COLUMNS.split(", ").map(|c| format!("t.{c}")).collect::<Vec<_>>().join(", ")
        ))
        .bind(pattern)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(|r| Ok((table_row(r)?, r.try_get::<Option<String>, _>("clock")?))).collect()
    }

    /// An account's notification settings (JSON), if it saved any.
    pub async fn notify_prefs_text(&self, account_id: &str) -> StoreResult<Option<String>> {
        let row = sqlx::query("SELECT prefs FROM notify_prefs WHERE account_id = $1")
            .bind(account_id)
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.map(|r| r.try_get("prefs")).transpose()?)
    }

    pub async fn set_notify_prefs_text(&self, account_id: &str, prefs: &str) -> StoreResult<()> {
        let _turn = self.write_turn().await;
        sqlx::query(
            "INSERT INTO notify_prefs (account_id, prefs) VALUES ($1, $2) \
             ON CONFLICT (account_id) DO UPDATE SET prefs = excluded.prefs",
        )
        .bind(account_id)
        .bind(prefs)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// An account's name by id.
    pub async fn account_name(&self, account_id: &str) -> StoreResult<Option<String>> {
        let row =
            sqlx::query("SELECT name FROM accounts WHERE id = $1").bind(account_id).fetch_optional(&self.pool).await?;
        Ok(row.map(|r| r.try_get("name")).transpose()?)
    }
}

fn rating_row(r: &sqlx::any::AnyRow) -> StoreResult<RatingRow> {
    Ok(RatingRow {
        player: r.try_get("player")?,
        game: r.try_get("game")?,
        rating: r.try_get("rating")?,
        shown: r.try_get("shown")?,
        games: r.try_get("games")?,
    })
}

fn result_row(r: &sqlx::any::AnyRow) -> StoreResult<ResultRow> {
    Ok(ResultRow {
        table_id: r.try_get("table_id")?,
        seat: u8::try_from(r.try_get::<i64, _>("seat")?).map_err(|_| StoreError::Corrupt("result seat".into()))?,
        player: r.try_get("player")?,
        game: r.try_get("game")?,
        place: u32::try_from(r.try_get::<i64, _>("place")?).map_err(|_| StoreError::Corrupt("result place".into()))?,
        score: r.try_get("score")?,
        shown_before: r.try_get("shown_before")?,
        shown_after: r.try_get("shown_after")?,
        finished_ms: r.try_get("finished_ms")?,
    })
}
