import { useSelector } from '@xstate/react';
import type { AuditStatus } from '../../../../../domain/agents/types';
import type { DecisionRef } from './decisionActors';
import type { DecisionEvent, Draft } from './decisionMachine';

export interface DecisionView {
  /** Approve and reject are possible (idle, or failed and ready to try again). */
  open: boolean;
  deciding: boolean;
  /** What this screen decided, before the list shows it. */
  decided: AuditStatus | null;
  error: string | null;
  draft: Draft | null;
  send(event: DecisionEvent): void;
}

const CLOSED = { open: false, deciding: false, decided: null, error: null, draft: null };

/** The state of one entry's decision actor; entries that were never pending here have none. */
export function useDecision(ref: DecisionRef | undefined): DecisionView {
  const view = useSelector(
    ref,
    (snapshot) =>
      snapshot
        ? {
            open: snapshot.hasTag('open'),
            deciding: snapshot.hasTag('deciding'),
            decided: snapshot.context.decided,
            error: snapshot.context.error,
            draft: snapshot.context.draft,
          }
        : CLOSED,
    (a, b) => a.open === b.open && a.deciding === b.deciding && a.decided === b.decided && a.error === b.error && a.draft === b.draft,
  );
  return { ...view, send: (event) => ref?.send(event) };
}
