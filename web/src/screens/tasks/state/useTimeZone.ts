import { useQuery } from '@tanstack/react-query';
import { DEFAULT_TIME_ZONE } from '../../../../../domain/calendar/date-conversion';
import { fetchPreferredTimeZone } from '../../../api/tasks';

/** The user's time zone (a setting; America/Los_Angeles until they choose another). */
export function useTimeZone(): string {
  const query = useQuery({ queryKey: ['settings', 'preferences', 'timeZone'], queryFn: ({ signal }) => fetchPreferredTimeZone(signal), staleTime: 300_000 });
  return query.data ?? DEFAULT_TIME_ZONE;
}
