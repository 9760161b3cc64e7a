//! `statecraft`: the one binary of the product. Each subcommand lives in its own module; this file only parses
//! the command line and reports errors (a clear message and a non-zero exit, never a panic). Output goes
//! through [`outln!`], so that a reader that goes away (`statecraft replay x.json --log | head`) ends the
//! command quietly instead of panicking on the closed pipe.

mod arena;
mod bench;
mod game_args;
mod judge;
mod legal;
mod loadtest;
mod record_file;
mod replay;
mod serve;
mod simulate;

use clap::{Parser, Subcommand};
use statecraft_catalog::Catalog;
use statecraft_engine::testkit::goofspiel::Goofspiel;
use statecraft_engine::testkit::high_card::HighCard;

/// mimalloc instead of the system allocator: a server's moves are mostly short-lived JSON (views, patches,
/// frames), and glibc's malloc and free took a quarter of the server's time in the load test.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[derive(Parser)]
#[command(
    name = "statecraft",
    version,
    about = "Heavy historical strategy board games: server, rules engines and tools"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Run the game server (HTTP + WebSocket, static client, SQLite or PostgreSQL store).
    Serve(serve::Args),
    /// Play many tables of random bot clients over WebSockets and print throughput and latency as JSON.
    Loadtest(loadtest::Args),
    /// Play random legal games and print a JSON summary on the last line.
    Simulate(simulate::Args),
    /// Verify a game record and print its final (or step N) state as JSON, or its game log (--log).
    Replay(replay::Args),
    /// List what the seats to act at a step of a game record could do: each legal action, label and cost.
    Legal(legal::Args),
    /// Measure the rules engines: random-playout actions and games per second.
    Bench(bench::Args),
    /// Play bots against each other and print each bot's win rate as JSON.
    Arena(arena::Args),
    /// Compare each bot level's choices with a much deeper search's on the same positions, as JSON.
    Judge(judge::Args),
}

/// The titles the tools work on: every title players get, plus the engine's small fixture games (High card,
/// Goofspiel), which are there to test the machinery and measure bots.
pub fn catalog() -> Catalog {
    Catalog::standard().with::<HighCard<false>>().with::<Goofspiel>()
}

fn main() {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Serve(args) => serve::run(args),
        Command::Loadtest(args) => loadtest::run(args),
        Command::Simulate(args) => simulate::run(args),
        Command::Replay(args) => replay::run(args),
        Command::Legal(args) => legal::run(args),
        Command::Bench(args) => bench::run(args),
        Command::Arena(args) => arena::run(args),
        Command::Judge(args) => judge::run(args),
    };
    if let Err(error) = result {
        if closed_pipe(&error) {
            return;
        }
        eprintln!("error: {error:#}");
        std::process::exit(1);
    }
}

/// `println!` that returns the error instead of panicking when standard output is closed.
#[macro_export]
macro_rules! outln {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        writeln!(std::io::stdout().lock(), $($arg)*)
    }};
}

/// Whether `error` is the reader of our output having gone away, which is no error of ours.
fn closed_pipe(error: &anyhow::Error) -> bool {
    error
        .chain()
        .any(|e| e.downcast_ref::<std::io::Error>().is_some_and(|e| e.kind() == std::io::ErrorKind::BrokenPipe))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arena_takes_a_comma_separated_line_up() {
        let parsed = Cli::try_parse_from([
            "statecraft",
            "arena",
            "--game",
            "goofspiel",
            "--players",
            "2",
            "--bots",
            "hard,random",
        ]);
        assert!(matches!(parsed, Ok(Cli { command: Command::Arena(_) })));
        let error = Cli::try_parse_from([
            "statecraft",
            "arena",
            "--game",
            "goofspiel",
            "--players",
            "2",
            "--bots",
            "hard,expert",
        ])
        .err()
        .expect("an unknown level is refused")
        .to_string();
        assert!(error.contains("unknown bot level `expert`"), "{error}");
    }
}
