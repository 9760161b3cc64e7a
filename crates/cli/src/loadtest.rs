//! `statecraft loadtest`: many tables of bot *clients* playing over real WebSockets against a server (one
//! started in-process on a temporary SQLite store, or the one at `--url`). Every client picks random legal
//! actions from its own view; the latency of a move is from sending it to its `accepted` answer, which the
//! server sends only after the move is committed to the store. The players of a table read English and
//! Japanese by turns, so the bytes received are those a browser gets (texts in its reader's language).
//!
//! By default every table moves as fast as the server answers (a closed loop: the load is whatever the
//! machine sustains, and the latency is mostly time spent queueing). With `--rate` the moves are offered at a
//! fixed pace instead (an open loop), so that the latency at a given load can be read: each table's moves
//! are due at even intervals, and a move's latency counts from when it was due, so a server that falls
//! behind is charged for the moves that had to wait (no "coordinated omission").
//!
//! The first `--warmup` seconds, while hundreds of tables connect and start their first games, are played but
//! not timed: their latencies say how long a crowd takes to sit down, not how long a move takes.
//!
//! A client refused as `rate_limited` (or, over HTTP, `busy`) waits and sends the same request again, with a
//! wait that doubles while refusals go on, as a well-behaved client of a server with limits must.

use anyhow::{Context, bail};
use rand::seq::IndexedRandom;
use serde::Deserialize;
use serde_json::Value;
use serde_json::json;
use statecraft_server::Config;
use statecraft_server::client::{Client, ClientError, Socket};
use statecraft_server::lang::Lang;
use statecraft_server::limits::Limits;
use statecraft_server::patch::{self, Patch};
use std::borrow::Cow;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Sends a request again while the server answers `rate_limited` or `busy`, waiting as long as it asks
/// (`Retry-After`) or, without a figure, twice as long each time.
macro_rules! patiently {
    ($request:expr) => {{
        let mut wait = Duration::from_millis(100);
        loop {
            match $request {
                Err(error) if matches!(error.code(), Some("rate_limited" | "busy")) => {
                    tokio::time::sleep(error.retry_after().unwrap_or(wait)).await;
                    wait = (wait * 2).min(Duration::from_secs(5));
                }
                other => break other,
            }
        }
    }};
}

#[derive(clap::Args)]
pub struct Args {
    /// Tables playing at the same time.
    #[arg(long, default_value_t = 10)]
    tables: usize,
    /// Seconds to run.
    #[arg(long, default_value_t = 10.0)]
    duration: f64,
    /// A running server (http://host:port) instead of an in-process one; given more than once, the nodes of
    /// one cluster: the players of each table are spread over them.
    #[arg(long)]
    url: Vec<String>,
    /// The game (Imperial when the catalog has it, else the engine's High card fixture).
    #[arg(long)]
    game: Option<String>,
    /// Players per table (the game's minimum, at least 3, when omitted).
    #[arg(long)]
    players: Option<usize>,
    /// Moves a second offered by all tables together, at an even pace per table, instead of each table moving
    /// as fast as the server answers; latencies then count from when each move was due.
    #[arg(long)]
    rate: Option<f64>,
    /// Seconds at the start whose moves are played but not timed (the tables connecting and starting).
    #[arg(long, default_value_t = 2.0)]
    warmup: f64,
}

/// The run's time: moves sent from `timed_from` on are timed, and every table stops at `deadline`.
#[derive(Clone, Copy)]
struct Window {
    timed_from: Instant,
    deadline: Instant,
}

/// When a table's moves are due under `--rate`: one every `interval`, the first at a random point of the
/// first interval so that the tables do not move in step. The seats of a table share it, from game to game.
struct Pacer {
    interval: Duration,
    next: Instant,
}

impl Pacer {
    fn new(interval: Duration) -> Arc<Mutex<Pacer>> {
        let phase = interval.mul_f64(rand::random::<f64>());
        Arc::new(Mutex::new(Pacer { interval, next: Instant::now() + phase }))
    }

    /// A new game begins now: its first move is due no earlier than the schedule says, and no earlier than now
    /// (the time spent setting the game up is not charged to its moves).
    fn restart(pacer: &Mutex<Pacer>) {
        let mut pacer = pacer.lock().expect("pacer");
        pacer.next = pacer.next.max(Instant::now());
    }

