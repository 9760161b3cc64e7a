-- Statecraft schema, version 10: the players' clocks (issue 19).
-- How long the acting seat's clock ran for each move, in milliseconds (NULL: the table has no clock, or the
-- move was logged before clocks).
ALTER TABLE actions ADD COLUMN spent_ms BIGINT;

-- The clocks of a game as of its last change (JSON owned by the server's clock module): what each seat had
-- left and since when it runs, so a restarted server goes on counting.
-- `due_ms`: when the first running clock reaches zero (NULL: none runs), so that a table that left memory is
-- woken to apply its time-out.
CREATE TABLE IF NOT EXISTS table_clocks (
    table_id TEXT PRIMARY KEY REFERENCES game_tables (id),
    state TEXT NOT NULL,
    due_ms BIGINT
);
CREATE INDEX IF NOT EXISTS table_clocks_due ON table_clocks (due_ms);
