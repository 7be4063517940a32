import { useSyncExternalStore } from 'react';
import { subscribeTokenLifecycle, tokenLifecycleSnapshot, type TokenLifecycleSnapshot } from './tokenLifecycle';

/** The token-refresh status object ({isRefreshing, lastRefresh, refreshCount, errors, identity, mail}) and the server's last answer, live. */
export function useTokenStatus(): TokenLifecycleSnapshot {
  return useSyncExternalStore(subscribeTokenLifecycle, tokenLifecycleSnapshot, tokenLifecycleSnapshot);
}
