import { useEffect } from 'react';
import { reportError } from '../errors/monitor/errorStore';
import { resetTokenLifecycle, setTokenFailureReporter, startTokenLifecycle } from './tokenLifecycle';

/** Starts the token lifecycle once for the signed-in user (mounted in the app layout); stops it on sign-out. */
export function useTokenLifecycle(userId: string): void {
  useEffect(() => {
    // Failures go to the error monitor, with no recovery of their own (see TokenFailure).
    setTokenFailureReporter((failure) => void reportError(failure));
    const stop = startTokenLifecycle();
    return () => {
      stop();
      setTokenFailureReporter(null);
      resetTokenLifecycle();
    };
  }, [userId]);
}
