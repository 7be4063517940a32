import { confirmationReasons } from '../../domain/analysis/confirmation';
import type { EmailAnalysisResult, MeetingDetails } from '../../domain/analysis/types';
import type { CorpusMessage, ExpectedEvent } from './corpus';

/** The fields the accuracy target counts (issue 11): each event field, and whether there is an event at all. */
export const SCORED_FIELDS = ['isMeeting', 'date', 'time', 'caseNumber', 'judge', 'hearingType', 'location'] as const;
export type ScoredField = (typeof SCORED_FIELDS)[number];

export interface FieldMiss {
  id: string;
  field: ScoredField;
  expected: unknown;
  actual: unknown;
}

export interface Tally {
  right: number;
  total: number;
}

export interface AccuracyReport {
  messages: number;
  fields: Tally;
  byField: Record<ScoredField, Tally>;
  byKind: Record<string, Tally & { messages: number }>;
  falseEvents: string[];
  missedEvents: string[];
  misses: FieldMiss[];
  /** Events found that a person is asked to confirm before they go on the calendar. */
  askedToConfirm: string[];
  /** Events with a wrong date or time: those written silently are the costly ones. */
  wrongDateOrTime: { asked: string[]; silent: string[] };
  /** Events with a wrong placing field (date, time, case number or kind of hearing), asked to confirm or written silently. */
  wrongPlacing: { asked: string[]; silent: string[] };
}

