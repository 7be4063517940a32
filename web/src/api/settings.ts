import type { CalendarOverlays, Preferences } from '../../../domain/calendar/preferences';
import { apiRequest } from './client';

export type { CalendarOverlays, Preferences };

export interface PreferencesChange {
  timeZone?: string;
  calendarOverlays?: Partial<CalendarOverlays>;
  professionalMode?: boolean;
}

export async function fetchPreferences(signal?: AbortSignal): Promise<Preferences> {
  return (await apiRequest<{ preferences: Preferences }>('/api/settings/preferences', { signal })).preferences;
}

export async function updatePreferences(changes: PreferencesChange): Promise<Preferences> {
  return (await apiRequest<{ preferences: Preferences }>('/api/settings/preferences', { method: 'PATCH', body: changes })).preferences;
}
