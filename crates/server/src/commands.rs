//! The table commands of the chat, as on the Brettspielwelt table: `/join`, `/leave`, `/start`,
//! `/option NAME [VALUE]`, `/options`, `/bot [level]`, `/kick NAME`, `/invite NAME`, `/help`. Anything not
//! starting with `/` is said to the table, without control characters and without the invisible marks that
//! turn text around (bidirectional overrides), which would let one line disguise another. The HTTP buttons
//! build the same [`Command`] values, so both paths run the same code.

use statecraft_engine::Text;

use crate::error::ApiError;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    Join,
    Leave,
    Start,
    SetOption {
        name: String,
        value: Option<String>,
    },
    Options,
    Bot {
        level: Option<String>,
    },
    Kick {
        name: String,
    },
    Invite {
        name: String,
    },
    Help,
    /// Take back one's own last step (when the title's rule and the others allow it).
    Undo,
    Say(String),
}

/// The longest chat line accepted, in characters.
pub const MAX_CHAT_CHARS: usize = 500;

/// Reads one line typed into the table chat.
pub fn parse(line: &str) -> Result<Command, ApiError> {
    let line = clean(line);
    let line = line.trim();
    if line.is_empty() {
        return Err(ApiError::bad_request("empty", "Nothing to send.", "送信する内容がありません。"));
    }
    if line.chars().count() > MAX_CHAT_CHARS {
        return Err(ApiError::bad_request(
            "too_large",
            format!("A chat line has at most {MAX_CHAT_CHARS} characters."),
            format!("チャットは{MAX_CHAT_CHARS}文字までです。"),
        ));
    }
    let Some(command) = line.strip_prefix('/') else { return Ok(Command::Say(line.to_string())) };
    let mut words = command.split_whitespace();
    let name = words.next().unwrap_or("").to_lowercase();
    let args: Vec<&str> = words.collect();
    let arity = |max: usize| {
        if args.len() > max {
            Err(ApiError::bad_request(
                "bad_command",
                format!("/{name} takes at most {max} argument(s). Type /help."),
                format!("/{name} の引数は{max}個までです。/help を参照してください。"),
            ))
        } else {
            Ok(())
        }
    };
    match name.as_str() {
        "join" => arity(0).map(|_| Command::Join),
        "leave" => arity(0).map(|_| Command::Leave),
        "start" => arity(0).map(|_| Command::Start),
        "options" => arity(0).map(|_| Command::Options),
        "help" => arity(0).map(|_| Command::Help),
        "undo" => arity(0).map(|_| Command::Undo),
        "bot" => arity(1).map(|_| Command::Bot { level: args.first().map(|s| s.to_string()) }),
        "kick" | "invite" if args.is_empty() => Err(ApiError::bad_request(
            "bad_command",
            format!("Use /{name} NAME."),
            format!("/{name} 名前 の形で入力してください。"),
        )),
        // A name may contain spaces.
        "kick" => Ok(Command::Kick { name: args.join(" ") }),
        "invite" => Ok(Command::Invite { name: args.join(" ") }),
        "option" => match args.split_first() {
            None => Err(ApiError::bad_request(
                "bad_command",
                "Use /option NAME [VALUE]; /options lists them.",
                "/option 名前 [値] の形で入力してください。一覧は /options です。",
            )),
            // A JSON value may contain spaces: everything after the name is the value.
            Some((name, rest)) => {
                Ok(Command::SetOption { name: name.to_string(), value: (!rest.is_empty()).then(|| rest.join(" ")) })
            }
        },
        _ => Err(ApiError::bad_request(
            "unknown_command",
            format!("Unknown command /{name}. Type /help for the list."),
            format!("/{name} というコマンドはありません。/help で一覧を表示します。"),
        )),
    }
}

/// A chat line without control characters (a line break becomes a space) and without the bidirectional
/// formatting marks (U+061C, U+200E/F, U+202A–U+202E, U+2066–U+2069).
pub fn clean(text: &str) -> String {
    text.chars()
        .filter_map(|c| match c {
            '\n' | '\r' | '\t' => Some(' '),
            c if c.is_control() => None,
            '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' => None,
            c => Some(c),
        })
        .collect()
}

/// The `/help` text.
pub fn help() -> Text {
    Text::new(
        "Commands: /join — take a seat; /leave — give up your seat; /start — start the game (the owner); \
         /option NAME [VALUE] — set an option before the start; /options — list options and their values; \
         /bot [level] — seat a bot (the owner); /kick NAME — remove a player before the start (the owner); \
         /invite NAME — invite someone to the table, or to your seat while a bot keeps it; /undo — take back your \
         last step while no one else has acted and it revealed nothing; /help — this list. \
         Anything else is said to the table.",
        "コマンド: /join — 席に着く / /leave — 席を離れる / /start — ゲーム開始（オーナー） / \
         /option 名前 [値] — 開始前にオプションを設定 / /options — オプションと現在の値の一覧 / \
         /bot [強さ] — ボットを着席させる（オーナー） / /kick 名前 — 開始前にプレイヤーを外す（オーナー） / \
         /invite 名前 — テーブル、またはボットが代行中の自分の席に招待する / /undo — 他の人が行動しておらず何も公開されて\
         いなければ直前の自分の手を戻す / /help — この一覧。\
         それ以外の入力はテーブルへの発言になります。",
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_commands_and_chat() {
        assert_eq!(parse("/join").unwrap(), Command::Join);
        assert_eq!(parse("  /START ").unwrap(), Command::Start);
        assert_eq!(parse("/bot random").unwrap(), Command::Bot { level: Some("random".into()) });
        assert_eq!(parse("/bot").unwrap(), Command::Bot { level: None });
        assert_eq!(parse("/option profistart").unwrap(), Command::SetOption { name: "profistart".into(), value: None });
        assert_eq!(
            parse("/option deal [1, 2]").unwrap(),
            Command::SetOption { name: "deal".into(), value: Some("[1, 2]".into()) }
        );
        assert_eq!(parse("hello all").unwrap(), Command::Say("hello all".into()));
        assert_eq!(parse("/kick Bob Smith").unwrap(), Command::Kick { name: "Bob Smith".into() });
        assert_eq!(parse("/invite eve").unwrap(), Command::Invite { name: "eve".into() });
        assert_eq!(parse("/undo").unwrap(), Command::Undo);
        assert_eq!(parse("/kick").unwrap_err().code, "bad_command");
        // Control characters and bidirectional overrides are dropped; what is left is said.
        assert_eq!(parse("a\u{0}b\u{1b}[31mc\u{202E}d\u{2066}e\nf").unwrap(), Command::Say("ab[31mcde f".into()));
        assert_eq!(parse("\u{202E}\u{0}").unwrap_err().code, "empty");
    }

    #[test]
    fn refuses_bad_lines_with_codes() {
        assert_eq!(parse("/dance").unwrap_err().code, "unknown_command");
        assert_eq!(parse("/join now").unwrap_err().code, "bad_command");
        assert_eq!(parse("/option").unwrap_err().code, "bad_command");
        assert_eq!(parse("   ").unwrap_err().code, "empty");
        assert_eq!(parse(&"x".repeat(MAX_CHAT_CHARS + 1)).unwrap_err().code, "too_large");
    }
}
