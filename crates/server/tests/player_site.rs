//! The player's site around the game (issue 19): taking a step back, clocks that run out under each of the
//! table's choices and survive a restart, ratings after a finished game, and a player's page.

mod common;

use common::*;
use serde_json::{Value, json};
use statecraft_server::client::{Client, Socket};
use std::time::Duration;

/// The High card hands of a started table, by seat, read from each player's welcome.
async fn hands(sockets: &mut [Socket]) -> Vec<Vec<u64>> {
    let mut hands = Vec::new();
    for s in sockets.iter_mut() {
        let m = view_at(s, 0).await;
        hands.push(m["view"]["game"]["my_hand"].as_array().unwrap().iter().map(|c| c.as_u64().unwrap()).collect());
    }
    hands
}

async fn connect_all(players: &[Client], table: &str) -> Vec<Socket> {
    let mut sockets = Vec::new();
    for p in players {
        sockets.push(p.connect(table, None).await.unwrap());
    }
    sockets
}

/// Waits until the table answers `done`, polling its info.
async fn until(client: &mut Client, table: &str, what: &str, done: impl Fn(&Value) -> bool) -> Value {
    let deadline = tokio::time::Instant::now() + WAIT * 3;
    loop {
        let info = client.get(&format!("/api/tables/{table}")).await.unwrap();
        if done(&info) {
            return info;
        }
        assert!(tokio::time::Instant::now() < deadline, "waited too long for {what}: {info}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_secret_choice_is_taken_back_until_another_seat_acts_or_the_round_reveals() {
    let db = Db::sqlite();
    let server = TestServer::start(&db, |_| {});
    let mut players = vec![server.guest("ann").await, server.guest("ben").await, server.guest("cat").await];
    let table = started_table(&mut players).await;
    let mut sockets = connect_all(&players, &table).await;
    let hands = hands(&mut sockets).await;
    let card = |seat: usize| json!(hands[seat][0]);

    // Ann plays and takes it back: the version goes back, her card is in her hand again, everyone reads it.
    assert_eq!(act(&mut sockets[0], 0, card(0)).await["type"], "accepted");
    players[0].button(&table, "undo", json!({})).await.unwrap();
    let line = sockets[1].recv_type("chat", WAIT).await.unwrap();
    assert!(line["text"]["en"].as_str().unwrap().contains("{seat:0} took back a step"), "{line}");
    let again = view_at(&mut sockets[0], 0).await;
    assert!(again["view"]["game"]["my_hand"].as_array().unwrap().contains(&card(0)), "{again}");
    assert_eq!(players[0].get(&format!("/api/tables/{table}")).await.unwrap()["version"], 0);

    // Ann plays, then Ben: Ann's step stands, Ben's does not have to.
    assert_eq!(act(&mut sockets[0], 0, card(0)).await["type"], "accepted");
    assert_eq!(act(&mut sockets[1], 1, card(1)).await["type"], "accepted");
    let refused = players[0].button(&table, "undo", json!({})).await.unwrap_err();
    assert_eq!(code(refused), "no_undo");
    players[1].button(&table, "undo", json!({})).await.unwrap();
    // Nothing to take back for someone who has not acted last, nor for a spectator.
    assert_eq!(code(players[2].button(&table, "undo", json!({})).await.unwrap_err()), "no_undo");
    let mut watcher = server.guest("dee").await;
    assert_eq!(code(watcher.button(&table, "undo", json!({})).await.unwrap_err()), "not_seated");

    // The round's last card reveals every card (and draws on chance): it stands.
    assert_eq!(act(&mut sockets[1], 1, card(1)).await["type"], "accepted");
    assert_eq!(act(&mut sockets[2], 2, card(2)).await["type"], "accepted");
    assert_eq!(code(players[2].button(&table, "undo", json!({})).await.unwrap_err()), "no_undo");

    // The record keeps only what stands: three cards, one per seat.
    let mut version = 3;
    for round in 1..3 {
        for (s, hand) in sockets.iter_mut().zip(&hands) {
            let answer = act(s, version, json!(hand[round])).await;
            assert_eq!(answer["type"], "accepted", "{answer}");
            version = answer["version"].as_u64().unwrap();
        }
    }
    let record = players[0].get(&format!("/api/tables/{table}/record")).await.unwrap();
    let actions = record["actions"].as_array().unwrap();
    assert_eq!(actions.len(), 9);
    let firsts: Vec<&Value> = actions[..3].iter().map(|a| &a["action"]).collect();
    assert_eq!(firsts, vec![&card(0), &card(1), &card(2)]);
}

/// A three-seat High card table with this clock, started, with everyone's socket open.
async fn clocked_table(server: &TestServer, clock: Value) -> (Vec<Client>, String, Vec<Socket>) {
    let mut players = vec![server.guest("ann").await, server.guest("ben").await, server.guest("cat").await];
    let table = players[0].create_table(json!({"game": "high-card", "players": 3, "clock": clock})).await.unwrap();
    for p in players.iter_mut() {
        p.button(&table, "join", json!({})).await.unwrap();
    }
    let sockets = connect_all(&players, &table).await;
    players[0].button(&table, "start", json!({})).await.unwrap();
    (players, table, sockets)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn clocks_run_for_the_seats_to_act_and_a_bot_stands_in_when_one_runs_out() {
    let db = Db::sqlite();
    let server = TestServer::start(&db, |_| {});
    let (mut players, table, mut sockets) =
        clocked_table(&server, json!({"bank_s": 1, "increment_s": 0, "on_timeout": "stand_in"})).await;
    let hands = hands(&mut sockets).await;
    // All three choose at once, so all three clocks run; Ann's stops when she has chosen.
    let info = players[0].get(&format!("/api/tables/{table}")).await.unwrap();
    assert_eq!(info["clock"]["running"], json!([true, true, true]), "{info}");
    assert_eq!(act(&mut sockets[0], 0, json!(hands[0][0])).await["type"], "accepted");
    // The move's own message says how it changed the clocks: Ann's stopped, the others' run on unmentioned.
    let moved = sockets[1].recv_type("update", WAIT).await.unwrap();
    let changed = moved["clock"].as_array().unwrap_or_else(|| panic!("{moved}"));
    assert_eq!(changed.len(), 1, "{moved}");
    assert_eq!((&changed[0][0], &changed[0][2]), (&json!(0), &json!(false)), "{moved}");
    assert!(changed[0][1].as_i64().is_some_and(|left| left > 0 && left <= 1000), "{moved}");
    // Ben and Cat let their time run out: bots take their seats and the game goes on to its end.
    let line = loop {
        let line = sockets[0].recv_type("chat", WAIT).await.unwrap();
        if line["text"]["en"].as_str().unwrap().contains("Time is up for") {
            break line;
        }
    };
    assert!(line["text"]["en"].as_str().unwrap().contains("{seat:1}"), "{line}");
    let info = until(&mut players[0], &table, "the stand-ins", |i| i["seats"][1]["stand_in"] == true).await;
    assert_eq!(info["seats"][2]["stand_in"], true);
    assert_eq!(info["seats"][0]["stand_in"], false, "Ann acted in time");
    // Ann's own clock runs out too in the next round; then bots play every seat to the end.
    let done = until(&mut players[0], &table, "the end", |i| i["status"] == "finished").await;
    assert!(done["outcome"].get("lost_on_time").is_none(), "{done}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_whose_clock_runs_out_loses_and_is_ranked_last() {
    let db = Db::sqlite();
    let server = TestServer::start(&db, |_| {});
    let mut players = Vec::new();
    for name in ["amy", "bo", "cy"] {
        let mut client = server.client();
        client.signup(name, "correct horse").await.unwrap();
        players.push(client);
    }
    let table = players[0]
        .create_table(json!({"game": "high-card", "players": 3, "clock": {"bank_s": 2}, "out_of_time": "lose"}))
        .await
        .unwrap();
    for p in players.iter_mut() {
        p.button(&table, "join", json!({})).await.unwrap();
    }
    let mut sockets = connect_all(&players, &table).await;
    players[0].button(&table, "start", json!({})).await.unwrap();
    let hands = hands(&mut sockets).await;
    assert_eq!(act(&mut sockets[0], 0, json!(hands[0][0])).await["type"], "accepted");
    assert_eq!(act(&mut sockets[1], 1, json!(hands[1][0])).await["type"], "accepted");
    let done = until(&mut players[0], &table, "the time-out", |i| i["status"] == "finished").await;
    assert_eq!(done["outcome"]["lost_on_time"], json!([2]), "{done}");
    assert_eq!(done["outcome"]["winners"], json!([0, 1]), "nobody scored before the time-out: {done}");
    // The result is recorded with Cy last.
    let page = loop {
        let page = players[2].get("/api/players/cy").await.unwrap();
        if !page["finished"].as_array().unwrap().is_empty() {
            break page;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    assert_eq!(page["finished"][0]["place"], 3, "{page}");
    assert_eq!(page["finished"][0]["table"], table);
    let amy = players[0].get("/api/players/amy").await.unwrap();
    assert_eq!(amy["finished"][0]["place"], 1, "{amy}");
    assert!(amy["ratings"][0]["rating"].as_i64().unwrap() > page["ratings"][0]["rating"].as_i64().unwrap());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restart_mid_turn_keeps_the_time_spent() {
    let db = Db::sqlite();
    let server = TestServer::start(&db, |_| {});
    let (mut players, table, mut sockets) = clocked_table(&server, json!({"bank_s": 3600, "increment_s": 60})).await;
    let hands = hands(&mut sockets).await;
    let bank = 3_600_000;
    tokio::time::sleep(Duration::from_millis(400)).await;
    assert_eq!(act(&mut sockets[0], 0, json!(hands[0][0])).await["type"], "accepted");
    tokio::time::sleep(Duration::from_millis(400)).await;
    for s in sockets {
        s.close().await;
    }
    server.stop();

    let server = TestServer::start(&db, |_| {});
    for p in players.iter_mut() {
        p.rebase(&server.base);
    }
    let info = players[1].get(&format!("/api/tables/{table}")).await.unwrap();
    let clock = &info["clock"];
    assert_eq!(clock["running"], json!([false, true, true]), "{info}");
    let left = |seat: usize| clock["left_ms"][seat].as_i64().unwrap();
    // Ann chose after at least 400 ms and gained the increment; Ben and Cat have been thinking for at least
    // 800 ms, across the restart.
    assert!(left(0) <= bank - 400 + 60_000 && left(0) > bank, "{clock}");
    assert!(left(1) <= bank - 800 && left(2) <= bank - 800, "{clock}");
    // The time each move took is stored with it.
    let store = statecraft_server::store::Store::open(&db.url).await.unwrap();
    let spent = store.spent(&table).await.unwrap();
    assert!(spent.len() == 1 && spent[0].is_some_and(|ms| ms >= 400), "{spent:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_step_taken_back_gives_its_player_the_time_it_took() {
    let db = Db::sqlite();
    let server = TestServer::start(&db, |_| {});
    let (mut players, table, mut sockets) = clocked_table(&server, json!({"bank_s": 3600, "increment_s": 60})).await;
    let hands = hands(&mut sockets).await;
    let (bank, increment) = (3_600_000, 60_000);
    tokio::time::sleep(Duration::from_millis(1500)).await;
    let moved = std::time::Instant::now();
    assert_eq!(act(&mut sockets[0], 0, json!(hands[0][0])).await["type"], "accepted");
    let info = players[0].get(&format!("/api/tables/{table}")).await.unwrap();
    let spent = bank + increment - info["clock"]["left_ms"][0].as_i64().unwrap();
    assert!(spent >= 1500 && info["clock"]["running"][0] == false, "Ann's turn ended: {info}");

    players[0].button(&table, "undo", json!({})).await.unwrap();
    let info = players[0].get(&format!("/api/tables/{table}")).await.unwrap();
    // The server stamps whole milliseconds, so its two stamps can lie up to one millisecond further apart than
    // the time measured here.
    let since_move = moved.elapsed().as_millis() as i64 + 1;
    let clock = &info["clock"];
    let left = |seat: usize| clock["left_ms"][seat].as_i64().unwrap();
    assert_eq!(clock["running"], json!([true, true, true]), "Ann chooses again: {info}");
    // Her clock has run only since the step (its time came back), and the increment of the turn she took
    // back is gone; Ben's and Cat's clocks ran on from the start.
    assert!(left(0) >= bank - since_move && left(0) < bank, "spent {spent}, {since_move} ms since: {clock}");
    assert!(left(1) <= bank - 1500 && left(2) <= bank - 1500, "{clock}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_take_back_is_refused_to_a_writer_whose_lease_was_taken() {
    for db in Db::all().await {
        let store = statecraft_server::store::Store::open(&db.url).await.unwrap();
        let now = statecraft_server::store::now_ms();
        assert!(store.create_account("acc", "Ann", "ann", None).await.unwrap());
        let row = running_table_row("t1");
        store.insert_table(&row).await.unwrap();
        assert!(store.take_lease("t1", "node-a", "token-a", now + 60_000).await.unwrap());
        for seq in 0..2 {
            let meta = statecraft_server::store::AppendMeta {
                status: "running",
                outcome: None,
                snapshot: None,
                spent_ms: None,
                clock: None,
                lease: Some("token-a"),
            };
            store.append("t1", seq, seq as u8, "1", meta).await.unwrap();
        }
        // Node A's lease runs out (a long pause) and node B takes the table.
        assert!(store.take_lease("t1", "node-a", "token-a", now - 1).await.unwrap());
        assert!(store.take_lease("t1", "node-b", "token-b", now + 60_000).await.unwrap());
        let refused = store.take_back("t1", 2, 1, None, Some("token-a")).await;
        assert!(matches!(refused, Err(statecraft_server::store::StoreError::Conflict(_))), "{refused:?}");
        assert_eq!(store.actions("t1", 0).await.unwrap().len(), 2, "A deleted a move of B's table");
        store.take_back("t1", 2, 1, None, Some("token-b")).await.unwrap();
        assert_eq!(store.actions("t1", 0).await.unwrap().len(), 1);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ratings_after_a_finished_four_player_game_and_the_player_pages() {
    let db = Db::sqlite();
    let server = TestServer::start(&db, |_| {});
    let names = ["ava", "bea", "cal", "dan"];
    let mut players = Vec::new();
    for name in names {
        let mut client = server.client();
        client.signup(name, "correct horse").await.unwrap();
        players.push(client);
    }
    let table = started_table(&mut players).await;
    let mut sockets = connect_all(&players, &table).await;
    let mut hands = hands(&mut sockets).await;
    // Ava plays her highest cards, the others their lowest. The deal is random, so the test keeps the score the
    // rules give (the highest card of a round scores a point; cards are all different, so each round has one).
    let mut version = 0;
    let mut points = [0u32; 4];
    for _ in 0..3 {
        let mut played = [0u64; 4];
        for (seat, s) in sockets.iter_mut().enumerate() {
            let card = if seat == 0 { *hands[0].iter().max().unwrap() } else { *hands[seat].iter().min().unwrap() };
            hands[seat].retain(|c| *c != card);
            played[seat] = card;
            let answer = act(s, version, json!(card)).await;
            assert_eq!(answer["type"], "accepted", "{answer}");
            version = answer["version"].as_u64().unwrap();
        }
        points[(0..4).max_by_key(|&seat| played[seat]).unwrap()] += 1;
    }
    // While the game ran the page listed it; now it lists the result with the rating change.
    let board = loop {
        let board = players[1].get("/api/leaderboard/high-card").await.unwrap();
        if board["players"].as_array().unwrap().len() == 4 {
            break board;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    // The board is ordered by rating, and after one game that is the order of the points; three points over four
    // players always leave one above the start rating and one below.
    let score_of = |name: &Value| points[names.iter().position(|n| name == n).unwrap()];
    let listed: Vec<u32> = board["players"].as_array().unwrap().iter().map(|p| score_of(&p["name"])).collect();
    assert!(listed.windows(2).all(|w| w[0] >= w[1]), "{listed:?} {board}");
    let ratings: Vec<i64> =
        board["players"].as_array().unwrap().iter().map(|p| p["rating"].as_i64().unwrap()).collect();
    assert!(ratings[0] > 1000 && ratings[3] < 1000, "{ratings:?}");
    let top = board["players"][0]["name"].as_str().unwrap().to_string();
    let page = players[1].get(&format!("/api/players/{top}")).await.unwrap();
    assert_eq!(page["ratings"][0]["game"], "high-card");
    assert_eq!(page["ratings"][0]["games"], 1);
    assert_eq!(page["finished"][0]["place"], 1);
    assert_eq!(page["finished"][0]["rating_before"], 1000);
    assert_eq!(page["finished"][0]["players"].as_array().unwrap().len(), 4);
    assert!(page["playing"].as_array().unwrap().is_empty(), "{page}");
    assert_eq!(code(players[1].get("/api/players/nobody").await.unwrap_err()), "no_such_player");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_page_lists_games_in_progress_with_whose_turn() {
    let db = Db::sqlite();
    let server = TestServer::start(&db, |_| {});
    let mut players = Vec::new();
    for name in ["eve", "fay"] {
        let mut client = server.client();
        client.signup(name, "correct horse").await.unwrap();
        players.push(client);
    }
    let table = started_table(&mut players).await;
    let mut sockets = connect_all(&players, &table).await;
    let hands = hands(&mut sockets).await;
    assert_eq!(act(&mut sockets[0], 0, json!(hands[0][0])).await["type"], "accepted");
    let page = players[1].get("/api/players/eve").await.unwrap();
    let game = &page["playing"][0];
    assert_eq!(game["table"], table, "{page}");
    assert_eq!(game["to_act"], json!([1]), "Fay still chooses: {page}");
    assert_eq!(game["your_turn"], false);
    let fay = players[1].get("/api/players/fay").await.unwrap();
    assert_eq!(fay["playing"][0]["your_turn"], true, "{fay}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_clock_runs_out_while_its_table_is_out_of_memory() {
    let db = Db::sqlite();
    let server = TestServer::start(&db, |c| {
        c.idle_unload = Duration::from_millis(100);
        c.open_table_ttl = Duration::from_secs(2); // housekeeping every second
    });
    let mut players = [server.guest("pat").await, server.guest("quin").await];
    let table = players[0]
        .create_table(json!({"game": "high-card", "players": 2, "clock": {"bank_s": 4}, "out_of_time": "lose"}))
        .await
        .unwrap();
    for p in players.iter_mut() {
        p.button(&table, "join", json!({})).await.unwrap();
    }
    players[0].button(&table, "start", json!({})).await.unwrap();
    // Nobody watches: the table leaves memory while both clocks run.
    let deadline = tokio::time::Instant::now() + WAIT;
    while players[0].get("/healthz").await.unwrap()["live_tables"] != 0 {
        assert!(tokio::time::Instant::now() < deadline, "the table stayed in memory");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    // The store's due clock wakes it, and both players lose on time.
    let finished = loop {
        let lobby = players[0].get("/api/tables?status=finished").await.unwrap();
        if let Some(t) = lobby["finished"].as_array().unwrap().iter().find(|t| t["id"] == table) {
            break t.clone();
        }
        assert!(tokio::time::Instant::now() < deadline + WAIT, "the time-out did not happen");
        tokio::time::sleep(Duration::from_millis(300)).await; // the lobby allows 5 reads a second
    };
    assert_eq!(finished["outcome"]["lost_on_time"], json!([0, 1]), "{finished}");
}
