//! The browser client: the repository's `web/` directory, embedded into the binary at compile time, served
//! at `/` (index.html) and `/static/...`.

use axum::extract::Path;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};

#[derive(rust_embed::RustEmbed)]
#[folder = "../../web"]
struct Web;

fn file(path: &str) -> Response {
    match Web::get(path) {
        Some(file) => {
            let mime = file.metadata.mimetype().to_string();
            ([(header::CONTENT_TYPE, mime)], file.data).into_response()
        }
        None => (StatusCode::NOT_FOUND, "not found").into_response(),
    }
}

/// Whether the embedded client has a file at `path` (relative to `web/`).
pub fn exists(path: &str) -> bool {
    Web::get(path).is_some()
}

pub async fn index() -> Response {
    file("index.html")
}

/// `/favicon.ico`, which browsers ask for on their own: the client's icon (an SVG).
pub async fn favicon() -> Response {
    file("favicon.svg")
}

pub async fn asset(Path(path): Path<String>) -> Response {
    file(&path)
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_file_of_the_embedded_client_exists_and_a_missing_one_does_not() {
        assert!(super::exists("games/generic.js"));
        assert!(!super::exists("games/no-such-title/board.js"));
        assert!(super::exists("favicon.svg"), "/favicon.ico answers with it");
    }
}
