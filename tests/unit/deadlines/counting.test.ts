import { describe, expect, it } from 'vitest';
import { computeDeadline, DEADLINE_RULES, type DeadlineRule, type ServiceMethod } from '../../../domain/deadlines';

const rule = (id: string): DeadlineRule => {
  const found = DEADLINE_RULES.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no rule ${id}`);
  return found;
};

describe('service extensions (8 CCR § 10605)', () => {
  // Decision served Monday 1 June 2026; 20 days = Sunday 21 June.
  it.each<[ServiceMethod, number, string]>([
    ['none', 0, '2026-06-22'],
    ['personal', 0, '2026-06-22'],
    ['mail_in_california', 5, '2026-06-26'],
    ['mail_elsewhere_in_us', 10, '2026-07-01'],
    ['mail_abroad', 20, '2026-07-13'],
    ['electronic', 5, '2026-06-26'],
  ])('%s adds %i days → %s', (serviceMethod, days, expected) => {
    const deadline = computeDeadline(rule('reconsideration-petition-due'), { kind: 'decision_served', date: '2026-06-01', serviceMethod });
    expect(deadline.date).toBe(expected);
    expect(deadline.explanation.serviceExtension).toEqual({ method: serviceMethod, days, citation: '8 CCR § 10605' });
  });

  it('adds nothing to a rule the extension does not apply to', () => {
    const deadline = computeDeadline(rule('lien-claimant-dor-due'), { kind: 'case_resolved', date: '2026-01-04', serviceMethod: 'mail_abroad' });
    expect(deadline.date).toBe('2026-07-03');
    expect(deadline.explanation.serviceExtension).toEqual({ method: 'mail_abroad', days: 0, citation: null });
  });

  it('counts the extension as one longer period, rolling only the last day', () => {
    // Served Wed 11 Nov 2026 by mail: 20 + 5 = 25 days = Sun 6 Dec → Mon 7 Dec (Thanksgiving in between does not matter).
    const deadline = computeDeadline(rule('reconsideration-petition-due'), { kind: 'decision_served', date: '2026-11-11', serviceMethod: 'mail_in_california' });
    expect(deadline.explanation.unadjustedDate).toBe('2026-12-06');
    expect(deadline.date).toBe('2026-12-07');
  });
});

describe('counting backward for "days before" rules', () => {
  it('excludes the hearing day and rolls earlier past a holiday and the weekend', () => {
    // Status conference Thu 22 Jan 2026: 3 days before = Mon 19 Jan (MLK Day), then Sun 18, Sat 17 → Fri 16.
    const deadline = computeDeadline(rule('hearing-prepare'), { kind: 'hearing_set', date: '2026-01-22', hearingType: 'Status Conference' });
    expect(deadline.explanation.unadjustedDate).toBe('2026-01-19');
    expect(deadline.explanation.skipped).toEqual([
      { date: '2026-01-19', reason: 'Martin Luther King Jr. Day' },
      { date: '2026-01-18', reason: 'Sunday' },
      { date: '2026-01-17', reason: 'Saturday' },
    ]);
    expect(deadline.date).toBe('2026-01-16');
  });

  it('leaves a zero-day rule on the hearing date itself', () => {
    const deadline = computeDeadline(rule('msc-discovery-closes'), { kind: 'hearing_set', date: '2026-03-09', hearingType: 'MSC' });
    expect(deadline.date).toBe('2026-03-09');
    expect(deadline.explanation.skipped).toEqual([]);
  });
});

describe('month offsets', () => {
  it.each([
    // 31 Aug 2025 + 18 months: no 31 Feb 2027 → Sun 28 Feb 2027 → Mon 1 Mar 2027.
    ['2025-08-31', '2027-02-28', '2027-03-01'],
    // 31 Aug 2026 + 18 months: 2028 is a leap year → Tue 29 Feb 2028.
    ['2026-08-31', '2028-02-29', '2028-02-29'],
    // 31 Jan 2026 + 18 months = Sat 31 Jul 2027 → Mon 2 Aug 2027.
    ['2026-01-31', '2027-07-31', '2027-08-02'],
  ])('services on %s: clamped to %s, due %s', (date, unadjusted, expected) => {
    const deadline = computeDeadline(rule('lien-filing-deadline'), { kind: 'lien_service', date });
    expect(deadline.explanation.unadjustedDate).toBe(unadjusted);
    expect(deadline.date).toBe(expected);
  });
});

describe('the same count on the two calendars', () => {
  const onCalendar = (id: string, calendar: DeadlineRule['calendar']): DeadlineRule => ({ ...rule(id), calendar });

  it.each<[string, Parameters<typeof computeDeadline>[1], string, string]>([
    ['notice-of-intention-objection-due', { kind: 'notice_of_intention_served', date: '2026-02-02', serviceMethod: 'personal' }, '2026-02-12', '2026-02-13'],
    ['reconsideration-answer-due', { kind: 'petition_for_reconsideration_served', date: '2026-06-18', serviceMethod: 'electronic' }, '2026-07-03', '2026-07-06'],
    ['notice-of-intention-objection-due', { kind: 'notice_of_intention_served', date: '2026-09-10', serviceMethod: 'mail_in_california' }, '2026-09-25', '2026-09-28'],
    ['msc-prepare', { kind: 'hearing_set', date: '2026-02-19', hearingType: 'MSC' }, '2026-02-12', '2026-02-11'],
    ['trial-prepare-exhibits-witnesses', { kind: 'hearing_set', date: '2026-07-13', hearingType: 'Trial' }, '2026-07-03', '2026-07-02'],
  ])('%s from %j: WCAB %s, court %s', (id, trigger, onWcab, onCourt) => {
    expect(computeDeadline(onCalendar(id, 'wcab'), trigger).date).toBe(onWcab);
    expect(computeDeadline(onCalendar(id, 'court'), trigger).date).toBe(onCourt);
  });
});

it('refuses a trigger date that is not a calendar date', () => {
  expect(() => computeDeadline(rule('dor-objection-due'), { kind: 'dor_served', date: '2026-13-01' })).toThrow(RangeError);
});
