import { DEFAULT_TIME_ZONE } from './date-conversion';

/** What the calendar shows (seed 000 §3 "Overlay settings"); all on by default. */
export interface CalendarOverlays {
  showCompleted: boolean;
  showTasks: boolean;
  showAutomations: boolean;
  showTimeBlocks: boolean;
  fadeCompleted: boolean;
}

export const OVERLAY_KEYS = ['showCompleted', 'showTasks', 'showAutomations', 'showTimeBlocks', 'fadeCompleted'] as const satisfies ReadonlyArray<keyof CalendarOverlays>;

export interface Preferences {
  /** The user's IANA zone: the one zone calendar, mail times and schedules use. */
  timeZone: string;
  calendarOverlays: CalendarOverlays;
  /** Professional mode (seed 001 §4): legal research, citation checks and drafting; off by default. */
  professionalMode: boolean;
}

export const DEFAULT_PREFERENCES: Preferences = {
  timeZone: DEFAULT_TIME_ZONE,
  calendarOverlays: { showCompleted: true, showTasks: true, showAutomations: true, showTimeBlocks: true, fadeCompleted: true },
  professionalMode: false,
};

/** Stored overlays (absent keys are on) → the full set. */
export function overlaysFrom(stored: Record<string, unknown> | null | undefined): CalendarOverlays {
  const overlays = { ...DEFAULT_PREFERENCES.calendarOverlays };
  for (const key of OVERLAY_KEYS) {
    const value = stored?.[key];
    if (typeof value === 'boolean') overlays[key] = value;
  }
  return overlays;
}
