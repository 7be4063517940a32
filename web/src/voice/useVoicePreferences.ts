import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_VOICE_PREFERENCES, type VoicePreferences } from '../../../domain/voice/preferences';
import { fetchVoicePreferences, updateVoicePreferences, type VoicePreferencesChange } from '../api/voice';
import { useUserCache } from '../data/useUserCache';

export const voiceKeys = { preferences: () => ['voice', 'preferences'] as const };

/** The person's saved voice preferences; the defaults while they load (or when they cannot be read). */
export function useVoicePreferences() {
  useUserCache();
  const query = useQuery({ queryKey: voiceKeys.preferences(), queryFn: ({ signal }) => fetchVoicePreferences(signal) });
  const preferences: VoicePreferences = query.data ?? DEFAULT_VOICE_PREFERENCES;
  return { preferences, query };
}

export function useSaveVoicePreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: VoicePreferencesChange) => updateVoicePreferences(change),
    onSuccess: (saved) => client.setQueryData(voiceKeys.preferences(), saved),
  });
}
