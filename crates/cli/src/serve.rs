//! `statecraft serve`: the game server, on SQLite under `--data` or on PostgreSQL with `--database`.

use anyhow::Context;
use statecraft_catalog::Catalog;
use statecraft_engine::testkit::high_card::HighCard;
use statecraft_server::Config;
use statecraft_server::limits::Limits;
use std::io::Write;
use std::path::PathBuf;
use std::time::Duration;

#[derive(clap::Args)]
pub struct Args {
    /// Address to listen on.
    #[arg(long, default_value = "127.0.0.1")]
    host: String,
    /// Port to listen on (0 picks a free one; the address is printed on stdout).
    #[arg(long, default_value_t = 8080)]
    port: u16,
    /// Directory of the embedded SQLite store.
    #[arg(long, default_value = "data")]
    data: PathBuf,
    /// A PostgreSQL URL (postgres://user:password@host/db) to use instead of SQLite.
    #[arg(long)]
    database: Option<String>,
    /// Store a snapshot of a running game every this many actions.
    #[arg(long, default_value_t = 50)]
    snapshot_every: u64,
    /// Milliseconds a bot waits before moving.
    #[arg(long, default_value_t = 300)]
    bot_delay_ms: u64,
    /// Open or running tables one account may own.
    #[arg(long, default_value_t = 5)]
    max_tables_per_account: usize,
    /// Running tables with bots only (no person seated) one account may own.
    #[arg(long, default_value_t = 1)]
    max_bot_tables_per_account: usize,
    /// The largest WebSocket message a client may send, in bytes.
    #[arg(long, default_value_t = 16 * 1024)]
    max_message_bytes: usize,
    /// WebSocket messages per second one connection may send (bursts of twice as many).
    #[arg(long, default_value_t = 20)]
    rate_per_second: u32,
    /// A rate limit, as NAME=N/PERIOD (e.g. `chat_per_account=10/5s`, `accounts_per_ip=20/h`); repeatable.
    /// The names and defaults are in docs/server.md, "Limits".
    #[arg(long = "limit", value_name = "NAME=RATE")]
    limits: Vec<String>,
    /// Lift every rate limit and raise the connection caps (for load tests on a private machine only).
    #[arg(long)]
    unlimited: bool,
    /// Open connections (HTTP and WebSocket) from one address.
    #[arg(long, default_value_t = 128)]
    max_connections_per_ip: usize,
    /// Table connections (WebSockets) one account may hold.
    #[arg(long, default_value_t = 8)]
    max_sockets_per_account: usize,
    /// Passwords hashed at once (each takes 19 MiB for a moment); default: the number of cores.
    #[arg(long)]
    password_hashers: Option<usize>,
    /// Threads bots think on; default: one fewer than the cores (at least one).
    #[arg(long)]
    bot_threads: Option<usize>,
    /// Seconds within which a request's headers must arrive (also closes idle keep-alive connections).
    #[arg(long, default_value_t = 10)]
    header_timeout_s: u64,
    /// Seconds between WebSocket pings; a socket silent for twice as long is closed.
    #[arg(long, default_value_t = 20)]
    ping_s: u64,
    /// Days a session stays signed in.
    #[arg(long, default_value_t = 30)]
    session_days: u64,
    /// Minutes an unstarted table stays open without a change.
    #[arg(long, default_value_t = 60)]
    open_table_minutes: u64,
    /// Recent actions a live table keeps in memory (older ones are read from the store).
    #[arg(long, default_value_t = 64)]
    memory_window: usize,
    /// The address people use, e.g. https://play.example: requests must come from its pages, and with
    /// https the session cookie is Secure.
    #[arg(long)]
    public_url: Option<String>,
    /// Behind a reverse proxy: take the client's address from X-Forwarded-For.
    #[arg(long)]
    trust_proxy: bool,
    /// With --database: the address other nodes reach this one at, to forward a table's requests to it
    /// (default: http:// and the address this node listens on).
    #[arg(long)]
    node_url: Option<String>,
    /// With --database: seconds a table's lease lasts without renewal; a dead node's tables are taken over by
    /// another node after this.
    #[arg(long, default_value_t = 10.0)]
    lease_s: f64,
    /// Also offer the engine's test fixture games (High card), for tests and load tests.
    #[arg(long)]
    test_games: bool,
    /// The SMTP relay notification emails go through: smtps://user:password@host:465,
    /// smtp://user:password@host:587?tls=required, or smtp://localhost:25 (no TLS) for a relay on this machine.
    #[arg(long)]
    smtp: Option<String>,
    /// The sender of notification emails, e.g. "Statecraft <noreply@play.example>".
    #[arg(long)]
    mail_from: Option<String>,
    /// Let accounts' webhooks reach loopback, private and link-local addresses (refused otherwise, so that
    /// webhooks cannot reach into the server's own network). Only for servers whose accounts are trusted.
    #[arg(long)]
    allow_private_webhooks: bool,
}

