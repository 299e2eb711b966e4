//! Enum definitions: constant names and their ordinals.

/// An enum of the registry: its constants and their ordinals.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EnumDef {
    pub class: Box<str>,
    /// The constants' names, in registry order. Distinct.
    pub values: Box<[Box<str>]>,
    /// Parallel to `values`: each constant's ordinal, `0..n-1` when the registry gives none.
    /// Distinct.
    pub ordinals: Box<[i32]>,
}

impl EnumDef {
    /// An enum whose ordinals are the constants' positions.
    pub fn new(class: &str, values: &[&str]) -> EnumDef {
        EnumDef {
            class: class.into(),
            values: values.iter().map(|&v| v.into()).collect(),
            ordinals: (0..values.len() as i32).collect(),
        }
    }

    /// The ordinal of the constant named `name` (exact, case-sensitive). A linear scan:
    /// enums are small, and journals written by a running system carry ordinals, not names.
    pub fn ordinal_of(&self, name: &str) -> Option<i32> {
        let i = self.values.iter().position(|v| &**v == name)?;
        Some(self.ordinals[i])
    }

    /// The name of the constant with ordinal `ordinal`. Constant time when the ordinal is the
    /// constant's position (always, unless the registry gives `ordinals`), else a linear scan.
    pub fn name_of(&self, ordinal: i32) -> Option<&str> {
        let i = match usize::try_from(ordinal) {
            Ok(i) if self.ordinals.get(i) == Some(&ordinal) => i,
            _ => self.ordinals.iter().position(|&o| o == ordinal)?,
        };
        Some(&self.values[i])
    }

    /// The number of constants.
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// True when the enum has no constants.
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::EnumDef;

    #[test]
    fn default_ordinals() {
        let e = EnumDef::new("t.State", &["PENDING", "ACTIVE"]);
        assert_eq!(&*e.ordinals, &[0, 1]);
        assert_eq!(e.ordinal_of("ACTIVE"), Some(1));
        assert_eq!(e.ordinal_of("active"), None);
        assert_eq!(e.name_of(0), Some("PENDING"));
        assert_eq!(e.name_of(2), None);
        assert_eq!(e.name_of(-1), None);
        assert_eq!(e.len(), 2);
    }

    #[test]
    fn given_ordinals() {
        let e = EnumDef {
            ordinals: [0, 1, 5, 2].into(),
            ..EnumDef::new("t.S", &["A", "B", "C", "D"])
        };
        let table = [
            (0, Some("A")),
            (1, Some("B")),
            (2, Some("D")),
            (3, None),
            (5, Some("C")),
        ];
        for (ordinal, name) in table {
            assert_eq!(e.name_of(ordinal), name, "{ordinal}");
            if let Some(name) = name {
                assert_eq!(e.ordinal_of(name), Some(ordinal));
            }
        }
    }

    #[test]
    fn empty_enum() {
        let e = EnumDef::new("t.E", &[]);
        assert!(e.is_empty());
        assert_eq!(e.name_of(0), None);
        assert_eq!(e.ordinal_of(""), None);
    }
}
