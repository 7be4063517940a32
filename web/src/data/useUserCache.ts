import { useCurrentUser } from '../auth/sessionContext';
import { queryClient } from './queryClient';

let owner: string | null = null;

/**
 * Screens that read server state call this first, so one user never sees another's cached data: when
 * another user signs in in the same tab, the query cache is cleared.
 */
export function useUserCache(): void {
  const user = useCurrentUser();
  if (owner === user.id) return;
  owner = user.id;
  queryClient.clear();
}
