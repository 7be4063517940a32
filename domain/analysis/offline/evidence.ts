import type { FieldEvidence, MeetingEvidence } from '../types';

/**
 * Where each field of an event was read and how sure that reading is. A reading below
 * CONFIRMATION_THRESHOLD on a field that places the event (date, time, case number, kind) is shown to a
 * person to confirm instead of being written to the calendar silently.
 */
export const CONFIRMATION_THRESHOLD = 0.6;

export interface SourceSpan {
  start: number;
  end: number;
}

/** The words at a span and the line (or two) around them, trimmed to a readable length. */
export function evidenceAt(text: string, span: SourceSpan, confidence: number): FieldEvidence {
  const lineStart = text.lastIndexOf('\n', span.start - 1) + 1;
  const nextBreak = text.indexOf('\n', span.end);
  const lineEnd = nextBreak === -1 ? text.length : nextBreak;
  const from = Math.max(lineStart, span.start - 100);
  const to = Math.min(lineEnd, span.end + 100);
  const context = `${from > lineStart ? '…' : ''}${text.slice(from, to).replace(/\s+/g, ' ').trim()}${to < lineEnd ? '…' : ''}`;
  return { quote: text.slice(span.start, span.end).replace(/\s+/g, ' ').trim(), context, confidence: Math.round(confidence * 100) / 100 };
}

/** Where a value the analyser built (a judge's name, a location) first appears in the text, word gaps allowed. */
export function spanOf(text: string, value: string | null): SourceSpan | null {
  if (!value) return null;
  const words = value
    .split(/[\s,]+/)
    .filter(Boolean)
    .slice(0, 12)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (words.length === 0) return null;
  const match = new RegExp(words.join('[\\s,]+'), 'i').exec(text);
  return match ? { start: match.index, end: match.index + match[0].length } : null;
}

export interface EvidenceInputs {
  text: string;
  /** When the message was sent (ISO): what relative words in the date's and time's quotes are read from. */
  sentAt: string | null;
  /** Other dates scored almost as high as the event's. */
  rivalDates: SourceSpan[];
  /** Sentences in which the message corrects itself. */
  corrections: string[];
  date: { span: SourceSpan; confidence: number } | null;
  time: { span: SourceSpan; confidence: number } | null;
  caseNumber: { span: SourceSpan; confidence: number } | null;
  eventType: { span: SourceSpan; confidence: number } | null;
  judgeName: { value: string; confidence: number } | null;
  location: { value: string; confidence: number } | null;
}

export function buildEvidence(inputs: EvidenceInputs): MeetingEvidence {
  const { text } = inputs;
  const evidence: MeetingEvidence = {};
  const relativeTo = inputs.sentAt ? { relativeTo: inputs.sentAt } : {};
  if (inputs.date) {
    const rivals = inputs.rivalDates.map((span) => evidenceAt(text, span, 0)).map(({ quote, context }) => ({ quote, context }));
    evidence.eventDate = {
      ...evidenceAt(text, inputs.date.span, inputs.date.confidence),
      ...relativeTo,
      ...(rivals.length ? { rivals } : {}),
      ...(inputs.corrections.length ? { corrections: inputs.corrections } : {}),
    };
  }
  if (inputs.time) evidence.eventTime = { ...evidenceAt(text, inputs.time.span, inputs.time.confidence), ...relativeTo };
  if (inputs.caseNumber) evidence.caseNumber = evidenceAt(text, inputs.caseNumber.span, inputs.caseNumber.confidence);
  if (inputs.eventType) evidence.eventType = evidenceAt(text, inputs.eventType.span, inputs.eventType.confidence);
  for (const field of ['judgeName', 'location'] as const) {
    const found = inputs[field];
    const span = found ? spanOf(text, found.value) : null;
    // A location the analyser composed ("Remote via Zoom: …") may not be written as such; its first words are.
    const fallback = found && !span ? spanOf(text, found.value.split(/[:,]/)[0] ?? null) : null;
    if (found && (span ?? fallback)) evidence[field] = evidenceAt(text, (span ?? fallback)!, found.confidence);
  }
  return evidence;
}

// A time with "a.m./p.m.", a 24-hour form ("08:30", "1330 hours") or words ("noon", "in the morning") says which half of the day it is.
const CLEAR_TIME = /\d\s*(?:[ap]\.?\s*m\b|o'clock|hours\b|hrs\b)|\b(?:noon|midnight|morning|afternoon|evening)\b|\b(?:[01]\d|2[0-3]):[0-5]\d\b/i;
const WRITTEN_HOUR = /\b(\d{1,2})(?::[0-5]\d)?\b(?!\s*(?:,|\d|st|nd|rd|th))/g;

/**
 * "at 2:00" in a notice could be two in the morning or the afternoon; "at 9:30" is a working-day morning. Only an hour
 * from 1 to 7 written without anything saying which half of the day it is counts as uncertain.
 */
export function writtenTimeIsAmbiguous(written: string): boolean {
  if (CLEAR_TIME.test(written)) return false;
  const timePart = /\b(?:at|@|by|from)\s+(\d{1,2}(?::[0-5]\d)?)\b/i.exec(written)?.[1] ?? [...written.matchAll(WRITTEN_HOUR)].at(-1)?.[0];
  if (!timePart) return false;
  const hour = Number(timePart.split(':')[0]);
  return hour >= 1 && hour <= 7;
}
