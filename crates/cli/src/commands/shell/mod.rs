//! `folio shell ADDR` or `folio shell --stdio SERVE_ARGS...`: an interactive JSON-RPC client
//! of `folio serve`, as redis-cli is of Redis and sqlite3 of a database file (docs/cli.md).
//!
//! The protocol is `folio_rpc::Client`'s; this module is the glue: where the server is, what a
//! line means ([`syntax`]), how an answer is printed ([`show`]), and, on a terminal, line
//! editing, history and completion ([`complete`]) through rustyline.

mod complete;
mod show;
mod syntax;

use crate::Fatal;
use folio_rpc::{CallError, Client};
use rustyline::error::ReadlineError;
use serde_json::Value;
use std::io::{BufRead, IsTerminal, Write};
use std::path::PathBuf;
use std::process::{Child, ExitCode, Stdio};
use syntax::{Line, Mode};

#[derive(Debug, clap::Args)]
#[command(after_help = "Examples:
  folio shell 7070 --token \"$TOKEN\"                  a server on loopback port 7070
  folio shell --stdio journals/ --models m.json        start a server of its own over stdio
  echo 'find users 42' | folio shell --json --stdio journals/   one command from a script")]
#[command(group(clap::ArgGroup::new("server").required(true).args(["addr", "stdio"])))]
pub struct Args {
    /// The server: HOST:PORT of `folio serve --listen`; a bare port (`7070`, `:7070`) is on
    /// loopback.
    #[arg(value_name = "ADDR")]
    addr: Option<String>,
    /// Start `folio serve --stdio SERVE_ARGS...` and talk to it over its pipes. Takes the rest
    /// of the command line as serve's arguments (journal paths, --models, --index, ...), so put
    /// the shell's own flags before it.
    #[arg(
        long,
        value_name = "SERVE_ARGS",
        num_args = 0..,
        allow_hyphen_values = true,
        conflicts_with = "addr"
    )]
    stdio: Option<Vec<String>>,
    /// Authenticate first, for a server started with --token.
    #[arg(long)]
    token: Option<String>,
    /// Print every answer as one line of JSON (`.mode json`) instead of tables.
    #[arg(long)]
    json: bool,
}

/// The server the shell talks to, and, for `--stdio`, the child that serves it.
struct Session {
    client: Client,
    /// What to call the server in messages: its address, or `folio serve --stdio`.
    name: String,
    child: Option<Child>,
}

pub fn run(args: Args) -> Result<ExitCode, Fatal> {
    let mut session = connect(&args)?;
    if let Some(token) = &args.token {
        session
            .client
            .authenticate(token)
            .map_err(|e| session.fatal(e))?;
    }
    let mode = if args.json { Mode::Json } else { Mode::Table };
    let interactive = std::io::stdin().is_terminal();
    let failed = if interactive {
        interactive_loop(&mut session, mode)?
    } else {
        piped_loop(&mut session, mode)?
    };
    session.close();
    // On a terminal a mistake was seen and corrected by the person who made it; from a script
    // it must show in the exit code, as it does for redis-cli and sqlite3 reading a pipe.
    Ok(ExitCode::from(if failed && !interactive { 1 } else { 0 }))
}

