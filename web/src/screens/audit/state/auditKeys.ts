/** Cache keys of the audit log; the sidebar badge reads the pending count, which every queue load refreshes. */
export const AUDIT_CACHE_PREFIX = 'audit:';
export const PENDING_COUNT_KEY = `${AUDIT_CACHE_PREFIX}pending-count`;
