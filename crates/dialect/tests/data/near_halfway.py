# Writes near_halfway.txt: python3 near_halfway.py > near_halfway.txt (Python reads decimals
# correctly rounded, which is the oracle).
# Decimals of up to 19 digits (most of 16 to 19) as close as such a decimal can be to the midpoint
# between two neighbouring doubles, from both sides, with the double each must read as.
import math, random, struct
from fractions import Fraction
random.seed(11)
out = []
while len(out) < 3000:
    ndig = random.randint(16, 19)
    int_digits = random.randint(1, 15)
    frac_digits = ndig - int_digits
    if random.random() < 0.25:
        int_digits = 1  # 0.xxx forms
        random.randint(0, 3)  # unused, but the table was drawn with it
    x = random.uniform(10 ** (int_digits - 1), 10 ** int_digits)
    if random.random() < 0.2:
        x = random.uniform(0, 1)
        int_digits = 1
        frac_digits = ndig - 1
    up = math.nextafter(x, math.inf)
    mid = (Fraction(x) + Fraction(up)) / 2
    scale = 10 ** frac_digits
    below = math.floor(mid * scale)
    above = below + 1
    for n in (below, above, below - 1, above + 1):
        if n <= 0:
            continue
        text = str(n).rjust(frac_digits + 1, "0")
        text = text[:-frac_digits] + "." + text[-frac_digits:]
        if len(text) - 1 > 19:
            continue
        value = float(text)
        assert value == float(Fraction(n, scale)), text
        out.append("%s %016x" % (text, struct.unpack("<Q", struct.pack("<d", value))[0]))
print("\n".join(out))
