import type { CaseSource, CaseSourceOutcome } from '../../../../../domain/legal/types';

/** Case results and searches in words. */

export const SOURCE_LABELS: Readonly<Record<CaseSource, string>> = {
  caselaw: 'Caselaw Access Project',
  courtlistener: 'CourtListener',
  landmark: 'Landmark case (built in)',
};

export const OUTCOME_WORDS: Readonly<Record<CaseSourceOutcome, string>> = {
  answered: 'answered',
  failed: 'could not be reached',
  skipped: 'not asked',
};

/** "March 3, 2020" from an ISO day; the text itself when it is not one. */
export function dayInWords(iso: string | null | undefined): string {
  if (!iso) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return iso;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** "Nov 24, 2026, 9:35 PM" for a moment. */
export function momentInWords(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

export const GENERAL_RESEARCH = 'General research';
