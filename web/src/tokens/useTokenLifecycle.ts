import { useEffect, useSyncExternalStore } from 'react';
import { resetTokenLifecycle, startTokenLifecycle, subscribeTokenLifecycle, tokenLifecycleSnapshot, type TokenLifecycleSnapshot } from './tokenLifecycle';

/** Starts the token lifecycle once for the signed-in user (mounted in the app layout); stops it on sign-out. */
export function useTokenLifecycle(userId: string): void {
  useEffect(() => {
    const stop = startTokenLifecycle();
    return () => {
      stop();
      resetTokenLifecycle();
    };
  }, [userId]);
}

/** The token-refresh status object and the server's last answer, live. */
export function useTokenStatus(): TokenLifecycleSnapshot {
  return useSyncExternalStore(subscribeTokenLifecycle, tokenLifecycleSnapshot, tokenLifecycleSnapshot);
}
