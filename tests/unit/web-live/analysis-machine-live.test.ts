import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AnalysisView } from '../../../domain/mail/api';
import type { AnalysisStart } from '../../../web/src/api/analysis';
import { analysisMachine } from '../../../web/src/screens/email/analysis/analysisMachine';

/** The mail panel's analysis follows live events: it reads again on CHANGED, never on a timer. */

const view = (status: string | null, updatedAt = '2026-11-28T10:00:00.000Z'): AnalysisView =>
  ({ analysis: status === null ? null : { calendarEventStatus: status, updatedAt }, event: null, workflowId: 'w', workflowUrl: null }) as unknown as AnalysisView;

function start(answers: AnalysisView[]) {
  let reads = 0;
  const machine = analysisMachine.provide({
    actors: {
      loadView: fromPromise(async () => answers[Math.min(reads++, answers.length - 1)]!),
      start: fromPromise(async (): Promise<AnalysisStart> => ({ workflowId: 'w', workflowUrl: null }) as AnalysisStart),
    },
  });
  const actor = createActor(machine, { input: { accountId: 'a', messageId: 'm' } }).start();
  return { actor, reads: () => reads };
}

describe('the analysis panel on the live channel', () => {
  it('stays idle without reading again until the analysis changes, then follows it to done', async () => {
    const { actor, reads } = start([view(null), view('pending_analysis'), view('created', '2026-11-28T10:00:05.000Z')]);
    await waitFor(actor, (state) => state.hasTag('idle'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads()).toBe(1);
    actor.send({ type: 'CHANGED' });
    await waitFor(actor, (state) => state.hasTag('running'));
    actor.send({ type: 'CHANGED' });
    await waitFor(actor, (state) => state.hasTag('done'));
    expect(reads()).toBe(3);
  });

  it('reads at once after "Analyse" started, in case it already finished', async () => {
    const { actor } = start([view('created'), view('created', '2026-11-28T11:00:00.000Z')]);
    await waitFor(actor, (state) => state.hasTag('done'));
    actor.send({ type: 'ANALYSE' });
    await waitFor(actor, (state) => state.matches('done') && state.context.view?.analysis?.updatedAt === '2026-11-28T11:00:00.000Z');
  });
});