fn connect(args: &Args) -> Result<Session, Fatal> {
    if let Some(serve_args) = &args.stdio {
        // `--stdio -- PATH ...` reads as well as `--stdio PATH ...`.
        let serve_args = match serve_args.first().map(String::as_str) {
            Some("--") => &serve_args[1..],
            _ => &serve_args[..],
        };
        let exe = std::env::current_exe().map_err(|e| Fatal::Client {
            server: "folio serve --stdio".to_owned(),
            source: CallError::Io(e),
        })?;
        let mut child = std::process::Command::new(exe)
            .args(["serve", "--stdio"])
            .args(serve_args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .map_err(|e| Fatal::Client {
                server: "folio serve --stdio".to_owned(),
                source: CallError::Io(e),
            })?;
        let answers = child.stdout.take().expect("piped");
        let requests = child.stdin.take().expect("piped");
        return Ok(Session {
            client: Client::over_pipes(answers, requests),
            name: "folio serve --stdio".to_owned(),
            child: Some(child),
        });
    }
    let addr = args.addr.as_deref().expect("clap requires ADDR or --stdio");
    let port = addr.strip_prefix(':').unwrap_or(addr);
    let target = match port.parse::<u16>() {
        Ok(port) => format!("127.0.0.1:{port}"),
        Err(_) => addr.to_owned(),
    };
    let client = Client::connect(target.as_str()).map_err(|e| Fatal::Client {
        server: target.clone(),
        source: CallError::Io(e),
    })?;
    Ok(Session {
        client,
        name: target,
        child: None,
    })
}

impl Session {
    /// A failure of the session itself (not an error answer), as the command's last word.
    fn fatal(&mut self, source: CallError) -> Fatal {
        let mut server = self.name.clone();
        // A served child that ended says so on its own stderr; add how it ended.
        if let (CallError::Closed, Some(child)) = (&source, &mut self.child) {
            if let Ok(status) = child.wait() {
                server = format!("{server} (ended: {status})");
            }
        }
        Fatal::Client { server, source }
    }

    /// Ends the session: closing a served child's input ends it (as the end of input ends
    /// `folio serve --stdio`: it answers, fsyncs and exits), and the shell waits for that.
    fn close(self) {
        let Session { client, child, .. } = self;
        drop(client);
        if let Some(mut child) = child {
            let _ = child.wait();
        }
    }

    /// Runs one line. `Ok(false)` when the line failed (a syntax mistake, an error answer),
    /// `Err` when the session cannot go on.
    fn run_line(
        &mut self,
        text: &str,
        mode: &mut Mode,
        daos: Option<&mut Vec<String>>,
        out: &mut impl Write,
        errors: &mut impl FnMut(&str),
    ) -> Result<Step, Fatal> {
        let line = match syntax::parse(text) {
            Ok(line) => line,
            Err(reason) => {
                errors(&reason);
                return Ok(Step::Failed);
            }
        };
        match line {
            Line::Empty => {}
            Line::Mode(m) => *mode = m,
            Line::Help => print(out, HELP)?,
            Line::Quit => return Ok(Step::Quit),
            Line::Call { method, params } => match self.client.call(&method, params.as_ref()) {
                Ok(answer) => {
                    if let (Some(daos), "daos") = (daos, method.as_str()) {
                        *daos = dao_names(&answer);
                    }
                    print(out, &show::show(&answer, *mode))?;
                }
                Err(CallError::Answered(e)) => {
                    errors(&format!("{method}: {e}"));
                    return Ok(Step::Failed);
                }
                Err(e) => return Err(self.fatal(e)),
            },
        }
        Ok(Step::Done)
    }
}

/// What a line did.
#[derive(PartialEq, Eq)]
enum Step {
    Done,
    Failed,
    Quit,
}

/// Commands from a pipe or file, one per line, without prompts; errors go to stderr with
/// their line number. Whether any line failed.
fn piped_loop(session: &mut Session, mut mode: Mode) -> Result<bool, Fatal> {
    let mut failed = false;
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    for (n, text) in std::io::stdin().lock().lines().enumerate() {
        let text = text.map_err(|e| Fatal::File {
            path: PathBuf::from("<stdin>"),
            source: e,
        })?;
        let mut errors = |reason: &str| eprintln!("error: line {}: {reason}", n + 1);
        match session.run_line(&text, &mut mode, None, &mut out, &mut errors)? {
            Step::Done => {}
            Step::Failed => failed = true,
            Step::Quit => break,
        }
    }
    Ok(failed)
}

/// Commands typed at a terminal: a prompt, line editing, history and completion.
fn interactive_loop(session: &mut Session, mut mode: Mode) -> Result<bool, Fatal> {
    // Completion as bash lists it: the common prefix, then every candidate on a second Tab.
    let config = rustyline::Config::builder()
        .completion_type(rustyline::CompletionType::List)
        .max_history_size(10_000)
        .map_err(|e| Fatal::Usage(format!("cannot read the terminal: {e}")))?
        .build();
    let mut editor =
        rustyline::Editor::<complete::Helper, rustyline::history::FileHistory>::with_config(config)
            .map_err(|e| Fatal::Usage(format!("cannot read the terminal: {e}")))?;
    // The DAO names for completion; a server that wants a token first lists none.
    let mut helper = complete::Helper::default();
    if let Ok(answer) = session.client.call("daos", None) {
        helper.daos = dao_names(&answer);
    }
    editor.set_helper(Some(helper));
    let history = history_path();
    if let Some(path) = &history {
        let _ = editor.load_history(path);
    }
    eprintln!(
        "folio shell: connected to {}; .help for help, Ctrl-D to leave",
        session.name
    );
    let mut failed = false;
    let stdout = std::io::stdout();
    loop {
        let text = match editor.readline("folio> ") {
            Ok(text) => text,
            // Ctrl-C drops the line being typed, as in a shell; Ctrl-D leaves.
            Err(ReadlineError::Interrupted) => continue,
            Err(ReadlineError::Eof) => break,
            Err(e) => return Err(Fatal::Usage(format!("cannot read the terminal: {e}"))),
        };
        // A paste arrives as one text with its line ends (bracketed paste): each line is a
        // command of its own, run in order and kept in the history, as sqlite3 and redis-cli
        // do. (Lines typed ahead come one readline at a time: rustyline keeps what it read
        // past a line end for the next call, with its `buffer-redux` feature.)
        let mut quit = false;
        for line in text.lines() {
            if !line.trim().is_empty() {
                let _ = editor.add_history_entry(line);
            }
            let mut daos = editor.helper().map(|h| h.daos.clone()).unwrap_or_default();
            let mut errors = |reason: &str| eprintln!("error: {reason}");
            let step = session.run_line(
                line,
                &mut mode,
                Some(&mut daos),
                &mut stdout.lock(),
                &mut errors,
            )?;
            if let Some(helper) = editor.helper_mut() {
                helper.daos = daos;
            }
            match step {
                Step::Done => {}
                Step::Failed => failed = true,
                Step::Quit => {
                    quit = true;
                    break;
                }
            }
        }
        if quit {
            break;
        }
    }
    if let Some(path) = &history {
        if let Some(dir) = path.parent() {
            let _ = std::fs::create_dir_all(dir);
        }
        let _ = editor.save_history(path);
    }
    Ok(failed)
}

/// Where the history is kept: `$FOLIO_HISTORY` (empty: nowhere), else
/// `$XDG_STATE_HOME/folio/shell_history`, else `~/.local/state/folio/shell_history` (the XDG
/// base directories' place for state: history is neither configuration nor data).
fn history_path() -> Option<PathBuf> {
    if let Some(path) = std::env::var_os("FOLIO_HISTORY") {
        return (!path.is_empty()).then(|| PathBuf::from(path));
    }
    let state = std::env::var_os("XDG_STATE_HOME")
        .filter(|d| !d.is_empty())
        .map(PathBuf::from)
        .or_else(|| {
            std::env::var_os("HOME")
                .filter(|d| !d.is_empty())
                .map(|home| PathBuf::from(home).join(".local/state"))
        })?;
    Some(state.join("folio/shell_history"))
}

/// The names in a `daos` answer.
fn dao_names(answer: &Value) -> Vec<String> {
    answer
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|dao| dao.get("name")?.as_str().map(str::to_owned))
        .collect()
}

fn print(out: &mut impl Write, text: &str) -> Result<(), Fatal> {
    out.write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .map_err(Fatal::Output)
}

const HELP: &str = "\
METHOD ARG ...   call a method; arguments are JSON where they read as JSON, else strings:
                   daos
                   find users 42
                   select users {\"status\":\"ACTIVE\"} 10
                   count users
                   put users {\"id\":4,\"name\":\"Di\"}
                 the arguments are the method's params in docs/rpc.md's order; one JSON
                 object alone is the params object (count {\"dao\":\"users\"})
.mode table|json how answers are printed
.help            this text
.quit, .exit     leave (so does Ctrl-D)
";
