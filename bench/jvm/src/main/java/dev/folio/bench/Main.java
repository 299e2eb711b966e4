package dev.folio.bench;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import java.io.BufferedReader;
import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The JVM peers of the benchmark suite (bench/README.md): replays a benchmark journal into a
 * {@code HashMap<Long, BenchmarkModel>} with the same framing, create/merge/remove rules and
 * counts as folio, once untimed to warm the JIT up, then timed, and prints one JSON line.
 * A variant named with {@code _cold} after it runs one pass only, cold, with no warm-up: what a
 * user of the JVM waits for, start to exit.
 *
 * <pre>
 * java -jar folio-jvm-peers.jar FILE jackson_seed|jackson_tuned|jackson_tuned_bytes[_cold]|crosscheck
 * </pre>
 *
 * {@code crosscheck} is not a benchmark: it replays with every variant, checks that they built
 * equal stores, and checks that every decimal in the file is printed the way Java's
 * {@code Double.toString} prints the double it parses to.
 */
public final class Main {
    private Main() {}

    /** What one pass did. */
    static final class Replay {
        final Map<Long, BenchmarkModel> store = new HashMap<>();
        long entries;
        long creates;
        long puts;
        long putMerged;
        long removes;
        long failed;
        long other;
        double seconds;
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            System.err.println(
                    "usage: Main FILE jackson_seed|jackson_tuned|jackson_tuned_bytes|crosscheck");
            System.exit(2);
        }
        File file = new File(args[0]);
        if (!file.canRead()) {
            System.err.println("folio-jvm-peers: cannot read " + file);
            System.exit(2);
        }
        String variant = args[1];
        boolean cold = variant.endsWith("_cold");
        switch (cold ? variant.substring(0, variant.length() - "_cold".length()) : variant) {
            case "jackson_seed": {
                SeedParser parser = new SeedParser();
                benchmark(file, variant, cold, f -> replay(f, parser));
                break;
            }
            case "jackson_tuned": {
                TunedParser parser = new TunedParser();
                benchmark(file, variant, cold, f -> replay(f, parser));
                break;
            }
            case "jackson_tuned_bytes": {
                TunedParser parser = new TunedParser();
                benchmark(file, variant, cold, f -> ByteReplay.replay(f, parser));
                break;
            }
            case "crosscheck":
                System.exit(crosscheck(file));
                break;
            default:
                System.err.println("folio-jvm-peers: unknown variant " + variant);
                System.exit(2);
        }
    }

    /** One pass over a file, for {@link #benchmark}. */
    interface Pass {
        Replay run(File file) throws IOException;
    }

    private static void benchmark(File file, String variant, boolean cold, Pass pass)
            throws IOException {
        double warmupSeconds = 0;
        if (!cold) {
            Replay warmup = pass.run(file);
            warmupSeconds = warmup.seconds;
            warmup = null;
            // Start the timed pass with the warm-up's store collected, not mid-collection.
            System.gc();
        }
        long cpuBefore = processCpuNanos();
        long gcBefore = gcMillis();
        Replay r = pass.run(file);
        double cpuSeconds = (processCpuNanos() - cpuBefore) / 1e9;
        double gcSeconds = (gcMillis() - gcBefore) / 1e3;
        // After the clock: the digest of the final state, which must equal folio's.
        String digest = StateDigest.of(r.store);
        System.out.println(String.format(Locale.ROOT,
                "{\"variant\":\"%s\",\"entries\":%d,\"objects\":%d,\"wall_s\":%.3f,"
                        + "\"warmup_s\":%.3f,\"cpu_s\":%.3f,\"gc_s\":%.3f,\"creates\":%d,"
                        + "\"puts\":%d,\"put_merged\":%d,\"removes\":%d,\"failed\":%d,"
                        + "\"bytes\":%d,\"entries_per_s\":%.0f,\"java\":\"%s\","
                        + "\"max_heap_mb\":%d,\"digest\":\"%s\"}",
                variant, r.entries, r.store.size(), r.seconds, warmupSeconds, cpuSeconds,
                gcSeconds, r.creates, r.puts, r.putMerged, r.removes, r.failed, file.length(),
                r.entries / r.seconds, System.getProperty("java.version"),
                Runtime.getRuntime().maxMemory() >> 20, digest));
    }

    /** CPU time of the whole JVM (all threads: main, GC, JIT), or -1 if not available. */
    private static long processCpuNanos() {
        java.lang.management.OperatingSystemMXBean os =
                ManagementFactory.getOperatingSystemMXBean();
        if (os instanceof com.sun.management.OperatingSystemMXBean) {
            return ((com.sun.management.OperatingSystemMXBean) os).getProcessCpuTime();
        }
        return -1;
    }

    /** Total time the collectors report, in ms (pauses, for the stop-the-world ParallelGC). */
    private static long gcMillis() {
        long total = 0;
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            total += Math.max(0, gc.getCollectionTime());
        }
        return total;
    }

    /**
     * One timed pass over the file: frames lines (docs/format.md), parses each data entry and
     * applies it to a fresh store. Everything from opening the file to the last entry counts.
     */
    static Replay replay(File file, EntryParser parser) throws IOException {
        Replay r = new Replay();
        long start = System.nanoTime();
        try (BufferedReader in = new BufferedReader(
                new InputStreamReader(new FileInputStream(file), StandardCharsets.UTF_8),
                1 << 20)) {
            String line;
            while ((line = in.readLine()) != null) {
                if (isMultiLineStart(line)) {
                    line = joinMultiLine(line, in);
                    if (line == null) {
                        r.failed++; // unterminated at end of file
                        break;
                    }
                }
                if (line.isEmpty() || line.charAt(0) == '/') {
                    r.other++; // blank or comment
                    continue;
                }
                if (line.length() < 3) {
                    r.failed++;
                    continue;
                }
                char op = line.charAt(0);
                if (op != 'c' && op != 'p' && op != 'r') {
                    r.other++; // version record or unknown op
                    continue;
                }
                BenchmarkModel m;
                try {
                    m = parser.parse(line);
                } catch (IOException | RuntimeException e) {
                    r.failed++;
                    continue;
                }
                apply(r, op, m);
            }
        }
        r.seconds = (System.nanoTime() - start) / 1e9;
        return r;
    }

    /** docs/semantics.md: c replaces, p merges (or inserts), r removes by id. */
    static void apply(Replay r, char op, BenchmarkModel m) {
        r.entries++;
        Long id = m.seq;
        switch (op) {
            case 'c':
                r.creates++;
                r.store.put(id, m);
                break;
            case 'p':
                r.puts++;
                BenchmarkModel old = r.store.get(id);
                if (old == null) {
                    r.store.put(id, m);
                } else {
                    old.mergeFrom(m);
                    r.putMerged++;
                }
                break;
            default:
                r.removes++;
                r.store.remove(id);
                break;
        }
    }

    private static boolean isMultiLineStart(String line) {
        return line.length() == 3 && line.charAt(1) == '(' && line.charAt(2) == '{'
                && (line.charAt(0) == 'p' || line.charAt(0) == 'c' || line.charAt(0) == 'r');
    }

    /** Joins a multi-line entry up to its "})" line; null if the file ends first. */
    private static String joinMultiLine(String first, BufferedReader in) throws IOException {
        StringBuilder entry = new StringBuilder(first);
        String line;
        while ((line = in.readLine()) != null) {
            entry.append('\n').append(line);
            if (line.equals("})")) {
                return entry.toString();
            }
        }
        return null;
    }

    private static int crosscheck(File file) throws IOException {
        Replay seed = replay(file, new SeedParser());
        Replay tuned = replay(file, new TunedParser());
        Replay bytes = ByteReplay.replay(file, new TunedParser());
        long differing = differing(seed, tuned) + differing(seed, bytes);
        long[] doubles = checkDoubleText(file);
        long failed = seed.failed + tuned.failed + bytes.failed;
        boolean ok = differing == 0 && failed == 0 && doubles[1] == 0;
        System.out.println(String.format(Locale.ROOT,
                "{\"variant\":\"crosscheck\",\"entries\":%d,\"objects\":%d,"
                        + "\"differing_objects\":%d,\"failed\":%d,\"decimals\":%d,"
                        + "\"decimals_not_in_java_form\":%d,\"ok\":%b}",
                seed.entries, seed.store.size(), differing, failed,
                doubles[0], doubles[1], ok));
        return ok ? 0 : 1;
    }

    /** Objects of {@code a} that {@code b} lacks or holds with other values, plus size skew. */
    private static long differing(Replay a, Replay b) {
        long differing = Math.abs(a.store.size() - b.store.size()) + Math.abs(a.entries - b.entries);
        for (Map.Entry<Long, BenchmarkModel> e : a.store.entrySet()) {
            BenchmarkModel other = b.store.get(e.getKey());
            if (other == null || !other.sameAs(e.getValue())) {
                differing++;
            }
        }
        return differing;
    }

    /**
     * Counts the decimals in the file and those whose text differs from
     * {@code Double.toString} of their value (the generator promises none do).
     */
    private static long[] checkDoubleText(File file) throws IOException {
        JsonFactory factory =
                JsonFactory.builder().enable(JsonReadFeature.ALLOW_UNQUOTED_FIELD_NAMES).build();
        long count = 0;
        long mismatches = 0;
        try (BufferedReader in = new BufferedReader(
                new InputStreamReader(new FileInputStream(file), StandardCharsets.UTF_8),
                1 << 20)) {
            String line;
            while ((line = in.readLine()) != null) {
                if (line.length() < 3 || "cpr".indexOf(line.charAt(0)) < 0) {
                    continue;
                }
                try (JsonParser p = factory.createParser(line.substring(2, line.length() - 1))) {
                    JsonToken t;
                    while ((t = p.nextToken()) != null) {
                        if (t == JsonToken.VALUE_NUMBER_FLOAT) {
                            count++;
                            String text = p.getText();
                            if (!Double.toString(p.getDoubleValue()).equals(text)) {
                                if (mismatches++ < 10) {
                                    System.err.println("not Java's form: " + text + " (Java: "
                                            + Double.toString(p.getDoubleValue()) + ")");
                                }
                            }
                        }
                    }
                }
            }
        }
        return new long[] {count, mismatches};
    }
}
