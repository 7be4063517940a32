import type { CivilDate } from '../types';

/**
 * The table was written against the WCAB rules as renumbered on 1 January 2020 (former
 * 8 CCR § 10507 became § 10605, and so on). Rules without a later starting date of their
 * own apply to triggers from then on; earlier triggers are outside the table's scope.
 */
export const TABLE_COVERAGE_START: CivilDate = '2020-01-01';

/** Used as `citation` for prep tasks: office practice, not a legal deadline. */
export const OFFICE_PRACTICE = 'Office practice, not a legal deadline';