/// The catalog served: every title, plus the test fixtures when asked for.
pub fn catalog(test_games: bool) -> Catalog {
    let catalog = Catalog::standard();
    if test_games { catalog.with::<HighCard<false>>() } else { catalog }
}

impl Args {
    fn config(&self) -> anyhow::Result<Config> {
        let mut config = match &self.database {
            Some(url) => Config::new(url.clone()),
            None => Config::sqlite_in(&self.data)
                .with_context(|| format!("cannot create the data directory {}", self.data.display()))?,
        };
        config.snapshot_every = self.snapshot_every;
        config.bot_delay = Duration::from_millis(self.bot_delay_ms);
        config.max_tables_per_account = self.max_tables_per_account;
        config.max_bot_tables_per_account = self.max_bot_tables_per_account;
        config.max_message_bytes = self.max_message_bytes;
        config.rate_per_second = self.rate_per_second;
        config.rate_burst = self.rate_per_second.saturating_mul(2);
        config.max_connections_per_ip = self.max_connections_per_ip;
        config.max_sockets_per_account = self.max_sockets_per_account;
        if let Some(n) = self.password_hashers {
            config.password_hashers = n.max(1);
        }
        if let Some(n) = self.bot_threads {
            config.bot_threads = n.max(1);
        }
        config.header_read_timeout = Duration::from_secs(self.header_timeout_s.max(1));
        config.ws_ping_interval = Duration::from_secs(self.ping_s.max(1));
        config.session_ttl = Duration::from_secs(self.session_days.max(1) * 24 * 3600);
        config.open_table_ttl = Duration::from_secs(self.open_table_minutes.max(1) * 60);
        config.memory_window = self.memory_window.max(1);
        config.public_url = self.public_url.clone();
        config.trust_proxy = self.trust_proxy;
        config.smtp_url = self.smtp.clone();
        config.mail_from = self.mail_from.clone();
        config.allow_private_webhooks = self.allow_private_webhooks;
        if self.unlimited {
            config.limits = Limits::unlimited();
            config.max_connections_per_ip = usize::MAX;
            config.max_sockets_per_account = usize::MAX;
            config.max_tables_per_account = usize::MAX;
        }
        for limit in &self.limits {
            config.limits.set(limit).map_err(anyhow::Error::msg)?;
        }
        Ok(config)
    }
}

pub fn run(args: Args) -> anyhow::Result<()> {
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env().unwrap_or_else(|_| "info,sqlx=warn".into()),
        )
        .with_writer(std::io::stderr)
        .init();
    let mut config = args.config()?;
    return_freed_memory();
    statecraft_server::net::raise_open_files_limit();
    let runtime = tokio::runtime::Runtime::new()?;
    runtime.block_on(async {
        let listener = tokio::net::TcpListener::bind((args.host.as_str(), args.port))
            .await
            .with_context(|| format!("cannot listen on {}:{}", args.host, args.port))?;
        let address = listener.local_addr()?;
        // On PostgreSQL a node is one of any number: it takes leases on its tables and forwards the others.
        if args.database.is_some() {
            let node_url = args.node_url.clone().unwrap_or_else(|| match address.ip().is_unspecified() {
                true => format!("http://127.0.0.1:{}", address.port()),
                false => format!("http://{address}"),
            });
            let lease = Duration::from_secs_f64(args.lease_s.max(0.3));
            config.cluster = Some(statecraft_server::Cluster { node_url, lease });
        }
        let app = statecraft_server::app(catalog(args.test_games), config).await.context("cannot open the store")?;
        println!("listening on http://{address}");
        std::io::stdout().flush()?;
        statecraft_server::serve(listener, app).await?;
        Ok(())
    })
}

/// glibc's allocator keeps freed memory for reuse, and by default raises its threshold for giving large
/// blocks their own mapping each time one is freed: after a burst of password hashes (19 MiB each) those
/// blocks then stay in the heap for good. A fixed threshold keeps large blocks mapped on their own (returned
/// on free), two arenas instead of eight per core keep the many threads' leftovers from multiplying, and once
/// a minute the free pages inside the heap are handed back (`malloc_trim`), e.g. after a busy hour's tables
/// have left memory.
pub fn return_freed_memory() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    {
        // SAFETY: mallopt only changes the allocator's tuning parameters; called before other threads start.
        unsafe {
            libc::mallopt(libc::M_MMAP_THRESHOLD, 256 * 1024);
            libc::mallopt(libc::M_ARENA_MAX, 2);
        }
        std::thread::spawn(|| {
            loop {
                std::thread::sleep(std::time::Duration::from_secs(60));
                // SAFETY: malloc_trim is thread-safe and only returns free memory to the system.
                unsafe {
                    libc::malloc_trim(0);
                }
            }
        });
    }
}