    /// When the table's next move is due (perhaps already past, if the server fell behind).
    fn due(pacer: &Mutex<Pacer>) -> Instant {
        let mut pacer = pacer.lock().expect("pacer");
        let due = pacer.next;
        pacer.next = due + pacer.interval;
        due
    }
}

#[derive(Default)]
struct Stats {
    /// Of the moves sent after the warm-up.
    latencies_ms: Vec<f64>,
    /// Every move accepted, timed or not.
    moves: u64,
    errors: u64,
    /// Moves sent again after a `rate_limited` refusal.
    resent: u64,
    games: u64,
    /// Bytes of the messages the clients received.
    received: u64,
}

impl Stats {
    fn add(&mut self, other: Stats) {
        self.latencies_ms.extend(other.latencies_ms);
        self.moves += other.moves;
        self.errors += other.errors;
        self.resent += other.resent;
        self.games += other.games;
        self.received += other.received;
    }
}

type Shared = Arc<Mutex<Stats>>;

pub fn run(args: Args) -> anyhow::Result<()> {
    let runtime = tokio::runtime::Runtime::new()?;
    runtime.block_on(run_async(args))
}

async fn run_async(args: Args) -> anyhow::Result<()> {
    let catalog = crate::serve::catalog(true);
    let game_id = match &args.game {
        Some(id) => id.clone(),
        None if catalog.get("imperial").is_some() => "imperial".into(),
        None => "high-card".into(),
    };
    let (min, max) = match catalog.get(&game_id) {
        Some(g) => (g.min_players(), g.max_players()),
        None if !args.url.is_empty() => (2, 6), // the remote server decides
        None => bail!("{}", catalog.find(&game_id).err().unwrap_or_default()),
    };
    let players = args.players.unwrap_or(min.max(3).min(max));
    // The time between one table's moves under `--rate`.
    let interval = match args.rate {
        Some(rate) if rate.is_finite() && rate > 0.0 => Some(Duration::from_secs_f64(args.tables as f64 / rate)),
        Some(rate) => bail!("--rate must be a positive number of moves a second, not {rate}"),
        None => None,
    };
    if !(0.0..args.duration).contains(&args.warmup) {
        bail!("--warmup must be at least 0 and shorter than --duration");
    }
    let _data; // the in-process server's store lives as long as the run
    let (bases, store) = match args.url.as_slice() {
        [_, ..] => (args.url.clone(), "remote"),
        [] => {
            let dir = tempfile::tempdir()?;
            let mut config = Config::sqlite_in(dir.path())?;
            // Clients move as fast as the server answers, far above a person's pace, all from one address.
            config.rate_per_second = 100_000;
            config.rate_burst = 100_000;
            config.limits = Limits::unlimited();
            config.max_connections_per_ip = usize::MAX;
            config.max_sockets_per_account = usize::MAX;
            _data = dir;
            let app = statecraft_server::app(catalog, config).await.context("cannot start the server")?;
            let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
            let base = format!("http://{}", listener.local_addr()?);
            tokio::spawn(statecraft_server::serve(listener, app));
            (vec![base], "sqlite (WAL, synchronous=FULL)")
        }
    };
    let stats: Shared = Arc::default();
    let started = Instant::now();
    let deadline = started + Duration::from_secs_f64(args.duration);
    let window = Window { timed_from: started + Duration::from_secs_f64(args.warmup), deadline };
    let mut tasks = Vec::new();
    for t in 0..args.tables {
        let (bases, game_id, stats) = (bases.clone(), game_id.clone(), stats.clone());
        tasks.push(tokio::spawn(async move {
            if let Err(error) = table_loop(&bases, &game_id, players, t, window, interval, &stats).await {
                eprintln!("table {t}: {error}");
                stats.lock().expect("stats").errors += 1;
            }
        }));
    }
    for task in tasks {
        task.await?;
    }
    let seconds = started.elapsed().as_secs_f64();
    let mut stats = Arc::try_unwrap(stats).map_err(|_| anyhow::anyhow!("stats still shared"))?.into_inner()?;
    stats.latencies_ms.sort_by(f64::total_cmp);
    let timed = stats.latencies_ms.len();
    let percentile = |p: f64| {
        if timed == 0 { 0.0 } else { stats.latencies_ms[((timed - 1) as f64 * p).round() as usize] }
    };
    let moves = stats.moves;
    let round = |x: f64| (x * 100.0).round() / 100.0;
    crate::outln!(
        "{}",
        json!({
            "game": game_id,
            "players": players,
            "tables": args.tables,
            "store": store,
            "nodes": bases.len(),
            "seconds": round(seconds),
            "moves": moves,
            "warmup_s": args.warmup,
            "timed_moves": timed,
            // Over the timed part of the run.
            "moves_per_s": round(timed as f64 / (args.duration - args.warmup)),
            "offered_moves_per_s": args.rate,
            "p50_ms": round(percentile(0.5)),
            "p99_ms": round(percentile(0.99)),
            "games_finished": stats.games,
            "received_kb_per_move": round(stats.received as f64 / 1024.0 / moves.max(1) as f64),
            "errors": stats.errors,
            "resent_after_rate_limit": stats.resent,
        })
    )?;
    Ok(())
}

