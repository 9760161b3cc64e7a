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
//! - A webhook URL is the account's to choose, but the server makes the request, so it must not become a way
//!   into the server's own network (SSRF): a URL whose host is or resolves to a loopback, private, link-local
//!   or otherwise non-public address is refused when an account sets it, unless the operator allows them
//!   (`--allow-private-webhooks`, for a server on a private network of trusted accounts). The host is
//!   resolved again when a message is sent, every address is checked, and the request goes to exactly those
//!   addresses without following redirects, so a name that later resolves inside (DNS rebinding) or a
//!   redirect cannot reach it either.
//!
//! Sending happens off the table's task and never holds a move back; a failure is logged and dropped.

use lettre::message::Mailbox;
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};
use reqwest::Url;
use reqwest::redirect::Policy;
use serde::{Deserialize, Serialize};
use serde_json::json;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::time::Duration;
use url::Host;

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
    /// Checks the addresses: an email address `lettre` can send to, a webhook URL over http or https whose
    /// host reaches only public addresses (any address when `allow_private`).
    pub async fn check(&self, allow_private: bool) -> Result<(), String> {
        if let Some(email) = &self.email {
            email.parse::<Mailbox>().map_err(|e| format!("not an email address: {e}"))?;
        }
        if let Some(url) = &self.webhook {
            webhook_target(url, allow_private).await?;
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

/// A webhook URL and the addresses its host resolves to now, every one of them public unless
/// `allow_private`; or why it may not be used.
pub async fn webhook_target(url: &str, allow_private: bool) -> Result<(Url, Vec<SocketAddr>), String> {
    let parsed = Url::parse(url).ok().filter(|u| matches!(u.scheme(), "http" | "https") && url.len() <= 2000);
    let Some(parsed) = parsed else { return Err("a webhook is an http:// or https:// URL".into()) };
    let port = parsed.port_or_known_default().unwrap_or(80);
    let addrs: Vec<SocketAddr> = match parsed.host() {
        Some(Host::Ipv4(ip)) => vec![SocketAddr::new(ip.into(), port)],
        Some(Host::Ipv6(ip)) => vec![SocketAddr::new(ip.into(), port)],
        Some(Host::Domain(name)) => {
            let found = tokio::time::timeout(Duration::from_secs(5), tokio::net::lookup_host((name, port))).await;
            match found {
                Ok(Ok(addrs)) => addrs.collect(),
                _ => return Err(format!("the webhook's host {name} cannot be found")),
            }
        }
        None => return Err("a webhook URL needs a host".into()),
    };
    if addrs.is_empty() {
        return Err("the webhook's host has no address".into());
    }
    if !allow_private && let Some((ip, kind)) = addrs.iter().find_map(|a| not_public(a.ip()).map(|k| (a.ip(), k))) {
        let host = parsed.host_str().unwrap_or_default();
        return Err(format!("webhooks must reach a public address: {host} is {ip}, {kind}"));
    }
    Ok((parsed, addrs))
}

/// What kind of address `ip` is if it is not a public one (loopback, private, link-local, …), else `None`.
/// IPv6 addresses that carry an IPv4 address (mapped, NAT64, 6to4) are judged by it.
pub fn not_public(ip: IpAddr) -> Option<&'static str> {
    let v6 = match ip {
        IpAddr::V4(v4) => return not_public_v4(v4),
        IpAddr::V6(v6) => v6,
    };
    let s = v6.segments();
    let embedded = |hi: u16, lo: u16| Ipv4Addr::new((hi >> 8) as u8, hi as u8, (lo >> 8) as u8, lo as u8);
    if let Some(v4) = v6.to_ipv4_mapped() {
        not_public_v4(v4)
    } else if v6.is_loopback() {
        Some("a loopback address")
    } else if v6.is_unspecified() {
        Some("an unspecified address")
    } else if v6.is_unique_local() || s[0] & 0xffc0 == 0xfec0 {
        Some("a private network address")
    } else if v6.is_unicast_link_local() {
        Some("a link-local address")
    } else if v6.is_multicast() {
        Some("a multicast address")
    } else if s[..6] == [0x64, 0xff9b, 0, 0, 0, 0] {
        not_public_v4(embedded(s[6], s[7]))
    } else if s[0] == 0x2002 {
        not_public_v4(embedded(s[1], s[2]))
    } else if s[..6] == [0; 6] || (s[0] == 0x2001 && s[1] == 0xdb8) {
        Some("a reserved address")
    } else {
        None
    }
}

fn not_public_v4(ip: Ipv4Addr) -> Option<&'static str> {
    let o = ip.octets();
    if ip.is_loopback() {
        Some("a loopback address")
    } else if ip.is_private() || (o[0] == 100 && o[1] & 0xc0 == 64) {
        Some("a private network address")
    } else if ip.is_link_local() {
        Some("a link-local address")
    } else if o[0] == 0 {
        Some("an unspecified address")
    } else if ip.is_multicast() || ip.is_broadcast() {
        Some("a multicast or broadcast address")
    } else if o[0] >= 240 || (o[0] == 198 && o[1] & 0xfe == 18) || (o[..3] == [192, 0, 0]) || ip.is_documentation() {
        Some("a reserved address")
    } else {
        None
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
    /// Webhooks may reach private addresses (`--allow-private-webhooks`).
    allow_private: bool,
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
        let base_url = base_url.trim_end_matches('/').to_string();
        Notifier { store, mailer, from, base_url, allow_private: config.allow_private_webhooks }
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
            match webhook_target(hook, self.allow_private).await {
                Ok((hook, addrs)) => post_webhook(hook, &addrs, &body, table).await,
                Err(why) => tracing::warn!(%table, %why, "a webhook notification was not sent"),
            }
        }
    }
}

