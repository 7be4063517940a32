import { useCurrentUser } from '../auth/sessionContext';
import { claimCache } from './resourceCache';

/** Screens that read the shared cache call this first, so one user never sees another's cached data. */
export function useUserCache(): void {
  const user = useCurrentUser();
  claimCache(user.id);
}
