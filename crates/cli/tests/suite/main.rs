//! The end-to-end tests of the `folio` binary, gathered into one test binary: each module was
//! its own binary once. One binary links once (each linked every folio crate again), and its
//! tests share one pool of threads, so a module's slow test no longer leaves a core idle while
//! the next module waits its turn. `cargo test -p folio-cli --test suite foam::` runs one module.
//!
//! A new file here is compiled only once it is declared below;
//! `every_file_here_is_a_module_of_the_suite` fails until it is.

mod common;

mod as_a_user;
mod bad_input;
mod big_put;
mod cli;
mod compact;
mod export_journal;
mod export_shapes;
mod flight;
mod foam;
mod foam_oracle;
mod foam_services_line;
mod follow_files;
mod gen_twin;
mod golden;
mod help;
mod hostile;
mod hostile_leader;
mod hostile_ports;
mod input;
mod interrupted;
mod kill_open;
mod log;
mod models_import;
mod models_infer;
mod parquet;
mod repair;
mod replication;
mod serve;
mod serve_files;
mod serve_snapshots;
mod shell;
mod snapshot;
mod sql;

/// A test file placed here but not declared above would never compile nor run.
#[test]
fn every_file_here_is_a_module_of_the_suite() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/suite");
    let main = std::fs::read_to_string(dir.join("main.rs")).unwrap();
    for entry in std::fs::read_dir(&dir).unwrap() {
        let name = entry.unwrap().file_name().into_string().unwrap();
        let Some(module) = name.strip_suffix(".rs") else {
            continue;
        };
        if module != "main" {
            let line = format!("\nmod {module};\n");
            assert!(
                main.contains(&line),
                "tests/suite/{name} is not declared in main.rs"
            );
        }
    }
}
