import type { DeadlineRule } from '../types';
import { TABLE_COVERAGE_START } from './coverage';

export const LIEN_RULES: readonly DeadlineRule[] = [
  {
    id: 'lien-filing-deadline',
    title: 'Last day to file lien',
    ruleText:
      'A lien for medical treatment or other services, or for costs, must be filed within 18 months after the date the ' +
      'services were provided.',
    citation: 'Lab. Code § 4903.5(a)',
    trigger: 'lien_service',
    offset: { amount: 18, unit: 'months' },
    direction: 'after',
    calendar: 'wcab',
    serviceExtension: false,
    effectiveFrom: '2013-07-01',
    effectiveTo: null,
    note:
      'Applies to services provided on or after 1 July 2013. Counted in calendar months from the service date; a day ' +
      'the last month lacks becomes its last day. Rolling a last day that falls on a closed day to the next working ' +
      'day follows the general counting rule; no special rule for liens was checked.',
    kind: 'deadline',
    prepMinutes: 30,
  },
  {
    id: 'lien-filing-deadline-three-years',
    title: 'Last day to file lien',
    ruleText: 'A lien for services provided in the first half of 2013 must be filed within three years after the date the services were provided.',
    citation: 'Lab. Code § 4903.5(a)',
    trigger: 'lien_service',
    offset: { amount: 36, unit: 'months' },
    direction: 'after',
    calendar: 'wcab',
    serviceExtension: false,
    effectiveFrom: '2013-01-01',
    effectiveTo: '2013-06-30',
    note:
      'Three-year limit as amended by SB 863 (operative 2013). Services before 2013 fell under the earlier text ' +
      '(later of six months after the final decision or five years from the injury), which is not modelled.',
    kind: 'deadline',
    prepMinutes: 30,
  },
  {
    id: 'lien-claimant-dor-due',
    title: 'Lien claimant’s declaration of readiness due',
    ruleText:
      'Once the injured worker’s case is resolved, a lien claimant has 180 days to file a declaration of readiness to ' +
      'proceed on its lien. After that the lien may be dismissed for lack of prosecution.',
    citation: '8 CCR § 10888(b)(1)',
    trigger: 'case_resolved',
    offset: { amount: 180, unit: 'days' },
    direction: 'after',
    calendar: 'wcab',
    serviceExtension: false,
    effectiveFrom: TABLE_COVERAGE_START,
    effectiveTo: null,
    note:
      'Missing the date does not end the lien by itself: it allows dismissal on petition or the Board’s own motion, ' +
      'after a notice of intention giving at least 10 days to respond (8 CCR § 10888(e)). The period also restarts ' +
      '(180 days) when a lien conference or lien trial is taken off calendar (§ 10888(b)(2)), which is not modelled as a trigger.',
    kind: 'deadline',
    prepMinutes: 60,
  },
];
