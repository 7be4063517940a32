import { assign, fromPromise, setup } from 'xstate';
import { quietAbort } from '../../../state/quietAbort';
import type { AnalysisView } from '../../../../../domain/mail/api';
import { errorMessage } from '../../../api/ApiError';
import { fetchAnalysis, startAnalysis, type AnalysisStart } from '../../../api/analysis';
import { isFinalStatus } from './statusText';

/**
 * The analysis panel: loading → idle (not analysed) | running (pending_*) | done (final status).
 * "Analyse" goes starting → running. No polling: each CHANGED (a live `analysis.changed` of this
 * message, or the live channel reconnecting) reads the analysis again, in any state that shows it — so
 * an analysis the server starts by itself (new demo mail) or another tab starts shows up too. Only a
 * read that failed while running is tried again after a pause.
 */

interface Input {
  accountId: string;
  messageId: string;
}

interface Context extends Input {
  view: AnalysisView | null;
  error: string | null;
  polls: number;
  pollFailures: number;
  /** updatedAt of the analysis when "Analyse" was pressed: an older final record is not the answer. */
  startedFrom: string | null;
  started: AnalysisStart | null;
}

/** After a failed read while running, the next one waits this long (a live event may bring one sooner). */
export const RETRY_READ_MS = 2_000;
const POLL_FAILURE_LIMIT = 5;
/** A re-run that leaves the record untouched (an idempotent start) is accepted after this many reads. */
const UNCHANGED_POLL_LIMIT = 15;

const status = (context: Context) => context.view?.analysis?.calendarEventStatus ?? null;
const viewOf = (context: Context) => ({ accountId: context.accountId, messageId: context.messageId });

export const analysisMachine = setup({
  types: {
    context: {} as Context,
    input: {} as Input,
    events: {} as { type: 'ANALYSE' } | { type: 'RETRY' } | { type: 'CHANGED' },
  },
  actors: {
    loadView: fromPromise<AnalysisView, Input>(({ input, signal }) => quietAbort(signal, (abort) => fetchAnalysis(input.accountId, input.messageId, abort))),
    start: fromPromise<AnalysisStart, Input>(({ input }) => startAnalysis(input.accountId, input.messageId)),
  },
  guards: {
    notAnalysed: ({ context }) => !context.view?.analysis,
    finished: ({ context }) => isFinalStatus(status(context) ?? ''),
    finishedSinceStart: ({ context }) => {
      const analysis = context.view?.analysis;
      if (!analysis || !isFinalStatus(analysis.calendarEventStatus)) return false;
      return analysis.updatedAt !== context.startedFrom || context.polls >= UNCHANGED_POLL_LIMIT;
    },
    lastReadFailed: ({ context }) => context.pollFailures > 0,
    givingUp: ({ context }) => context.pollFailures + 1 >= POLL_FAILURE_LIMIT,
  },
  actions: {
    storeView: assign({ view: (_, view: AnalysisView) => view, error: null }),
  },
  delays: { RETRY_READ: RETRY_READ_MS },
}).createMachine({
  id: 'emailAnalysis',
  context: ({ input }) => ({
    ...input,
    view: null,
    error: null,
    polls: 0,
    pollFailures: 0,
    startedFrom: null,
    started: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      on: { CHANGED: { target: 'loading', reenter: true } },
      invoke: {
        src: 'loadView',
        input: ({ context }) => viewOf(context),
        onDone: { target: 'sorting', actions: { type: 'storeView', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    sorting: {
      always: [{ guard: 'notAnalysed', target: 'idle' }, { guard: 'finished', target: 'done' }, { target: 'running' }],
    },
    idle: {
      tags: ['idle'],
      on: { ANALYSE: 'starting', CHANGED: 'watching' },
    },
    watching: {
      tags: ['idle'],
      on: { ANALYSE: 'starting', CHANGED: { target: 'watching', reenter: true } },
      invoke: {
        src: 'loadView',
        input: ({ context }) => viewOf(context),
        onDone: { target: 'sorting', actions: { type: 'storeView', params: ({ event }) => event.output } },
        onError: 'idle',
      },
    },
    starting: {
      tags: ['running'],
      entry: assign({
        startedFrom: ({ context }) => context.view?.analysis?.updatedAt ?? null,
        polls: 0,
        pollFailures: 0,
        error: null,
      }),
      invoke: {
        src: 'start',
        input: ({ context }) => viewOf(context),
        // Read at once: the changes it made may have been announced before the start answered.
        onDone: { target: 'polling', actions: assign({ started: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    running: {
      tags: ['running'],
      on: { CHANGED: 'polling' },
      after: { RETRY_READ: { guard: 'lastReadFailed', target: 'polling' } },
    },
    polling: {
      tags: ['running'],
      entry: assign({ polls: ({ context }) => context.polls + 1 }),
      on: { CHANGED: { target: 'polling', reenter: true } },
      invoke: {
        src: 'loadView',
        input: ({ context }) => viewOf(context),
        onDone: {
          target: 'polled',
          actions: [{ type: 'storeView', params: ({ event }) => event.output }, assign({ pollFailures: 0 })],
        },
        onError: [
          { guard: 'givingUp', target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
          { target: 'running', actions: assign({ pollFailures: ({ context }) => context.pollFailures + 1 }) },
        ],
      },
    },
    polled: {
      always: [{ guard: 'finishedSinceStart', target: 'done' }, { target: 'running' }],
    },
    done: {
      tags: ['done'],
      on: { ANALYSE: 'starting', CHANGED: 'rechecking' },
    },
    // Done, and something changed (e.g. "Analyse" in another tab): read again, still showing the result.
    rechecking: {
      tags: ['done'],
      on: { ANALYSE: 'starting', CHANGED: { target: 'rechecking', reenter: true } },
      invoke: {
        src: 'loadView',
        input: ({ context }) => viewOf(context),
        onDone: { target: 'sorting', actions: { type: 'storeView', params: ({ event }) => event.output } },
        onError: 'done',
      },
    },
    failed: {
      tags: ['failed'],
      on: { ANALYSE: 'starting', RETRY: 'loading' },
    },
    loadFailed: {
      tags: ['failed'],
      on: { RETRY: 'loading' },
    },
  },
});
