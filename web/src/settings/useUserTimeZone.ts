import { usePreferences } from './usePreferences';

/**
 * The one time zone of the product: the user's setting (GET /api/settings/preferences), and
 * America/Los_Angeles while it loads or when it cannot be read (seed 000 §9).
 */
export function useUserTimeZone(): string {
  return usePreferences().preferences.timeZone;
}
