import { useEffect, useRef, useState } from 'react';
import { useMachine } from '@xstate/react';
import type { AuditPage } from '../../../api/audit';
import { usePageVisible } from '../../../components/usePageVisible';
import { queryClient } from '../../../data/queryClient';
import { useLiveEvent, useLiveResync } from '../../../live/useLiveEvent';
import { useToast } from '../../../toast/useToast';
import type { AuditFilters } from './auditFilters';
import { auditKeys } from './auditKeys';
import { auditQueueMachine } from './auditQueueMachine';
import { bulkSummary } from './bulkSummary';
import { decisionMachine } from './decisionMachine';

const INITIAL_FILTERS: AuditFilters = {};
/** Several entries changed in one go arrive as several events: one refresh for them all. */
const LIVE_REFRESH_DELAY_MS = 100;

/**
 * The queue's machine, fed with the tab's visibility and refreshed by live `audit.changed` events (no
 * polling); decisions refused or made in bulk are reported as toasts.
 */
export function useAuditQueue() {
  const toast = useToast();
  const visible = usePageVisible();
  const [machine] = useState(() =>
    auditQueueMachine.provide({
      actors: {
        decision: decisionMachine.provide({ actions: { reportFailure: (_, message) => toast.error(`Not decided: ${message}`) } }),
      },
      actions: {
        reportBulk: (_, report) => {
          const summary = bulkSummary(report);
          toast[summary.tone](summary.text);
        },
        reportBulkFailure: (_, message) => toast.error(`The decisions could not be sent: ${message}`),
      },
    }),
  );
  const [state, send] = useMachine(machine, {
    input: { filters: INITIAL_FILTERS, cached: queryClient.getQueryData<AuditPage>(auditKeys.queue(INITIAL_FILTERS)) },
  });

  useEffect(() => {
    send({ type: visible ? 'VISIBLE' : 'HIDDEN' });
  }, [visible, send]);

  // While the tab is hidden the queue is paused; coming back refreshes it (VISIBLE) anyway.
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const refreshSoon = () => {
    if (!visible) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => send({ type: 'REFRESH' }), LIVE_REFRESH_DELAY_MS);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  useLiveEvent('audit.changed', refreshSoon);
  useLiveResync(refreshSoon);

  return { state, send };
}
