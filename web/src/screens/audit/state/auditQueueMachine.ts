import { assign, enqueueActions, fromPromise, raise, setup } from 'xstate';
import { errorMessage } from '../../../api/ApiError';
import { decideMany, fetchAudit, waitingCountOf, type AuditPage, type Decision, type DecisionOutcome } from '../../../api/audit';
import type { AuditEntry } from '../../../api/auditTypes';
import { queryClient } from '../../../data/queryClient';
import { auditKeys } from './auditKeys';
import { queryOf, type AuditFilters } from './auditFilters';
import { bulkRequestFor, undecided, type BulkReport, type BulkRequest } from './bulkRequest';
import { decisionsFor, type DecisionRef, type SpawnDecision } from './decisionActors';
import { decisionMachine } from './decisionMachine';
import { quietAbort } from '../../../state/quietAbort';

/**
 * The audit queue: loading → ready, where two regions run side by side.
 * - sync: waiting ⇄ refreshing on REFRESH (a live `audit.changed`, a decision, "refresh"); paused while
 *   the tab is hidden, refreshed when it is back; a filter change reloads at once. A refresh keeps the
 *   rows (and the selection) on screen: no flicker.
 * - bulk: idle → deciding → idle; each selected entry's decision actor follows the bulk request.
 * Every pending entry has its own decision actor (see decisionMachine), kept while the entry is listed.
 */

/** After a refresh failed, the next attempt waits this long (live events may bring one sooner). */
export const REFRESH_RETRY_MS = 5_000;

export type { BulkReport };

interface Input {
  filters: AuditFilters;
  /** The last page seen with these filters (from the cache), shown until the first refresh answers. */
  cached?: AuditPage | undefined;
}

interface Context {
  filters: AuditFilters;
  entries: AuditEntry[];
  pendingCount: number;
  loaded: boolean;
  /** The first load failed: there is nothing to show. */
  error: string | null;
  /** A background refresh failed; the rows shown are the last good ones. */
  refreshError: string | null;
  selected: string[];
  decisions: Record<string, DecisionRef>;
  bulk: BulkRequest | null;
}

export type QueueEvent =
  | { type: 'FILTER'; filters: AuditFilters }
  | { type: 'REFRESH' }
  | { type: 'RETRY' }
  | { type: 'HIDDEN' }
  | { type: 'VISIBLE' }
  | { type: 'SELECT'; ids: string[] }
  | { type: 'BULK'; decision: Decision }
  | { type: 'ENTRY_SETTLED' };

