import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dismissChecklist, fetchDashboard } from '../../api/dashboard';
import { useLiveEvent } from '../../live/useLiveEvent';
import { dashboardKeys } from './dashboardKeys';

/**
 * The day, refreshed by live events: most through the shared invalidation table; a moved hearing
 * (calendar.changed) and a new team member (team.changed) from here, while the dashboard is open.
 */
export function useDashboard() {
  const client = useQueryClient();
  useLiveEvent(['calendar.changed', 'team.changed'], () => void client.invalidateQueries({ queryKey: dashboardKeys.all }));
  return useQuery({ queryKey: dashboardKeys.all, queryFn: ({ signal }) => fetchDashboard(signal) });
}

export function useDismissChecklist() {
  const client = useQueryClient();
  return useMutation({ mutationFn: dismissChecklist, onSettled: () => client.invalidateQueries({ queryKey: dashboardKeys.all }) });
}
