//! Accounts and sessions: sign-up and sign-in with a password (argon2 hashes), quick guest accounts (a name
//! only), and the HttpOnly, SameSite=Lax session cookie that identifies the account on every request and
//! WebSocket upgrade. Only the SHA-256 of a session token is stored; a session ends after `session_ttl`, on
//! sign-out, or when the account signs out everywhere.
//!
//! Hashing a password takes 19 MiB and tens of milliseconds of a core, so it is what a flood of sign-ins
//! aims at: at most `password_hashers` hashes run at once ([`PasswordGate`]), a request that cannot get its
//! turn within `password_wait` is answered "busy, retry" (503 with `Retry-After`), and attempts are limited
//! per address and per account name, with a growing wait after repeated wrong passwords ([`Backoff`]).
//!
//! Names are compared as people read them: Unicode NFKC, case-folded, and reduced to their confusable
//! skeleton (UTS #39), so `Émile`/`éMILE` or a Latin `a` and a Cyrillic `а` cannot be two accounts.

use argon2::Argon2;
use argon2::password_hash::rand_core::OsRng;
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use axum::extract::{FromRequestParts, State};
use axum::http::header::{COOKIE, SET_COOKIE};
use axum::http::request::Parts;
use axum::http::{HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use rand::Rng;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};
use tokio::sync::Semaphore;
use unicode_normalization::UnicodeNormalization;

use crate::AppState;
use crate::error::{ApiError, Json};
use crate::net::ClientIp;

pub const COOKIE_NAME: &str = "sc_session";
/// Passwords have this many characters (not bytes), at least and at most.
pub const PASSWORD_CHARS: std::ops::RangeInclusive<usize> = 8..=256;

/// The signed-in account of a request.
#[derive(Clone, Debug, Serialize)]
pub struct Account {
    pub id: String,
    pub name: String,
    pub guest: bool,
}

