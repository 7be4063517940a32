import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { openLiveChannel } from './connection';
import { createInvalidationBatcher, keysToInvalidate } from './invalidations';
import { publishLiveEvent, publishLiveResync, setLiveStatus } from './liveBus';

/**
 * The tab's one live channel, opened while someone is signed in (mounted once, in the app layout) and
 * closed on sign-out. Each event invalidates the queries of its table (invalidations.ts) and reaches the
 * screens listening with useLiveEvent; after a reconnect, or when the server says it may have missed
 * something, every query is fetched again.
 */
export function useLiveChannel(userId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const batcher = createInvalidationBatcher((queryKey) => void queryClient.invalidateQueries({ queryKey }));
    const close = openLiveChannel({
      onEvent(event) {
        batcher.add(keysToInvalidate(event));
        publishLiveEvent(event);
      },
      onResync() {
        void queryClient.invalidateQueries();
        publishLiveResync();
      },
      onStatus: setLiveStatus,
    });
    return () => {
      close();
      batcher.flush();
    };
  }, [queryClient, userId]);
}
