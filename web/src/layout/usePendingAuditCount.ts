import { useEffect } from 'react';
import { PENDING_AUDIT_POLL_MS } from '../../../domain/navigation';
import { fetchPendingCount } from '../api/audit';
import { usePageVisible } from '../components/usePageVisible';
import { useCached } from '../data/useCached';
import { useUserCache } from '../data/useUserCache';
import { PENDING_COUNT_KEY } from '../screens/audit/state/auditKeys';

/** The number of agent actions waiting for a decision, asked every 10 s while the tab is in front. */
export function usePendingAuditCount(): number | undefined {
  useUserCache();
  const visible = usePageVisible();
  const { data, reload } = useCached(PENDING_COUNT_KEY, fetchPendingCount, { staleAfterMs: PENDING_AUDIT_POLL_MS });

  useEffect(() => {
    if (!visible) return undefined;
    // Coming back to the tab asks at once; the count may have changed while it was hidden.
    void reload();
    const timer = setInterval(() => void reload(), PENDING_AUDIT_POLL_MS);
    return () => clearInterval(timer);
  }, [visible, reload]);

  return data;
}
