/**
 * The six pastel colours of a sticky note (seed 001 §9), cream the default. The note keeps its colour in
 * the dark theme too, so its text is always the dark ink below (at least 4.5:1 on every one of them).
 */
export const STICKY_NOTE_COLORS = [
  { id: 'cream', name: 'Cream', hex: '#FFF8E1' },
  { id: 'yellow', name: 'Yellow', hex: '#FFF3B0' },
  { id: 'pink', name: 'Pink', hex: '#FCE4EC' },
  { id: 'blue', name: 'Blue', hex: '#E3F2FD' },
  { id: 'green', name: 'Green', hex: '#E8F5E9' },
  { id: 'lavender', name: 'Lavender', hex: '#EDE7F6' },
] as const;

export type StickyNoteColor = (typeof STICKY_NOTE_COLORS)[number]['id'];

export const STICKY_NOTE_COLOR_IDS = STICKY_NOTE_COLORS.map((color) => color.id) as [StickyNoteColor, ...StickyNoteColor[]];

export const DEFAULT_STICKY_NOTE_COLOR: StickyNoteColor = 'cream';

/** The text colour on every note, in both themes. */
export const STICKY_NOTE_INK = '#262626';
/** Secondary text on a note (its date). */
export const STICKY_NOTE_MUTED_INK = '#595959';

export function isStickyNoteColor(value: unknown): value is StickyNoteColor {
  return typeof value === 'string' && (STICKY_NOTE_COLOR_IDS as readonly string[]).includes(value);
}

export function stickyNoteColor(id: string): (typeof STICKY_NOTE_COLORS)[number] {
  return STICKY_NOTE_COLORS.find((color) => color.id === id) ?? STICKY_NOTE_COLORS[0];
}
