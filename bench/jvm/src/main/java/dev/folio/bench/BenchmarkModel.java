package dev.folio.bench;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * foam.dao.test.BenchmarkModel as a plain Java object: one field per property of
 * crates/gen/models/benchmark-models.json, in model order, plus a bitmask of the properties that were
 * set, which is what a merge ({@code p(}) needs: present properties overwrite, absent ones keep
 * their old values. Dates are epoch milliseconds in a {@code long} and the Reference
 * {@code createdBy} is its Long id, which is cheaper than java.util.Date objects and so favours
 * the JVM side.
 *
 * <p>The per-property switches below were written out from the model file once; they are plain
 * code, not generated at build time.
 */
public final class BenchmarkModel {
    /** Property indexes, in model order; bit {@code 1L << index} of {@link #set}. */
    static final int SEQ = 0;
    static final int GROUP_ID = 1;
    static final int NETWORK = 2;
    static final int CONV_RATE = 3;
    static final int CURR_CODE = 4;
    static final int ALT_CURR_CODE = 5;
    static final int AUTH_IND = 6;
    static final int EXTRA_DATA = 7;
    static final int APPROVAL_NUM = 8;
    static final int TRACE_ID = 9;
    static final int RESP_CODE = 10;
    static final int BASE_CURR = 11;
    static final int FLAG1 = 12;
    static final int FLAG2 = 13;
    static final int REF1 = 14;
    static final int CODE1 = 15;
    static final int TOKEN = 16;
    static final int AMOUNT_STR = 17;
    static final int STATUS_CODE = 18;
    static final int ACCOUNT_REF = 19;
    static final int ENTITY_REF = 20;
    static final int ACQUIRER_REF = 21;
    static final int MERCHANT_ID = 22;
    static final int CATEGORY_CODE = 23;
    static final int MERCHANT_NAME = 24;
    static final int CITY = 25;
    static final int COUNTRY = 26;
    static final int TERMINAL_ID = 27;
    static final int FILE_PATH = 28;
    static final int DATE_TIME1 = 29;
    static final int DATE1 = 30;
    static final int DATE2 = 31;
    static final int CREATED_AT = 32;
    static final int VALUE1 = 33;
    static final int VALUE2 = 34;
    static final int VALUE3 = 35;
    static final int AMOUNT = 36;
    static final int FEE = 37;
    static final int BASE_VALUE = 38;
    static final int RECON_VALUE = 39;
    static final int HOLD_VALUE = 40;
    static final int COUNTER = 41;
    static final int REF_SEQ = 42;
    static final int SOURCE_ID = 43;
    static final int ACTIVE = 44;
    static final int PRIORITY = 45;
    static final int LIFECYCLE_STATE = 46;
    static final int CREATED_BY = 47;
    static final int TAGS = 48;

    static final int PROPERTY_COUNT = 49;

    /** Canonical names, by index. */
    static final String[] NAMES = {
        "seq", "groupId", "network", "convRate", "currCode", "altCurrCode",
        "authInd", "extraData", "approvalNum", "traceId", "respCode", "baseCurr",
        "flag1", "flag2", "ref1", "code1", "token", "amountStr",
        "statusCode", "accountRef", "entityRef", "acquirerRef", "merchantId", "categoryCode",
        "merchantName", "city", "country", "terminalId", "filePath", "dateTime1",
        "date1", "date2", "createdAt", "value1", "value2", "value3",
        "amount", "fee", "baseValue", "reconValue", "holdValue", "counter",
        "refSeq", "sourceId", "active", "priority", "lifecycleState", "createdBy",
        "tags"
    };

    /** Short names, by index; null where the model has none. */
    static final String[] SHORT_NAMES = {
        null, "gi", "nn", "crb", "cc", "cchb",
        "ai", "ad", "an", "lt", "rcd", "bc",
        "ia", "em", "gl", "e", null, null,
        null, null, null, null, null, null,
        null, null, null, null, null, "ltd",
        "cd", "sd", null, "ra", "racb", "ab",
        null, null, null, null, null, "rc",
        null, null, null, null, null, null,
        null
    };

    /** Bit i set: property i is present in this object. */
    public long set;

    public long seq;
    public String groupId;
    public String network;
    public String convRate;
    public String currCode;
    public String altCurrCode;
    public String authInd;
    public String extraData;
    public String approvalNum;
    public String traceId;
    public String respCode;
    public String baseCurr;
    public String flag1;
    public String flag2;
    public String ref1;
    public String code1;
    public String token;
    public String amountStr;
    public String statusCode;
    public String accountRef;
    public String entityRef;
    public String acquirerRef;
    public String merchantId;
    public String categoryCode;
    public String merchantName;
    public String city;
    public String country;
    public String terminalId;
    public String filePath;
    public long dateTime1;
    public long date1;
    public long date2;
    public long createdAt;
    public double value1;
    public double value2;
    public double value3;
    public double amount;
    public double fee;
    public double baseValue;
    public double reconValue;
    public double holdValue;
    public long counter;
    public long refSeq;
    public long sourceId;
    public boolean active;
    public int priority;
    public LifecycleState lifecycleState;
    public long createdBy;
    public String[] tags;

    /** Marks property {@code index} present. */
    void mark(int index) {
        set |= 1L << index;
    }

    /**
     * Merges a {@code p(} delta into this object: every property set in {@code delta}
     * overwrites, the rest keep their values (docs/semantics.md).
     */
    void mergeFrom(BenchmarkModel delta) {
        for (long bits = delta.set; bits != 0; bits &= bits - 1) {
            copyField(Long.numberOfTrailingZeros(bits), delta);
        }
        set |= delta.set;
    }

    private void copyField(int index, BenchmarkModel from) {
        switch (index) {
            case SEQ: seq = from.seq; break;
            case GROUP_ID: groupId = from.groupId; break;
            case NETWORK: network = from.network; break;
            case CONV_RATE: convRate = from.convRate; break;
            case CURR_CODE: currCode = from.currCode; break;
            case ALT_CURR_CODE: altCurrCode = from.altCurrCode; break;
            case AUTH_IND: authInd = from.authInd; break;
            case EXTRA_DATA: extraData = from.extraData; break;
            case APPROVAL_NUM: approvalNum = from.approvalNum; break;
            case TRACE_ID: traceId = from.traceId; break;
            case RESP_CODE: respCode = from.respCode; break;
            case BASE_CURR: baseCurr = from.baseCurr; break;
            case FLAG1: flag1 = from.flag1; break;
            case FLAG2: flag2 = from.flag2; break;
            case REF1: ref1 = from.ref1; break;
            case CODE1: code1 = from.code1; break;
            case TOKEN: token = from.token; break;
            case AMOUNT_STR: amountStr = from.amountStr; break;
            case STATUS_CODE: statusCode = from.statusCode; break;
            case ACCOUNT_REF: accountRef = from.accountRef; break;
            case ENTITY_REF: entityRef = from.entityRef; break;
            case ACQUIRER_REF: acquirerRef = from.acquirerRef; break;
            case MERCHANT_ID: merchantId = from.merchantId; break;
            case CATEGORY_CODE: categoryCode = from.categoryCode; break;
            case MERCHANT_NAME: merchantName = from.merchantName; break;
            case CITY: city = from.city; break;
            case COUNTRY: country = from.country; break;
            case TERMINAL_ID: terminalId = from.terminalId; break;
            case FILE_PATH: filePath = from.filePath; break;
            case DATE_TIME1: dateTime1 = from.dateTime1; break;
            case DATE1: date1 = from.date1; break;
            case DATE2: date2 = from.date2; break;
            case CREATED_AT: createdAt = from.createdAt; break;
            case VALUE1: value1 = from.value1; break;
            case VALUE2: value2 = from.value2; break;
            case VALUE3: value3 = from.value3; break;
            case AMOUNT: amount = from.amount; break;
            case FEE: fee = from.fee; break;
            case BASE_VALUE: baseValue = from.baseValue; break;
            case RECON_VALUE: reconValue = from.reconValue; break;
            case HOLD_VALUE: holdValue = from.holdValue; break;
            case COUNTER: counter = from.counter; break;
            case REF_SEQ: refSeq = from.refSeq; break;
            case SOURCE_ID: sourceId = from.sourceId; break;
            case ACTIVE: active = from.active; break;
            case PRIORITY: priority = from.priority; break;
            case LIFECYCLE_STATE: lifecycleState = from.lifecycleState; break;
            case CREATED_BY: createdBy = from.createdBy; break;
            case TAGS: tags = from.tags; break;
            default: throw new IllegalArgumentException("no property " + index);
        }
    }

    /**
     * Sets property {@code index} from a value of Jackson's untyped tree (String, Integer, Long,
     * Double, Boolean, List, null), the way a reflective property setter does: casts and
     * numeric conversions. A null or a value of the wrong kind leaves the property unset, as
     * folio's typing drops it (docs/semantics.md, "Typing").
     */
    void setFromObject(int index, Object v) {
        switch (index) {
            case SEQ: if (v instanceof Integer || v instanceof Long) { seq = ((Number) v).longValue(); mark(SEQ); } break;
            case GROUP_ID: if (v instanceof String) { groupId = (String) v; mark(GROUP_ID); } break;
            case NETWORK: if (v instanceof String) { network = (String) v; mark(NETWORK); } break;
            case CONV_RATE: if (v instanceof String) { convRate = (String) v; mark(CONV_RATE); } break;
            case CURR_CODE: if (v instanceof String) { currCode = (String) v; mark(CURR_CODE); } break;
            case ALT_CURR_CODE: if (v instanceof String) { altCurrCode = (String) v; mark(ALT_CURR_CODE); } break;
            case AUTH_IND: if (v instanceof String) { authInd = (String) v; mark(AUTH_IND); } break;
            case EXTRA_DATA: if (v instanceof String) { extraData = (String) v; mark(EXTRA_DATA); } break;
            case APPROVAL_NUM: if (v instanceof String) { approvalNum = (String) v; mark(APPROVAL_NUM); } break;
            case TRACE_ID: if (v instanceof String) { traceId = (String) v; mark(TRACE_ID); } break;
            case RESP_CODE: if (v instanceof String) { respCode = (String) v; mark(RESP_CODE); } break;
            case BASE_CURR: if (v instanceof String) { baseCurr = (String) v; mark(BASE_CURR); } break;
            case FLAG1: if (v instanceof String) { flag1 = (String) v; mark(FLAG1); } break;
            case FLAG2: if (v instanceof String) { flag2 = (String) v; mark(FLAG2); } break;
            case REF1: if (v instanceof String) { ref1 = (String) v; mark(REF1); } break;
            case CODE1: if (v instanceof String) { code1 = (String) v; mark(CODE1); } break;
            case TOKEN: if (v instanceof String) { token = (String) v; mark(TOKEN); } break;
            case AMOUNT_STR: if (v instanceof String) { amountStr = (String) v; mark(AMOUNT_STR); } break;
            case STATUS_CODE: if (v instanceof String) { statusCode = (String) v; mark(STATUS_CODE); } break;
            case ACCOUNT_REF: if (v instanceof String) { accountRef = (String) v; mark(ACCOUNT_REF); } break;
            case ENTITY_REF: if (v instanceof String) { entityRef = (String) v; mark(ENTITY_REF); } break;
            case ACQUIRER_REF: if (v instanceof String) { acquirerRef = (String) v; mark(ACQUIRER_REF); } break;
            case MERCHANT_ID: if (v instanceof String) { merchantId = (String) v; mark(MERCHANT_ID); } break;
            case CATEGORY_CODE: if (v instanceof String) { categoryCode = (String) v; mark(CATEGORY_CODE); } break;
            case MERCHANT_NAME: if (v instanceof String) { merchantName = (String) v; mark(MERCHANT_NAME); } break;
            case CITY: if (v instanceof String) { city = (String) v; mark(CITY); } break;
            case COUNTRY: if (v instanceof String) { country = (String) v; mark(COUNTRY); } break;
            case TERMINAL_ID: if (v instanceof String) { terminalId = (String) v; mark(TERMINAL_ID); } break;
            case FILE_PATH: if (v instanceof String) { filePath = (String) v; mark(FILE_PATH); } break;
            case DATE_TIME1: if (v instanceof Integer || v instanceof Long) { dateTime1 = ((Number) v).longValue(); mark(DATE_TIME1); } else if (v instanceof String) { dateTime1 = Values.parseDate((String) v); mark(DATE_TIME1); } break;
            case DATE1: if (v instanceof Integer || v instanceof Long) { date1 = ((Number) v).longValue(); mark(DATE1); } else if (v instanceof String) { date1 = Values.parseDate((String) v); mark(DATE1); } break;
            case DATE2: if (v instanceof Integer || v instanceof Long) { date2 = ((Number) v).longValue(); mark(DATE2); } else if (v instanceof String) { date2 = Values.parseDate((String) v); mark(DATE2); } break;
            case CREATED_AT: if (v instanceof Integer || v instanceof Long) { createdAt = ((Number) v).longValue(); mark(CREATED_AT); } else if (v instanceof String) { createdAt = Values.parseDate((String) v); mark(CREATED_AT); } break;
            case VALUE1: if (v instanceof Number) { value1 = ((Number) v).doubleValue(); mark(VALUE1); } break;
            case VALUE2: if (v instanceof Number) { value2 = ((Number) v).doubleValue(); mark(VALUE2); } break;
            case VALUE3: if (v instanceof Number) { value3 = ((Number) v).doubleValue(); mark(VALUE3); } break;
            case AMOUNT: if (v instanceof Number) { amount = ((Number) v).doubleValue(); mark(AMOUNT); } break;
            case FEE: if (v instanceof Number) { fee = ((Number) v).doubleValue(); mark(FEE); } break;
            case BASE_VALUE: if (v instanceof Number) { baseValue = ((Number) v).doubleValue(); mark(BASE_VALUE); } break;
            case RECON_VALUE: if (v instanceof Number) { reconValue = ((Number) v).doubleValue(); mark(RECON_VALUE); } break;
            case HOLD_VALUE: if (v instanceof Number) { holdValue = ((Number) v).doubleValue(); mark(HOLD_VALUE); } break;
            case COUNTER: if (v instanceof Integer || v instanceof Long) { counter = ((Number) v).longValue(); mark(COUNTER); } break;
            case REF_SEQ: if (v instanceof Integer || v instanceof Long) { refSeq = ((Number) v).longValue(); mark(REF_SEQ); } break;
            case SOURCE_ID: if (v instanceof Integer || v instanceof Long) { sourceId = ((Number) v).longValue(); mark(SOURCE_ID); } break;
            case ACTIVE: if (v instanceof Boolean) { active = (Boolean) v; mark(ACTIVE); } break;
            case PRIORITY: if (v instanceof Integer) { priority = (Integer) v; mark(PRIORITY); } break;
            case LIFECYCLE_STATE: if (v instanceof Integer) { lifecycleState = LifecycleState.fromOrdinal((Integer) v); mark(LIFECYCLE_STATE); } else if (v instanceof String) { lifecycleState = LifecycleState.valueOf((String) v); mark(LIFECYCLE_STATE); } break;
            case CREATED_BY: if (v instanceof Integer || v instanceof Long) { createdBy = ((Number) v).longValue(); mark(CREATED_BY); } break;
            case TAGS: if (v == null) { tags = null; mark(TAGS); } else if (v instanceof List) { tags = toStrings((List<?>) v); mark(TAGS); } break;
            default: throw new IllegalArgumentException("no property " + index);
        }
    }

    private static String[] toStrings(List<?> list) {
        String[] out = new String[list.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = (String) list.get(i);
        }
        return out;
    }

    /** Same properties set, with equal values: used to check that both variants agree. */
    boolean sameAs(BenchmarkModel o) {
        if (set != o.set) {
            return false;
        }
        for (long bits = set; bits != 0; bits &= bits - 1) {
            if (!fieldEquals(Long.numberOfTrailingZeros(bits), o)) {
                return false;
            }
        }
        return true;
    }

    private boolean fieldEquals(int index, BenchmarkModel o) {
        switch (index) {
            case SEQ: return seq == o.seq;
            case GROUP_ID: return Objects.equals(groupId, o.groupId);
            case NETWORK: return Objects.equals(network, o.network);
            case CONV_RATE: return Objects.equals(convRate, o.convRate);
            case CURR_CODE: return Objects.equals(currCode, o.currCode);
            case ALT_CURR_CODE: return Objects.equals(altCurrCode, o.altCurrCode);
            case AUTH_IND: return Objects.equals(authInd, o.authInd);
            case EXTRA_DATA: return Objects.equals(extraData, o.extraData);
            case APPROVAL_NUM: return Objects.equals(approvalNum, o.approvalNum);
            case TRACE_ID: return Objects.equals(traceId, o.traceId);
            case RESP_CODE: return Objects.equals(respCode, o.respCode);
            case BASE_CURR: return Objects.equals(baseCurr, o.baseCurr);
            case FLAG1: return Objects.equals(flag1, o.flag1);
            case FLAG2: return Objects.equals(flag2, o.flag2);
            case REF1: return Objects.equals(ref1, o.ref1);
            case CODE1: return Objects.equals(code1, o.code1);
            case TOKEN: return Objects.equals(token, o.token);
            case AMOUNT_STR: return Objects.equals(amountStr, o.amountStr);
            case STATUS_CODE: return Objects.equals(statusCode, o.statusCode);
            case ACCOUNT_REF: return Objects.equals(accountRef, o.accountRef);
            case ENTITY_REF: return Objects.equals(entityRef, o.entityRef);
            case ACQUIRER_REF: return Objects.equals(acquirerRef, o.acquirerRef);
            case MERCHANT_ID: return Objects.equals(merchantId, o.merchantId);
            case CATEGORY_CODE: return Objects.equals(categoryCode, o.categoryCode);
            case MERCHANT_NAME: return Objects.equals(merchantName, o.merchantName);
            case CITY: return Objects.equals(city, o.city);
            case COUNTRY: return Objects.equals(country, o.country);
            case TERMINAL_ID: return Objects.equals(terminalId, o.terminalId);
            case FILE_PATH: return Objects.equals(filePath, o.filePath);
            case DATE_TIME1: return dateTime1 == o.dateTime1;
            case DATE1: return date1 == o.date1;
            case DATE2: return date2 == o.date2;
            case CREATED_AT: return createdAt == o.createdAt;
            case VALUE1: return Double.compare(value1, o.value1) == 0;
            case VALUE2: return Double.compare(value2, o.value2) == 0;
            case VALUE3: return Double.compare(value3, o.value3) == 0;
            case AMOUNT: return Double.compare(amount, o.amount) == 0;
            case FEE: return Double.compare(fee, o.fee) == 0;
            case BASE_VALUE: return Double.compare(baseValue, o.baseValue) == 0;
            case RECON_VALUE: return Double.compare(reconValue, o.reconValue) == 0;
            case HOLD_VALUE: return Double.compare(holdValue, o.holdValue) == 0;
            case COUNTER: return counter == o.counter;
            case REF_SEQ: return refSeq == o.refSeq;
            case SOURCE_ID: return sourceId == o.sourceId;
            case ACTIVE: return active == o.active;
            case PRIORITY: return priority == o.priority;
            case LIFECYCLE_STATE: return Objects.equals(lifecycleState, o.lifecycleState);
            case CREATED_BY: return createdBy == o.createdBy;
            case TAGS: return Arrays.equals(tags, o.tags);
            default: throw new IllegalArgumentException("no property " + index);
        }
    }
}
