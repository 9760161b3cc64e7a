-- Statecraft schema, version 2.
-- `name_key`: what makes two account names the same (NFKC, case-folded, confusable skeleton); the server
-- fills it for older accounts on start-up.
ALTER TABLE accounts ADD COLUMN name_key TEXT;
CREATE UNIQUE INDEX IF NOT EXISTS accounts_name_key ON accounts (name_key);
CREATE INDEX IF NOT EXISTS sessions_account ON sessions (account_id);

-- The rules version of the title a table's game was recorded under (NULL: recorded before versions were
-- stored); a table whose title's rules changed since is replayed under the new rules when it loads.
ALTER TABLE game_tables ADD COLUMN rules_version BIGINT;
CREATE INDEX IF NOT EXISTS game_tables_created ON game_tables (status, created_ms);

-- One row that `/healthz` rewrites: proof that the store can commit.
CREATE TABLE IF NOT EXISTS server_health (
    id BIGINT PRIMARY KEY,
    checked_ms BIGINT NOT NULL
);
