import type { Static } from 'typebox';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { checkRecurrence } from '../../domain/calendar/recurrence-check';
import { recursWithin, type Series } from '../../domain/calendar/recurrence';
import { INVALID_START_MESSAGE, resolveEventTimes, type ResolvedEventTimes } from '../../domain/calendar/event-times';
import { unknownSourceMessage } from '../../domain/calendar/sources';
import { HttpError } from '../http-error';
import { findSource } from './source-repository';
import type { CreateEventBody, UpdateEventBody } from './schemas';

export type CreateEventInput = Static<typeof CreateEventBody>;
export type UpdateEventInput = Static<typeof UpdateEventBody>;

/** A checked RRULE in canonical form, null to remove one, undefined when not given; 400 with the reason otherwise. */
export function recurrenceOf(value: string | null | undefined): string | null | undefined {
  if (value === undefined || value === null) return value;
  const checked = checkRecurrence(value);
  if (!checked.ok) throw new HttpError(400, 'invalid_recurrence', checked.message);
  return checked.rule;
}

/** A series must happen: a rule that matches no day in ten years (e.g. BYMONTH=2;BYMONTHDAY=30) is refused. */
export function requireOccurrences(series: Series): void {
  if (!recursWithin(series)) throw new HttpError(400, 'invalid_recurrence', 'The recurrence has no occurrence in the ten years after the start.');
}

export async function requireOwnSource(db: Kysely<Database>, userId: string, sourceId: string): Promise<string> {
  if (!(await findSource(db, userId, sourceId))) throw new HttpError(400, 'unknown_source', unknownSourceMessage(sourceId));
  return sourceId;
}

export function timesOf(input: { start: string; end?: string | null | undefined; allDay?: boolean | undefined }, timeZone: string): ResolvedEventTimes {
  const times = resolveEventTimes(input, timeZone);
  if (!times) throw new HttpError(400, 'invalid_date', INVALID_START_MESSAGE);
  return times;
}

export const trimmedTitle = (title: string) => {
  const trimmed = title.trim();
  if (!trimmed) throw new HttpError(400, 'title_required', 'Give the event a title.');
  return trimmed;
};

/** Optional texts: blank means none. */
export const optionalText = (value: string | null | undefined) => (value === undefined ? undefined : value === null || !value.trim() ? null : value.trim());

export const uniqueTags = (tags: string[]) => [...new Set(tags.map((tag) => tag.trim().toLowerCase()).filter(Boolean))];
