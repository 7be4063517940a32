import type { AuditFilters } from './auditFilters';

/**
 * Query keys of the audit log. The sidebar badge reads the waiting count (actions pending plus deadline
 * chains to review), which every queue load also writes; a live `audit.changed` event refreshes everything
 * under `auditKeys.all`, and `deadlines.changed` the waiting count.
 */
export const auditKeys = {
  all: ['audit'] as const,
  waitingCount: () => [...auditKeys.all, 'waiting-count'] as const,
  queues: () => [...auditKeys.all, 'queue'] as const,
  /** The last page seen with these filters, shown at once when the queue is opened again. */
  queue: (filters: AuditFilters) =>
    [...auditKeys.queues(), [filters.status, filters.agentId, filters.actionType, filters.fromDay, filters.toDay]] as const,
};
