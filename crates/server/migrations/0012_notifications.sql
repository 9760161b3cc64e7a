-- Statecraft schema, version 12: what each account wants to be told, and where (issue 19). `prefs` is JSON
-- owned by the server's notify module (email, webhook, and which messages).
CREATE TABLE IF NOT EXISTS notify_prefs (
    account_id TEXT PRIMARY KEY REFERENCES accounts (id),
    prefs TEXT NOT NULL
);
