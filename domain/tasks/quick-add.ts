import * as chrono from 'chrono-node';
import type { ParsedResult } from 'chrono-node';
import { DateTime } from 'luxon';
import { DATE_ONLY_DUE_HOUR, isPlausibleDue, wallTimeIn } from './due-time';
import { normaliseTags } from './task-input';
import type { TaskPriority } from './task';

/** What a quick-add line says: "Call Dr. Lee tomorrow 3pm #medical !high". */
export interface QuickAdd {
  title: string;
  dueDate: Date | null;
  /** The words read as the due date, as typed. */
  dateText: string | null;
  tags: string[];
  priority: TaskPriority | null;
}

export interface QuickAddReference {
  now: Date;
  /** IANA zone the words are meant in. */
  timeZone: string;
}

const TAG = /(^|\s)#([\p{L}\p{N}_/-]+)/gu;
const BANG_PRIORITY = /(^|\s)!(low|medium|high|urgent)(?=\s|$)/giu;
// Todoist's p1 is the most urgent, p4 the least.
const P_PRIORITY = /(^|\s)p([1-4])(?=\s|$)/giu;
const P_LEVELS: Record<string, TaskPriority> = { '1': 'Urgent', '2': 'High', '3': 'Medium', '4': 'Low' };
/** A word that only tied the date to the sentence ("by Friday", "due Dec 3", "at noon"). */
const CONNECTOR = /(?:^|\s)(?:on|at|by|due|before|until|for)\s*$/i;
/** chrono leaves the hour "uncertain" for these although they name a time of day. */
const TIME_OF_DAY_TAG = /^casualReference\/(morning|afternoon|evening|noon|midnight|tonight|night|lastNight)$/;

function readPriority(text: string): { text: string; priority: TaskPriority | null } {
  let priority: TaskPriority | null = null;
  const withoutBang = text.replace(BANG_PRIORITY, (_match, lead: string, word: string) => {
    priority = (word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()) as TaskPriority;
    return lead;
  });
  const withoutP = withoutBang.replace(P_PRIORITY, (_match, lead: string, level: string) => {
    priority = P_LEVELS[level] ?? priority;
    return lead;
  });
  return { text: withoutP, priority };
}

function readTags(text: string): { text: string; tags: string[] } {
  const tags: string[] = [];
  const rest = text.replace(TAG, (_match, lead: string, tag: string) => {
    tags.push(tag);
    return lead;
  });
  return { text: rest, tags: normaliseTags(tags) };
}

function dueOf(result: ParsedResult, timeZone: string): Date {
  const tags = [...result.tags()];
  // "in 2 hours" and "Dec 3 2pm EST" name an instant; chrono already computed it.
  if (tags.includes('result/relativeDateAndTime') || result.start.isCertain('timezoneOffset')) return result.start.date();
  const hasTime = result.start.isCertain('hour') || tags.some((tag) => TIME_OF_DAY_TAG.test(tag));
  const get = (component: 'year' | 'month' | 'day' | 'hour' | 'minute') => result.start.get(component) ?? 0;
  // chrono's wall-clock fields are rebuilt in the zone itself: the reference offset is today's, and the
  // due day may be on the other side of a DST change.
  return wallTimeIn({ year: get('year'), month: get('month'), day: get('day'), hour: hasTime ? get('hour') : DATE_ONLY_DUE_HOUR, minute: hasTime ? get('minute') : 0 }, timeZone);
}

const tidy = (text: string) => text.replace(/\s+/g, ' ').replace(/^[\s,;:–—-]+|[\s,;:–—-]+$/g, '');

/**
 * Quick add: #tags, !priority or p1–p4, and a due date in words read by chrono in the user's zone
 * (ambiguous dates resolve forward: "Friday" is the coming one). The last date phrase counts, since
 * people type the title first; the marks and the date words leave the title.
 */
export function parseQuickAdd(input: string, reference: QuickAddReference): QuickAdd {
  const { text: withoutPriority, priority } = readPriority(input);
  const { text, tags } = readTags(withoutPriority);
  const offset = DateTime.fromJSDate(reference.now, { zone: reference.timeZone }).offset;
  const results = chrono.casual.parse(text, { instant: reference.now, timezone: offset }, { forwardDate: true });
  const result = results.at(-1);
  const due = result ? dueOf(result, reference.timeZone) : null;
  // "in 900 years" is not a due date anybody means: the words stay in the title.
  if (!result || !due || !isPlausibleDue(due)) return { title: tidy(text), dueDate: null, dateText: null, tags, priority };

  const before = text.slice(0, result.index);
  const after = text.slice(result.index + result.text.length);
  const beforeWithoutConnector = CONNECTOR.test(before) && tidy(before.replace(CONNECTOR, '')) !== '' ? before.replace(CONNECTOR, ' ') : before;
  return { title: tidy(`${beforeWithoutConnector} ${after}`), dueDate: due, dateText: result.text, tags, priority };
}
