import { useEffect } from 'react';
import { resetTokenLifecycle, startTokenLifecycle } from './tokenLifecycle';

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