/// One table: the same players start game after game until the time is up. Player `p` of table `index` talks
/// to node `(index + p) % nodes`, so with several nodes most of a table's players reach it through another node.
/// With an `interval` the table's moves are paced (see [`Pacer`]).
async fn table_loop(
    bases: &[String],
    game: &str,
    players: usize,
    index: usize,
    window: Window,
    interval: Option<Duration>,
    stats: &Shared,
) -> Result<(), ClientError> {
    let pacer = interval.map(Pacer::new);
    let mut clients = Vec::new();
    let tag = &statecraft_server::auth::random_id()[..8];
    for p in 0..players {
        let mut client = Client::new(&bases[(index + p) % bases.len()]);
        let name = format!("lt{index}-{p}-{tag}");
        patiently!(client.guest(&name).await)?;
        clients.push(client);
    }
    while Instant::now() < window.deadline {
        let settings = json!({"game": game, "players": players});
        let table = patiently!(clients[0].create_table(settings.clone()).await)?;
        for client in clients.iter_mut() {
            patiently!(client.button(&table, "join", json!({})).await)?;
        }
        patiently!(clients[0].button(&table, "start", json!({})).await)?;
        let mut seats = Vec::new();
        if let Some(pacer) = &pacer {
            Pacer::restart(pacer);
        }
        for (p, client) in clients.iter().enumerate() {
            // A table of mixed readers, as on a site in two languages.
            let lang = if p % 2 == 0 { Lang::En } else { Lang::Ja };
            let socket = client.connect_reading(&table, None, lang).await?;
            let (stats, pacer) = (stats.clone(), pacer.clone());
            seats.push(tokio::spawn(async move {
                // Each seat counts on its own and adds its figures to the run's once, when it stops.
                let mut mine = Stats::default();
                let result = play(socket, window, pacer.as_deref(), &mut mine).await;
                stats.lock().expect("stats").add(mine);
                result
            }));
        }
        let mut finished = true;
        for seat in seats {
            finished &= seat.await.map_err(|e| ClientError::Transport(e.to_string()))??;
        }
        if finished {
            stats.lock().expect("stats").games += 1;
        }
    }
    Ok(())
}

/// The few fields of a server message a load client reads; the log is skipped unparsed.
#[derive(Deserialize)]
struct Incoming<'a> {
    #[serde(rename = "type", borrow)]
    kind: Cow<'a, str>,
    version: Option<u64>,
    #[serde(borrow)]
    code: Option<Cow<'a, str>>,
    view: Option<Value>,
    patch: Option<Patch>,
}

/// The parts of a view a load client reads: whose turn it is and what it may do. It applies only the
/// operations of a patch that fall within them (parsing no others), so that it spends as little of the
/// machine it shares with the server as it can; `crates/cli/tests/patches.rs` checks whole patched views.
const ACTED_ON: [&str; 2] = ["/to_act", "/legal"];

/// Whether the JSON pointer `path` is `part` or lies within it (the whole view, "", holds every part).
fn within(path: &str, part: &str) -> bool {
    path.is_empty() || path.strip_prefix(part).is_some_and(|rest| rest.is_empty() || rest.starts_with('/'))
}

/// The newest view a seat was sent: its version, and whether the game is over.
struct Latest {
    version: u64,
    over: bool,
}

