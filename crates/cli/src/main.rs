//! `statecraft`: the one binary of the product. Each subcommand lives in its own module; this file only parses
//! the command line and reports errors (a clear message and a non-zero exit, never a panic).

mod bench;
mod loadtest;
mod replay;
mod serve;
mod simulate;

use clap::{Parser, Subcommand};

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
    /// Verify a game record and print its final (or step N) state as JSON.
    Replay(replay::Args),
    /// Measure the rules engines: random-playout actions and games per second.
    Bench(bench::Args),
}

fn main() {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Serve(args) => serve::run(args),
        Command::Loadtest(args) => loadtest::run(args),
        Command::Simulate(args) => simulate::run(args),
        Command::Replay(args) => replay::run(args),
        Command::Bench(args) => bench::run(args),
    };
    if let Err(error) = result {
        eprintln!("error: {error:#}");
        std::process::exit(1);
    }
}
