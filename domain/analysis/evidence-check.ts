import { DateTime } from 'luxon';
import { parseEventTime } from '../calendar/date-conversion';
import { DEFAULT_ANALYSIS_TIME_ZONE } from './offline/date-mentions';
import { dateLineGivesATime, dateSentenceIsAMeeting, readAcrossColumns } from './evidence-check/context-checks';
import { readQuote, type DaySaid, type QuoteReading } from './evidence-check/quote-readings';
import { decodeEntities } from './html-entities';
import type { EvidenceField, FieldEvidence, MeetingDetails } from './types';

/**
 * The promise behind writing an event without review: each field that places it (date, time, case number, kind) is
 * what its own quoted words say. Every quote is read again here, on its own terms (chrono for dates and times, plain
 * comparison for numbers and names), independently of how the reader found the value.
 */

export type CheckedField = 'eventDate' | 'eventTime' | 'caseNumber' | 'eventType';

export interface EvidenceProblem {
  field: CheckedField;
  reason: string;
}

// A weekday named alone ("Thursday", "next Tuesday") is one of the next two weeks; "the 9th" one of the next two months.
const WEEKDAY_REACH_DAYS = 13;
const DAY_OF_MONTH_REACH_DAYS = 62;

const FIELD_WORDS: Record<CheckedField, string> = { eventDate: 'date', eventTime: 'time', caseNumber: 'case number', eventType: 'kind of event' };

function shownDate(value: string): string {
  const day = DateTime.fromISO(value);
  return day.isValid ? day.toFormat('MMMM d, yyyy') : value;
}

function shownTime(value: string): string {
  const time = parseEventTime(value);
  if (!time) return value;
  return DateTime.fromObject({ hour: time.hour, minute: time.minute }).toFormat('h:mm a');
}

function shownValue(field: CheckedField, value: string): string {
  if (field === 'eventDate') return shownDate(value);
  if (field === 'eventTime') return shownTime(value);
  return value;
}

function daysFrom(from: string | null, to: DateTime): number | null {
  if (!from) return null;
  const start = DateTime.fromISO(from, { zone: 'utc' });
  return start.isValid ? Math.round(to.setZone('utc', { keepLocalTime: true }).startOf('day').diff(start.startOf('day'), 'days').days) : null;
}

function saysDay(said: DaySaid, day: DateTime, sentDate: string | null): boolean {
  if (said.kind === 'day') return said.month === day.month && said.day === day.day && (said.year === null || said.year === day.year);
  const ahead = daysFrom(sentDate, day);
  if (said.kind === 'weekday') return said.weekday === day.weekday % 7 && ahead !== null && ahead >= 0 && ahead <= WEEKDAY_REACH_DAYS;
  return said.day === day.day && (ahead === null || (ahead >= 0 && ahead <= DAY_OF_MONTH_REACH_DAYS));
}

function sentDateOf(evidence: FieldEvidence, timeZone: string): string | null {
  if (!evidence.relativeTo) return null;
  const sent = DateTime.fromISO(evidence.relativeTo, { zone: timeZone });
  return sent.isValid ? sent.toISODate() : null;
}

function minutesOfValue(value: string): number | null {
  const time = parseEventTime(value);
  return time ? time.hour * 60 + time.minute : null;
}

function dateIsSaid(value: string, reading: QuoteReading, sentDate: string | null): boolean {
  const day = DateTime.fromISO(value, { zone: 'utc' });
  return day.isValid && reading.days.some((said) => saysDay(said, day, sentDate));
}

function timeIsSaid(value: string, reading: QuoteReading): boolean {
  const minutes = minutesOfValue(value);
  return minutes !== null && reading.times.some((said) => said.minutes.includes(minutes));
}

const alphanumeric = (text: string) => decodeEntities(text).replace(/[^a-z0-9]/gi, '').toUpperCase();

// The words that name each kind of event; a kind outside this list must be named by its own words.
const KIND_WORDS: Record<string, RegExp> = {
  'Rating MSC': /\brating\b[^]*\b(?:MSC|mandatory\s+settlement)|\b(?:MSC|mandatory\s+settlement)[^]*\brating\b/i,
  MSC: /\bMSC\b|\bmandatory\s+settlement\b|\bsettlement\s+conf/i,
  'Lien Trial': /\blien[^]*\btrial\b|\btrial\b[^]*\blien/i,
  Trial: /\btrial\b/i,
  'Lien Conference': /\blien\s+conf|\bLC\b/i,
  'Status Conference': /\bstat(?:us)?\b\.?\s*(?:\/\s*trial\s+setting\s+)?conf|\b(?:scheduling|case\s+management|trial\s+setting|trial\s+readiness|pre-?trial)\s+conf|\b(?:CMC|FSC|TSC|SC)\b/i,
  'Priority Conference': /\bpriority\s+conf|\bPC\b/i,
  'Expedited Hearing': /\bexp(?:edited|\.)?\s+(?:hearing|hrg)\b|\bEH\b/i,
  Deposition: /\bdepo|\bdeponent\b/i,
  'QME Appointment': /\bP?QME\b|\bqualified\s+medical\b/i,
  'AME Appointment': /\bAME\b|\bagreed\s+medical\b/i,
  Mediation: /\bmediat|\bsettlement\s+conference\b/i,
  Hearing: /\bhearing\b|\bhrg\b|\bmotion\b|\bdemurrer\b|\bex\s+parte\b|\bheard\b|\boral\s+argument\b|\bshow\s+cause\b|\bOSC\b/i,
  Meeting:
    /\bmeet|\bcall\b|\blunch|\bdinner|\bbreakfast|\bcoffee|\bdrinks\b|\bappointment|\bvisit|\breview\b|\broom\b|\bcome\b|\bstop\s+by|\bdrop\s+by|\bsee\s+you|\btalk|\bspeak|\bconsult|\bzoom\b|\bteams\b|\bllamada|\bcita\b|\breuni[oó]n|\bconsulta\b|\boffice\b|\bcalendar\b|\bwalk\s+you\b|\bprep|\bsession\b/i,
};

