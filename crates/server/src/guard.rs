//! What every request passes first: a request from another site's page is refused on every state-changing
//! route (a browser sends the session cookie with a cross-site form or `fetch`, and `SameSite=Lax` is not
//! honoured everywhere), and one address's API requests are held to a rate.

use axum::extract::{Request, State};
use axum::http::header::{HOST, ORIGIN};
use axum::http::{HeaderMap, Method};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use crate::AppState;
use crate::error::ApiError;
use crate::net::client_ip;

/// The middleware: origin check on every method but `GET`/`HEAD`/`OPTIONS` (the WebSocket upgrade, a `GET`,
/// checks it itself), then the per-address request rate on `/api/` and `/ws/`.
pub async fn guard(State(state): State<AppState>, request: Request, next: Next) -> Response {
    let safe = matches!(*request.method(), Method::GET | Method::HEAD | Method::OPTIONS);
    if !safe && !same_origin(request.headers(), state.config.public_url.as_deref()) {
        return ApiError::bad_origin().into_response();
    }
    let path = request.uri().path();
    if path.starts_with("/api/") || path.starts_with("/ws/") {
        let (parts, body) = request.into_parts();
        let ip = client_ip(&parts, state.config.trust_proxy);
        if let Err(error) = state.limiters.requests_per_ip.check(&ip.0) {
            return error.into_response();
        }
        return next.run(Request::from_parts(parts, body)).await;
    }
    next.run(request).await
}

/// Whether a request may act for the session it carries: its `Origin` is this server (the `--public-url`,
/// or else the `Host` it was sent to). A request without `Origin` comes from a program, not from another
/// site's page, unless the browser marks it cross-site with `Sec-Fetch-Site`.
pub fn same_origin(headers: &HeaderMap, public_url: Option<&str>) -> bool {
    let Some(origin) = headers.get(ORIGIN) else {
        let site = headers.get("sec-fetch-site").and_then(|v| v.to_str().ok());
        return !matches!(site, Some("cross-site" | "same-site"));
    };
    let Ok(origin) = origin.to_str() else { return false };
    match public_url {
        Some(public) => origin.eq_ignore_ascii_case(public.trim_end_matches('/')),
        None => {
            let host = headers.get(HOST).and_then(|h| h.to_str().ok());
            let origin_host = origin.split_once("://").map(|(_, rest)| rest);
            matches!((origin_host, host), (Some(o), Some(h)) if o.eq_ignore_ascii_case(h))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(&str, &str)]) -> HeaderMap {
        pairs.iter().map(|(k, v)| (k.parse().unwrap(), v.parse().unwrap())).collect()
    }

    #[test]
    fn only_our_own_pages_may_act() {
        assert!(same_origin(&headers(&[("host", "localhost:8080")]), None));
        assert!(same_origin(&headers(&[("host", "localhost:8080"), ("origin", "http://localhost:8080")]), None));
        assert!(!same_origin(&headers(&[("host", "localhost:8080"), ("origin", "https://evil.example")]), None));
        assert!(!same_origin(&headers(&[("origin", "http://localhost:8080")]), None));
        assert!(!same_origin(&headers(&[("host", "a"), ("sec-fetch-site", "cross-site")]), None));
        let public = Some("https://play.example");
        assert!(same_origin(&headers(&[("host", "10.0.0.2"), ("origin", "https://play.example")]), public));
        assert!(!same_origin(&headers(&[("host", "play.example"), ("origin", "http://play.example")]), public));
    }
}
