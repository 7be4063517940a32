import { describe, expect, it } from 'vitest';
import { coveredRuleIds } from '../../../domain/deadline-chains/acceptance';
import { civilDayOf, isCivilDate, taskDueFor } from '../../../domain/deadline-chains/civil-day';

describe('standing acceptances (accept once per matter or per rule)', () => {
  const rules = ['msc-prepare', 'msc-discovery-closes', 'msc-pretrial-statement-due'];

  it('covers the whole chain of a remembered matter', () => {
    expect(coveredRuleIds(rules, 'ADJ1', [{ scope: 'matter', key: 'ADJ1' }])).toEqual(rules);
  });

  it('covers only remembered rules in other matters, and nothing without a case number for matters', () => {
    const acceptances = [{ scope: 'matter', key: 'ADJ1' }, { scope: 'rule', key: 'msc-prepare' }] as const;
    expect(coveredRuleIds(rules, 'ADJ2', acceptances)).toEqual(['msc-prepare']);
    expect(coveredRuleIds(rules, null, [{ scope: 'matter', key: 'ADJ1' }])).toEqual([]);
    expect(coveredRuleIds(rules, 'ADJ2', [])).toEqual([]);
  });
});

describe('civil days of hearings and deadline tasks', () => {
  it('reads the hearing day in its own zone, not in UTC', () => {
    // 5 p.m. in Los Angeles is already the next day in UTC.
    expect(civilDayOf(new Date('2026-12-15T01:00:00Z'), 'America/Los_Angeles')).toBe('2026-12-14');
    expect(civilDayOf(new Date('2026-12-15T01:00:00Z'), 'not/a-zone')).toBe('2026-12-15');
  });

  it('makes a deadline task due at 17:00 on its day in the user zone', () => {
    expect(taskDueFor('2026-12-14', 'America/Los_Angeles').toISOString()).toBe('2026-12-15T01:00:00.000Z');
  });

  it('accepts only real dates between 1900 and 2200', () => {
    expect(isCivilDate('2027-02-28')).toBe(true);
    expect(isCivilDate('2027-02-30')).toBe(false);
    expect(isCivilDate('2300-01-01')).toBe(false);
    expect(isCivilDate('2027-2-3')).toBe(false);
  });
});
