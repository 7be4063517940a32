import { apiRequest } from './client';

export interface CalendarOverlays {
  showCompleted: boolean;
  showTasks: boolean;
  showAutomations: boolean;
  showTimeBlocks: boolean;
  fadeCompleted: boolean;
}

export interface Preferences {
  /** IANA time zone used for every date the product shows. */
  timeZone: string;
  calendarOverlays: CalendarOverlays;
}

export interface PreferencesChange {
  timeZone?: string;
  calendarOverlays?: Partial<CalendarOverlays>;
}

export async function fetchPreferences(signal?: AbortSignal): Promise<Preferences> {
  return (await apiRequest<{ preferences: Preferences }>('/api/settings/preferences', { signal })).preferences;
}

export async function updatePreferences(changes: PreferencesChange): Promise<Preferences> {
  return (await apiRequest<{ preferences: Preferences }>('/api/settings/preferences', { method: 'PATCH', body: changes })).preferences;
}
