package dev.folio.bench;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;

/**
 * {@code jackson_tuned_bytes}: {@code jackson_tuned}'s parser fed from raw bytes. The file is
 * read in 1 MiB chunks from a FileInputStream and framed by scanning for line ends in the byte
 * buffer (docs/format.md: {@code \n}, {@code \r\n}, lone {@code \r}); each entry body is handed to
 * Jackson's UTF-8 byte parser in place. No String per line, no UTF-16 decoding of the whole
 * file: what a Java engineer would write once the reader shows up in a profile. Same framing
 * rules, same store, same counts as the other variants.
 */
final class ByteReplay {
    private ByteReplay() {}

    private static final int CHUNK = 1 << 20;

    static Main.Replay replay(File file, TunedParser parser) throws IOException {
        Main.Replay r = new Main.Replay();
        long start = System.nanoTime();
        try (InputStream in = new FileInputStream(file)) {
            new ByteReplay.Framer(in, parser, r).run();
        }
        r.seconds = (System.nanoTime() - start) / 1e9;
        return r;
    }

    private static final class Framer {
        private final InputStream in;
        private final TunedParser parser;
        private final Main.Replay r;
        private byte[] buf = new byte[CHUNK];
        /** Inside a multi-line entry: its lines so far, joined with '\n'. */
        private ByteArrayOutputStream pending;

        Framer(InputStream in, TunedParser parser, Main.Replay r) {
            this.in = in;
            this.parser = parser;
            this.r = r;
        }

        void run() throws IOException {
            int start = 0;
            int end = 0;
            int scan = 0;
            boolean eof = false;
            boolean skipLf = false; // the last line ended in '\r' at the end of a chunk
            while (true) {
                if (skipLf && start < end) {
                    if (buf[start] == '\n') {
                        start++;
                        scan = start;
                    }
                    skipLf = false;
                }
                int eol = scan;
                while (eol < end && buf[eol] != '\n' && buf[eol] != '\r') {
                    eol++;
                }
                if (eol == end) {
                    if (eof) {
                        if (start < end) {
                            line(start, end);
                        }
                        break;
                    }
                    // Keep the partial line, refill behind it.
                    if (start > 0) {
                        System.arraycopy(buf, start, buf, 0, end - start);
                        end -= start;
                        eol -= start;
                        start = 0;
                    }
                    if (end == buf.length) {
                        buf = Arrays.copyOf(buf, buf.length * 2);
                    }
                    int n = in.read(buf, end, buf.length - end);
                    if (n < 0) {
                        eof = true;
                    } else {
                        end += n;
                    }
                    scan = eol;
                    continue;
                }
                line(start, eol);
                start = eol + 1;
                if (buf[eol] == '\r') {
                    if (start < end) {
                        if (buf[start] == '\n') {
                            start++;
                        }
                    } else {
                        skipLf = true;
                    }
                }
                scan = start;
            }
            if (pending != null) {
                r.failed++; // unterminated multi-line entry at end of file
            }
        }

        private void line(int from, int to) {
            int length = to - from;
            if (pending != null) {
                pending.write('\n');
                pending.write(buf, from, length);
                if (length == 2 && buf[from] == '}' && buf[from + 1] == ')') {
                    byte[] entry = pending.toByteArray();
                    pending = null;
                    entry(entry, 0, entry.length);
                }
                return;
            }
            if (length == 3 && buf[from + 1] == '(' && buf[from + 2] == '{'
                    && (buf[from] == 'c' || buf[from] == 'p' || buf[from] == 'r')) {
                pending = new ByteArrayOutputStream();
                pending.write(buf, from, length);
                return;
            }
            entry(buf, from, length);
        }

        private void entry(byte[] bytes, int from, int length) {
            if (length == 0 || bytes[from] == '/') {
                r.other++; // blank or comment
                return;
            }
            if (length < 3) {
                r.failed++;
                return;
            }
            byte op = bytes[from];
            if (op != 'c' && op != 'p' && op != 'r') {
                r.other++; // version record or unknown op
                return;
            }
            BenchmarkModel m;
            try {
                m = parser.parse(bytes, from, length);
            } catch (IOException | RuntimeException e) {
                r.failed++;
                return;
            }
            Main.apply(r, (char) op, m);
        }
    }
}
