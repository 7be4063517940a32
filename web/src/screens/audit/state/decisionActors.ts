import type { ActorRefFrom } from 'xstate';
import type { AuditEntry } from '../../../api/auditTypes';
import { approvalParams, type decisionMachine } from './decisionMachine';

/** The decision actors of the queue: one per pending entry, kept while the entry is listed. */

export type DecisionRef = ActorRefFrom<typeof decisionMachine>;

export type SpawnDecision = (
  src: 'decision',
  options: { id: string; input: { auditId: string; params: Record<string, unknown> } },
) => DecisionRef;

/** The actors of the listed entries: existing ones kept, one spawned for each new pending entry. */
export function decisionsFor(entries: AuditEntry[], existing: Record<string, DecisionRef>, spawn: SpawnDecision): Record<string, DecisionRef> {
  const decisions: Record<string, DecisionRef> = {};
  for (const entry of entries) {
    const ref = existing[entry.id];
    if (ref) decisions[entry.id] = ref;
    else if (entry.status === 'pending') {
      decisions[entry.id] = spawn('decision', { id: `decision-${entry.id}`, input: { auditId: entry.id, params: entry.details.params } });
    }
  }
  return decisions;
}

export const canDecide = (ref: DecisionRef | undefined) => ref?.getSnapshot().hasTag('open') ?? false;

/** The person edited the reply: approving must send the edits, which a bulk request cannot carry. */
export const hasDraft = (ref: DecisionRef) => approvalParams(ref.getSnapshot().context) !== undefined;
