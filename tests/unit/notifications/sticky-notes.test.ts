import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STICKY_NOTE_COLOR,
  isStickyNoteColor,
  STICKY_NOTE_COLORS,
  STICKY_NOTE_INK,
  STICKY_NOTE_MUTED_INK,
  stickyNoteColor,
} from '../../../domain/sticky-notes/colors';
import { AA_NORMAL_TEXT, contrastRatio } from '../../../domain/sticky-notes/contrast';
import { formatNoteDate, isBlankNote, STICKY_NOTE_LIMITS } from '../../../domain/sticky-notes/note';

describe('sticky note colours (seed 001 §9)', () => {
  it('offers six distinct pastel colours with cream the default', () => {
    expect(STICKY_NOTE_COLORS).toHaveLength(6);
    expect(new Set(STICKY_NOTE_COLORS.map((color) => color.id)).size).toBe(6);
    expect(new Set(STICKY_NOTE_COLORS.map((color) => color.hex.toLowerCase())).size).toBe(6);
    expect(DEFAULT_STICKY_NOTE_COLOR).toBe('cream');
    expect(STICKY_NOTE_COLORS[0]).toMatchObject({ id: 'cream', name: 'Cream' });
    expect(isStickyNoteColor('cream')).toBe(true);
    expect(isStickyNoteColor('neon')).toBe(false);
    expect(stickyNoteColor('neon').id).toBe('cream');
  });

  it('keeps every colour pastel: light enough that its text is the dark ink', () => {
    for (const color of STICKY_NOTE_COLORS) expect(contrastRatio('#ffffff', color.hex), color.name).toBeLessThan(1.3);
  });

  it('gives the note text and its date at least AA contrast (4.5:1) on every colour', () => {
    for (const color of STICKY_NOTE_COLORS) {
      expect(contrastRatio(STICKY_NOTE_INK, color.hex), color.name).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
      expect(contrastRatio(STICKY_NOTE_MUTED_INK, color.hex), `${color.name} date`).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    }
  });

  it('measures contrast the WCAG way', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(contrastRatio('#000000', '#FFFFFF'), 10);
  });
});

describe('sticky note rules (seed 001 §2, §5)', () => {
  it('does not save an empty or whitespace-only note', () => {
    for (const blank of ['', ' ', '   ', '\n\t \r\n', '\u00a0\u2003']) expect(isBlankNote(blank), JSON.stringify(blank)).toBe(true);
    for (const text of ['x', '  Call the court clerk  ', '\n.\n']) expect(isBlankNote(text)).toBe(false);
  });

  it('bounds a note to 5,000 characters', () => {
    expect(STICKY_NOTE_LIMITS.content).toBe(5000);
  });

  it('shows the date as a short month, day, hour and minute, in the given time zone', () => {
    expect(formatNoteDate('2026-11-24T23:05:00Z', 'America/Los_Angeles')).toBe('Nov 24, 3:05 PM');
    expect(formatNoteDate('2026-11-24T23:05:00Z', 'Europe/Berlin')).toBe('Nov 25, 12:05 AM');
    expect(formatNoteDate('2026-01-03T09:30:00Z', 'UTC')).toBe('Jan 3, 9:30 AM');
    expect(formatNoteDate('2026-07-04T12:00:00Z', 'UTC')).toBe('Jul 4, 12:00 PM');
  });
});
