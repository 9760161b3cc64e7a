//! `statecraft serve`: the game server, on SQLite under `--data` or on PostgreSQL with `--database`.

use anyhow::Context;
use statecraft_catalog::Catalog;
use statecraft_engine::testkit::high_card::HighCard;
use statecraft_server::Config;
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
    /// The largest WebSocket message a client may send, in bytes.
    #[arg(long, default_value_t = 16 * 1024)]
    max_message_bytes: usize,
    /// WebSocket messages per second one connection may send.
    #[arg(long, default_value_t = 20)]
    rate_per_second: u32,
    /// Also offer the engine's test fixture games (High card), for tests and load tests.
    #[arg(long)]
    test_games: bool,
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
        config.max_message_bytes = self.max_message_bytes;
        config.rate_per_second = self.rate_per_second;
        config.rate_burst = self.rate_per_second.saturating_mul(2);
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
    let config = args.config()?;
    let runtime = tokio::runtime::Runtime::new()?;
    runtime.block_on(async {
        let router = statecraft_server::app(catalog(args.test_games), config).await.context("cannot open the store")?;
        let listener = tokio::net::TcpListener::bind((args.host.as_str(), args.port))
            .await
            .with_context(|| format!("cannot listen on {}:{}", args.host, args.port))?;
        println!("listening on http://{}", listener.local_addr()?);
        std::io::stdout().flush()?;
        statecraft_server::serve(listener, router).await?;
        Ok(())
    })
}