export const auditQueueMachine = setup({
  types: { context: {} as Context, input: {} as Input, events: {} as QueueEvent },
  actors: {
    decision: decisionMachine,
    fetchPage: fromPromise<AuditPage, AuditFilters>(({ input, signal }) => quietAbort(signal, (abort) => fetchAudit(queryOf(input), abort))),
    decideMany: fromPromise<DecisionOutcome[], BulkRequest>(async ({ input }) => (input.ids.length ? decideMany(input.decision, input.ids) : [])),
  },
  actions: {
    storePage: enqueueActions(({ context, enqueue }, page: AuditPage) => {
      const listed = new Set(page.entries.map((entry) => entry.id));
      for (const [id, ref] of Object.entries(context.decisions)) if (!listed.has(id)) enqueue.stopChild(ref);
      const pending = new Set(page.entries.filter((entry) => entry.status === 'pending').map((entry) => entry.id));
      enqueue.assign({
        entries: page.entries,
        pendingCount: page.pendingCount,
        loaded: true,
        error: null,
        refreshError: null,
        // Only what can still be decided stays selected.
        selected: context.selected.filter((id) => pending.has(id)),
        decisions: ({ spawn }) => decisionsFor(page.entries, context.decisions, spawn as SpawnDecision),
      });
      // The sidebar badge and the next visit to this screen start from this answer.
      const key = auditKeys.queue(context.filters);
      enqueue(() => {
        queryClient.setQueryData(auditKeys.waitingCount(), waitingCountOf(page));
        queryClient.setQueryData(key, page);
      });
    }),
    startBulk: enqueueActions(({ context, enqueue }) => {
      const bulk = context.bulk!;
      for (const id of bulk.separately) enqueue.sendTo(context.decisions[id]!, { type: 'APPROVE' });
      for (const id of bulk.ids) enqueue.sendTo(context.decisions[id]!, { type: 'BULK_START', decision: bulk.decision });
    }),
    /** A new filter starts a new selection. */
    setFilters: assign(({ event }) => (event.type === 'FILTER' ? { filters: event.filters, selected: [] } : {})),
    /** Supplied by the screen: the summary toast of a bulk decision, and of a failed one. */
    reportBulk: (_, _report: BulkReport) => {},
    reportBulkFailure: (_, _message: string) => {},
  },
  delays: { RETRY_REFRESH: REFRESH_RETRY_MS },
}).createMachine({
  id: 'auditQueue',
  context: ({ input, spawn }) => ({
    filters: input.filters,
    entries: input.cached?.entries ?? [],
    pendingCount: input.cached?.pendingCount ?? 0,
    loaded: input.cached !== undefined,
    error: null,
    refreshError: null,
    selected: [],
    decisions: input.cached ? decisionsFor(input.cached.entries, {}, spawn as SpawnDecision) : {},
    bulk: null,
  }),
  initial: 'booting',
  states: {
    booting: {
      always: [{ guard: ({ context }) => context.loaded, target: 'ready.sync.refreshing' }, { target: 'loading' }],
    },
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'fetchPage',
        input: ({ context }) => context.filters,
        onDone: { target: 'ready', actions: { type: 'storePage', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    loadFailed: {
      on: {
        RETRY: 'loading',
        FILTER: { target: 'loading', actions: assign({ filters: ({ event }) => event.filters }) },
      },
    },
    ready: {
      type: 'parallel',
      states: {
        sync: {
          initial: 'waiting',
          // Only internal transitions here: re-entering `sync` itself would re-enter all of `ready`
          // (its parent is parallel) and cancel a bulk decision in flight.
          on: {
            HIDDEN: '.paused',
            VISIBLE: '.refreshing',
            FILTER: { target: '.filtering', actions: 'setFilters' },
          },
          states: {
            waiting: {
              // Not polling: only a refresh that failed is tried again, after a pause.
              after: { RETRY_REFRESH: { guard: ({ context }) => context.refreshError !== null, target: 'refreshing' } },
              on: { REFRESH: 'refreshing', ENTRY_SETTLED: 'refreshing' },
            },
            refreshing: {
              on: { REFRESH: { target: 'refreshing', reenter: true }, ENTRY_SETTLED: { target: 'refreshing', reenter: true } },
              invoke: {
                src: 'fetchPage',
                input: ({ context }) => context.filters,
                onDone: { target: 'waiting', actions: { type: 'storePage', params: ({ event }) => event.output } },
                onError: { target: 'waiting', actions: assign({ refreshError: ({ event }) => errorMessage(event.error) }) },
              },
            },
            // Like refreshing, but the rows on screen belong to the old filters: the table shows it is loading.
            filtering: {
              tags: ['filtering'],
              on: {
                FILTER: { target: 'filtering', reenter: true, actions: 'setFilters' },
                REFRESH: { target: 'filtering', reenter: true },
                ENTRY_SETTLED: { target: 'filtering', reenter: true },
              },
              invoke: {
                src: 'fetchPage',
                input: ({ context }) => context.filters,
                onDone: { target: 'waiting', actions: { type: 'storePage', params: ({ event }) => event.output } },
                onError: { target: 'waiting', actions: assign({ refreshError: ({ event }) => errorMessage(event.error) }) },
              },
            },
            paused: {
              tags: ['paused'],
              on: { REFRESH: 'refreshing', ENTRY_SETTLED: 'refreshing' },
            },
          },
        },
        bulk: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                SELECT: { actions: assign({ selected: ({ event }) => event.ids }) },
                BULK: {
                  target: 'deciding',
                  actions: assign({ bulk: ({ context, event }) => bulkRequestFor(event.decision, context.selected, context.decisions) }),
                },
              },
            },
            deciding: {
              tags: ['bulk'],
              entry: 'startBulk',
              invoke: {
                src: 'decideMany',
                input: ({ context }) => context.bulk!,
                onDone: {
                  target: 'idle',
                  actions: [
                    enqueueActions(({ context, event, enqueue }) => {
                      for (const result of event.output) {
                        const ref = context.decisions[result.auditId];
                        if (ref) enqueue.sendTo(ref, { type: 'BULK_RESULT', result });
                      }
                    }),
                    {
                      type: 'reportBulk',
                      params: ({ context, event }) => ({ decision: context.bulk!.decision, results: event.output, approvedSeparately: context.bulk!.separately.length }),
                    },
                    assign({ selected: ({ event }) => undecided(event.output), bulk: null }),
                    raise({ type: 'REFRESH' }),
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: [
                    enqueueActions(({ context, event, enqueue }) => {
                      for (const id of context.bulk!.ids) enqueue.sendTo(context.decisions[id]!, { type: 'BULK_FAILED', message: errorMessage(event.error) });
                    }),
                    { type: 'reportBulkFailure', params: ({ event }) => errorMessage(event.error) },
                    assign({ bulk: null }),
                    raise({ type: 'REFRESH' }),
                  ],
                },
              },
            },
          },
        },
      },
    },
  },
});