/// Posts `body` to `hook`, connecting only to `addrs` (the addresses just checked) and following no
/// redirect.
async fn post_webhook(hook: Url, addrs: &[SocketAddr], body: &serde_json::Value, table: &str) {
    let mut client = reqwest::Client::builder().timeout(Duration::from_secs(10)).redirect(Policy::none()).no_proxy();
    if let Some(Host::Domain(name)) = hook.host() {
        client = client.resolve_to_addrs(name, addrs);
    }
    let client = match client.build() {
        Ok(client) => client,
        Err(error) => return tracing::error!(%error, "no HTTP client for webhooks"),
    };
    match client.post(hook).json(body).send().await {
        Ok(response) if !response.status().is_success() => {
            tracing::warn!(status = %response.status(), %table, "a webhook refused a notification");
        }
        Ok(_) => {}
        Err(error) => tracing::warn!(%error, %table, "a webhook notification failed"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kind(ip: &str) -> Option<&'static str> {
        not_public(ip.parse().unwrap())
    }

    #[test]
    fn loopback_private_link_local_and_reserved_addresses_are_not_public() {
        for (ip, what) in [
            ("127.0.0.1", "a loopback address"),
            ("10.1.2.3", "a private network address"),
            ("172.16.0.1", "a private network address"),
            ("192.168.1.1", "a private network address"),
            ("100.64.0.1", "a private network address"),
            ("169.254.169.254", "a link-local address"),
            ("0.0.0.0", "an unspecified address"),
            ("255.255.255.255", "a multicast or broadcast address"),
            ("198.18.0.1", "a reserved address"),
            ("::1", "a loopback address"),
            ("::", "an unspecified address"),
            ("fd00::1", "a private network address"),
            ("fe80::1", "a link-local address"),
            ("::ffff:127.0.0.1", "a loopback address"),
            ("::ffff:169.254.169.254", "a link-local address"),
            ("64:ff9b::a00:1", "a private network address"),
            ("2002:c0a8:101::1", "a private network address"),
        ] {
            assert_eq!(kind(ip), Some(what), "{ip}");
        }
        for ip in ["93.184.215.14", "1.1.1.1", "172.32.0.1", "2606:4700:4700::1111", "::ffff:8.8.8.8"] {
            assert_eq!(kind(ip), None, "{ip}");
        }
    }

    #[tokio::test]
    async fn a_webhook_to_a_private_address_is_refused_unless_the_operator_allows_it() {
        let refused = webhook_target("http://127.0.0.1:9/hook", false).await.unwrap_err();
        assert!(refused.contains("127.0.0.1 is 127.0.0.1, a loopback address"), "{refused}");
        let refused = webhook_target("http://localhost:9/hook", false).await.unwrap_err();
        assert!(refused.contains("localhost is") && refused.contains("a loopback address"), "{refused}");
        let refused = webhook_target("http://[fe80::1]/hook", false).await.unwrap_err();
        assert!(refused.contains("a link-local address"), "{refused}");
        assert!(webhook_target("ftp://example.org/", false).await.is_err());
        let (_, addrs) = webhook_target("http://127.0.0.1:9/hook", true).await.unwrap();
        assert_eq!(addrs, vec!["127.0.0.1:9".parse().unwrap()]);
        let (_, addrs) = webhook_target("https://93.184.215.14/hook", false).await.unwrap();
        assert_eq!(addrs, vec!["93.184.215.14:443".parse().unwrap()]);
    }

    #[tokio::test]
    async fn a_webhook_over_https_opens_a_tls_connection() {
        // Most chat servers take webhooks only over HTTPS: the first bytes the receiver gets must be a TLS
        // handshake (a record of type 22), not plain HTTP and not nothing (an HTTP client built without TLS
        // refuses the URL before connecting).
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let port = listener.local_addr().unwrap().port();
        let (hook, addrs) = webhook_target(&format!("https://127.0.0.1:{port}/hook"), true).await.unwrap();
        let sending = tokio::spawn(async move { post_webhook(hook, &addrs, &json!({"text": "hi"}), "t").await });
        let (mut socket, _) = tokio::time::timeout(Duration::from_secs(10), listener.accept()).await.unwrap().unwrap();
        let mut first = [0u8; 1];
        tokio::io::AsyncReadExt::read_exact(&mut socket, &mut first).await.unwrap();
        assert_eq!(first[0], 0x16, "a TLS handshake record");
        drop(socket);
        sending.await.unwrap();
    }
}
