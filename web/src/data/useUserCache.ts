import { useCurrentUser } from '../auth/sessionContext';
import { queryClient } from './queryClient';
import { claimCache, cacheOwner } from './resourceCache';

/** Screens that read server state call this first, so one user never sees another's cached data. */
export function useUserCache(): void {
  const user = useCurrentUser();
  if (cacheOwner() !== user.id) queryClient.clear();
  claimCache(user.id);
}
