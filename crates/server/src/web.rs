//! The browser client: the repository's `web/` directory, embedded into the binary at compile time, served
//! at `/` (index.html) and `/static/...`.
//!
//! For working on the client, `STATECRAFT_WEB_DIR=<dir>` makes the server read the files from that directory at
//! every request instead (a reload shows an edit without a rebuild, and one binary can serve another checkout's
//! client). Only files inside the directory are served.

use std::borrow::Cow;
use std::path::{Component, Path as FsPath, PathBuf};
use std::sync::OnceLock;

use axum::extract::Path;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};

#[derive(rust_embed::RustEmbed)]
#[folder = "../../web"]
struct Web;

/// The directory named by `STATECRAFT_WEB_DIR`, read once.
fn web_dir() -> Option<&'static FsPath> {
    static DIR: OnceLock<Option<PathBuf>> = OnceLock::new();
    DIR.get_or_init(|| std::env::var_os("STATECRAFT_WEB_DIR").map(PathBuf::from)).as_deref()
}

/// `path` inside `dir`, if it names a file below it (no `..`, no absolute part).
fn inside(dir: &FsPath, path: &str) -> Option<PathBuf> {
    let relative = FsPath::new(path);
    relative.components().all(|c| matches!(c, Component::Normal(_))).then(|| dir.join(relative))
}

/// The file's bytes and MIME type.
fn load(path: &str) -> Option<(Cow<'static, [u8]>, String)> {
    match web_dir() {
        Some(dir) => {
            let bytes = std::fs::read(inside(dir, path)?).ok()?;
            Some((Cow::Owned(bytes), mime_guess::from_path(path).first_or_octet_stream().to_string()))
        }
        None => Web::get(path).map(|file| (file.data, file.metadata.mimetype().to_string())),
    }
}

fn file(path: &str) -> Response {
    match load(path) {
        Some((data, mime)) => ([(header::CONTENT_TYPE, mime)], data).into_response(),
        None => (StatusCode::NOT_FOUND, "not found").into_response(),
    }
}

/// Whether the client has a file at `path` (relative to `web/`).
pub fn exists(path: &str) -> bool {
    load(path).is_some()
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
    use std::path::Path;

    #[test]
    fn a_file_of_the_embedded_client_exists_and_a_missing_one_does_not() {
        assert!(super::exists("games/generic.js"));
        assert!(!super::exists("games/no-such-title/board.js"));
        assert!(super::exists("favicon.svg"), "/favicon.ico answers with it");
    }

    #[test]
    fn a_client_directory_serves_only_what_lies_inside_it() {
        let dir = Path::new("/srv/web");
        assert_eq!(super::inside(dir, "games/generic.js"), Some(dir.join("games/generic.js")));
        assert_eq!(super::inside(dir, "../secret"), None);
        assert_eq!(super::inside(dir, "games/../../secret"), None);
        assert_eq!(super::inside(dir, "/etc/passwd"), None);
    }
}