/// A random identifier (128 bits, hex).
pub fn random_id() -> String {
    let bytes: [u8; 16] = rand::rng().random();
    hex(&bytes)
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn token_hash(token: &str) -> String {
    hex(&Sha256::digest(token.as_bytes()))
}

fn session_token(headers: &HeaderMap) -> Option<String> {
    headers.get_all(COOKIE).iter().filter_map(|v| v.to_str().ok()).flat_map(|v| v.split(';')).find_map(|pair| {
        let (name, value) = pair.trim().split_once('=')?;
        (name == COOKIE_NAME).then(|| value.to_string())
    })
}

impl FromRequestParts<AppState> for Option<Account> {
    type Rejection = ApiError;
    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, ApiError> {
        let Some(token) = session_token(&parts.headers) else { return Ok(None) };
        let ttl = state.config.session_ttl.as_millis() as i64;
        let row = state.store.session_account(&token_hash(&token), ttl).await?;
        Ok(row.map(|r| Account { id: r.id, name: r.name, guest: r.password_hash.is_none() }))
    }
}

impl FromRequestParts<AppState> for Account {
    type Rejection = ApiError;
    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, ApiError> {
        <Option<Account>>::from_request_parts(parts, state).await?.ok_or_else(ApiError::unauthorized)
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Credentials {
    pub name: String,
    #[serde(default)]
    pub password: Option<String>,
}

/// A name as it is shown: NFKC, trimmed, 1–24 letters, digits, spaces, `-`, `_`, `.`.
pub fn check_name(name: &str) -> Result<String, ApiError> {
    let name: String = name.nfkc().collect::<String>().trim().to_string();
    let ok = (1..=24).contains(&name.chars().count())
        && name.chars().all(|c| c.is_alphanumeric() || matches!(c, '_' | '-' | '.' | ' '));
    if !ok {
        return Err(ApiError::bad_request(
            "bad_name",
            "A name has 1 to 24 letters, digits, spaces, '-', '_' or '.'.",
            "名前は1〜24文字の英数字・空白・「-」「_」「.」で入力してください。",
        ));
    }
    Ok(name)
}

/// What makes two names the same account: the confusable skeleton of the case-folded NFKC name.
pub fn name_key(name: &str) -> String {
    let name: String = name.nfkc().collect::<String>().trim().to_string();
    unicode_security::skeleton(&name.to_lowercase()).collect::<String>().to_lowercase()
}

fn name_taken() -> ApiError {
    ApiError::conflict("name_taken", "That name is already taken.", "その名前はすでに使われています。")
}

/// Whether the session cookie must be `Secure`: the server is reached over HTTPS (its public URL, or the
/// proxy in front of it says so).
fn over_tls(state: &AppState, headers: &HeaderMap) -> bool {
    let public = state.config.public_url.as_deref().is_some_and(|u| u.starts_with("https://"));
    let forwarded = headers.get("x-forwarded-proto").and_then(|v| v.to_str().ok()) == Some("https");
    public || forwarded
}

fn cookie(state: &AppState, headers: &HeaderMap, value: &str, max_age: u64) -> HeaderValue {
    let secure = if over_tls(state, headers) { "; Secure" } else { "" };
    let cookie = format!("{COOKIE_NAME}={value}; Path=/; HttpOnly; SameSite=Lax; Max-Age={max_age}{secure}");
    HeaderValue::from_str(&cookie).expect("cookie is ascii")
}

async fn start_session(state: &AppState, headers: &HeaderMap, account: Account) -> Result<Response, ApiError> {
    let token = format!("{}{}", random_id(), random_id());
    state.store.create_session(&token_hash(&token), &account.id).await?;
    let mut response = Json(account).into_response();
    let cookie = cookie(state, headers, &token, state.config.session_ttl.as_secs());
    response.headers_mut().insert(SET_COOKIE, cookie);
    Ok(response)
}

/// At most so many password hashes at once; the others wait a little, then are told to come back.
pub struct PasswordGate {
    permits: Semaphore,
    wait: Duration,
}

impl PasswordGate {
    pub fn new(hashers: usize, wait: Duration) -> PasswordGate {
        PasswordGate { permits: Semaphore::new(hashers.max(1)), wait }
    }

    /// Runs `work` (a hash or a verification) on a blocking thread once a turn is free.
    async fn run<T: Send + 'static>(&self, work: impl FnOnce() -> T + Send + 'static) -> Result<T, ApiError> {
        let permit = match tokio::time::timeout(self.wait, self.permits.acquire()).await {
            Ok(Ok(permit)) => permit,
            _ => return Err(ApiError::busy(self.wait.as_secs().max(1))),
        };
        let result = tokio::task::spawn_blocking(work).await.map_err(|_| ApiError::internal());
        drop(permit);
        result
    }
}

/// Wrong passwords per account name: after a few, each further attempt waits twice as long as the last
/// (1 s, 2 s, 4 s … up to 5 minutes) until a right one.
#[derive(Default)]
pub struct Backoff {
    failures: Mutex<HashMap<String, (u32, Instant)>>,
}

const FREE_FAILURES: u32 = 5;
const MAX_BACKOFF: Duration = Duration::from_secs(300);

impl Backoff {
    fn check(&self, key: &str) -> Result<(), ApiError> {
        let failures = self.failures.lock().expect("backoff lock");
        match failures.get(key) {
            Some((_, until)) if *until > Instant::now() => {
                let wait = until.duration_since(Instant::now());
                Err(ApiError::rate_limited(crate::limits::Rate::per_second(1), wait))
            }
            _ => Ok(()),
        }
    }
    fn failed(&self, key: &str) {
        let mut failures = self.failures.lock().expect("backoff lock");
        let entry = failures.entry(key.to_string()).or_insert((0, Instant::now()));
        entry.0 += 1;
        if entry.0 >= FREE_FAILURES {
            let doubling = (entry.0 - FREE_FAILURES).min(16);
            entry.1 = Instant::now() + Duration::from_secs(1 << doubling).min(MAX_BACKOFF);
        }
    }
    fn succeeded(&self, key: &str) {
        self.failures.lock().expect("backoff lock").remove(key);
    }
    /// Forgets accounts whose wait is long over.
    pub fn forget_idle(&self) {
        let now = Instant::now();
        self.failures.lock().expect("backoff lock").retain(|_, (_, until)| *until + MAX_BACKOFF > now);
    }
}

fn check_password(password: &str) -> Result<(), ApiError> {
    if !PASSWORD_CHARS.contains(&password.chars().count()) {
        return Err(ApiError::bad_request(
            "bad_password",
            "A password has 8 to 256 characters.",
            "パスワードは8〜256文字にしてください。",
        ));
    }
    Ok(())
}

/// `POST /api/signup {name, password}`
pub async fn signup(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    Json(body): Json<Credentials>,
) -> Result<Response, ApiError> {
    let name = check_name(&body.name)?;
    let password = body.password.unwrap_or_default();
    check_password(&password)?;
    state.limiters.accounts_per_ip.check(&ip)?;
    let key = name_key(&name);
    if state.store.account_by_key(&key).await?.is_some() {
        return Err(name_taken());
    }
    let hash = state
        .passwords
        .run(move || {
            let salt = SaltString::generate(&mut OsRng);
            Argon2::default().hash_password(password.as_bytes(), &salt).map(|h| h.to_string())
        })
        .await?
        .map_err(|_| ApiError::internal())?;
    let id = random_id();
    if !state.store.create_account(&id, &name, &key, Some(&hash)).await? {
        return Err(name_taken());
    }
    start_session(&state, &headers, Account { id, name, guest: false }).await
}

/// `POST /api/guest {name}`: an account without a password, signed in on this browser only.
pub async fn guest(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    Json(body): Json<Credentials>,
) -> Result<Response, ApiError> {
    let name = check_name(&body.name)?;
    state.limiters.accounts_per_ip.check(&ip)?;
    let id = random_id();
    if !state.store.create_account(&id, &name, &name_key(&name), None).await? {
        return Err(name_taken());
    }
    start_session(&state, &headers, Account { id, name, guest: true }).await
}

/// `POST /api/signin {name, password}`
pub async fn signin(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    Json(body): Json<Credentials>,
) -> Result<Response, ApiError> {
    let wrong = || {
        ApiError::new(
            StatusCode::UNAUTHORIZED,
            "wrong_password",
            "Wrong name or password.",
            "名前またはパスワードが違います。",
        )
    };
    let key = name_key(&body.name);
    state.limiters.signin_per_ip.check(&ip)?;
    state.limiters.signin_per_account.check(&key)?;
    state.backoff.check(&key)?;
    let password = body.password.unwrap_or_default();
    if !PASSWORD_CHARS.contains(&password.chars().count()) {
        return Err(wrong());
    }
    let row = state.store.account_by_key(&key).await?.ok_or_else(wrong)?;
    let stored = row.password_hash.clone().ok_or_else(wrong)?;
    let verified = state
        .passwords
        .run(move || {
            PasswordHash::new(&stored).is_ok_and(|h| Argon2::default().verify_password(password.as_bytes(), &h).is_ok())
        })
        .await?;
    if !verified {
        state.backoff.failed(&key);
        return Err(wrong());
    }
    state.backoff.succeeded(&key);
    start_session(&state, &headers, Account { id: row.id, name: row.name, guest: false }).await
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub struct SignOut {
    /// End every session of the account, on every device.
    #[serde(default)]
    everywhere: bool,
}

/// `POST /api/signout [{"everywhere": true}]`
pub async fn signout(
    State(state): State<AppState>,
    headers: HeaderMap,
    account: Option<Account>,
    body: Option<Json<SignOut>>,
) -> Result<Response, ApiError> {
    let everywhere = body.is_some_and(|Json(b)| b.everywhere);
    match (everywhere, account) {
        (true, Some(account)) => state.store.delete_sessions_of(&account.id).await?,
        (true, None) => return Err(ApiError::unauthorized()),
        (false, _) => {
            if let Some(token) = session_token(&headers) {
                state.store.delete_session(&token_hash(&token)).await?;
            }
        }
    }
    let mut response = StatusCode::NO_CONTENT.into_response();
    response.headers_mut().insert(SET_COOKIE, cookie(&state, &headers, "", 0));
    Ok(response)
}

/// `GET /api/me`
pub async fn me(account: Account) -> Json<Account> {
    Json(account)
}

/// `GET /api/session`: the signed-in account, or `null`. A page asks this on load, so that a visitor who is not
/// signed in is an ordinary answer rather than a 401 in the browser's console.
pub async fn session(account: Option<Account>) -> Json<Option<Account>> {
    Json(account)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_that_look_alike_are_one_name() {
        assert_eq!(name_key("Émile"), name_key("éMILE"));
        assert_eq!(name_key("alice"), name_key("аlice")); // Cyrillic а
        assert_eq!(name_key("ＡＬＩＣＥ"), name_key("alice")); // full-width
        assert_ne!(name_key("alice"), name_key("alicia"));
        assert_eq!(check_name(" ＡＬＩＣＥ ").unwrap(), "ALICE");
        assert!(check_name("a\u{202e}b").is_err());
    }

    #[test]
    fn passwords_are_counted_in_characters() {
        assert!(check_password("ééééééé").is_err());
        assert!(check_password("éééééééé").is_ok());
        assert!(check_password(&"é".repeat(256)).is_ok()); // 512 bytes
        assert!(check_password(&"é".repeat(257)).is_err());
    }
}
