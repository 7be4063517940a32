import type { StickyNoteColor } from './colors';

/** A sticky note (seed 001 §3: id, content, timestamp, colour), stored on the server so it follows the user. */
export interface StickyNote {
  id: string;
  content: string;
  color: StickyNoteColor;
  createdAt: string;
  updatedAt: string;
}

export const STICKY_NOTE_LIMITS = { content: 5000, notes: 500 } as const;

export const STICKY_NOTE_MESSAGES = {
  /** Seed 001 §5: an empty or whitespace-only note is not saved. */
  blank: 'Write something in the note first: an empty note is not saved.',
  tooLong: `A note can hold at most ${STICKY_NOTE_LIMITS.content.toLocaleString('en-US')} characters.`,
  tooMany: `You can keep at most ${STICKY_NOTE_LIMITS.notes} notes. Delete some to add more.`,
  notFound: 'Note not found',
} as const;

/** Seed 001 §5: an empty or whitespace-only note is not saved. */
export function isBlankNote(content: string): boolean {
  return content.trim() === '';
}

/** The note's date as a short month, day, hour and minute (seed 001 §2), e.g. 'Nov 24, 3:05 PM'. */
export function formatNoteDate(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true, timeZone }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('month')} ${part('day')}, ${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()}`;
}