function kindIsNamed(kind: string, quote: string): boolean {
  const text = decodeEntities(quote);
  const words = KIND_WORDS[kind];
  if (words) return words.test(text);
  return kind
    .split(/\s+/)
    .filter((word) => word.length > 2)
    .some((word) => new RegExp(`\\b${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i').test(text));
}

function valueOf(details: MeetingDetails, field: CheckedField): string | null {
  const value = details[field];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

function saysValue(field: CheckedField, value: string, evidence: FieldEvidence, timeZone: string): boolean {
  if (field === 'caseNumber') return alphanumeric(evidence.quote).includes(alphanumeric(value));
  if (field === 'eventType') return kindIsNamed(value, evidence.quote);
  const reading = readQuote(evidence.quote, evidence.relativeTo, timeZone);
  return field === 'eventDate' ? dateIsSaid(value, reading, sentDateOf(evidence, timeZone)) : timeIsSaid(value, reading);
}

/** Whether a rival reading names a day or time other than the one written: an old and a new setting, say. */
function rivalDiffers(details: MeetingDetails, rival: { quote: string }, relativeTo: string | undefined, timeZone: string, sentDate: string | null): boolean {
  const reading = readQuote(rival.quote, relativeTo, timeZone);
  const date = valueOf(details, 'eventDate');
  const time = valueOf(details, 'eventTime');
  const day = date ? DateTime.fromISO(date, { zone: 'utc' }) : null;
  const otherDay = day !== null && day.isValid && reading.days.some((said) => said.kind === 'day' && !saysDay(said, day, sentDate));
  const minutes = time ? minutesOfValue(time) : null;
  const otherTime = minutes !== null && reading.times.some((said) => !said.minutes.includes(minutes));
  return otherDay || otherTime;
}

const PLACING: readonly CheckedField[] = ['eventDate', 'eventTime', 'caseNumber', 'eventType'];

/**
 * Why the placing fields cannot be written on the strength of their evidence, in plain words: a value its quote does
 * not say, a value with no quote, another date or time competing for the event, a message that corrects itself.
 * Empty when every value is what its words say.
 */
export function evidenceProblems(details: MeetingDetails): EvidenceProblem[] {
  const timeZone = details.timeZone?.trim() || DEFAULT_ANALYSIS_TIME_ZONE;
  const problems: EvidenceProblem[] = [];
  for (const field of PLACING) {
    const value = valueOf(details, field);
    if (!value) continue;
    const evidence = details.evidence?.[field as EvidenceField];
    const words = FIELD_WORDS[field];
    if (!evidence?.quote.trim()) {
      problems.push({ field, reason: `No words of the message were kept for the ${words} written (${shownValue(field, value)}), so it cannot be checked.` });
    } else if (!saysValue(field, value, evidence, timeZone)) {
      const says = field === 'caseNumber' ? 'is not in the words it was read from' : field === 'eventType' ? 'is not what the message calls it' : 'is not what the message says';
      problems.push({ field, reason: `The ${words} written (${shownValue(field, value)}) ${says}: "${evidence.quote}".` });
    }
  }
  const dateEvidence = details.evidence?.eventDate;
  if (dateEvidence) {
    const sentDate = sentDateOf(dateEvidence, timeZone);
    const rival = (dateEvidence.rivals ?? []).find((candidate) => rivalDiffers(details, candidate, dateEvidence.relativeTo, timeZone, sentDate));
    if (rival) {
      problems.push({ field: 'eventDate', reason: `The message also gives "${rival.quote}" for this event: which setting is the current one is not clear.` });
    }
    const [correction] = dateEvidence.corrections ?? [];
    if (correction) problems.push({ field: 'eventDate', reason: `The message corrects itself ("${correction}"): check the date and time against the correction.` });
  }
  const timeEvidence = details.evidence?.eventTime;
  const time = valueOf(details, 'eventTime');
  if (timeEvidence && time) {
    const starts = readQuote(timeEvidence.quote, timeEvidence.relativeTo, timeZone).times;
    const minutes = minutesOfValue(time);
    if (minutes !== null && starts.some((said) => said.minutes.includes(minutes)) && starts.some((said) => !said.minutes.includes(minutes) && !said.endMinutes.includes(minutes))) {
      problems.push({ field: 'eventTime', reason: `The words the time was read from give more than one time: "${timeEvidence.quote}".` });
    } else if (readAcrossColumns(timeEvidence)) {
      problems.push({ field: 'eventTime', reason: `The day and the hour were read from different columns of a table: "${timeEvidence.context}".` });
    }
  }
  if (dateEvidence && !time && dateLineGivesATime(dateEvidence)) {
    problems.push({ field: 'eventTime', reason: `No time was written, but the words the date was read from give one: "${dateEvidence.context}".` });
  }
  const kind = valueOf(details, 'eventType');
  if (dateEvidence && kind && kind !== 'Meeting' && dateSentenceIsAMeeting(dateEvidence, (text) => kindIsNamed(kind, text))) {
    problems.push({ field: 'eventType', reason: `The date was read from words about a meeting or call, not the ${kind} written: "${dateEvidence.context}".` });
  }
  return problems;
}
