//! Accounts and sessions: sign-up and sign-in with a password (argon2 hashes), quick guest accounts (a name
//! only), and the HttpOnly, SameSite=Lax session cookie that identifies the account on every request and
//! WebSocket upgrade. Only the SHA-256 of a session token is stored.

use argon2::Argon2;
use argon2::password_hash::rand_core::OsRng;
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use axum::Json;
use axum::extract::{FromRequestParts, State};
use axum::http::header::{COOKIE, SET_COOKIE};
use axum::http::request::Parts;
use axum::http::{HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use rand::Rng;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::AppState;
use crate::error::ApiError;

pub const COOKIE_NAME: &str = "sc_session";

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
        let row = state.store.session_account(&token_hash(&token)).await?;
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
pub struct Credentials {
    pub name: String,
    #[serde(default)]
    pub password: Option<String>,
}

fn check_name(name: &str) -> Result<String, ApiError> {
    let name = name.trim();
    let ok = (1..=24).contains(&name.chars().count())
        && name.chars().all(|c| c.is_alphanumeric() || matches!(c, '_' | '-' | '.' | ' '));
    if !ok {
        return Err(ApiError::bad_request(
            "bad_name",
            "A name has 1 to 24 letters, digits, spaces, '-', '_' or '.'.",
            "名前は1〜24文字の英数字・空白・「-」「_」「.」で入力してください。",
        ));
    }
    Ok(name.to_string())
}

fn name_taken() -> ApiError {
    ApiError::conflict("name_taken", "That name is already taken.", "その名前はすでに使われています。")
}

async fn start_session(state: &AppState, account: Account) -> Result<Response, ApiError> {
    let token = format!("{}{}", random_id(), random_id());
    state.store.create_session(&token_hash(&token), &account.id).await?;
    let cookie = format!("{COOKIE_NAME}={token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=31536000");
    let mut response = Json(account).into_response();
    response.headers_mut().insert(SET_COOKIE, HeaderValue::from_str(&cookie).expect("cookie is ascii"));
    Ok(response)
}

async fn hash_password(password: String) -> Result<String, ApiError> {
    tokio::task::spawn_blocking(move || {
        let salt = SaltString::generate(&mut OsRng);
        Argon2::default().hash_password(password.as_bytes(), &salt).map(|h| h.to_string())
    })
    .await
    .map_err(|_| ApiError::internal())?
    .map_err(|_| ApiError::internal())
}

/// `POST /api/signup {name, password}`
pub async fn signup(State(state): State<AppState>, Json(body): Json<Credentials>) -> Result<Response, ApiError> {
    let name = check_name(&body.name)?;
    let password = body.password.unwrap_or_default();
    if password.chars().count() < 8 || password.len() > 256 {
        return Err(ApiError::bad_request(
            "bad_password",
            "A password has 8 to 256 characters.",
            "パスワードは8〜256文字にしてください。",
        ));
    }
    let hash = hash_password(password).await?;
    let id = random_id();
    if !state.store.create_account(&id, &name, Some(&hash)).await? {
        return Err(name_taken());
    }
    start_session(&state, Account { id, name, guest: false }).await
}

/// `POST /api/guest {name}`: an account without a password, signed in on this browser only.
pub async fn guest(State(state): State<AppState>, Json(body): Json<Credentials>) -> Result<Response, ApiError> {
    let name = check_name(&body.name)?;
    let id = random_id();
    if !state.store.create_account(&id, &name, None).await? {
        return Err(name_taken());
    }
    start_session(&state, Account { id, name, guest: true }).await
}

/// `POST /api/signin {name, password}`
pub async fn signin(State(state): State<AppState>, Json(body): Json<Credentials>) -> Result<Response, ApiError> {
    let wrong = || {
        ApiError::new(
            StatusCode::UNAUTHORIZED,
            "wrong_password",
            "Wrong name or password.",
            "名前またはパスワードが違います。",
        )
    };
    let row = state.store.account_by_name(body.name.trim()).await?.ok_or_else(wrong)?;
    let stored = row.password_hash.clone().ok_or_else(wrong)?;
    let password = body.password.unwrap_or_default();
    let verified = tokio::task::spawn_blocking(move || {
        PasswordHash::new(&stored).is_ok_and(|h| Argon2::default().verify_password(password.as_bytes(), &h).is_ok())
    })
    .await
    .map_err(|_| ApiError::internal())?;
    if !verified {
        return Err(wrong());
    }
    start_session(&state, Account { id: row.id, name: row.name, guest: false }).await
}

/// `POST /api/signout`
pub async fn signout(State(state): State<AppState>, headers: HeaderMap) -> Result<Response, ApiError> {
    if let Some(token) = session_token(&headers) {
        state.store.delete_session(&token_hash(&token)).await?;
    }
    let mut response = StatusCode::NO_CONTENT.into_response();
    let cookie = format!("{COOKIE_NAME}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0");
    response.headers_mut().insert(SET_COOKIE, HeaderValue::from_str(&cookie).expect("cookie is ascii"));
    Ok(response)
}

/// `GET /api/me`
pub async fn me(account: Account) -> Json<Account> {
    Json(account)
}
