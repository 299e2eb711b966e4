//! The class-name table is bounded: past 1 MiB of names a new name gets a copy of its own, and
//! every name still reads and compares as itself. A test binary of its own, because filling
//! the process's table would change what other tests in the same process see.

use folio_store::ClassName;

/// Whether both are one copy of the name.
fn shared(a: &ClassName, b: &ClassName) -> bool {
    std::ptr::eq(a.as_ptr(), b.as_ptr())
}

/// `name` from the table, not from this thread's recent names: four others push it out first.
fn fresh(name: &str) -> ClassName {
    for i in 0..4 {
        ClassName::new(&format!("t.Other{i}"));
    }
    ClassName::new(name)
}

#[test]
fn past_its_bound_the_table_takes_no_new_name() {
    let early = fresh("t.Early");
    assert!(shared(&early, &fresh("t.Early")));
    // 4,200 names of 256 bytes, the longest interned: more than the 1 MiB the table holds.
    let names: Vec<String> = (0..4200).map(|i| format!("{i:0>256}")).collect();
    for name in &names {
        ClassName::new(name);
    }
    // Then names of two bytes (676 of them), to leave less room than any name below takes.
    for a in 'a'..='z' {
        for b in 'a'..='z' {
            ClassName::new(&format!("{a}{b}"));
        }
    }
    // Names taken before the table filled are shared still.
    assert!(shared(&early, &fresh("t.Early")));
    assert!(shared(&fresh(&names[0]), &fresh(&names[0])));
    // Names after: a copy each, which reads and compares as the name.
    for late in [names[4199].as_str(), "t.Late"] {
        let (a, b) = (fresh(late), fresh(late));
        assert!(!shared(&a, &b), "{late}");
        assert_eq!(&*a, late);
        assert_eq!(a, b);
    }
}
