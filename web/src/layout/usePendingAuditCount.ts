import { useQuery } from '@tanstack/react-query';
import { fetchWaitingCount } from '../api/audit';
import { useUserCache } from '../data/useUserCache';
import { auditKeys } from '../screens/audit/state/auditKeys';

/**
 * The number of things waiting for the person in the Audit Queue: agent actions waiting for a decision and
 * deadline chains waiting to be accepted or declined. No polling: a live `audit.changed` or
 * `deadlines.changed` invalidates it (and every load of the audit queue writes it), and it is asked again
 * when the window regains focus.
 */
export function usePendingAuditCount(): number | undefined {
  useUserCache();
  return useQuery({ queryKey: auditKeys.waitingCount(), queryFn: ({ signal }) => fetchWaitingCount(signal) }).data;
}
