import type { DeadlineRule } from '../types';
import { OFFICE_PRACTICE, TABLE_COVERAGE_START } from './coverage';

const MSC_TYPES = ['MSC', 'Rating MSC'];

const MSC_NOTE =
  'The issue cites Lab. Code § 5502(d)(3); the subdivision has been renumbered and the current text ' +
  'is § 5502(e)(3) (check the numbering in the current code). The substance is long-standing. ' +
  "A 'Rating MSC' is treated as an MSC for this purpose — confirm for the case.";

const NO_STATUTORY_DEADLINE = 'Planning time suggested by the office, not a rule of law.';

export const HEARING_RULES: readonly DeadlineRule[] = [
  {
    id: 'msc-discovery-closes',
    title: 'Discovery closes',
    ruleText:
      'Discovery closes on the day of the mandatory settlement conference. Evidence not disclosed or obtained by then ' +
      'cannot be used at trial unless it could not have been found earlier with due diligence.',
    citation: 'Lab. Code § 5502(e)(3)',
    trigger: 'hearing_set',
    hearingTypes: MSC_TYPES,
    offset: { amount: 0, unit: 'days' },
    direction: 'before',
    calendar: 'wcab',
    serviceExtension: false,
    effectiveFrom: TABLE_COVERAGE_START,
    effectiveTo: null,
    note: MSC_NOTE,
    kind: 'deadline',
    prepMinutes: null,
  },
  {
    id: 'msc-pretrial-statement-due',
    title: 'Pre-trial conference statement due',
    ruleText:
      'If the case does not settle at the mandatory settlement conference, the parties file a pre-trial conference ' +
      'statement at the conference listing the issues in dispute, each side’s proposed disability rating, the exhibits and the witnesses.',
    citation: 'Lab. Code § 5502(e)(3)',
    trigger: 'hearing_set',
    hearingTypes: MSC_TYPES,
    offset: { amount: 0, unit: 'days' },
    direction: 'before',
    calendar: 'wcab',
    serviceExtension: false,
    effectiveFrom: TABLE_COVERAGE_START,
    effectiveTo: null,
    note: MSC_NOTE,
    kind: 'deadline',
    prepMinutes: null,
  },
  {
    id: 'msc-prepare',
    title: 'Prepare for MSC',
    ruleText:
      'A week before the mandatory settlement conference: review the medical reports and rating, finish any discovery ' +
      '(it closes at the MSC), and draft the pre-trial conference statement and settlement figures.',
    citation: OFFICE_PRACTICE,
    trigger: 'hearing_set',
    hearingTypes: MSC_TYPES,
    offset: { amount: 7, unit: 'days' },
    direction: 'before',
    calendar: 'court',
    serviceExtension: false,
    effectiveFrom: TABLE_COVERAGE_START,
    effectiveTo: null,
    note: NO_STATUTORY_DEADLINE,
    kind: 'task',
    prepMinutes: 120,
  },
  {
    id: 'trial-prepare-exhibits-witnesses',
    title: 'Prepare trial exhibits and witness list',
    ruleText:
      'Ten days before trial: put the exhibits in order and check them and the witnesses against the pre-trial ' +
      'conference statement, and arrange for the witnesses to attend.',
    citation: OFFICE_PRACTICE,
    trigger: 'hearing_set',
    hearingTypes: ['Trial'],
    offset: { amount: 10, unit: 'days' },
    direction: 'before',
    calendar: 'court',
    serviceExtension: false,
    effectiveFrom: TABLE_COVERAGE_START,
    effectiveTo: null,
    note:
      NO_STATUTORY_DEADLINE +
      ' Exhibits and witnesses not listed at the MSC generally cannot be added later (discovery closed at the MSC); this task organises them, it does not reopen the list.',
    kind: 'task',
    prepMinutes: 180,
  },
  {
    id: 'trial-prepare',
    title: 'Prepare for trial',
    ruleText: 'Three days before trial: prepare the client and witnesses for testimony and outline the points to prove.',
    citation: OFFICE_PRACTICE,
    trigger: 'hearing_set',
    hearingTypes: ['Trial'],
    offset: { amount: 3, unit: 'days' },
    direction: 'before',
    calendar: 'court',
    serviceExtension: false,
    effectiveFrom: TABLE_COVERAGE_START,
    effectiveTo: null,
    note: NO_STATUTORY_DEADLINE,
    kind: 'task',
    prepMinutes: 120,
  },
  {
    id: 'hearing-prepare',
    title: 'Prepare for hearing',
    ruleText: 'Three days before the hearing: review the file, the issues set for hearing and what the judge will ask for.',
    citation: OFFICE_PRACTICE,
    trigger: 'hearing_set',
    hearingTypes: ['Status Conference', 'Priority Conference', 'Lien Conference', 'Lien Trial', 'Expedited Hearing', 'Hearing'],
    offset: { amount: 3, unit: 'days' },
    direction: 'before',
    calendar: 'court',
    serviceExtension: false,
    effectiveFrom: TABLE_COVERAGE_START,
    effectiveTo: null,
    note: NO_STATUTORY_DEADLINE,
    kind: 'task',
    prepMinutes: 60,
  },
];