const TITLES = /\b(?:the\s+)?(?:hon(?:orable)?|judge|wcj|wcalj|presiding|workers'?\s+compensation\s+(?:administrative\s+law\s+)?judge|administrative\s+law\s+judge|magistrate|district|u\.?s\.?|mr|mrs|ms|dr)\b\.?/gi;

/** "Hon. Maria T. Lopez" and "maria lopez" are the same judge: titles, initials and punctuation aside. */
export function sameJudge(expected: string | null | undefined, actual: string | null): boolean {
  if (!expected) return !actual;
  if (!actual) return false;
  const words = (name: string) =>
    name
      .replace(TITLES, ' ')
      .toLowerCase()
      .replace(/[^a-z' -]/g, ' ')
      .split(/\s+/)
      .filter((word) => word.length > 1);
  const want = words(expected);
  const got = words(actual);
  return want.length > 0 && got.length > 0 && want[0] === got[0] && want.at(-1) === got.at(-1);
}

export function sameCaseNumber(expected: string | null | undefined, actual: string | null): boolean {
  const normal = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, '').toUpperCase();
  return normal(expected) === normal(actual);
}

/** '08:30', '8:30 AM' and '8:30am' are one time. */
export function normalTime(value: string | null | undefined): string | null {
  if (!value) return null;
  const match = /^(\d{1,2}):(\d{2})\s*([ap])?\.?m?\.?$/i.exec(value.trim());
  if (!match) return value;
  let hours = Number(match[1]) % (match[3] ? 12 : 24);
  if (match[3]?.toLowerCase() === 'p') hours += 12;
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}

export function sameLocation(expected: string[] | null | undefined, actual: string | null): boolean {
  if (!expected || expected.length === 0) return !actual;
  if (!actual) return false;
  const haystack = actual.toLowerCase().replace(/\s+/g, ' ');
  return expected.every((fragment) => haystack.includes(fragment.toLowerCase().replace(/\s+/g, ' ')));
}

function fieldResults(expected: ExpectedEvent, details: MeetingDetails | null): Array<[ScoredField, boolean, unknown, unknown]> {
  const isMeeting = details !== null;
  const results: Array<[ScoredField, boolean, unknown, unknown]> = [['isMeeting', isMeeting === expected.isMeeting, expected.isMeeting, isMeeting]];
  if (!expected.isMeeting) return results;
  const get = <T>(read: (found: MeetingDetails) => T) => (details ? read(details) : null);
  results.push(
    ['date', details?.eventDate === expected.date, expected.date, get((found) => found.eventDate)],
    ['time', normalTime(details?.eventTime) === normalTime(expected.time), expected.time, get((found) => found.eventTime)],
    ['caseNumber', details !== null && sameCaseNumber(expected.caseNumber, details.caseNumber), expected.caseNumber, get((found) => found.caseNumber)],
    ['judge', details !== null && sameJudge(expected.judge, details.judgeName), expected.judge, get((found) => found.judgeName)],
    ['hearingType', details?.eventType === expected.hearingType, expected.hearingType, get((found) => found.eventType)],
    ['location', details !== null && sameLocation(expected.location, details.location), expected.location, get((found) => found.location)],
  );
  return results;
}

const PLACING = new Set<ScoredField>(['date', 'time', 'caseNumber', 'hearingType']);

const tally = (): Tally => ({ right: 0, total: 0 });

/** Scores analyses against the corpus: every field, by field and by kind of message, false and missed events. */
export function scoreCorpus(messages: CorpusMessage[], analyse: (message: CorpusMessage) => EmailAnalysisResult): AccuracyReport {
  const report: AccuracyReport = {
    messages: messages.length,
    fields: tally(),
    byField: Object.fromEntries(SCORED_FIELDS.map((field) => [field, tally()])) as Record<ScoredField, Tally>,
    byKind: {},
    falseEvents: [],
    missedEvents: [],
    misses: [],
    askedToConfirm: [],
    wrongDateOrTime: { asked: [], silent: [] },
    wrongPlacing: { asked: [], silent: [] },
  };
  for (const message of messages) {
    const result = analyse(message);
    const details = result.isMeeting ? result.meetingDetails : null;
    if (details && !message.expected.isMeeting) report.falseEvents.push(message.id);
    if (!details && message.expected.isMeeting) report.missedEvents.push(message.id);
    const asked = details !== null && confirmationReasons(details).length > 0;
    if (asked) report.askedToConfirm.push(message.id);
    const kind = (report.byKind[message.kind] ??= { ...tally(), messages: 0 });
    kind.messages += 1;
    for (const [field, right, expected, actual] of fieldResults(message.expected, details)) {
      for (const counter of [report.fields, report.byField[field], kind]) {
        counter.total += 1;
        if (right) counter.right += 1;
      }
      if (!right) report.misses.push({ id: message.id, field, expected, actual });
    }
    const wrongWhen = details !== null && message.expected.isMeeting && report.misses.some((miss) => miss.id === message.id && (miss.field === 'date' || miss.field === 'time'));
    if (wrongWhen) report.wrongDateOrTime[asked ? 'asked' : 'silent'].push(message.id);
    const wrongPlacing = details !== null && message.expected.isMeeting && report.misses.some((miss) => miss.id === message.id && PLACING.has(miss.field));
    if (wrongPlacing) report.wrongPlacing[asked ? 'asked' : 'silent'].push(message.id);
  }
  return report;
}

export const ratio = ({ right, total }: Tally) => (total === 0 ? 1 : right / total);
const percent = (counter: Tally) => `${(ratio(counter) * 100).toFixed(1)} %`.padStart(8);

/** The report as a person reads it. */
export function formatReport(report: AccuracyReport, { misses = true } = {}): string {
  const lines = [`Analyser accuracy on ${report.messages} messages: ${percent(report.fields).trim()} of ${report.fields.total} fields`, '', 'By field:'];
  for (const field of SCORED_FIELDS) lines.push(`  ${field.padEnd(12)} ${percent(report.byField[field])}  (${report.byField[field].right}/${report.byField[field].total})`);
  lines.push('', 'By kind of message:');
  for (const [kind, counter] of Object.entries(report.byKind).sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(`  ${kind.padEnd(18)} ${percent(counter)}  (${counter.right}/${counter.total} fields, ${counter.messages} messages)`);
  }
  lines.push('', `False events: ${report.falseEvents.length}${report.falseEvents.length ? ` (${report.falseEvents.join(', ')})` : ''}`);
  lines.push(`Missed events: ${report.missedEvents.length}${report.missedEvents.length ? ` (${report.missedEvents.join(', ')})` : ''}`);
  lines.push(`Events a person is asked to confirm: ${report.askedToConfirm.length}${report.askedToConfirm.length ? ` (${report.askedToConfirm.join(', ')})` : ''}`);
  const { asked, silent } = report.wrongDateOrTime;
  lines.push(`Events with a wrong date or time: ${asked.length + silent.length}, of which ${asked.length} asked to confirm${silent.length ? `; written silently: ${silent.join(', ')}` : ''}`);
  const placing = report.wrongPlacing;
  lines.push(
    `Events with a wrong date, time, case number or kind: ${placing.asked.length + placing.silent.length}, of which ${placing.asked.length} asked to confirm${placing.silent.length ? `; written silently: ${placing.silent.join(', ')}` : ''}`,
  );
  if (misses && report.misses.length) {
    lines.push('', 'Wrong fields:');
    for (const miss of report.misses) lines.push(`  ${miss.id} ${miss.field}: expected ${JSON.stringify(miss.expected)}, got ${JSON.stringify(miss.actual)}`);
  }
  return lines.join('\n');
}
