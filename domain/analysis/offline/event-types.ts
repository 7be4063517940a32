/** Kinds of event a legal inbox puts on the calendar, most specific first. */
export type LegalEventType =
  | 'MSC'
  | 'Trial'
  | 'Status Conference'
  | 'Lien Conference'
  | 'Priority Conference'
  | 'Expedited Hearing'
  | 'Deposition'
  | 'Hearing'
  | 'Meeting';

export const HEARING_EVENT_TYPES: ReadonlySet<string> = new Set<LegalEventType>([
  'MSC',
  'Trial',
  'Status Conference',
  'Lien Conference',
  'Priority Conference',
  'Expedited Hearing',
  'Hearing',
]);

export interface EventTypeMention {
  type: LegalEventType;
  index: number;
  end: number;
  specific: boolean;
}

const SPECIFIC_PATTERNS: Array<[LegalEventType, RegExp]> = [
  ['MSC', /\bmandatory settlement conference\b/gi],
  ['MSC', /\bMSC\b/g],
  ['Lien Conference', /\blien conference\b/gi],
  ['Status Conference', /\bstatus conference\b/gi],
  ['Priority Conference', /\bpriority conference\b/gi],
  ['Expedited Hearing', /\bexpedited hearing\b/gi],
  // "pre-trial conference statement" and "trial brief" do not announce a trial.
  ['Trial', /(?<![-\w])trial\b(?!\s+brief)/gi],
  // A deposition only when one is being taken, not "your deposition testimony".
  ['Deposition', /\b(?:notice\s+of\s+(?:taking\s+)?(?:the\s+)?deposition|depo(?:sition)?\s+of|tak(?:e|ing)\s+(?:the\s+)?deposition|deposition\s+(?:will|is\s+(?:set|scheduled)|has\s+been\s+(?:set|scheduled)))\b/gi],
];

const GENERIC_PATTERNS: Array<[LegalEventType, RegExp]> = [
  ['Hearing', /\bhearing\b/gi],
  ['Meeting', /\b(?:meeting|appointment)\b/gi],
];

export function findEventTypeMentions(text: string): EventTypeMention[] {
  const mentions: EventTypeMention[] = [];
  for (const [patterns, specific] of [[SPECIFIC_PATTERNS, true], [GENERIC_PATTERNS, false]] as const) {
    for (const [type, pattern] of patterns) {
      for (const match of text.matchAll(pattern)) mentions.push({ type, index: match.index, end: match.index + match[0].length, specific });
    }
  }
  return mentions.sort((a, b) => a.index - b.index);
}

const LOOK_BEFORE = 400;
const LOOK_AFTER = 150;

function closest(mentions: EventTypeMention[], anchor: number, side: 'before' | 'after'): EventTypeMention | undefined {
  const inWindow = mentions.filter((mention) =>
    side === 'before' ? mention.index <= anchor && anchor - mention.index <= LOOK_BEFORE : mention.index > anchor && mention.index - anchor <= LOOK_AFTER,
  );
  return side === 'before' ? inWindow[inWindow.length - 1] : inWindow[0];
}

/**
 * The kind of the event dated at `anchor`: the nearest specific kind written before the date, then just
 * after it, then the first specific kind anywhere; generic "hearing"/"meeting" only when nothing is specific.
 */
export function pickEventTypeMention(mentions: EventTypeMention[], anchor: number | null): EventTypeMention | null {
  const specific = mentions.filter((mention) => mention.specific);
  const generic = mentions.filter((mention) => !mention.specific);
  if (anchor !== null) {
    const near = closest(specific, anchor, 'before') ?? closest(specific, anchor, 'after');
    if (near) return near;
  }
  if (specific[0]) return specific[0];
  if (anchor !== null) {
    const near = closest(generic, anchor, 'before') ?? closest(generic, anchor, 'after');
    if (near) return near;
  }
  return generic[0] ?? null;
}

export function pickEventType(mentions: EventTypeMention[], anchor: number | null): LegalEventType | null {
  return pickEventTypeMention(mentions, anchor)?.type ?? null;
}

const CONTINUANCE = /\b(?:order\s+continuing|continued\s+(?:to|until)|rescheduled|re-?set\s+(?:to|for)|(?:has\s+been|was)\s+moved\s+to|new\s+(?:hearing\s+)?date|postponed)\b/i;

export function isContinuance(text: string): boolean {
  return CONTINUANCE.test(text);
}
