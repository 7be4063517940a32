import { useQuery } from '@tanstack/react-query';
import { fetchPendingCount } from '../api/audit';
import { useUserCache } from '../data/useUserCache';
import { auditKeys } from '../screens/audit/state/auditKeys';

/**
 * The number of agent actions waiting for a decision. No polling: a live `audit.changed` invalidates it
 * (and every load of the audit queue writes it), and it is asked again when the window regains focus.
 */
export function usePendingAuditCount(): number | undefined {
  useUserCache();
  return useQuery({ queryKey: auditKeys.pendingCount(), queryFn: ({ signal }) => fetchPendingCount(signal) }).data;
}
