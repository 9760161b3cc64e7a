-- Statecraft schema, version 3: several server nodes on one PostgreSQL database (docs/server.md, "Several
-- nodes"). Each node writes its row and renews it; a live table is owned by the one node holding its lease.
CREATE TABLE IF NOT EXISTS nodes (
    id TEXT PRIMARY KEY,
    -- The address other nodes forward a table's requests to.
    url TEXT NOT NULL,
    expires_ms BIGINT NOT NULL
);

-- At most one lease per table (the key). `token` names the taking: a node's table task writes only while the
-- lease carries its token, and gives the lease back only if it still does.
CREATE TABLE IF NOT EXISTS table_leases (
    table_id TEXT PRIMARY KEY,
    node_id TEXT NOT NULL,
    token TEXT NOT NULL,
    expires_ms BIGINT NOT NULL
);
CREATE INDEX IF NOT EXISTS table_leases_node ON table_leases (node_id);
