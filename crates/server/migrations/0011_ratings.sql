-- Statecraft schema, version 11: ratings and results (issue 19).
-- One rating per player and title. `player` is an account id, or `bot:LEVEL` for the bots of a level;
-- `rating` is the rating system's own JSON, `shown` the number people see (for ordering leaderboards).
CREATE TABLE IF NOT EXISTS ratings (
    player TEXT NOT NULL,
    game TEXT NOT NULL,
    rating TEXT NOT NULL,
    shown BIGINT NOT NULL,
    games BIGINT NOT NULL,
    updated_ms BIGINT NOT NULL,
    PRIMARY KEY (player, game)
);
CREATE INDEX IF NOT EXISTS ratings_board ON ratings (game, shown);

-- Each seat's result of each finished game, with the shown rating before and after it (NULL for guests).
CREATE TABLE IF NOT EXISTS results (
    table_id TEXT NOT NULL REFERENCES game_tables (id),
    seat BIGINT NOT NULL,
    player TEXT NOT NULL,
    game TEXT NOT NULL,
    place BIGINT NOT NULL,
    score BIGINT NOT NULL,
    shown_before BIGINT,
    shown_after BIGINT,
    finished_ms BIGINT NOT NULL,
    PRIMARY KEY (table_id, seat)
);
CREATE INDEX IF NOT EXISTS results_player ON results (player, finished_ms);
