import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, overlaysFrom } from '../../../domain/calendar/preferences';
import { BUILT_IN_SOURCES, CALENDAR_TAGS, TIME_BLOCK_COLOR } from '../../../domain/calendar/sources';

describe('calendar preferences, sources and tags (seed 000 §3, §9)', () => {
  it('defaults to America/Los_Angeles with every overlay on, and professional mode off (seed 001 §4)', () => {
    expect(DEFAULT_PREFERENCES).toEqual({
      timeZone: 'America/Los_Angeles',
      calendarOverlays: { showCompleted: true, showTasks: true, showAutomations: true, showTimeBlocks: true, fadeCompleted: true },
      professionalMode: false,
    });
  });

  it('reads stored overlays, absent or malformed keys on', () => {
    expect(overlaysFrom({ showTasks: false, fadeCompleted: 'no', other: false })).toEqual({ ...DEFAULT_PREFERENCES.calendarOverlays, showTasks: false });
    expect(overlaysFrom(null)).toEqual(DEFAULT_PREFERENCES.calendarOverlays);
  });

  it('has the five built-in sources, ids equal to their types, Focus Blocks in #673AB7', () => {
    expect(BUILT_IN_SOURCES.map((source) => [source.id, source.type, source.name])).toEqual([
      ['primary', 'primary', 'My Calendar'],
      ['tasks', 'tasks', 'Tasks'],
      ['automation', 'automation', 'Automations'],
      ['timeblock', 'timeblock', 'Focus Blocks'],
      ['deadlines', 'deadlines', 'Deadlines'],
    ]);
    expect(TIME_BLOCK_COLOR).toBe('#673AB7');
    expect(BUILT_IN_SOURCES.find((source) => source.id === 'timeblock')?.color).toBe('#673AB7');
  });

  it('has the tags work, personal, urgent and focus', () => {
    expect(CALENDAR_TAGS.map((tag) => tag.name)).toEqual(['work', 'personal', 'urgent', 'focus']);
  });
});
