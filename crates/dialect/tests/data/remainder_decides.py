# Writes remainder_decides.txt: python3 remainder_decides.py > remainder_decides.txt (about two
# minutes; Python reads decimals correctly rounded, which is the oracle).
# Decimals of up to 19 digits whose quotient, in the exact division the quick path makes,
# stops exactly at the midpoint between two doubles with a non-zero remainder: only the
# remainder says to round up.
import random, struct
random.seed(5)
found = []
while len(found) < 60:
    # Only the largest powers of ten leave the quotient few bits below the 54th to be zero.
    k = random.randint(17, 18)
    int_digits = random.randint(1, min(15, 19 - k))
    int_part = "0" if random.random() < 0.3 else str(random.randint(10 ** (int_digits - 1), 10 ** int_digits - 1))
    frac = "".join(random.choice("0123456789") for _ in range(k))
    text = int_part + "." + frac
    if len(text) - 1 > 19:
        continue
    sig = int(int_part + frac)
    if sig == 0:
        continue
    d = 10 ** k
    shift = 64 - sig.bit_length()
    n = (sig << shift) << 64
    q, r = divmod(n, d)
    drop = q.bit_length() - 54
    low = q & ((1 << drop) - 1)
    top = q >> drop
    # The 54th bit set, all below it clear, the 53rd clear (a tie to even, by the quotient
    # alone), and a remainder: the exact value is above the midpoint.
    if top & 1 == 1 and low == 0 and r != 0 and (top >> 1) & 1 == 0:
        v = float(text)
        found.append("%s %016x" % (text, struct.unpack("<Q", struct.pack("<d", v))[0]))
print("\n".join(found))
