import { useEffect, useRef } from 'react';
import { usePageVisible } from '../../../components/usePageVisible';

/**
 * Calls `poll` every `intervalMs` while `active` and the tab is in front, one call at a time (the next
 * wait starts when the previous call has settled). Coming back to the tab polls at once.
 */
export function usePoll(active: boolean, intervalMs: number, poll: () => Promise<unknown>): void {
  const visible = usePageVisible();
  const latest = useRef(poll);
  useEffect(() => {
    latest.current = poll;
  });

  useEffect(() => {
    if (!active || !visible) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      await latest.current().catch(() => undefined);
      if (!stopped) timer = setTimeout(() => void tick(), intervalMs);
    };
    timer = setTimeout(() => void tick(), intervalMs);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [active, visible, intervalMs]);
}
