/**
 * Calendar dates and clock times without a zone, as a schedule stores them ('YYYY-MM-DD', 'HH:MM').
 * Date arithmetic is done on "epoch days" (days since 1970-01-01), which no time zone or DST can disturb.
 */

export interface CivilDate {
  year: number;
  month: number;
  day: number;
}

export interface ClockTime {
  hour: number;
  minute: number;
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^(\d{1,2}):(\d{2})$/;
const MS_PER_DAY = 86_400_000;

export function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** 'YYYY-MM-DD' → its parts, or null when it is not a real calendar day. */
export function parseCivilDate(value: string | null | undefined): CivilDate | null {
  const match = DATE_PATTERN.exec((value ?? '').trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** 'HH:MM' (24-hour; 'H:MM' accepted) → its parts, or null. */
export function parseClockTime(value: string | null | undefined): ClockTime | null {
  const match = TIME_PATTERN.exec((value ?? '').trim());
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  return hour <= 23 && minute <= 59 ? { hour, minute } : null;
}

export function toEpochDay(date: CivilDate): number {
  return Math.round(Date.UTC(date.year, date.month - 1, date.day) / MS_PER_DAY);
}

export function fromEpochDay(epochDay: number): CivilDate {
  const date = new Date(epochDay * MS_PER_DAY);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday). */
export function weekdayOfEpochDay(epochDay: number): number {
  return (((epochDay + 4) % 7) + 7) % 7;
}

/** Months since year 0, so month arithmetic is plain addition. */
export function monthIndex(date: Pick<CivilDate, 'year' | 'month'>): number {
  return date.year * 12 + (date.month - 1);
}

export function fromMonthIndex(index: number): Pick<CivilDate, 'year' | 'month'> {
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function formatCivilDate(date: CivilDate): string {
  return `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}
