import { useCallback, useEffect, useState } from 'react';
import type { RunDetail } from '../../../../../domain/automation/contract';
import { isFinalRunStatus } from '../../../../../domain/automation/run-state';
import { fetchRun } from '../../../api/automations';
import { usePoll } from '../runs/usePoll';

export const RUN_POLL_MS = 1_000;

/** Still moving: the workflow or the run's record says it runs (the record follows the workflow's end). */
export const isLive = (run: RunDetail) => !isFinalRunStatus(run.status) || !isFinalRunStatus(run.progress.status);

/**
 * One run, read again every second while it runs and the tab is in front; it stops once the run has
 * ended. A failed refresh keeps the last state on screen and says so.
 */
export function useRunWatch(runId: string) {
  const [run, setRun] = useState<RunDetail | null>(null);
  const [error, setError] = useState<unknown>(null);

  const refresh = useCallback(async () => {
    try {
      setRun(await fetchRun(runId));
      setError(null);
    } catch (failure) {
      setError(failure);
    }
  }, [runId]);

  useEffect(() => {
    setRun(null);
    void refresh();
  }, [refresh]);

  usePoll(run !== null && isLive(run), RUN_POLL_MS, refresh);

  return { run, error, refresh, setRun };
}
