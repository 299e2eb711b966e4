package dev.folio.bench;

import java.time.Instant;

/** Value conversions shared by both variants (rare paths only; the data never takes them). */
final class Values {
    private Values() {}

    /** A Date property written as "YYYY-MM-DDTHH:MM:SS(.mmm)Z" (docs/semantics.md), as epoch ms. */
    static long parseDate(String text) {
        return Instant.parse(text).toEpochMilli();
    }
}
