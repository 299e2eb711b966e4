//! The data operations of a journal entry, and what applying one did.

/// A data operation: what a `p`, `c` or `r` entry asks of a DAO (see [`Dao::apply`]).
///
/// [`Dao::apply`]: crate::Dao::apply
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Op {
    /// `c`: insert or replace, no merge.
    Create,
    /// `p`: insert, or merge into the object that has the id.
    Put,
    /// `r`: remove by id; a missing id is a no-op.
    Remove,
}

impl Op {
    /// The operation an entry's op letter names; `None` for any other letter (`v`, unknown).
    /// This and [`letter`](Op::letter) are the one place the letters are spelled.
    #[inline]
    pub fn from_letter(letter: char) -> Option<Op> {
        match letter {
            'c' => Some(Op::Create),
            'p' => Some(Op::Put),
            'r' => Some(Op::Remove),
            _ => None,
        }
    }

    /// The entry letter of this operation.
    pub fn letter(self) -> char {
        match self {
            Op::Create => 'c',
            Op::Put => 'p',
            Op::Remove => 'r',
        }
    }
}

/// What [`Dao::apply`](crate::Dao::apply) did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Applied {
    /// `c` or `p` of a new id: the object went in as it is.
    Inserted,
    /// `p` of an existing id: the object was merged into the old one.
    Merged,
    /// `c` of an existing id: the old object was dropped for the new one.
    Replaced,
    /// `r` of an existing id.
    Removed,
    /// `r` of an id the DAO does not hold: nothing changed.
    Absent,
}

#[cfg(test)]
mod tests {
    use super::Op;

    #[test]
    fn letters_round_trip() {
        for op in [Op::Create, Op::Put, Op::Remove] {
            assert_eq!(Op::from_letter(op.letter()), Some(op));
        }
        for other in ['v', 'x', 'P', ' '] {
            assert_eq!(Op::from_letter(other), None, "{other:?}");
        }
    }
}
