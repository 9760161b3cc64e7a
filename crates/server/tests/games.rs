//! `GET /api/games`: what the client learns about each title before it opens a table.

mod common;

use common::*;
use serde_json::json;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_describe_rules_version_words_and_board_module() {
    let db = Db::sqlite();
    let server = TestServer::start(&db, |_| {});
    let games = server.client().get("/api/games").await.unwrap();
    let high_card = &games.as_array().unwrap()[0];
    assert_eq!(high_card["id"], "high-card");
    assert_eq!(high_card["rules_version"], 1);
    assert_eq!((high_card["min_players"].clone(), high_card["max_players"].clone()), (json!(2), json!(4)));
    assert_eq!(high_card["words"], json!({}));
    // The fixture game has no folder under web/games/, so the client uses its generic board.
    assert_eq!(high_card["board"], json!(null));
    assert_eq!(high_card["board_style"], json!(null));
}
