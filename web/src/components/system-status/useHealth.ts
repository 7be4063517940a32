import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '../../api/ApiError';
import { fetchHealth, type HealthReport } from '../../api/health';

export type HealthState =
  | { status: 'loading' }
  | { status: 'ready'; report: HealthReport }
  | { status: 'error'; message: string };

export function useHealth(): { state: HealthState; reload(): void } {
  const [state, setState] = useState<HealthState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchHealth(controller.signal)
      .then((report) => setState({ status: 'ready', report }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', message: errorMessage(error) });
      });
    return () => controller.abort();
  }, [attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
