import { describe, expect, it } from 'vitest';
import { chainFor, computeDeadline, DEADLINE_RULES, rulesFor } from '../../../domain/deadlines';

const ids = (rules: Array<{ id: string }>) => rules.map((rule) => rule.id);

describe('the rule table', () => {
  it('has unique ids and a citation, plain text and a valid offset on every rule', () => {
    expect(new Set(ids([...DEADLINE_RULES])).size).toBe(DEADLINE_RULES.length);
    for (const rule of DEADLINE_RULES) {
      expect(rule.citation, rule.id).not.toBe('');
      expect(rule.ruleText.length, rule.id).toBeGreaterThan(20);
      expect(rule.offset.amount, rule.id).toBeGreaterThanOrEqual(0);
      expect(rule.kind === 'task' ? rule.prepMinutes : 0, rule.id).not.toBeNull();
      if (rule.effectiveTo) expect(rule.effectiveFrom <= rule.effectiveTo, rule.id).toBe(true);
    }
  });

  it('cites the statutes and regulations the issue names', () => {
    const citations = DEADLINE_RULES.map((rule) => rule.citation).join(' | ');
    for (const cited of ['§ 5502', '§ 5903', '§ 5905', '§ 10832', '§ 4903.5(a)', '§ 10744', '§ 10755', '§ 10888', '§ 10605']) {
      expect(citations).toContain(cited);
    }
  });

  it('records the renumbering of Lab. Code § 5502 instead of guessing', () => {
    const discovery = DEADLINE_RULES.find((rule) => rule.id === 'msc-discovery-closes');
    expect(discovery?.note).toContain('5502(d)(3)');
  });
});

describe('rulesFor', () => {
  it('picks the rules of the hearing type, ignoring case', () => {
    expect(ids(rulesFor({ kind: 'hearing_set', date: '2026-03-09', hearingType: 'msc' }))).toEqual([
      'msc-discovery-closes',
      'msc-pretrial-statement-due',
      'msc-prepare',
    ]);
    expect(rulesFor({ kind: 'hearing_set', date: '2026-03-09', hearingType: 'Deposition' })).toEqual([]);
    expect(rulesFor({ kind: 'hearing_set', date: '2026-03-09', hearingType: null })).toEqual([]);
  });

  it('respects effective dates, both ends inclusive', () => {
    expect(ids(rulesFor({ kind: 'lien_service', date: '2012-12-31' }))).toEqual([]);
    expect(ids(rulesFor({ kind: 'lien_service', date: '2013-01-01' }))).toEqual(['lien-filing-deadline-three-years']);
    expect(ids(rulesFor({ kind: 'lien_service', date: '2013-06-30' }))).toEqual(['lien-filing-deadline-three-years']);
    expect(ids(rulesFor({ kind: 'lien_service', date: '2013-07-01' }))).toEqual(['lien-filing-deadline']);
    expect(rulesFor({ kind: 'decision_served', date: '2019-12-31' })).toEqual([]);
    expect(ids(rulesFor({ kind: 'decision_served', date: '2020-01-01' }))).toEqual(['reconsideration-petition-due']);
  });
});

describe('why this date', () => {
  it('carries the rule, trigger, offset, extension, skipped days and readable steps', () => {
    const [deadline] = chainFor({ kind: 'decision_served', date: '2026-12-01', serviceMethod: 'mail_in_california' });
    expect(deadline?.date).toBe('2026-12-28');
    const explanation = deadline!.explanation;
    expect(explanation).toMatchObject({
      ruleId: 'reconsideration-petition-due',
      citation: 'Lab. Code § 5903; 8 CCR § 10605',
      trigger: { kind: 'decision_served', date: '2026-12-01', label: 'Decision served' },
      offset: { amount: 20, unit: 'days', direction: 'after' },
      serviceExtension: { method: 'mail_in_california', days: 5, citation: '8 CCR § 10605' },
      calendar: 'wcab',
      unadjustedDate: '2026-12-26',
      skipped: [
        { date: '2026-12-26', reason: 'Saturday' },
        { date: '2026-12-27', reason: 'Sunday' },
      ],
    });
    expect(explanation.ruleText).toContain('20 days');
    expect(explanation.steps).toEqual([
      'Decision served on Tuesday, 2026-12-01.',
      'Petition for reconsideration due: 20 days after service of the decision (Lab. Code § 5903; 8 CCR § 10605).',
      'Service by mail to an address in California adds 5 calendar days (8 CCR § 10605): 25 days in all.',
      'The trigger day is not counted; day 1 is the day after it, and the last day counts (CCP § 12).',
      'The count ends on Saturday, 2026-12-26.',
      'Saturday, 2026-12-26 and Sunday, 2026-12-27 are not working days on the WCAB calendar (state holidays), so the deadline moves forward to the next working day, Monday, 2026-12-28 (CCP § 12a).',
    ]);
  });

  it('says why a "before" date moved earlier and names the holiday', () => {
    const [prep] = chainFor({ kind: 'hearing_set', date: '2026-02-19', hearingType: 'MSC' });
    expect(prep?.explanation.skipped).toEqual([{ date: '2026-02-12', reason: "Lincoln's Birthday" }]);
    expect(prep?.explanation.steps.at(-1)).toContain("Thursday, 2026-02-12 (Lincoln's Birthday) is not a working day");
    expect(prep?.explanation.steps.at(-1)).toContain('moves back to the working day before, Wednesday, 2026-02-11');
  });

  it('says when no service method was known', () => {
    const deadline = computeDeadline(DEADLINE_RULES.find((rule) => rule.id === 'dor-objection-due')!, { kind: 'dor_served', date: '2026-03-02' });
    expect(deadline.explanation.steps).toContain('No service method was given, so no service extension was added: this is the earliest possible date.');
  });
});
