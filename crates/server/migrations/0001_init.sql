-- Statecraft schema, version 1. Written in the subset of SQL that SQLite and PostgreSQL read alike
-- (TEXT, BIGINT, no auto-increment), so both stores run the very same statements.
CREATE TABLE IF NOT EXISTS accounts (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    password_hash TEXT,
    created_ms BIGINT NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS accounts_name_nocase ON accounts (LOWER(name));

CREATE TABLE IF NOT EXISTS sessions (
    token_hash TEXT PRIMARY KEY,
    account_id TEXT NOT NULL REFERENCES accounts (id),
    created_ms BIGINT NOT NULL
);

-- One row per table; `settings` and `seats` are JSON owned by the server's table module.
CREATE TABLE IF NOT EXISTS game_tables (
    id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    owner_id TEXT NOT NULL REFERENCES accounts (id),
    settings TEXT NOT NULL,
    seats TEXT NOT NULL,
    status TEXT NOT NULL,
    seed BIGINT NOT NULL,
    version BIGINT NOT NULL,
    outcome TEXT,
    created_ms BIGINT NOT NULL,
    updated_ms BIGINT NOT NULL
);
CREATE INDEX IF NOT EXISTS game_tables_status ON game_tables (status, updated_ms);
CREATE INDEX IF NOT EXISTS game_tables_owner ON game_tables (owner_id, status);

-- The append-only action log: action `seq` (from 0) took the table from version `seq` to `seq + 1`.
CREATE TABLE IF NOT EXISTS actions (
    table_id TEXT NOT NULL REFERENCES game_tables (id),
    seq BIGINT NOT NULL,
    seat BIGINT NOT NULL,
    action TEXT NOT NULL,
    created_ms BIGINT NOT NULL,
    PRIMARY KEY (table_id, seq)
);

-- The latest full state of a running game (secrets included; never sent to a client), taken when
-- `seq` actions had been applied, so a restart replays only the actions from `seq` on.
CREATE TABLE IF NOT EXISTS snapshots (
    table_id TEXT PRIMARY KEY REFERENCES game_tables (id),
    seq BIGINT NOT NULL,
    state TEXT NOT NULL
);
