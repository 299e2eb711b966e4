//! `YYYY-MM-DDTHH:MM:SS[.mmm]Z` -> epoch milliseconds, without a date library: one fixed
//! format, proleptic Gregorian calendar, UTC.

/// Parses the one date text form journals use. `None` when the text is not of that form or names
/// an impossible date.
pub fn parse_iso_millis(text: &str) -> Option<i64> {
    let b = text.as_bytes();
    if !(b.len() == 20 || b.len() == 24) || b[b.len() - 1] != b'Z' {
        return None;
    }
    let num = |range: std::ops::Range<usize>| -> Option<i64> {
        b[range].iter().try_fold(0i64, |acc, &c| {
            c.is_ascii_digit().then(|| acc * 10 + i64::from(c - b'0'))
        })
    };
    let seps = [(4, b'-'), (7, b'-'), (10, b'T'), (13, b':'), (16, b':')];
    if seps.iter().any(|&(i, c)| b[i] != c) {
        return None;
    }
    let (year, month, day) = (num(0..4)?, num(5..7)?, num(8..10)?);
    let (hour, minute, second) = (num(11..13)?, num(14..16)?, num(17..19)?);
    let millis = if b.len() == 24 {
        if b[19] != b'.' {
            return None;
        }
        num(20..23)?
    } else {
        0
    };
    if !(1..=12).contains(&month)
        || day < 1
        || day > days_in_month(year, month)
        || hour > 23
        || minute > 59
        || second > 59
    {
        return None;
    }
    let days = days_from_civil(year, month, day);
    Some(((days * 24 + hour) * 60 + minute) * 60_000 + second * 1000 + millis)
}

/// Milliseconds in a day.
const DAY_MS: i64 = 86_400_000;

/// A `Date` property's value (a day, not an instant) as FOAM's Java keeps it: 12:00 UTC of the
/// instant's day (FOAM normalises every Date to noon GMT, so that the day reads the same in
/// every time zone within 12 hours of UTC). A `DateTime` keeps its instant.
///
/// Before 1970 FOAM takes the day nearer 1970 (`-1` becomes noon of 1970-01-01, as its
/// integer division truncates toward zero, seen with FOAM's own replay): so does this, so the
/// division is `/`, not `div_euclid`. One exception, where FOAM is not followed: a value that
/// is already noon of its day stays as it is. FOAM moves such a value before 1970 to the next
/// day, so a Date it writes and reads back drifts by a day each time; here every noon is a
/// fixed point, so that what folio writes reads back exactly (the renderer's round trip, and
/// compaction's proof that it rewrote the same state).
#[inline]
pub fn day_noon(ms: i64) -> i64 {
    if ms.rem_euclid(DAY_MS) == DAY_MS / 2 {
        return ms;
    }
    ms / DAY_MS * DAY_MS + DAY_MS / 2
}

fn days_in_month(year: i64, month: i64) -> i64 {
    match month {
        2 if (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// Days since 1970-01-01 (Howard Hinnant's `days_from_civil`).
fn days_from_civil(year: i64, month: i64, day: i64) -> i64 {
    let y = if month <= 2 { year - 1 } else { year };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (month + 9) % 12;
    let doy = (153 * mp + 2) / 5 + day - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

#[cfg(test)]
mod tests {
    use super::{day_noon, parse_iso_millis};

    #[test]
    fn noon_of_the_day() {
        let cases: &[(i64, i64)] = &[
            (0, 43_200_000),
            // 2025-07-22T16:00:00Z (a ScriptParameter's date in the corpus) -> 12:00 that day.
            (1_753_200_000_000, 1_753_185_600_000),
            (1_753_185_600_000, 1_753_185_600_000),
            // The last millisecond of a day stays on that day.
            (86_399_999, 43_200_000),
            (86_400_000, 129_600_000),
            // Before 1970, FOAM's answers: the day nearer 1970.
            (-1, 43_200_000),
            (-100_000_000_000, -99_921_600_000),
            (-86_400_000, -43_200_000),
            (-86_400_001, -43_200_000),
            // A noon stays (FOAM would move these to the next day).
            (-43_200_000, -43_200_000),
            (-30_226_478_400_000, -30_226_478_400_000),
        ];
        for &(ms, want) in cases {
            assert_eq!(day_noon(ms), want, "{ms}");
            // Every result is a fixed point: a Date written and read back stays.
            assert_eq!(day_noon(want), want, "{ms}");
        }
    }

    #[test]
    fn table() {
        let cases: &[(&str, Option<i64>)] = &[
            ("1970-01-01T00:00:00Z", Some(0)),
            ("1970-01-01T00:00:00.001Z", Some(1)),
            ("2019-04-30T21:06:54.291Z", Some(1_556_658_414_291)),
            ("2000-02-29T12:00:00Z", Some(951_825_600_000)),
            ("1969-12-31T23:59:59.999Z", Some(-1)),
            ("2001-02-29T00:00:00Z", None),
            ("2019-13-01T00:00:00Z", None),
            ("2019-04-30 21:06:54Z", None),
            ("2019-04-30T21:06:54", None),
            ("2019-04-30T21:06:54.29Z", None),
            ("", None),
            ("2019-04-30T21:06:5x.291Z", None),
        ];
        for (text, want) in cases {
            assert_eq!(parse_iso_millis(text), *want, "{text}");
        }
    }
}
