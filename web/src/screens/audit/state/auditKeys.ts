import type { AuditFilters } from './auditFilters';

/**
 * Query keys of the audit log. The sidebar badge reads the pending count, which every queue load also
 * writes; a live `audit.changed` event refreshes everything under `auditKeys.all`.
 */
export const auditKeys = {
  all: ['audit'] as const,
  pendingCount: () => [...auditKeys.all, 'pending-count'] as const,
  queues: () => [...auditKeys.all, 'queue'] as const,
  /** The last page seen with these filters, shown at once when the queue is opened again. */
  queue: (filters: AuditFilters) =>
    [...auditKeys.queues(), [filters.status, filters.agentId, filters.actionType, filters.fromDay, filters.toDay]] as const,
};
