import { assign, fromPromise, sendParent, setup } from 'xstate';
import type { AuditStatus } from '../../../../../domain/agents/types';
import { errorMessage } from '../../../api/ApiError';
import { approveEntry, rejectEntry, type Decision, type DecisionOutcome } from '../../../api/audit';

/**
 * The decision on one pending entry: idle → approving | rejecting → decided | failed, or, when it is
 * part of a bulk decision, idle → inBulk → decided | failed. While idle (or after a failure) the
 * person may edit the reply an e-mail action would send; approving then sends the edited parameters.
 * Either way the queue hears of it and reloads at once (a refusal means the entry changed elsewhere).
 */

/** Parameters the person is editing before approving: a reply's subject and body, an event's fields. */
export type Draft = Readonly<Record<string, string>>;

interface Input {
  auditId: string;
  /** The parameters the agent proposed; edited ones (a reply's subject and body, an event's fields) replace them. */
  params: Record<string, unknown>;
}

interface Context extends Input {
  draft: Draft | null;
  decided: AuditStatus | null;
  error: string | null;
}

export type DecisionEvent =
  | { type: 'APPROVE' }
  | { type: 'REJECT' }
  | { type: 'EDIT'; draft: Draft }
  | { type: 'DISCARD_EDIT' }
  | { type: 'BULK_START'; decision: Decision }
  | { type: 'BULK_RESULT'; result: DecisionOutcome }
  | { type: 'BULK_FAILED'; message: string }
  | { type: 'DISMISS' };

export function approvalParams(context: Pick<Context, 'params' | 'draft'>): Record<string, unknown> | undefined {
  return context.draft ? { ...context.params, ...context.draft } : undefined;
}

const refusal = ({ event }: { event: { error: unknown } }) => errorMessage(event.error);

export const decisionMachine = setup({
  types: { context: {} as Context, input: {} as Input, events: {} as DecisionEvent },
  actors: {
    approve: fromPromise<AuditStatus, Pick<Context, 'auditId' | 'params' | 'draft'>>(({ input }) => approveEntry(input.auditId, approvalParams(input))),
    reject: fromPromise<AuditStatus, { auditId: string }>(({ input }) => rejectEntry(input.auditId)),
  },
  actions: {
    tellQueue: sendParent({ type: 'ENTRY_SETTLED' }),
    noteError: assign({ error: (_, message: string) => message }),
    /** Supplied by the screen: says why a single decision was refused (a bulk one has its own summary). */
    reportFailure: (_, _message: string) => {},
  },
  guards: {
    bulkSucceeded: ({ event }) => event.type === 'BULK_RESULT' && (event.result.outcome === 'approved' || event.result.outcome === 'rejected'),
  },
}).createMachine({
  id: 'auditDecision',
  context: ({ input }) => ({ ...input, draft: null, decided: null, error: null }),
  initial: 'idle',
  on: {
    // A bulk decision may include an entry that is idle or that failed before.
    BULK_START: { target: '.inBulk', actions: assign({ error: null }) },
  },
  states: {
    idle: {
      tags: ['open'],
      on: {
        APPROVE: 'approving',
        REJECT: 'rejecting',
        EDIT: { actions: assign({ draft: ({ event }) => event.draft }) },
        DISCARD_EDIT: { actions: assign({ draft: null }) },
      },
    },
    approving: {
      tags: ['deciding'],
      entry: assign({ error: null }),
      invoke: {
        src: 'approve',
        input: ({ context }) => context,
        onDone: { target: 'decided', actions: assign({ decided: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: [{ type: 'noteError', params: refusal }, { type: 'reportFailure', params: refusal }] },
      },
    },
    rejecting: {
      tags: ['deciding'],
      entry: assign({ error: null }),
      invoke: {
        src: 'reject',
        input: ({ context }) => ({ auditId: context.auditId }),
        onDone: { target: 'decided', actions: assign({ decided: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: [{ type: 'noteError', params: refusal }, { type: 'reportFailure', params: refusal }] },
      },
    },
    inBulk: {
      tags: ['deciding'],
      on: {
        BULK_RESULT: [
          { guard: 'bulkSucceeded', target: 'decided', actions: assign({ decided: ({ event }) => event.result.outcome as AuditStatus }) },
          { target: 'failed', actions: assign({ error: ({ event }) => event.result.message ?? 'This entry could not be decided.' }) },
        ],
        BULK_FAILED: { target: 'failed', actions: assign({ error: ({ event }) => event.message }) },
      },
    },
    decided: {
      tags: ['decided'],
      entry: 'tellQueue',
    },
    failed: {
      tags: ['open', 'failed'],
      entry: 'tellQueue',
      on: {
        APPROVE: 'approving',
        REJECT: 'rejecting',
        EDIT: { actions: assign({ draft: ({ event }) => event.draft }) },
        DISCARD_EDIT: { actions: assign({ draft: null }) },
        DISMISS: { target: 'idle', actions: assign({ error: null }) },
      },
    },
  },
});
