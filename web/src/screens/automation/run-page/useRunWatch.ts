import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { RunDetail } from '../../../../../domain/automation/contract';
import { isFinalRunStatus } from '../../../../../domain/automation/run-state';
import { fetchRun } from '../../../api/automations';
import { queryClient } from '../../../data/queryClient';
import { automationKeys } from '../state/keys';

/**
 * Fallback while the run is live: the steps' progress is a workflow query on Temporal, and no database row
 * changes per step, so no live event says a step moved (run.changed and audit.changed still refresh at once).
 */
export const RUN_POLL_MS = 1_000;

/** Still moving: the workflow or the run's record says it runs (the record follows the workflow's end). */
export const isLive = (run: RunDetail) => !isFinalRunStatus(run.status) || !isFinalRunStatus(run.progress.status);

/**
 * One run. It is fetched again when a live `run.changed` (its record) or `audit.changed` (a step waiting
 * for approval) arrives, and every second while it runs and the tab is in front; that stops once the
 * run has ended. A failed refresh keeps the last state on screen and says so.
 */
export function useRunWatch(runId: string) {
  const query = useQuery({
    queryKey: automationKeys.run(runId),
    queryFn: ({ signal }) => fetchRun(runId, signal),
    staleTime: 0,
    refetchInterval: (current) => (current.state.data && isLive(current.state.data) ? RUN_POLL_MS : false),
  });
  const setRun = useCallback((run: RunDetail) => queryClient.setQueryData(automationKeys.run(runId), run), [runId]);
  return { run: query.data ?? null, error: query.error, setRun };
}
