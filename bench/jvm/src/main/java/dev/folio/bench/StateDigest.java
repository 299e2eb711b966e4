package dev.folio.bench;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The digest of a final state, computed the way every row of the suite computes it
 * (bench/README.md, "Same work, same state"): 64-bit FNV-1a over the lines {@code folio export}
 * writes for the state's objects, sorted by id. A line is strict JSON: {@code "class"} first,
 * then every set property under its canonical name in model order; dates as epoch
 * milliseconds, the enum as its ordinal, doubles as {@code Double.toString} prints them,
 * strings with {@code "} and {@code \} escaped and every other character outside printable
 * ASCII as a lowercase {@code \}{@code uXXXX} per UTF-16 unit; then {@code \n}.
 */
final class StateDigest {
    private StateDigest() {}

    private static final long OFFSET = 0xcbf29ce484222325L;
    private static final long PRIME = 0x100000001b3L;
    private static final String CLASS = "foam.dao.test.BenchmarkModel";
    private static final char[] HEX = "0123456789abcdef".toCharArray();

    /** The digest of {@code store} as 16 lowercase hex digits. */
    static String of(Map<Long, BenchmarkModel> store) {
        List<Long> ids = new ArrayList<>(store.keySet());
        Collections.sort(ids);
        long h = OFFSET;
        StringBuilder line = new StringBuilder(2048);
        for (Long id : ids) {
            line.setLength(0);
            exportLine(store.get(id), line);
            // Every character of a line is ASCII: one byte each.
            for (int i = 0; i < line.length(); i++) {
                h = (h ^ (line.charAt(i) & 0xff)) * PRIME;
            }
        }
        return String.format(Locale.ROOT, "%016x", h);
    }

    /** Appends the {@code folio export} line of {@code m}, {@code \n} included. */
    static void exportLine(BenchmarkModel m, StringBuilder out) {
        out.append("{\"class\":");
        string(CLASS, out);
        for (long bits = m.set; bits != 0; bits &= bits - 1) {
            int i = Long.numberOfTrailingZeros(bits);
            out.append(",\"").append(BenchmarkModel.NAMES[i]).append("\":");
            value(m, i, out);
        }
        out.append("}\n");
    }

    private static void value(BenchmarkModel m, int index, StringBuilder out) {
        switch (index) {
            case BenchmarkModel.SEQ: out.append(m.seq); break;
            case BenchmarkModel.GROUP_ID: string(m.groupId, out); break;
            case BenchmarkModel.NETWORK: string(m.network, out); break;
            case BenchmarkModel.CONV_RATE: string(m.convRate, out); break;
            case BenchmarkModel.CURR_CODE: string(m.currCode, out); break;
            case BenchmarkModel.ALT_CURR_CODE: string(m.altCurrCode, out); break;
            case BenchmarkModel.AUTH_IND: string(m.authInd, out); break;
            case BenchmarkModel.EXTRA_DATA: string(m.extraData, out); break;
            case BenchmarkModel.APPROVAL_NUM: string(m.approvalNum, out); break;
            case BenchmarkModel.TRACE_ID: string(m.traceId, out); break;
            case BenchmarkModel.RESP_CODE: string(m.respCode, out); break;
            case BenchmarkModel.BASE_CURR: string(m.baseCurr, out); break;
            case BenchmarkModel.FLAG1: string(m.flag1, out); break;
            case BenchmarkModel.FLAG2: string(m.flag2, out); break;
            case BenchmarkModel.REF1: string(m.ref1, out); break;
            case BenchmarkModel.CODE1: string(m.code1, out); break;
            case BenchmarkModel.TOKEN: string(m.token, out); break;
            case BenchmarkModel.AMOUNT_STR: string(m.amountStr, out); break;
            case BenchmarkModel.STATUS_CODE: string(m.statusCode, out); break;
            case BenchmarkModel.ACCOUNT_REF: string(m.accountRef, out); break;
            case BenchmarkModel.ENTITY_REF: string(m.entityRef, out); break;
            case BenchmarkModel.ACQUIRER_REF: string(m.acquirerRef, out); break;
            case BenchmarkModel.MERCHANT_ID: string(m.merchantId, out); break;
            case BenchmarkModel.CATEGORY_CODE: string(m.categoryCode, out); break;
            case BenchmarkModel.MERCHANT_NAME: string(m.merchantName, out); break;
            case BenchmarkModel.CITY: string(m.city, out); break;
            case BenchmarkModel.COUNTRY: string(m.country, out); break;
            case BenchmarkModel.TERMINAL_ID: string(m.terminalId, out); break;
            case BenchmarkModel.FILE_PATH: string(m.filePath, out); break;
            case BenchmarkModel.DATE_TIME1: out.append(m.dateTime1); break;
            case BenchmarkModel.DATE1: out.append(m.date1); break;
            case BenchmarkModel.DATE2: out.append(m.date2); break;
            case BenchmarkModel.CREATED_AT: out.append(m.createdAt); break;
            case BenchmarkModel.VALUE1: out.append(Double.toString(m.value1)); break;
            case BenchmarkModel.VALUE2: out.append(Double.toString(m.value2)); break;
            case BenchmarkModel.VALUE3: out.append(Double.toString(m.value3)); break;
            case BenchmarkModel.AMOUNT: out.append(Double.toString(m.amount)); break;
            case BenchmarkModel.FEE: out.append(Double.toString(m.fee)); break;
            case BenchmarkModel.BASE_VALUE: out.append(Double.toString(m.baseValue)); break;
            case BenchmarkModel.RECON_VALUE: out.append(Double.toString(m.reconValue)); break;
            case BenchmarkModel.HOLD_VALUE: out.append(Double.toString(m.holdValue)); break;
            case BenchmarkModel.COUNTER: out.append(m.counter); break;
            case BenchmarkModel.REF_SEQ: out.append(m.refSeq); break;
            case BenchmarkModel.SOURCE_ID: out.append(m.sourceId); break;
            case BenchmarkModel.ACTIVE: out.append(m.active); break;
            case BenchmarkModel.PRIORITY: out.append(m.priority); break;
            case BenchmarkModel.LIFECYCLE_STATE:
                if (m.lifecycleState == null) {
                    out.append("null");
                } else {
                    out.append(m.lifecycleState.ordinal());
                }
                break;
            case BenchmarkModel.CREATED_BY: out.append(m.createdBy); break;
            case BenchmarkModel.TAGS:
                if (m.tags == null) {
                    out.append("null");
                    break;
                }
                out.append('[');
                for (int t = 0; t < m.tags.length; t++) {
                    if (t > 0) {
                        out.append(',');
                    }
                    string(m.tags[t], out);
                }
                out.append(']');
                break;
            default: throw new IllegalArgumentException("no property " + index);
        }
    }

    /** A JSON string as folio's renderer writes it: pure ASCII. */
    static void string(String s, StringBuilder out) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') {
                out.append('\\').append(c);
            } else if (c >= 0x20 && c < 0x7f) {
                out.append(c);
            } else {
                out.append("\\u").append(HEX[c >> 12]).append(HEX[(c >> 8) & 0xf])
                        .append(HEX[(c >> 4) & 0xf]).append(HEX[c & 0xf]);
            }
        }
        out.append('"');
    }
}
