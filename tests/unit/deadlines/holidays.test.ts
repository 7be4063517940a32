import { describe, expect, it } from 'vitest';
import { holidaysIn, isCourtHoliday } from '../../../domain/deadlines';

describe('California judicial holidays (court calendar, CCP § 135)', () => {
  it('gives exactly the 2026 list, Independence Day observed on Friday 3 July', () => {
    expect(holidaysIn(2026, 'court').map((holiday) => holiday.date)).toEqual([
      '2026-01-01', '2026-01-19', '2026-02-12', '2026-02-16', '2026-03-31', '2026-05-25', '2026-06-19',
      '2026-07-03', '2026-09-07', '2026-09-25', '2026-11-11', '2026-11-26', '2026-11-27', '2026-12-25',
    ]);
  });

  it('names each holiday', () => {
    expect(holidaysIn(2026, 'court').map((holiday) => holiday.reason)).toEqual([
      "New Year's Day", 'Martin Luther King Jr. Day', "Lincoln's Birthday", "Washington's Birthday", 'César Chávez Day',
      'Memorial Day', 'Juneteenth', 'Independence Day', 'Labor Day', 'Native American Day', 'Veterans Day',
      'Thanksgiving Day', 'Day after Thanksgiving', 'Christmas Day',
    ]);
  });

  it('moves Saturday holidays to the Friday before, even into the previous year', () => {
    // 25 Dec 2021 and 1 Jan 2022 were Saturdays.
    expect(holidaysIn(2021, 'court').slice(-2)).toEqual([
      { date: '2021-12-24', reason: 'Christmas Day' },
      { date: '2021-12-31', reason: "New Year's Day" },
    ]);
    expect(holidaysIn(2022, 'court').map((holiday) => holiday.date)).not.toContain('2022-01-01');
  });

  it('moves Sunday holidays to the Monday after', () => {
    // 1 Jan 2023 was a Sunday; 12 Feb 2023 too.
    expect(isCourtHoliday('2023-01-02', 'court')).toBe("New Year's Day");
    expect(isCourtHoliday('2023-02-13', 'court')).toBe("Lincoln's Birthday");
  });

  it('answers a date with the holiday observed on it, or null', () => {
    expect(isCourtHoliday('2026-02-12', 'court')).toBe("Lincoln's Birthday");
    expect(isCourtHoliday('2026-07-03', 'court')).toBe('Independence Day');
    expect(isCourtHoliday('2026-07-04', 'court')).toBeNull();
    expect(isCourtHoliday('2026-07-06', 'court')).toBeNull();
  });

  it('refuses a date that does not exist', () => {
    expect(() => isCourtHoliday('2026-02-30', 'court')).toThrow(RangeError);
  });
});

describe('WCAB working-day calendar (state-employee holidays)', () => {
  it('drops Lincoln’s Birthday and Native American Day, and closes no Friday for a Saturday holiday', () => {
    expect(holidaysIn(2026, 'wcab').map((holiday) => holiday.date)).toEqual([
      '2026-01-01', '2026-01-19', '2026-02-16', '2026-03-31', '2026-05-25', '2026-06-19',
      '2026-09-07', '2026-11-11', '2026-11-26', '2026-11-27', '2026-12-25',
    ]);
    expect(isCourtHoliday('2026-02-12', 'wcab')).toBeNull();
    expect(isCourtHoliday('2026-09-25', 'wcab')).toBeNull();
    expect(isCourtHoliday('2026-07-03', 'wcab')).toBeNull();
  });

  it('still observes a Sunday holiday on the Monday', () => {
    expect(isCourtHoliday('2023-01-02', 'wcab')).toBe("New Year's Day");
    expect(holidaysIn(2021, 'wcab').map((holiday) => holiday.date)).not.toContain('2021-12-31');
  });
});
