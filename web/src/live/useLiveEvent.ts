import { useEffect, useRef } from 'react';
import type { LiveEvent, LiveEventType } from '../../../domain/live/events';
import { onLiveEvent, onLiveResync } from './liveBus';

/**
 * Calls `handler` with each live event of `type` (or of one of `types`) while the component is mounted,
 * e.g. to show a toast. Refetching needs no handler: the channel invalidates the right queries itself.
 */
export function useLiveEvent(type: LiveEventType | readonly LiveEventType[], handler: (event: LiveEvent) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  const types = typeof type === 'string' ? type : type.join(' ');
  useEffect(() => {
    const wanted = new Set(types.split(' '));
    return onLiveEvent((event) => {
      if (wanted.has(event.type)) latest.current(event);
    });
  }, [types]);
}

/**
 * Calls `handler` when the channel may have missed events (it reconnected, or the server said so): state
 * kept outside TanStack Query (e.g. a state machine's) should be read again then.
 */
export function useLiveResync(handler: () => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => onLiveResync(() => latest.current()), []);
}
