import type { CalendarEvent } from '../../../../domain/calendar/event';

/** Events are coloured by hearing type, else by category; the same kind always gets the same colour. */
const KNOWN: Readonly<Record<string, string>> = {
  msc: '#fa8c16',
  'mandatory settlement conference': '#fa8c16',
  trial: '#f5222d',
  'status conference': '#2f54eb',
  'lien conference': '#722ed1',
  'expedited hearing': '#eb2f96',
  deposition: '#13c2c2',
  hearing: '#1677ff',
  meeting: '#52c41a',
};

const PALETTE = ['#1677ff', '#13c2c2', '#52c41a', '#faad14', '#eb2f96', '#722ed1', '#fa541c', '#2f54eb'];
const NEUTRAL = '#8c8c8c';

export function eventKind(event: Pick<CalendarEvent, 'hearingType' | 'category'>): string | null {
  return event.hearingType?.trim() || event.category?.trim() || null;
}

function hashed(text: string): string {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PALETTE[hash % PALETTE.length]!;
}

export function kindColor(kind: string): string {
  return KNOWN[kind.toLowerCase()] ?? hashed(kind.toLowerCase());
}

export function eventColor(event: Pick<CalendarEvent, 'hearingType' | 'category' | 'color'>): string {
  const kind = eventKind(event);
  if (kind) return kindColor(kind);
  return event.color ?? NEUTRAL;
}

/** The kinds among `events`, each once, for the legend. */
export function kindsOf(events: readonly CalendarEvent[]): string[] {
  const seen = new Map<string, string>();
  for (const event of events) {
    const kind = eventKind(event);
    if (kind && !seen.has(kind.toLowerCase())) seen.set(kind.toLowerCase(), kind);
  }
  return [...seen.values()].sort((a, b) => a.localeCompare(b));
}
