import { describe, expect, it } from 'vitest';
import { chainFor, DEADLINE_RULES, type ChainTrigger } from '../../../domain/deadlines';

/**
 * Expected dates worked out by hand from a wall calendar (2026 starts on a Thursday), not
 * by the code under test. Each row lists every rule of its trigger's chain.
 * Court-only holidays 2026: Lincoln 12 Feb (Thu), Independence Day observed 3 Jul (Fri),
 * Native American Day 25 Sep (Fri).
 */
const TABLE: Array<{ why: string; trigger: ChainTrigger; expected: Record<string, string> }> = [
  {
    why: 'MSC Thu 19 Feb: prep 7 days before lands on Lincoln’s Birthday (court) → Wed 11 Feb',
    trigger: { kind: 'hearing_set', date: '2026-02-19', hearingType: 'MSC' },
    expected: { 'msc-prepare': '2026-02-11', 'msc-discovery-closes': '2026-02-19', 'msc-pretrial-statement-due': '2026-02-19' },
  },
  {
    why: 'MSC Fri 4 Dec: prep lands on the day after Thanksgiving, Thanksgiving before it → Wed 25 Nov',
    trigger: { kind: 'hearing_set', date: '2026-12-04', hearingType: 'MSC' },
    expected: { 'msc-prepare': '2026-11-25', 'msc-discovery-closes': '2026-12-04', 'msc-pretrial-statement-due': '2026-12-04' },
  },
  {
    why: 'Rating MSC Fri 26 Jun: prep lands on Juneteenth → Thu 18 Jun',
    trigger: { kind: 'hearing_set', date: '2026-06-26', hearingType: 'Rating MSC' },
    expected: { 'msc-prepare': '2026-06-18', 'msc-discovery-closes': '2026-06-26', 'msc-pretrial-statement-due': '2026-06-26' },
  },
  {
    why: 'Trial Mon 13 Jul: exhibits 10 days before = Fri 3 Jul, a court holiday → Thu 2 Jul; prep Fri 10 Jul',
    trigger: { kind: 'hearing_set', date: '2026-07-13', hearingType: 'Trial' },
    expected: { 'trial-prepare-exhibits-witnesses': '2026-07-02', 'trial-prepare': '2026-07-10' },
  },
  {
    why: 'Trial Mon 28 Sep: prep 3 days before = Native American Day (court) → Thu 24 Sep',
    trigger: { kind: 'hearing_set', date: '2026-09-28', hearingType: 'Trial' },
    expected: { 'trial-prepare-exhibits-witnesses': '2026-09-18', 'trial-prepare': '2026-09-24' },
  },
  {
    why: 'Trial Wed 4 Mar: both tasks land on Sundays → back past the weekend to Fridays',
    trigger: { kind: 'hearing_set', date: '2026-03-04', hearingType: 'Trial' },
    expected: { 'trial-prepare-exhibits-witnesses': '2026-02-20', 'trial-prepare': '2026-02-27' },
  },
  {
    why: 'Status conference Thu 22 Jan: 3 days before = MLK Day, then the weekend → Fri 16 Jan',
    trigger: { kind: 'hearing_set', date: '2026-01-22', hearingType: 'Status Conference' },
    expected: { 'hearing-prepare': '2026-01-16' },
  },
  {
    why: 'Decision served Tue 1 Dec by mail in CA: 25 days = Sat 26 Dec → Mon 28 Dec',
    trigger: { kind: 'decision_served', date: '2026-12-01', serviceMethod: 'mail_in_california' },
    expected: { 'reconsideration-petition-due': '2026-12-28' },
  },
  {
    why: 'Decision served Fri 6 Nov in person: 20 days = Thanksgiving, then the day after, then the weekend → Mon 30 Nov',
    trigger: { kind: 'decision_served', date: '2026-11-06', serviceMethod: 'personal' },
    expected: { 'reconsideration-petition-due': '2026-11-30' },
  },
  {
    why: 'Decision served Sat 30 May by mail elsewhere in the US: 30 days = Mon 29 Jun',
    trigger: { kind: 'decision_served', date: '2026-05-30', serviceMethod: 'mail_elsewhere_in_us' },
    expected: { 'reconsideration-petition-due': '2026-06-29' },
  },
  {
    why: 'Decision served Mon 26 Jan by mail abroad: 40 days = Sat 7 Mar → Mon 9 Mar',
    trigger: { kind: 'decision_served', date: '2026-01-26', serviceMethod: 'mail_abroad' },
    expected: { 'reconsideration-petition-due': '2026-03-09' },
  },
  {
    why: 'Petition served Fri 26 Jun by mail in CA: 15 days = Sat 11 Jul → Mon 13 Jul',
    trigger: { kind: 'petition_for_reconsideration_served', date: '2026-06-26', serviceMethod: 'mail_in_california' },
    expected: { 'reconsideration-answer-due': '2026-07-13' },
  },
  {
    why: 'Petition served Thu 18 Jun electronically: 15 days = Fri 3 Jul, open on the WCAB calendar',
    trigger: { kind: 'petition_for_reconsideration_served', date: '2026-06-18', serviceMethod: 'electronic' },
    expected: { 'reconsideration-answer-due': '2026-07-03' },
  },
  {
    why: 'Notice of intention served Mon 2 Feb in person: 10 days = Lincoln’s Birthday, a WCAB working day',
    trigger: { kind: 'notice_of_intention_served', date: '2026-02-02', serviceMethod: 'personal' },
    expected: { 'notice-of-intention-objection-due': '2026-02-12' },
  },
  {
    why: 'Notice of intention served Thu 10 Sep by mail in CA: 15 days = Native American Day, a WCAB working day',
    trigger: { kind: 'notice_of_intention_served', date: '2026-09-10', serviceMethod: 'mail_in_california' },
    expected: { 'notice-of-intention-objection-due': '2026-09-25' },
  },
  {
    why: 'Notice of intention served Thu 10 Dec by mail in CA: 15 days = Christmas, then the weekend → Mon 28 Dec',
    trigger: { kind: 'notice_of_intention_served', date: '2026-12-10', serviceMethod: 'mail_in_california' },
    expected: { 'notice-of-intention-objection-due': '2026-12-28' },
  },
  {
    why: 'DOR served Mon 16 Mar by mail in CA: 15 days = César Chávez Day → Wed 1 Apr',
    trigger: { kind: 'dor_served', date: '2026-03-16', serviceMethod: 'mail_in_california' },
    expected: { 'dor-objection-due': '2026-04-01' },
  },
  {
    why: 'DOR served Fri 9 Jan in person: 10 days = MLK Day → Tue 20 Jan',
    trigger: { kind: 'dor_served', date: '2026-01-09', serviceMethod: 'personal' },
    expected: { 'dor-objection-due': '2026-01-20' },
  },
  {
    why: 'DOR served Sun 10 May electronically: 15 days = Memorial Day → Tue 26 May',
    trigger: { kind: 'dor_served', date: '2026-05-10', serviceMethod: 'electronic' },
    expected: { 'dor-objection-due': '2026-05-26' },
  },
  {
    why: 'MSC missed Thu 4 Jun, notice by mail in CA: 15 days = Juneteenth, then the weekend → Mon 22 Jun',
    trigger: { kind: 'msc_missed', date: '2026-06-04', serviceMethod: 'mail_in_california' },
    expected: { 'msc-missed-dismissal-objection': '2026-06-22' },
  },
  {
    why: 'Services on 11 May 2025: 18 months = Veterans Day 2026 → Thu 12 Nov',
    trigger: { kind: 'lien_service', date: '2025-05-11' },
    expected: { 'lien-filing-deadline': '2026-11-12' },
  },
  {
    why: 'Services on 30 May 2013 (three-year rule): 30 May 2016 was Memorial Day → Tue 31 May 2016',
    trigger: { kind: 'lien_service', date: '2013-05-30' },
    expected: { 'lien-filing-deadline-three-years': '2016-05-31' },
  },
  {
    why: 'Case resolved Sun 4 Jan: 180 days = Fri 3 Jul, open on the WCAB calendar',
    trigger: { kind: 'case_resolved', date: '2026-01-04' },
    expected: { 'lien-claimant-dor-due': '2026-07-03' },
  },
  {
    why: 'Case resolved Sat 30 May: 180 days = Thanksgiving, then the day after, then the weekend → Mon 30 Nov',
    trigger: { kind: 'case_resolved', date: '2026-05-30' },
    expected: { 'lien-claimant-dor-due': '2026-11-30' },
  },
];

describe('every rule over a hand-computed table of trigger dates', () => {
  it.each(TABLE)('$why', ({ trigger, expected }) => {
    const chain = chainFor(trigger);
    expect(Object.fromEntries(chain.map((deadline) => [deadline.rule.id, deadline.date]))).toEqual(expected);
  });

  it('covers every rule in the table', () => {
    const covered = new Set(TABLE.flatMap((row) => Object.keys(row.expected)));
    expect(DEADLINE_RULES.map((rule) => rule.id).filter((id) => !covered.has(id))).toEqual([]);
  });

  it('orders a chain by date', () => {
    expect(chainFor(TABLE[1]!.trigger).map((deadline) => deadline.date)).toEqual(['2026-11-25', '2026-12-04', '2026-12-04']);
  });
});
