package dev.folio.bench;

import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.util.HashMap;
import java.util.Map;

/**
 * {@code jackson_seed}: what the reference runtime's Jackson fast path does. An ObjectMapper
 * that accepts unquoted field names reads the body into a {@code Map<String,Object>}; each key
 * is then resolved to a property by name or short name through a hash map (the runtime's
 * "axiom by name" lookup), and the property is set from the boxed value with a cast. Unknown
 * keys are dropped.
 */
final class SeedParser implements EntryParser {
    private static final ObjectMapper MAPPER =
            JsonMapper.builder().enable(JsonReadFeature.ALLOW_UNQUOTED_FIELD_NAMES).build();

    /** The mapper's reader for maps, built once (as a long-running service would). */
    private static final ObjectReader MAP_READER = MAPPER.readerFor(Map.class);

    /** Property index by name and by short name. */
    private static final Map<String, Integer> PROPERTY_BY_KEY = new HashMap<>();

    static {
        for (int i = 0; i < BenchmarkModel.PROPERTY_COUNT; i++) {
            PROPERTY_BY_KEY.put(BenchmarkModel.NAMES[i], i);
            if (BenchmarkModel.SHORT_NAMES[i] != null) {
                PROPERTY_BY_KEY.put(BenchmarkModel.SHORT_NAMES[i], i);
            }
        }
    }

    @Override
    public BenchmarkModel parse(String entry) throws IOException {
        String body = entry.substring(2, entry.length() - 1);
        Map<String, Object> map = MAP_READER.readValue(body);
        BenchmarkModel m = new BenchmarkModel();
        for (Map.Entry<String, Object> e : map.entrySet()) {
            Integer index = PROPERTY_BY_KEY.get(e.getKey());
            if (index != null) {
                m.setFromObject(index, e.getValue());
            }
        }
        return m;
    }
}
