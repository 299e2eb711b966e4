package dev.folio.bench;

import static com.fasterxml.jackson.core.JsonToken.END_ARRAY;
import static com.fasterxml.jackson.core.JsonToken.FIELD_NAME;
import static com.fasterxml.jackson.core.JsonToken.START_ARRAY;
import static com.fasterxml.jackson.core.JsonToken.START_OBJECT;
import static com.fasterxml.jackson.core.JsonToken.VALUE_FALSE;
import static com.fasterxml.jackson.core.JsonToken.VALUE_NULL;
import static com.fasterxml.jackson.core.JsonToken.VALUE_NUMBER_FLOAT;
import static com.fasterxml.jackson.core.JsonToken.VALUE_NUMBER_INT;
import static com.fasterxml.jackson.core.JsonToken.VALUE_STRING;
import static com.fasterxml.jackson.core.JsonToken.VALUE_TRUE;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code jackson_tuned}: the best a Java engineer would write with Jackson. One shared
 * JsonFactory; per entry, a streaming JsonParser over a reused char buffer holding the body (no
 * substring, no tree, no Map); a {@code nextToken} loop with a {@code switch} on the field name
 * (Jackson hands back canonicalized, interned names, so the switch's hashCode is cached) that
 * writes straight into the POJO's fields; unknown keys' values skipped with
 * {@code skipChildren}. Parsing stops at the end of the first object, so trailing text is
 * ignored.
 */
final class TunedParser implements EntryParser {
    private static final JsonFactory FACTORY =
            JsonFactory.builder().enable(JsonReadFeature.ALLOW_UNQUOTED_FIELD_NAMES).build();

    private char[] chars = new char[4096];

    @Override
    public BenchmarkModel parse(String entry) throws IOException {
        int length = entry.length() - 3;
        if (chars.length < length) {
            chars = new char[Math.max(length, chars.length * 2)];
        }
        entry.getChars(2, entry.length() - 1, chars, 0);
        try (JsonParser p = FACTORY.createParser(chars, 0, length)) {
            return readObject(p);
        }
    }

    /**
     * Parses the body of the entry in {@code bytes[offset, offset + length)} (UTF-8), with
     * Jackson's byte-based parser: used by {@code jackson_tuned_bytes}, which frames raw bytes
     * and never builds a String per line.
     */
    BenchmarkModel parse(byte[] bytes, int offset, int length) throws IOException {
        try (JsonParser p = FACTORY.createParser(bytes, offset + 2, length - 3)) {
            return readObject(p);
        }
    }

    private static BenchmarkModel readObject(JsonParser p) throws IOException {
        if (p.nextToken() != START_OBJECT) {
            throw new JsonParseException(p, "entry body is not an object");
        }
        BenchmarkModel m = new BenchmarkModel();
        JsonToken t;
        while ((t = p.nextToken()) == FIELD_NAME) {
            String name = p.currentName();
            t = p.nextToken();
            readMember(p, t, name, m);
        }
        if (t != JsonToken.END_OBJECT) {
            throw new JsonParseException(p, "unexpected " + t);
        }
        return m;
    }

    private static void readMember(JsonParser p, JsonToken t, String name, BenchmarkModel m)
            throws IOException {
        switch (name) {
                case "seq":
                    if (t == VALUE_NUMBER_INT) { m.seq = p.getLongValue(); m.mark(BenchmarkModel.SEQ); } else { p.skipChildren(); }
                    break;
                case "groupId": case "gi":
                    if (t == VALUE_STRING) { m.groupId = p.getText(); m.mark(BenchmarkModel.GROUP_ID); } else { p.skipChildren(); }
                    break;
                case "network": case "nn":
                    if (t == VALUE_STRING) { m.network = p.getText(); m.mark(BenchmarkModel.NETWORK); } else { p.skipChildren(); }
                    break;
                case "convRate": case "crb":
                    if (t == VALUE_STRING) { m.convRate = p.getText(); m.mark(BenchmarkModel.CONV_RATE); } else { p.skipChildren(); }
                    break;
                case "currCode": case "cc":
                    if (t == VALUE_STRING) { m.currCode = p.getText(); m.mark(BenchmarkModel.CURR_CODE); } else { p.skipChildren(); }
                    break;
                case "altCurrCode": case "cchb":
                    if (t == VALUE_STRING) { m.altCurrCode = p.getText(); m.mark(BenchmarkModel.ALT_CURR_CODE); } else { p.skipChildren(); }
                    break;
                case "authInd": case "ai":
                    if (t == VALUE_STRING) { m.authInd = p.getText(); m.mark(BenchmarkModel.AUTH_IND); } else { p.skipChildren(); }
                    break;
                case "extraData": case "ad":
                    if (t == VALUE_STRING) { m.extraData = p.getText(); m.mark(BenchmarkModel.EXTRA_DATA); } else { p.skipChildren(); }
                    break;
                case "approvalNum": case "an":
                    if (t == VALUE_STRING) { m.approvalNum = p.getText(); m.mark(BenchmarkModel.APPROVAL_NUM); } else { p.skipChildren(); }
                    break;
                case "traceId": case "lt":
                    if (t == VALUE_STRING) { m.traceId = p.getText(); m.mark(BenchmarkModel.TRACE_ID); } else { p.skipChildren(); }
                    break;
                case "respCode": case "rcd":
                    if (t == VALUE_STRING) { m.respCode = p.getText(); m.mark(BenchmarkModel.RESP_CODE); } else { p.skipChildren(); }
                    break;
                case "baseCurr": case "bc":
                    if (t == VALUE_STRING) { m.baseCurr = p.getText(); m.mark(BenchmarkModel.BASE_CURR); } else { p.skipChildren(); }
                    break;
                case "flag1": case "ia":
                    if (t == VALUE_STRING) { m.flag1 = p.getText(); m.mark(BenchmarkModel.FLAG1); } else { p.skipChildren(); }
                    break;
                case "flag2": case "em":
                    if (t == VALUE_STRING) { m.flag2 = p.getText(); m.mark(BenchmarkModel.FLAG2); } else { p.skipChildren(); }
                    break;
                case "ref1": case "gl":
                    if (t == VALUE_STRING) { m.ref1 = p.getText(); m.mark(BenchmarkModel.REF1); } else { p.skipChildren(); }
                    break;
                case "code1": case "e":
                    if (t == VALUE_STRING) { m.code1 = p.getText(); m.mark(BenchmarkModel.CODE1); } else { p.skipChildren(); }
                    break;
                case "token":
                    if (t == VALUE_STRING) { m.token = p.getText(); m.mark(BenchmarkModel.TOKEN); } else { p.skipChildren(); }
                    break;
                case "amountStr":
                    if (t == VALUE_STRING) { m.amountStr = p.getText(); m.mark(BenchmarkModel.AMOUNT_STR); } else { p.skipChildren(); }
                    break;
                case "statusCode":
                    if (t == VALUE_STRING) { m.statusCode = p.getText(); m.mark(BenchmarkModel.STATUS_CODE); } else { p.skipChildren(); }
                    break;
                case "accountRef":
                    if (t == VALUE_STRING) { m.accountRef = p.getText(); m.mark(BenchmarkModel.ACCOUNT_REF); } else { p.skipChildren(); }
                    break;
                case "entityRef":
                    if (t == VALUE_STRING) { m.entityRef = p.getText(); m.mark(BenchmarkModel.ENTITY_REF); } else { p.skipChildren(); }
                    break;
                case "acquirerRef":
                    if (t == VALUE_STRING) { m.acquirerRef = p.getText(); m.mark(BenchmarkModel.ACQUIRER_REF); } else { p.skipChildren(); }
                    break;
                case "merchantId":
                    if (t == VALUE_STRING) { m.merchantId = p.getText(); m.mark(BenchmarkModel.MERCHANT_ID); } else { p.skipChildren(); }
                    break;
                case "categoryCode":
                    if (t == VALUE_STRING) { m.categoryCode = p.getText(); m.mark(BenchmarkModel.CATEGORY_CODE); } else { p.skipChildren(); }
                    break;
                case "merchantName":
                    if (t == VALUE_STRING) { m.merchantName = p.getText(); m.mark(BenchmarkModel.MERCHANT_NAME); } else { p.skipChildren(); }
                    break;
                case "city":
                    if (t == VALUE_STRING) { m.city = p.getText(); m.mark(BenchmarkModel.CITY); } else { p.skipChildren(); }
                    break;
                case "country":
                    if (t == VALUE_STRING) { m.country = p.getText(); m.mark(BenchmarkModel.COUNTRY); } else { p.skipChildren(); }
                    break;
                case "terminalId":
                    if (t == VALUE_STRING) { m.terminalId = p.getText(); m.mark(BenchmarkModel.TERMINAL_ID); } else { p.skipChildren(); }
                    break;
                case "filePath":
                    if (t == VALUE_STRING) { m.filePath = p.getText(); m.mark(BenchmarkModel.FILE_PATH); } else { p.skipChildren(); }
                    break;
                case "dateTime1": case "ltd":
                    if (t == VALUE_NUMBER_INT) { m.dateTime1 = p.getLongValue(); m.mark(BenchmarkModel.DATE_TIME1); } else if (t == VALUE_STRING) { m.dateTime1 = Values.parseDate(p.getText()); m.mark(BenchmarkModel.DATE_TIME1); } else { p.skipChildren(); }
                    break;
                case "date1": case "cd":
                    if (t == VALUE_NUMBER_INT) { m.date1 = p.getLongValue(); m.mark(BenchmarkModel.DATE1); } else if (t == VALUE_STRING) { m.date1 = Values.parseDate(p.getText()); m.mark(BenchmarkModel.DATE1); } else { p.skipChildren(); }
                    break;
                case "date2": case "sd":
                    if (t == VALUE_NUMBER_INT) { m.date2 = p.getLongValue(); m.mark(BenchmarkModel.DATE2); } else if (t == VALUE_STRING) { m.date2 = Values.parseDate(p.getText()); m.mark(BenchmarkModel.DATE2); } else { p.skipChildren(); }
                    break;
                case "createdAt":
                    if (t == VALUE_NUMBER_INT) { m.createdAt = p.getLongValue(); m.mark(BenchmarkModel.CREATED_AT); } else if (t == VALUE_STRING) { m.createdAt = Values.parseDate(p.getText()); m.mark(BenchmarkModel.CREATED_AT); } else { p.skipChildren(); }
                    break;
                case "value1": case "ra":
                    if (t == VALUE_NUMBER_FLOAT || t == VALUE_NUMBER_INT) { m.value1 = p.getDoubleValue(); m.mark(BenchmarkModel.VALUE1); } else { p.skipChildren(); }
                    break;
                case "value2": case "racb":
                    if (t == VALUE_NUMBER_FLOAT || t == VALUE_NUMBER_INT) { m.value2 = p.getDoubleValue(); m.mark(BenchmarkModel.VALUE2); } else { p.skipChildren(); }
                    break;
                case "value3": case "ab":
                    if (t == VALUE_NUMBER_FLOAT || t == VALUE_NUMBER_INT) { m.value3 = p.getDoubleValue(); m.mark(BenchmarkModel.VALUE3); } else { p.skipChildren(); }
                    break;
                case "amount":
                    if (t == VALUE_NUMBER_FLOAT || t == VALUE_NUMBER_INT) { m.amount = p.getDoubleValue(); m.mark(BenchmarkModel.AMOUNT); } else { p.skipChildren(); }
                    break;
                case "fee":
                    if (t == VALUE_NUMBER_FLOAT || t == VALUE_NUMBER_INT) { m.fee = p.getDoubleValue(); m.mark(BenchmarkModel.FEE); } else { p.skipChildren(); }
                    break;
                case "baseValue":
                    if (t == VALUE_NUMBER_FLOAT || t == VALUE_NUMBER_INT) { m.baseValue = p.getDoubleValue(); m.mark(BenchmarkModel.BASE_VALUE); } else { p.skipChildren(); }
                    break;
                case "reconValue":
                    if (t == VALUE_NUMBER_FLOAT || t == VALUE_NUMBER_INT) { m.reconValue = p.getDoubleValue(); m.mark(BenchmarkModel.RECON_VALUE); } else { p.skipChildren(); }
                    break;
                case "holdValue":
                    if (t == VALUE_NUMBER_FLOAT || t == VALUE_NUMBER_INT) { m.holdValue = p.getDoubleValue(); m.mark(BenchmarkModel.HOLD_VALUE); } else { p.skipChildren(); }
                    break;
                case "counter": case "rc":
                    if (t == VALUE_NUMBER_INT) { m.counter = p.getLongValue(); m.mark(BenchmarkModel.COUNTER); } else { p.skipChildren(); }
                    break;
                case "refSeq":
                    if (t == VALUE_NUMBER_INT) { m.refSeq = p.getLongValue(); m.mark(BenchmarkModel.REF_SEQ); } else { p.skipChildren(); }
                    break;
                case "sourceId":
                    if (t == VALUE_NUMBER_INT) { m.sourceId = p.getLongValue(); m.mark(BenchmarkModel.SOURCE_ID); } else { p.skipChildren(); }
                    break;
                case "active":
                    if (t == VALUE_TRUE || t == VALUE_FALSE) { m.active = t == VALUE_TRUE; m.mark(BenchmarkModel.ACTIVE); } else { p.skipChildren(); }
                    break;
                case "priority":
                    if (t == VALUE_NUMBER_INT) { m.priority = p.getIntValue(); m.mark(BenchmarkModel.PRIORITY); } else { p.skipChildren(); }
                    break;
                case "lifecycleState":
                    if (t == VALUE_NUMBER_INT) { m.lifecycleState = LifecycleState.fromOrdinal(p.getIntValue()); m.mark(BenchmarkModel.LIFECYCLE_STATE); } else if (t == VALUE_STRING) { m.lifecycleState = LifecycleState.valueOf(p.getText()); m.mark(BenchmarkModel.LIFECYCLE_STATE); } else { p.skipChildren(); }
                    break;
                case "createdBy":
                    if (t == VALUE_NUMBER_INT) { m.createdBy = p.getLongValue(); m.mark(BenchmarkModel.CREATED_BY); } else { p.skipChildren(); }
                    break;
                case "tags":
                    if (t == START_ARRAY) { m.tags = readStrings(p); m.mark(BenchmarkModel.TAGS); } else if (t == VALUE_NULL) { m.tags = null; m.mark(BenchmarkModel.TAGS); } else { p.skipChildren(); }
                    break;
                default:
                    p.skipChildren();
                    break;
        }
    }

    /** A string array; non-string items make the entry fail, like a type error in the runtime. */
    private static String[] readStrings(JsonParser p) throws IOException {
        List<String> items = new ArrayList<>(4);
        JsonToken t;
        while ((t = p.nextToken()) != END_ARRAY) {
            if (t != VALUE_STRING) {
                throw new JsonParseException(p, "expected a string in a StringArray, got " + t);
            }
            items.add(p.getText());
        }
        return items.toArray(new String[0]);
    }
}
