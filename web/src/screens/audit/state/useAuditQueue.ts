import { useEffect, useState } from 'react';
import { useMachine } from '@xstate/react';
import type { AuditPage } from '../../../api/audit';
import { usePageVisible } from '../../../components/usePageVisible';
import { readEntry } from '../../../data/resourceCache';
import { useToast } from '../../../toast/useToast';
import { filtersKey, type AuditFilters } from './auditFilters';
import { auditQueueMachine } from './auditQueueMachine';
import { bulkSummary } from './bulkSummary';
import { decisionMachine } from './decisionMachine';

const INITIAL_FILTERS: AuditFilters = {};

/** The queue's machine, fed with the tab's visibility; decisions refused or made in bulk are reported as toasts. */
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
    input: { filters: INITIAL_FILTERS, cached: readEntry<AuditPage>(filtersKey(INITIAL_FILTERS))?.data },
  });

  useEffect(() => {
    send({ type: visible ? 'VISIBLE' : 'HIDDEN' });
  }, [visible, send]);

  return { state, send };
}
