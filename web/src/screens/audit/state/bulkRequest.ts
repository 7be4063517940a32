import type { Decision, DecisionOutcome } from '../../../api/audit';
import { canDecide, hasDraft, type DecisionRef } from './decisionActors';

/** A bulk decision over the selected entries. */
export interface BulkRequest {
  decision: Decision;
  /** Decided by POST /api/audit/decisions. */
  ids: string[];
  /** Approved by their own actor: the bulk request cannot carry edited parameters. */
  separately: string[];
}

export interface BulkReport {
  decision: Decision;
  results: DecisionOutcome[];
  /** Entries with an edited reply, approved one by one so that the edits are sent. */
  approvedSeparately: number;
}

/** The selected entries that can still be decided, split by how they must be decided. */
export function bulkRequestFor(decision: Decision, selected: readonly string[], decisions: Record<string, DecisionRef>): BulkRequest {
  const open = selected.filter((id) => canDecide(decisions[id]));
  const separately = decision === 'approve' ? open.filter((id) => hasDraft(decisions[id]!)) : [];
  return { decision, ids: open.filter((id) => !separately.includes(id)), separately };
}

/** The entries a bulk request could not decide: they stay selected, to look at and try again. */
export function undecided(results: readonly DecisionOutcome[]): string[] {
  return results.filter((result) => result.outcome === 'conflict' || result.outcome === 'not_found').map((result) => result.auditId);
}
