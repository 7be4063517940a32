import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, TEST_AI_KEY } from '../support/fake-openai';
import { createTestApp, type TestApp } from '../support/test-app';
import { agentStep, automationUser, createAutomation, fromStep, line, manualTrigger, started, tasksOf, text, waitForRun } from './support';

/** A step's own retry policy governs its action: a transient AI failure is retried, and the mapped output reaches the next step. */
describe('automation interpreter: step retries', () => {
  let ai: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let failuresLeft = 0;
  let t: TestApp;
  let user: Awaited<ReturnType<typeof automationUser>>;
  let research: string;
  let taskAgent: string;

  beforeAll(async () => {
    ai = await startFakeOpenAi(() => {
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        return { status: 500, body: { error: { message: 'The server had an error while processing your request.', type: 'server_error' } } };
      }
      return { status: 200, content: 'QME with Dr. Patel on 3 June 2026 at 14:00.' };
    });
    t = await createTestApp({ withWorker: true, ai: { apiKey: TEST_AI_KEY, baseUrl: ai.baseUrl, model: 'fake-model' } });
    user = await automationUser(t);
    research = await user.agentId('Research Assistant');
    taskAgent = await user.agentId('Task Agent');
  });
  afterAll(async () => {
    await t?.close();
    await ai?.close();
  });

  const summariseThenFile = (maximumAttempts: number) =>
    line(
      manualTrigger(),
      agentStep('summarise', research, 'ai.summarise', { text: text('Dr. Patel confirmed the QME for 3 June 2026, 2 pm.') }, { outputMapping: { summary: 'text' }, retry: { maximumAttempts, initialIntervalSeconds: 0.2, backoffCoefficient: 2 } }),
      agentStep('file', taskAgent, 'task.create', { title: fromStep('summarise', 'summary') }),
    );

  it('retries the action after a transient failure, then passes the summary on as the task title', async () => {
    failuresLeft = 1;
    const before = ai.requests.length;
    const run = await started(t.app, user.cookie, await createAutomation(t.database.db, user.userId, summariseThenFile(3)));
    const finished = await waitForRun(t.app, user.cookie, run.id);
    expect(finished.status).toBe('completed');
    expect(ai.requests.length - before).toBe(2);
    expect(finished.progress.nodes.summarise).toMatchObject({ status: 'done', output: { summary: 'QME with Dr. Patel on 3 June 2026 at 14:00.', analyser: 'openai:fake-model' } });
    expect(await tasksOf(t.database.db, user.userId)).toEqual([expect.objectContaining({ title: 'QME with Dr. Patel on 3 June 2026 at 14:00.' })]);
  });

  it('fails the step, and the run, when the failures outlast its attempts', async () => {
    await t.database.db.deleteFrom('tasks').where('user_id', '=', user.userId).execute();
    failuresLeft = 5;
    const before = ai.requests.length;
    const run = await started(t.app, user.cookie, await createAutomation(t.database.db, user.userId, summariseThenFile(2)));
    const finished = await waitForRun(t.app, user.cookie, run.id);
    expect(ai.requests.length - before).toBe(2);
    expect(finished).toMatchObject({ status: 'failed', failedNodeId: 'summarise' });
    expect(finished.progress.nodes.summarise!.error).toContain('500');
    expect(finished.progress.nodes.file).toEqual({ status: 'skipped' });
    expect(await tasksOf(t.database.db, user.userId)).toEqual([]);
  });
});
