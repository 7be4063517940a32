import { DateTime } from 'luxon';
import { addDays, civilDateOf, toCivilDate, toDateTime } from './civil-date';
import type { CivilDate, CountingCalendar, SkippedDay } from './types';

/**
 * Holidays of the two counting calendars, computed by rule for any year.
 *
 * court: the California judicial holidays of CCP § 135 as they stand today (Columbus Day
 *   was replaced by Native American Day, Juneteenth was added; earlier years' lists are
 *   not modelled). A holiday on a Sunday is observed on the Monday after, one on a
 *   Saturday on the Friday before.
 * wcab: the days the Board's offices are closed, taken from the state-employee holiday
 *   schedule (Gov. Code § 19853): no Lincoln's Birthday and no Native American Day, and a
 *   holiday on a Saturday closes no weekday (state employees get holiday credit instead),
 *   while a Sunday holiday is observed on the Monday. This follows the state schedule, not
 *   a published WCAB list — check it against the DWC's holiday calendar each year.
 *   Also unsettled: whether state offices close on Juneteenth (kept here as the issue asks),
 *   and Pa'u v. Cal Fire (2018 significant panel decision), which treated the day after
 *   Thanksgiving as a working day for Lab. Code § 4610 counting.
 */

interface HolidayRule {
  name: string;
  /** The holiday's own date in a year, before moving it off a weekend. */
  dateIn(year: number): CivilDate;
  calendars: readonly CountingCalendar[];
}

const BOTH: readonly CountingCalendar[] = ['court', 'wcab'];
const COURT_ONLY: readonly CountingCalendar[] = ['court'];

const LUXON_MONDAY = 1;
const LUXON_THURSDAY = 4;
const LUXON_FRIDAY = 5;
const LUXON_SATURDAY = 6;
const LUXON_SUNDAY = 7;

function nthWeekdayOf(year: number, month: number, weekday: number, nth: number): CivilDate {
  const first = DateTime.utc(year, month, 1);
  const toFirstMatch = (weekday - first.weekday + 7) % 7;
  return toCivilDate(first.plus({ days: toFirstMatch + 7 * (nth - 1) }));
}

function lastWeekdayOf(year: number, month: number, weekday: number): CivilDate {
  const last = DateTime.utc(year, month, 1).endOf('month').startOf('day');
  const backToMatch = (last.weekday - weekday + 7) % 7;
  return toCivilDate(last.minus({ days: backToMatch }));
}

const fixed = (month: number, day: number) => (year: number) => civilDateOf(year, month, day);

const HOLIDAY_RULES: readonly HolidayRule[] = [
  { name: "New Year's Day", dateIn: fixed(1, 1), calendars: BOTH },
  { name: 'Martin Luther King Jr. Day', dateIn: (y) => nthWeekdayOf(y, 1, LUXON_MONDAY, 3), calendars: BOTH },
  { name: "Lincoln's Birthday", dateIn: fixed(2, 12), calendars: COURT_ONLY },
  { name: "Washington's Birthday", dateIn: (y) => nthWeekdayOf(y, 2, LUXON_MONDAY, 3), calendars: BOTH },
  { name: 'César Chávez Day', dateIn: fixed(3, 31), calendars: BOTH },
  { name: 'Memorial Day', dateIn: (y) => lastWeekdayOf(y, 5, LUXON_MONDAY), calendars: BOTH },
  { name: 'Juneteenth', dateIn: fixed(6, 19), calendars: BOTH },
  { name: 'Independence Day', dateIn: fixed(7, 4), calendars: BOTH },
  { name: 'Labor Day', dateIn: (y) => nthWeekdayOf(y, 9, LUXON_MONDAY, 1), calendars: BOTH },
  { name: 'Native American Day', dateIn: (y) => nthWeekdayOf(y, 9, LUXON_FRIDAY, 4), calendars: COURT_ONLY },
  { name: 'Veterans Day', dateIn: fixed(11, 11), calendars: BOTH },
  { name: 'Thanksgiving Day', dateIn: (y) => nthWeekdayOf(y, 11, LUXON_THURSDAY, 4), calendars: BOTH },
  {
    name: 'Day after Thanksgiving',
    dateIn: (y) => addDays(nthWeekdayOf(y, 11, LUXON_THURSDAY, 4), 1),
    calendars: BOTH,
  },
  { name: 'Christmas Day', dateIn: fixed(12, 25), calendars: BOTH },
];

/** The weekday on which a holiday is observed, or null when that calendar closes no weekday for it. */
function observedDate(date: CivilDate, calendar: CountingCalendar): CivilDate | null {
  const day = toDateTime(date);
  if (day.weekday === LUXON_SUNDAY) return toCivilDate(day.plus({ days: 1 }));
  if (day.weekday === LUXON_SATURDAY) return calendar === 'court' ? toCivilDate(day.minus({ days: 1 })) : null;
  return date;
}

const cache = new Map<string, SkippedDay[]>();

/** Observed holidays falling in the year, in date order; each reason is the holiday's name. */
export function holidaysIn(year: number, calendar: CountingCalendar): SkippedDay[] {
  const key = `${calendar}:${year}`;
  let holidays = cache.get(key);
  if (!holidays) {
    holidays = [];
    // New Year's Day on a Saturday is observed on 31 December of the year before.
    for (const ruleYear of [year, year + 1]) {
      for (const rule of HOLIDAY_RULES) {
        if (!rule.calendars.includes(calendar)) continue;
        const observed = observedDate(rule.dateIn(ruleYear), calendar);
        if (observed && observed.startsWith(`${year}-`)) holidays.push({ date: observed, reason: rule.name });
      }
    }
    holidays.sort((a, b) => a.date.localeCompare(b.date));
    cache.set(key, holidays);
  }
  return holidays.map((holiday) => ({ ...holiday }));
}

/** The name of the holiday observed on that date on that calendar, or null. */
export function isCourtHoliday(date: CivilDate, calendar: CountingCalendar): string | null {
  const year = toDateTime(date).year;
  return holidaysIn(year, calendar).find((holiday) => holiday.date === date)?.reason ?? null;
}
