import { DateTime } from 'luxon';
import type { CalendarEvent, EventInput } from '../../../api/calendar';

export type Repeat = 'none' | 'daily' | 'weekly' | 'monthly' | 'custom';

const FREQUENCIES: Readonly<Record<'daily' | 'weekly' | 'monthly', string>> = { daily: 'DAILY', weekly: 'WEEKLY', monthly: 'MONTHLY' };

/** The repeat choice → an RRULE; 'custom' keeps a rule the form cannot show. */
export function toRecurrence(repeat: Repeat, existing: string | null = null): string | null {
  if (repeat === 'none') return null;
  if (repeat === 'custom') return existing;
  return `FREQ=${FREQUENCIES[repeat]}`;
}

/** An RRULE → the repeat choice: a plain daily, weekly or monthly rule, or 'custom' for anything more. */
export function repeatOf(recurrence: string | null | undefined): Repeat {
  if (!recurrence) return 'none';
  const parts = recurrence.replace(/^RRULE:/i, '').split(';').filter(Boolean);
  const frequency = parts.find((part) => part.toUpperCase().startsWith('FREQ='))?.slice(5).toUpperCase();
  if (parts.length !== 1) return 'custom';
  if (frequency === 'DAILY') return 'daily';
  if (frequency === 'WEEKLY') return 'weekly';
  if (frequency === 'MONTHLY') return 'monthly';
  return 'custom';
}

/** The form's values: wall-clock dates and times ('YYYY-MM-DDTHH:mm', or 'YYYY-MM-DD' all day) in the user's zone. */
export interface EventFormValues {
  title: string;
  allDay: boolean;
  start: string;
  end: string;
  sourceId: string;
  tags: string[];
  location: string;
  caseNumber: string;
  hearingType: string;
  judge: string;
  description: string;
  repeat: Repeat;
}

const WALL_CLOCK = "yyyy-LL-dd'T'HH:mm";

/** A new event's form: from `start` for an hour (or the whole day), on My Calendar. */
export function newEventValues(start: DateTime, end: DateTime, allDay: boolean, sourceId = 'primary'): EventFormValues {
  return {
    title: '',
    allDay,
    start: allDay ? (start.toISODate() ?? '') : start.toFormat(WALL_CLOCK),
    // An all-day range ends on its last day in the form (FullCalendar's end is the next day).
    end: allDay ? (end.minus({ days: 1 }).toISODate() ?? '') : end.toFormat(WALL_CLOCK),
    sourceId,
    tags: [],
    location: '',
    caseNumber: '',
    hearingType: '',
    judge: '',
    description: '',
    repeat: 'none',
  };
}

export function valuesOf(event: CalendarEvent, zone: string): EventFormValues {
  const start = DateTime.fromISO(event.start, { zone });
  const end = DateTime.fromISO(event.end, { zone });
  const base = newEventValues(start, end, event.allDay, event.sourceId);
  return {
    ...base,
    title: event.title,
    tags: [...event.tags],
    location: event.location ?? '',
    caseNumber: event.caseNumber ?? '',
    hearingType: event.hearingType ?? '',
    judge: event.judge ?? '',
    description: event.description,
    repeat: repeatOf(event.recurrence),
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * The form → the API's fields: times are read in `zone`; an all-day event runs from the start of its first
 * day to the start of the day after its last. An end not after the start is left to the server (one hour).
 */
export function toEventInput(values: EventFormValues, zone: string, existingRecurrence: string | null = null): EventInput {
  let start: DateTime;
  let end: DateTime;
  if (values.allDay) {
    start = DateTime.fromISO(values.start.slice(0, 10), { zone }).startOf('day');
    const lastDay = values.end ? DateTime.fromISO(values.end.slice(0, 10), { zone }).startOf('day') : start;
    end = (lastDay < start ? start : lastDay).plus({ days: 1 });
  } else {
    start = DateTime.fromISO(values.start, { zone });
    end = values.end ? DateTime.fromISO(values.end, { zone }) : start.plus({ hours: 1 });
  }
  return {
    title: values.title.trim(),
    start: start.toUTC().toISO() ?? '',
    end: end.isValid ? (end.toUTC().toISO() ?? undefined) : undefined,
    allDay: values.allDay,
    sourceId: values.sourceId,
    tags: values.tags,
    location: orNull(values.location),
    caseNumber: orNull(values.caseNumber),
    hearingType: orNull(values.hearingType),
    judge: orNull(values.judge),
    description: values.description,
    recurrence: toRecurrence(values.repeat, existingRecurrence),
  };
}
