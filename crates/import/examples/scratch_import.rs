fn main() {
    let trees: Vec<std::path::PathBuf> = std::env::args().skip(1).map(Into::into).collect();
    let t = std::time::Instant::now();
    let imported = folio_import::import(&trees).unwrap();
    eprintln!(
        "{} files, {} defs, {} models, {} enums, {} warnings, {:?}",
        imported.files.len(),
        imported.definitions,
        imported.registry.models.len(),
        imported.registry.enums.len(),
        imported.warnings.len(),
        t.elapsed()
    );
    for w in &imported.warnings {
        eprintln!("{w}");
    }
    print!("{}", imported.registry.to_json());
}
