//! The error every HTTP endpoint and table command returns: a stable code, a bilingual message for the chat
//! or the page, and (for HTTP) a status. Internal failures are logged and reported without their details.
//!
//! The request extractors of this module ([`Json`], [`Path`], [`Query`]) are axum's, with their rejections
//! (bad JSON, a wrong content type, a body over the limit, a path number that is not one) answered in the same
//! `{code, message}` shape instead of axum's plain text.

use axum::extract::rejection::{JsonRejection, PathRejection, QueryRejection};
use axum::extract::{FromRequest, FromRequestParts, Request};
use axum::http::request::Parts;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use serde::de::DeserializeOwned;
use statecraft_engine::Text;
use std::time::Duration;

use crate::limits::Rate;
use crate::store::StoreError;

#[derive(Clone, Debug, Serialize)]
pub struct ApiError {
    #[serde(skip)]
    pub status: StatusCode,
    pub code: &'static str,
    pub message: Text,
    /// Seconds after which the request may be sent again (the `Retry-After` header).
    #[serde(skip)]
    pub retry_after: Option<u64>,
}

impl ApiError {
    pub fn new(status: StatusCode, code: &'static str, en: impl Into<String>, ja: impl Into<String>) -> Self {
        ApiError { status, code, message: Text::new(en, ja), retry_after: None }
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
    /// Over a rate limit: try again after `wait`.
    pub fn rate_limited(rate: Rate, wait: Duration) -> Self {
        let seconds = wait.as_secs_f64().ceil().max(1.0) as u64;
        let mut error = Self::new(
            StatusCode::TOO_MANY_REQUESTS,
            "rate_limited",
            format!("Too many requests (at most {rate}); try again in {seconds} s. Nothing was changed."),
            format!(
                "リクエストが多すぎます（上限 {rate}）。{seconds}秒後にもう一度お試しください。変更は行われていません。"
            ),
        );
        error.retry_after = Some(seconds);
        error
    }
    /// The server is too busy for this now (it did nothing); try again after `seconds`.
    pub fn busy(seconds: u64) -> Self {
        let mut error = Self::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "busy",
            format!("The server is busy; try again in {seconds} s."),
            format!("サーバーが混み合っています。{seconds}秒後にもう一度お試しください。"),
        );
        error.retry_after = Some(seconds);
        error
    }
    /// The table is moving to another node (its owner died, or another node holds it now): nothing was done;
    /// try again in a moment, on a new connection.
    pub fn table_moved() -> Self {
        let mut error = Self::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "table_moved",
            "This table is moving to another server; nothing was changed. Try again in a moment.",
            "このテーブルは別のサーバーに移動中です。変更は行われていません。少し待ってからもう一度お試しください。",
        );
        error.retry_after = Some(1);
        error
    }
    /// A request from another site's page (its `Origin` is not this server).
    pub fn bad_origin() -> Self {
        Self::forbidden(
            "bad_origin",
            "This page may not send requests to this server.",
            "このページからはこのサーバーに要求を送れません。",
        )
    }
    /// A request the server could not read (see the module doc).
    pub fn unreadable(status: StatusCode, detail: &str) -> Self {
        let code = match status {
            StatusCode::PAYLOAD_TOO_LARGE => "too_large",
            StatusCode::UNSUPPORTED_MEDIA_TYPE => "unsupported_media_type",
            StatusCode::NOT_FOUND => "not_found",
            StatusCode::METHOD_NOT_ALLOWED => "method_not_allowed",
            _ => "malformed",
        };
        Self::new(
            status,
            code,
            format!("The request could not be read ({detail}); see docs/protocol.md."),
            format!("リクエストを読み取れませんでした（{detail}）。docs/protocol.md を参照してください。"),
        )
    }
}

impl From<StoreError> for ApiError {
    fn from(error: StoreError) -> Self {
        if let StoreError::Conflict(_) = error {
            return ApiError::table_moved();
        }
        tracing::error!(%error, "store error");
        ApiError::internal()
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let retry_after = self.retry_after;
        let mut response = (self.status, axum::Json(self)).into_response();
        if let Some(seconds) = retry_after {
            response.headers_mut().insert(header::RETRY_AFTER, HeaderValue::from(seconds));
        }
        response
    }
}

/// A JSON body, refused as `{code, message}`.
pub struct Json<T>(pub T);

impl<T: DeserializeOwned, S: Send + Sync> FromRequest<S> for Json<T> {
    type Rejection = ApiError;
    async fn from_request(request: Request, state: &S) -> Result<Self, ApiError> {
        match axum::Json::<T>::from_request(request, state).await {
            Ok(axum::Json(value)) => Ok(Json(value)),
            Err(rejection) => Err(json_rejection(rejection)),
        }
    }
}

impl<T: DeserializeOwned, S: Send + Sync> axum::extract::OptionalFromRequest<S> for Json<T> {
    type Rejection = ApiError;
    /// No body at all (no content type) is `None`; a body that is there must be good JSON.
    async fn from_request(request: Request, state: &S) -> Result<Option<Self>, ApiError> {
        if !request.headers().contains_key(header::CONTENT_TYPE) {
            return Ok(None);
        }
        <Json<T> as FromRequest<S>>::from_request(request, state).await.map(Some)
    }
}

fn json_rejection(rejection: JsonRejection) -> ApiError {
    ApiError::unreadable(rejection.status(), &rejection.body_text())
}

impl<T: Serialize> IntoResponse for Json<T> {
    fn into_response(self) -> Response {
        axum::Json(self.0).into_response()
    }
}

/// Path parameters, refused as `{code, message}`.
pub struct Path<T>(pub T);

impl<T: DeserializeOwned + Send, S: Send + Sync> FromRequestParts<S> for Path<T> {
    type Rejection = ApiError;
    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, ApiError> {
        match axum::extract::Path::<T>::from_request_parts(parts, state).await {
            Ok(axum::extract::Path(value)) => Ok(Path(value)),
            Err(rejection) => Err(path_rejection(rejection)),
        }
    }
}

fn path_rejection(rejection: PathRejection) -> ApiError {
    ApiError::unreadable(StatusCode::BAD_REQUEST, &rejection.body_text())
}

/// A query string, refused as `{code, message}`.
pub struct Query<T>(pub T);

impl<T: DeserializeOwned, S: Send + Sync> FromRequestParts<S> for Query<T> {
    type Rejection = ApiError;
    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, ApiError> {
        match axum::extract::Query::<T>::from_request_parts(parts, state).await {
            Ok(axum::extract::Query(value)) => Ok(Query(value)),
            Err(rejection) => Err(query_rejection(rejection)),
        }
    }
}

fn query_rejection(rejection: QueryRejection) -> ApiError {
    ApiError::unreadable(StatusCode::BAD_REQUEST, &rejection.body_text())
}

/// Unknown paths under `/api`, in the same shape.
pub async fn no_route() -> ApiError {
    ApiError::unreadable(StatusCode::NOT_FOUND, "no such path")
}

/// A known path with a method it does not take, in the same shape.
pub async fn no_method() -> ApiError {
    ApiError::unreadable(StatusCode::METHOD_NOT_ALLOWED, "this path does not take that method")
}
