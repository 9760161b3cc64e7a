//! The error every HTTP endpoint and table command returns: a stable code, a bilingual message for the chat
//! or the page, and (for HTTP) a status. Internal failures are logged and reported without their details.

use axum::Json;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use statecraft_engine::Text;

use crate::store::StoreError;

#[derive(Clone, Debug, Serialize)]
pub struct ApiError {
    #[serde(skip)]
    pub status: StatusCode,
    pub code: &'static str,
    pub message: Text,
}

impl ApiError {
    pub fn new(status: StatusCode, code: &'static str, en: impl Into<String>, ja: impl Into<String>) -> Self {
        ApiError { status, code, message: Text::new(en, ja) }
    }
    pub fn bad_request(code: &'static str, en: impl Into<String>, ja: impl Into<String>) -> Self {
        Self::new(StatusCode::BAD_REQUEST, code, en, ja)
    }
    pub fn conflict(code: &'static str, en: impl Into<String>, ja: impl Into<String>) -> Self {
        Self::new(StatusCode::CONFLICT, code, en, ja)
    }
    pub fn forbidden(code: &'static str, en: impl Into<String>, ja: impl Into<String>) -> Self {
        Self::new(StatusCode::FORBIDDEN, code, en, ja)
    }
    pub fn not_found() -> Self {
        Self::new(StatusCode::NOT_FOUND, "not_found", "No such table.", "そのテーブルはありません。")
    }
    pub fn unauthorized() -> Self {
        Self::new(
            StatusCode::UNAUTHORIZED,
            "sign_in",
            "Sign in or play as a guest first.",
            "先にサインインするか、ゲストとして参加してください。",
        )
    }
    pub fn internal() -> Self {
        Self::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            "internal",
            "Something went wrong on the server; nothing was changed.",
            "サーバーで問題が発生しました。変更は行われていません。",
        )
    }
}

impl From<StoreError> for ApiError {
    fn from(error: StoreError) -> Self {
        tracing::error!(%error, "store error");
        ApiError::internal()
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        (self.status, Json(self)).into_response()
    }
}
