package dev.folio.bench;

import java.io.IOException;

/** Turns one framed entry into a BenchmarkModel. One instance per thread (it may reuse buffers). */
interface EntryParser {
    /**
     * Parses the body of {@code entry}: the entry without its first two characters and its last
     * one (docs/format.md, e.g. {@code c(} and {@code )}). Text after the first complete object
     * is ignored. Throws on malformed input; the caller counts the entry as failed.
     */
    BenchmarkModel parse(String entry) throws IOException;
}
