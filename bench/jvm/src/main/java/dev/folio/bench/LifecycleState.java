package dev.folio.bench;

/** foam.core.auth.LifecycleState; journals hold its ordinal. */
public enum LifecycleState {
    PENDING, ACTIVE, REJECTED, DELETED, DISABLED;

    private static final LifecycleState[] BY_ORDINAL = values();

    static LifecycleState fromOrdinal(int ordinal) {
        return BY_ORDINAL[ordinal];
    }
}
