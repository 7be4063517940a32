import { assign, fromPromise, setup } from 'xstate';
import { quietAbort } from '../../../state/quietAbort';
import type { AnalysisView } from '../../../../../domain/mail/api';
import { errorMessage } from '../../../api/ApiError';
import { fetchAnalysis, startAnalysis, type AnalysisStart } from '../../../api/analysis';
import { isFinalStatus } from './statusText';

/**
 * The analysis panel: loading → idle (not analysed) | running (pending_*) | done (final status).
 * "Analyse" goes starting → running, polling the analysis every second until its status is final.
 * While idle it looks again every few seconds for a while, since the server starts the analysis of
 * new demo mail itself and its first record may not be written yet.
 */

interface Input {
  accountId: string;
  messageId: string;
}

interface Context extends Input {
  view: AnalysisView | null;
  error: string | null;
  idleChecks: number;
  polls: number;
  pollFailures: number;
  /** updatedAt of the analysis when "Analyse" was pressed: an older final record is not the answer. */
  startedFrom: string | null;
  started: AnalysisStart | null;
}

export const POLL_MS = 1_000;
const WATCH_MS = 3_000;
const WATCH_LIMIT = 20;
const POLL_FAILURE_LIMIT = 5;
/** A re-run that leaves the record untouched (an idempotent start) is accepted after this many polls. */
const UNCHANGED_POLL_LIMIT = 15;

const status = (context: Context) => context.view?.analysis?.calendarEventStatus ?? null;
const viewOf = (context: Context) => ({ accountId: context.accountId, messageId: context.messageId });

export const analysisMachine = setup({
  types: {
    context: {} as Context,
    input: {} as Input,
    events: {} as { type: 'ANALYSE' } | { type: 'RETRY' },
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
    keepWatching: ({ context }) => context.idleChecks < WATCH_LIMIT,
    givingUp: ({ context }) => context.pollFailures + 1 >= POLL_FAILURE_LIMIT,
  },
  actions: {
    storeView: assign({ view: (_, view: AnalysisView) => view, error: null }),
  },
  delays: { POLL: POLL_MS, WATCH: WATCH_MS },
}).createMachine({
  id: 'emailAnalysis',
  context: ({ input }) => ({
    ...input,
    view: null,
    error: null,
    idleChecks: 0,
    polls: 0,
    pollFailures: 0,
    startedFrom: null,
    started: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
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
      on: { ANALYSE: 'starting' },
      after: { WATCH: { guard: 'keepWatching', target: 'watching' } },
    },
    watching: {
      tags: ['idle'],
      entry: assign({ idleChecks: ({ context }) => context.idleChecks + 1 }),
      on: { ANALYSE: 'starting' },
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
        onDone: { target: 'running', actions: assign({ started: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    running: {
      tags: ['running'],
      after: { POLL: 'polling' },
    },
    polling: {
      tags: ['running'],
      entry: assign({ polls: ({ context }) => context.polls + 1 }),
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
      on: { ANALYSE: 'starting' },
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
