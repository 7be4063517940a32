import type { VoicePreferences } from '../../../domain/voice/preferences';
import { apiRequest } from './client';

export type { VoicePreferences };
export type VoicePreferencesChange = Partial<Omit<VoicePreferences, 'focusPreferences'>> & { focusPreferences?: Partial<VoicePreferences['focusPreferences']> };

export async function fetchVoicePreferences(signal?: AbortSignal): Promise<VoicePreferences> {
  return (await apiRequest<{ preferences: VoicePreferences }>('/api/voice/preferences', { signal })).preferences;
}

export async function updateVoicePreferences(change: VoicePreferencesChange): Promise<VoicePreferences> {
  return (await apiRequest<{ preferences: VoicePreferences }>('/api/voice/preferences', { method: 'PATCH', body: change })).preferences;
}
