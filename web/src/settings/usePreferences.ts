import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_PREFERENCES } from '../../../domain/calendar/preferences';
import { fetchPreferences, updatePreferences, type Preferences, type PreferencesChange } from '../api/settings';
import { useToast } from '../toast/useToast';
import { errorMessage } from '../api/ApiError';

export const preferencesKeys = { all: ['preferences'] as const };

/** The signed-in user's preferences (time zone, calendar overlays, professional mode); the defaults while loading. */
export function usePreferences() {
  const query = useQuery({ queryKey: preferencesKeys.all, queryFn: ({ signal }) => fetchPreferences(signal), staleTime: 60_000 });
  return { ...query, preferences: query.data ?? DEFAULT_PREFERENCES };
}

/** PATCH /api/settings/preferences, shown at once and undone when the server refuses. */
export function useUpdatePreferences() {
  const client = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (changes: PreferencesChange) => updatePreferences(changes),
    onMutate: async (changes) => {
      await client.cancelQueries({ queryKey: preferencesKeys.all });
      const previous = client.getQueryData<Preferences>(preferencesKeys.all);
      const base = previous ?? DEFAULT_PREFERENCES;
      client.setQueryData<Preferences>(preferencesKeys.all, {
        timeZone: changes.timeZone ?? base.timeZone,
        calendarOverlays: { ...base.calendarOverlays, ...changes.calendarOverlays },
        professionalMode: changes.professionalMode ?? base.professionalMode,
      });
      return { previous };
    },
    onError: (error, _changes, context) => {
      client.setQueryData(preferencesKeys.all, context?.previous);
      toast.error(`Could not save your settings: ${errorMessage(error)}`);
    },
    onSuccess: (preferences) => client.setQueryData(preferencesKeys.all, preferences),
  });
}
