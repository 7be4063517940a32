import { DateTime } from 'luxon';

/** Calendar constants (seed 000 §9). */
export const DEFAULT_TIME_ZONE = 'America/Los_Angeles';
export const DEFAULT_EVENT_MINUTES = 60;
export const AUTOMATION_EVENT_MINUTES = 30;
export const TASK_EVENT_MINUTES = 60;

/** Bounds of seed 000 §5 "Calendar conversion of analysed dates". */
export const MIN_EVENT_YEAR = 1900;
export const MAX_EVENT_YEAR = 2200;

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export interface ClockTime {
  hour: number;
  minute: number;
}

export interface ZonedDateTime {
  /** Wall-clock time in `timeZone`, 'YYYY-MM-DDTHH:mm:00'. */
  dateTime: string;
  timeZone: string;
}

export interface EventTimes {
  start: ZonedDateTime;
  end: ZonedDateTime;
  startUtc: string;
  endUtc: string;
}

export interface EventTimesInput {
  eventDate: string | null | undefined;
  eventTime: string | null | undefined;
  endTime?: string | null | undefined;
  timeZone?: string | null | undefined;
}

const DATE_PATTERN = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const TWENTY_FOUR_HOUR_PATTERN = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;
const MERIDIEM_PATTERN = /^(\d{1,2})(?::(\d{2}))?\s*([ap])\.?\s*m\.?$/i;

function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one; UTC avoids any local-zone influence.
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** 'YYYY-MM-DD' → its parts, or null when out of range or not a real calendar day. */
export function parseEventDate(value: string | null | undefined): CalendarDate | null {
  const match = DATE_PATTERN.exec((value ?? '').trim());
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < MIN_EVENT_YEAR || year > MAX_EVENT_YEAR) return null;
  if (month < 1 || month > 12) return null;
  if (day < 1 || day > 31 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/**
 * 'HH:mm', 'H:mm' (optionally ':ss') or a 12-hour time such as '9 AM', '9:30 a.m.', '2:00 PM'.
 * With AM/PM the hour must be 1–12: PM adds 12 to hours 1–11 and 12 AM becomes 0.
 */
export function parseEventTime(value: string | null | undefined): ClockTime | null {
  const text = (value ?? '').trim();
  const meridiem = MERIDIEM_PATTERN.exec(text);
  if (meridiem) {
    const hour = Number(meridiem[1]);
    const minute = meridiem[2] === undefined ? 0 : Number(meridiem[2]);
    if (hour < 1 || hour > 12 || minute > 59) return null;
    const isPm = meridiem[3]?.toLowerCase() === 'p';
    if (isPm && hour < 12) return { hour: hour + 12, minute };
    if (!isPm && hour === 12) return { hour: 0, minute };
    return { hour, minute };
  }
  const clock = TWENTY_FOUR_HOUR_PATTERN.exec(text);
  if (!clock) return null;
  const hour = Number(clock[1]);
  const minute = Number(clock[2]);
  const second = clock[3] === undefined ? 0 : Number(clock[3]);
  if (hour > 23 || minute > 59 || second > 59) return null;
  return { hour, minute };
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** 'HH:mm' in 24-hour form. */
export function formatClockTime(time: ClockTime): string {
  return `${pad(time.hour)}:${pad(time.minute)}`;
}

/** 'YYYY-MM-DD'. */
export function formatCalendarDate(date: CalendarDate): string {
  return `${date.year}-${pad(date.month)}-${pad(date.day)}`;
}

function toZoned(moment: DateTime, timeZone: string): ZonedDateTime {
  return { dateTime: moment.toFormat("yyyy-MM-dd'T'HH:mm:00"), timeZone };
}

/**
 * Start and end of the calendar event for an analysed date and time, or null when either is
 * missing or invalid (seed 000 §5). The end defaults to one hour after the start.
 */
export function toEventTimes(input: EventTimesInput): EventTimes | null {
  const timeZone = input.timeZone?.trim() || DEFAULT_TIME_ZONE;
  const date = parseEventDate(input.eventDate);
  const time = parseEventTime(input.eventTime);
  if (!date || !time) return null;

  const start = DateTime.fromObject({ ...date, ...time }, { zone: timeZone });
  if (!start.isValid) return null;

  const endClock = parseEventTime(input.endTime);
  const explicitEnd = endClock ? DateTime.fromObject({ ...date, ...endClock }, { zone: timeZone }) : null;
  const end =
    explicitEnd && explicitEnd.isValid && explicitEnd > start
      ? explicitEnd
      : start.plus({ minutes: DEFAULT_EVENT_MINUTES });

  return {
    start: toZoned(start, timeZone),
    end: toZoned(end, timeZone),
    startUtc: start.toJSDate().toISOString(),
    endUtc: end.toJSDate().toISOString(),
  };
}
