import type { BulkReport } from './auditQueueMachine';

export interface Summary {
  text: string;
  tone: 'success' | 'info' | 'error';
}

const actions = (count: number) => `${count} ${count === 1 ? 'action' : 'actions'}`;

/** The toast after a bulk decision: how many were decided, and how many could not be (marked in the list). */
export function bulkSummary({ decision, results, approvedSeparately }: BulkReport): Summary {
  const verb = decision === 'approve' ? 'approved' : 'rejected';
  const decided = results.filter((result) => result.outcome === 'approved' || result.outcome === 'rejected').length;
  const refused = results.length - decided;
  const edited = approvedSeparately ? ` (${approvedSeparately} sent with your edits)` : '';
  if (refused === 0) return { text: `${actions(decided + approvedSeparately)} ${verb}${edited}`, tone: 'success' };
  const rest = `${refused} could not be decided (already decided, expired or gone) and ${refused === 1 ? 'is' : 'are'} marked in the list`;
  if (decided + approvedSeparately === 0) return { text: `Nothing ${verb}: ${rest}`, tone: 'error' };
  return { text: `${actions(decided + approvedSeparately)} ${verb}${edited}; ${rest}`, tone: 'info' };
}
