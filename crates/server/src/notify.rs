//! Notifications for players who are not at the table: "your turn" and "a game you are in ended" (long
//! tables), and "you were invited", by email and by webhook, as each account chooses.
//!
//! - Email goes through an SMTP relay given on the command line (`--smtp smtp://user:pass@host:587` or
//!   `smtps://…`), sent with `lettre`, from `--mail-from`.
//! - A webhook is a URL per account; the server posts a JSON body that chat servers accept as it is:
//!   `text` (Slack, Mattermost, Rocket.Chat), `content` (Discord), plus `event`, `table` and `url` for programs.
//! - "Your turn" is sent when a turn begins (the seat's clock starts), so a table sends at most one per turn;
//!   every message links to the table, and an invitation's link seats the invited person.
//!
//! Sending happens off the table's task and never holds a move back; a failure is logged and dropped.

use lettre::message::Mailbox;
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};
use serde::{Deserialize, Serialize};
use serde_json::json;
use std::time::Duration;

use crate::Config;
use crate::store::Store;

/// What an account wants to be told, and where.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Prefs {
    #[serde(default)]
    pub email: Option<String>,
    #[serde(default)]
    pub webhook: Option<String>,
    #[serde(default = "yes")]
    pub your_turn: bool,
    #[serde(default = "yes")]
    pub game_ended: bool,
    #[serde(default = "yes")]
    pub invited: bool,
}

fn yes() -> bool {
    true
}

impl Default for Prefs {
    fn default() -> Prefs {
        Prefs { email: None, webhook: None, your_turn: true, game_ended: true, invited: true }
    }
}

impl Prefs {
    /// Checks the addresses: an email address `lettre` can send to, a webhook URL over http or https.
    pub fn check(&self) -> Result<(), String> {
        if let Some(email) = &self.email {
            email.parse::<Mailbox>().map_err(|e| format!("not an email address: {e}"))?;
        }
        if let Some(url) = &self.webhook {
            let ok = (url.starts_with("https://") || url.starts_with("http://")) && url.len() <= 2000;
            if !ok {
                return Err("a webhook is an http:// or https:// URL".into());
            }
        }
        Ok(())
    }
    fn wants(&self, kind: Kind) -> bool {
        match kind {
            Kind::YourTurn => self.your_turn,
            Kind::GameEnded => self.game_ended,
            Kind::Invited => self.invited,
        }
    }
}

/// What a message is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    YourTurn,
    GameEnded,
    Invited,
}

impl Kind {
    fn event(self) -> &'static str {
        match self {
            Kind::YourTurn => "your_turn",
            Kind::GameEnded => "game_ended",
            Kind::Invited => "invited",
        }
    }
    fn subject(self) -> &'static str {
        match self {
            Kind::YourTurn => "Statecraft: your turn",
            Kind::GameEnded => "Statecraft: a game ended",
            Kind::Invited => "Statecraft: you are invited",
        }
    }
    fn sentence(self) -> &'static str {
        match self {
            Kind::YourTurn => "It is your turn.",
            Kind::GameEnded => "A game you are in has ended.",
            Kind::Invited => "You were invited to a table; this link seats you:",
        }
    }
}

/// Sends the notifications of one server.
pub struct Notifier {
    store: Store,
    mailer: Option<AsyncSmtpTransport<Tokio1Executor>>,
    from: Mailbox,
    base_url: String,
    http: reqwest::Client,
}

impl Notifier {
    pub fn new(store: Store, config: &Config) -> Notifier {
        let mailer =
            config.smtp_url.as_deref().and_then(|url| match AsyncSmtpTransport::<Tokio1Executor>::from_url(url) {
                Ok(builder) => Some(builder.timeout(Some(Duration::from_secs(20))).build()),
                Err(error) => {
                    tracing::error!(%error, "the SMTP URL is not usable; no email will be sent");
                    None
                }
            });
        let from = config
            .mail_from
            .as_deref()
            .and_then(|f| f.parse().ok())
            .unwrap_or_else(|| "Statecraft <statecraft@localhost>".parse().expect("a valid mailbox"));
        let base_url = config.public_url.clone().unwrap_or_else(|| "http://localhost:8080".into());
        let http = reqwest::Client::builder().timeout(Duration::from_secs(10)).build().unwrap_or_default();
        Notifier { store, mailer, from, base_url: base_url.trim_end_matches('/').to_string(), http }
    }

    /// The table's page, and for an invitation the link that seats the invited person.
    pub fn link(&self, table: &str, kind: Kind) -> String {
        match kind {
            Kind::Invited => format!("{}/#/t/{table}/join", self.base_url),
            _ => format!("{}/#/t/{table}", self.base_url),
        }
    }

    pub async fn your_turn(&self, table: &str, accounts: &[String]) {
        for account in accounts {
            self.send(Kind::YourTurn, table, account).await;
        }
    }

    pub async fn game_ended(&self, table: &str, accounts: &[String]) {
        for account in accounts {
            self.send(Kind::GameEnded, table, account).await;
        }
    }

    pub async fn invited(&self, table: &str, account: &str) {
        self.send(Kind::Invited, table, account).await;
    }

    async fn send(&self, kind: Kind, table: &str, account: &str) {
        let prefs = match self.store.notify_prefs_text(account).await {
            Ok(Some(text)) => match serde_json::from_str::<Prefs>(&text) {
                Ok(prefs) => prefs,
                Err(error) => return tracing::error!(%error, "stored notification settings are damaged"),
            },
            Ok(None) => return,
            Err(error) => return tracing::error!(%error, "reading notification settings failed"),
        };
        if !prefs.wants(kind) {
            return;
        }
        let url = self.link(table, kind);
        let text = format!("{} {url}", kind.sentence());
        if let (Some(mailer), Some(to)) = (&self.mailer, prefs.email.as_deref().and_then(|e| e.parse::<Mailbox>().ok()))
        {
            let body = format!("{}\n{url}\n", kind.sentence());
            let message = Message::builder().from(self.from.clone()).to(to).subject(kind.subject()).body(body);
            match message {
                Ok(message) => {
                    if let Err(error) = mailer.send(message).await {
                        tracing::warn!(%error, %table, "an email notification failed");
                    }
                }
                Err(error) => tracing::warn!(%error, "an email notification could not be written"),
            }
        }
        if let Some(hook) = &prefs.webhook {
            let body = json!({ "text": text, "content": text, "event": kind.event(), "table": table, "url": url });
            match self.http.post(hook).json(&body).send().await {
                Ok(response) if !response.status().is_success() => {
                    tracing::warn!(status = %response.status(), %table, "a webhook refused a notification");
                }
                Ok(_) => {}
                Err(error) => tracing::warn!(%error, %table, "a webhook notification failed"),
            }
        }
    }
}
