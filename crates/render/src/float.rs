//! Doubles as Java's `Double.toString` prints them (the shortest digits that read back, as JDK
//! 19 and later choose them): `100.0`, `0.30000000000000004`, `1.0E10`, `1.0E-5`.

/// Writes `f` in Java's form. Non-finite values, which strict JSON cannot hold, are written as
/// `null` (journals cannot spell them; only an overflowing literal such as `1e999` makes one).
pub fn write_java_double(f: f64, out: &mut Vec<u8>) {
    if !f.is_finite() {
        out.extend_from_slice(b"null");
        return;
    }
    if f == 0.0 {
        out.extend_from_slice(if f.is_sign_negative() {
            b"-0.0"
        } else {
            b"0.0"
        });
        return;
    }
    let mut buffer = ryu::Buffer::new();
    if (1e-3..1e7).contains(&f.abs()) {
        // The common case. In this range ryu writes plain decimals with at least one digit
        // after the point (`100.0`, `0.001`), its shortest digits are Java's (Java's rule for
        // single digits below only differs where a double has fewer than two significant
        // digits of precision: subnormals), so its text is Java's.
        crate::append::append(out, buffer.format_finite(f).as_bytes());
        return;
    }
    write_general(f, &mut buffer, out);
}

/// Any finite non-zero double, from ryu's digits and exponent.
#[cold]
#[inline(never)]
fn write_general(f: f64, buffer: &mut ryu::Buffer, out: &mut Vec<u8>) {
    // The shortest round-trip digits and the decimal exponent, from ryu's text.
    let text = buffer.format_finite(f.abs());
    let (mantissa, exp) = match text.split_once('e') {
        Some((m, e)) => (m, e.parse::<i32>().expect("ryu writes integer exponents")),
        None => (text, 0),
    };
    let (int_part, frac_part) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let mut digits: Vec<u8> = int_part.bytes().chain(frac_part.bytes()).collect();
    // Value = 0.d1d2d3... * 10^point
    let mut point = int_part.len() as i32 + exp;
    while digits.len() > 1 && digits[0] == b'0' {
        digits.remove(0);
        point -= 1;
    }
    while digits.len() > 1 && digits[digits.len() - 1] == b'0' {
        digits.pop();
    }
    if digits.len() == 1 {
        // Java picks the shortest digits among those of length 2 or more, so where one digit
        // reads back, it prints the two-digit decimal nearest the exact value (`4.9E-324`).
        let two = format!("{:.1e}", f.abs());
        let (m, e) = two.split_once('e').expect("LowerExp writes an exponent");
        if two.parse::<f64>() == Ok(f.abs()) {
            digits = m.bytes().filter(u8::is_ascii_digit).collect();
            point = e.parse::<i32>().expect("integer exponent") + 1;
            if digits[1] == b'0' {
                digits.pop();
            }
        }
    }
    if f < 0.0 {
        out.push(b'-');
    }
    let abs = f.abs();
    if (1e-3..1e7).contains(&abs) {
        if point <= 0 {
            out.extend_from_slice(b"0.");
            out.extend(std::iter::repeat_n(b'0', (-point) as usize));
            out.extend_from_slice(&digits);
        } else if point as usize >= digits.len() {
            out.extend_from_slice(&digits);
            out.extend(std::iter::repeat_n(b'0', point as usize - digits.len()));
            out.extend_from_slice(b".0");
        } else {
            out.extend_from_slice(&digits[..point as usize]);
            out.push(b'.');
            out.extend_from_slice(&digits[point as usize..]);
        }
    } else {
        out.push(digits[0]);
        out.push(b'.');
        if digits.len() > 1 {
            out.extend_from_slice(&digits[1..]);
        } else {
            out.push(b'0');
        }
        out.push(b'E');
        out.extend_from_slice((point - 1).to_string().as_bytes());
    }
}

#[cfg(test)]
mod tests {
    use super::write_java_double;

    /// Expected strings are what `Double.toString` prints on JDK 17 for these values.
    #[test]
    fn java_table() {
        let cases: &[(f64, &str)] = &[
            (100.0, "100.0"),
            (0.1 + 0.2, "0.30000000000000004"),
            (1.5, "1.5"),
            (-2.25, "-2.25"),
            (0.001, "0.001"),
            (0.0001, "1.0E-4"),
            (1234567.0, "1234567.0"),
            (9999999.0, "9999999.0"),
            (1e7, "1.0E7"),
            (1.0e10, "1.0E10"),
            (1.2345e-7, "1.2345E-7"),
            (123456789.5, "1.234567895E8"),
            (0.0, "0.0"),
            (-0.0, "-0.0"),
            (f64::MAX, "1.7976931348623157E308"),
            (f64::MIN_POSITIVE, "2.2250738585072014E-308"),
            (5e-324, "4.9E-324"),
            (12.0, "12.0"),
            (0.5, "0.5"),
            (f64::INFINITY, "null"),
        ];
        for (value, want) in cases {
            let mut out = Vec::new();
            write_java_double(*value, &mut out);
            assert_eq!(String::from_utf8(out).unwrap(), *want, "{value:e}");
        }
    }

    /// The plain-decimal range takes ryu's text as is; the general path must agree with it
    /// there, value for value.
    #[test]
    fn fast_range_agrees_with_the_general_path() {
        let mut x = 0x9E3779B97F4A7C15u64;
        let mut next = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        let mut checked = 0;
        while checked < 200_000 {
            let bits = next();
            // Uniform in the exponents of the range, random mantissas and signs; plus short
            // decimals (`12.5`, `0.07`), which is what journals hold.
            let f = if bits % 2 == 0 {
                f64::from_bits(bits >> 12 | (1013 + (bits >> 1) % 35) << 52)
            } else {
                (bits >> 20) as f64 / [1.0, 10.0, 100.0, 1000.0, 1e6][(bits % 5) as usize]
            };
            let f = if bits & 4 == 0 { f } else { -f };
            if !(1e-3..1e7).contains(&f.abs()) {
                continue;
            }
            let (mut fast, mut general) = (Vec::new(), Vec::new());
            write_java_double(f, &mut fast);
            super::write_general(f, &mut ryu::Buffer::new(), &mut general);
            assert_eq!(fast, general, "{f:e}");
            checked += 1;
        }
        for f in [
            1e-3,
            0.0010000000000000002,
            9999999.999999998,
            1234567.0,
            0.5,
            100.0,
        ] {
            let (mut fast, mut general) = (Vec::new(), Vec::new());
            write_java_double(f, &mut fast);
            super::write_general(f, &mut ryu::Buffer::new(), &mut general);
            assert_eq!(fast, general, "{f:e}");
        }
    }

    #[test]
    fn reads_back_exactly() {
        let mut x = 0x9E3779B97F4A7C15u64;
        for _ in 0..20_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let f = f64::from_bits(x);
            if !f.is_finite() {
                continue;
            }
            let mut out = Vec::new();
            write_java_double(f, &mut out);
            let text = String::from_utf8(out).unwrap();
            assert_eq!(
                text.parse::<f64>().unwrap().to_bits(),
                f.to_bits(),
                "{text}"
            );
        }
    }
}