impl Latest {
    fn of(version: u64, view: &Value) -> Latest {
        Latest { version, over: view["to_act"]["kind"] == "over" }
    }
}

/// Plays one seat: a random legal action whenever the seat's newest view offers some (under a `pacer`, not
/// before the table's next move is due: the seat keeps reading its messages until then and picks from the view
/// it has at that moment). Returns whether the game ended (rather than the time). A move refused as
/// `rate_limited` is sent again after a wait that doubles while the refusals go on.
async fn play(
    mut socket: Socket,
    window: Window,
    pacer: Option<&Mutex<Pacer>>,
    stats: &mut Stats,
) -> Result<bool, ClientError> {
    let mut pending: Option<(Instant, String)> = None;
    let mut backoff = Duration::from_millis(20);
    // Views older than this are not acted on: the one a move was made from, or one before the move applied.
    let mut floor = 0;
    let mut latest: Option<Latest> = None;
    // The seat's whole view, kept up to date by the patches.
    let mut view = Value::Null;
    // When the seat's next move is due, once it has one to make (paced runs only).
    let mut due: Option<Instant> = None;
    loop {
        let now = Instant::now();
        if now >= window.deadline {
            socket.close().await;
            return Ok(false);
        }
        let wake = due.filter(|&due| due > now).unwrap_or(window.deadline).min(window.deadline);
        let text = match socket.recv_text(wake - now).await {
            Ok(text) => Some(text),
            // The time a move was waiting for has come (or the run's end, handled above).
            Err(ClientError::Timeout) => None,
            Err(e) => return Err(e),
        };
        if let Some(text) = text {
            stats.received += text.len() as u64;
            let message: Incoming =
                serde_json::from_str(text.as_str()).map_err(|e| ClientError::Transport(e.to_string()))?;
            match (message.kind.as_ref(), message.view, message.patch) {
                ("welcome" | "table" | "update" | "view", Some(whole), _) => {
                    view = whole;
                    latest = Some(Latest::of(message.version.unwrap_or(0), &view));
                }
                ("patch", _, Some(mut patch)) => {
                    patch.0.retain(|op| ACTED_ON.iter().any(|part| within(op.path(), part)));
                    patch::apply(&mut view, patch).map_err(|e| ClientError::Transport(e.to_string()))?;
                    latest = Some(Latest::of(message.version.unwrap_or(0), &view));
                }
                ("accepted", ..) => {
                    floor = floor.max(message.version.unwrap_or(0));
                    backoff = Duration::from_millis(20);
                    if let Some((sent, _)) = pending.take() {
                        stats.moves += 1;
                        if sent >= window.timed_from {
                            stats.latencies_ms.push(sent.elapsed().as_secs_f64() * 1000.0);
                        }
                    }
                }
                ("error", ..) if message.code.as_deref() == Some("rate_limited") => {
                    if let Some((_, move_text)) = &pending {
                        stats.resent += 1;
                        tokio::time::sleep(backoff).await;
                        backoff = (backoff * 2).min(Duration::from_secs(2));
                        socket.send_text(move_text.clone()).await?;
                    }
                    continue;
                }
                ("error", ..) => {
                    stats.errors += 1;
                    pending = None;
                }
                _ => continue,
            }
        }
        let Some(latest) = &latest else { continue };
        if latest.over {
            socket.close().await;
            return Ok(true);
        }
        let version = latest.version;
        let legal = view["legal"].as_array().map_or(&[][..], Vec::as_slice);
        if pending.is_some() || version < floor || legal.is_empty() {
            continue;
        }
        // Latency counts from when the move was due, or (unpaced) from when it is sent.
        let sent = match pacer {
            Some(pacer) => {
                // A move due after the run's end waits for it (the loop's first check), like the seats
                // without a move: a seat that left its game early would have its table start another.
                let due = *due.get_or_insert_with(|| Pacer::due(pacer));
                if Instant::now() < due {
                    continue;
                }
                due
            }
            None => Instant::now(),
        };
        due = None;
        let action = legal.choose(&mut rand::rng()).expect("the list is not empty");
        let message = format!(r#"{{"type":"action","version":{version},"action":{action}}}"#);
        socket.send_text(message.clone()).await?;
        pending = Some((sent, message));
        floor = version + 1;
    }
}
