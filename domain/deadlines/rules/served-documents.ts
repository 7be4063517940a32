import type { DeadlineRule } from '../types';
import { TABLE_COVERAGE_START } from './coverage';

/** Periods that run from service of a document filed or issued at the WCAB, so they count on the Board's calendar. */
export const SERVED_DOCUMENT_RULES: readonly DeadlineRule[] = [
  {
    id: 'reconsideration-petition-due',
    title: 'Petition for reconsideration due',
    ruleText:
      'A party unhappy with a final decision, order or award may ask the Board to reconsider it within 20 days after ' +
      'the decision was served, plus the extra days for the way it was served. The petition must reach the Board by then; ' +
      'mailing it on the last day is not enough.',
    citation: 'Lab. Code § 5903; 8 CCR § 10605',
    trigger: 'decision_served',
    offset: { amount: 20, unit: 'days' },
    direction: 'after',
    calendar: 'wcab',
    serviceExtension: true,
    effectiveFrom: TABLE_COVERAGE_START,
    effectiveTo: null,
    note:
      'The limit is jurisdictional: a late petition is dismissed. Applies to final orders; petitions for removal ' +
      'of non-final orders have their own period, not modelled here.',
    kind: 'deadline',
    prepMinutes: 240,
  },
  {
    id: 'reconsideration-answer-due',
    title: 'Answer to petition for reconsideration due',
    ruleText: 'Any other party may file an answer to a petition for reconsideration within 10 days after it was served.',
    citation: 'Lab. Code § 5905; 8 CCR § 10605',
    trigger: 'petition_for_reconsideration_served',
    offset: { amount: 10, unit: 'days' },
    direction: 'after',
    calendar: 'wcab',
    serviceExtension: true,
    effectiveFrom: TABLE_COVERAGE_START,
    effectiveTo: null,
    note: 'We assume the 8 CCR § 10605 extension applies to the answer, as it applies to periods that run from service; confirm against current Board practice.',
    kind: 'deadline',
    prepMinutes: 120,
  },
  {
    id: 'notice-of-intention-objection-due',
    title: 'Objection to notice of intention due',
    ruleText:
      'A notice of intention from the judge or the Board gives at least 10 days after service to object and show good ' +
      'cause why the intended order should not issue.',
    citation: '8 CCR § 10832; 8 CCR § 10605',
    trigger: 'notice_of_intention_served',
    offset: { amount: 10, unit: 'days' },
    direction: 'after',
    calendar: 'wcab',
    serviceExtension: true,
    effectiveFrom: TABLE_COVERAGE_START,
    effectiveTo: null,
    note:
      '10 days is the minimum the rule allows; if the notice itself gives longer, its own period governs — edit the date. ' +
      'We assume the mail extension applies, as for other periods that run from service.',
    kind: 'deadline',
    prepMinutes: 60,
  },
  {
    id: 'dor-objection-due',
    title: 'Objection to declaration of readiness due',
    ruleText:
      'A party who objects to a declaration of readiness to proceed must file the objection within 10 days after the ' +
      'declaration was served, saying specifically why the case is not ready.',
    citation: '8 CCR § 10744; 8 CCR § 10605',
    trigger: 'dor_served',
    offset: { amount: 10, unit: 'days' },
    direction: 'after',
    calendar: 'wcab',
    serviceExtension: true,
    effectiveFrom: TABLE_COVERAGE_START,
    effectiveTo: null,
    note: 'We assume the 8 CCR § 10605 extension applies to the 10 days, as for other periods that run from service; confirm against the current text of § 10744.',
    kind: 'deadline',
    prepMinutes: 60,
  },
  {
    id: 'msc-missed-dismissal-objection',
    title: 'Respond to notice of intention to dismiss (missed MSC)',
    ruleText:
      'When the applicant misses a mandatory settlement conference, the judge may dismiss the case after a 10-day ' +
      'notice of intention to dismiss (or close discovery and set the case for trial). Show good cause for the absence ' +
      'within those 10 days.',
    citation: '8 CCR § 10755(a); 8 CCR § 10832; 8 CCR § 10605',
    trigger: 'msc_missed',
    offset: { amount: 10, unit: 'days' },
    direction: 'after',
    calendar: 'wcab',
    serviceExtension: true,
    effectiveFrom: TABLE_COVERAGE_START,
    effectiveTo: null,
    note:
      'The 10 days run from service of the notice of intention, not from the missed MSC. This date assumes the notice ' +
      'was served on the MSC day (it is often issued at the hearing), so the real deadline is never earlier. When the ' +
      'notice arrives, enter it as "notice of intention served" to count from its real service date. § 10755 applies ' +
      'to the case in chief only; lien conferences follow 8 CCR § 10875.',
    kind: 'deadline',
    prepMinutes: 60,
  },
];
