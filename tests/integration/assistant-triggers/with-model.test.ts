import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedAssistantTrigger } from '../../../domain/assistant-triggers/views';
import type { RunDetail } from '../../../domain/automation/contract';
import { knowledgeClient } from '../knowledge/core-helpers';
import { startFakeOpenAi, TEST_AI_KEY, type RecordedRequest } from '../support/fake-openai';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';

const PASSAGE = 'A workers compensation claim must be filed within one year from the date of injury.';
const MODEL_ANSWER = 'The claim must be filed within one year from the date of injury [1].';
const QUESTION = 'How long do I have to file a workers compensation claim?';

function ok<T>(response: LightMyRequestResponse, status: number): T {
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as T;
}

const asksQuestion = (request: RecordedRequest) => JSON.stringify(request.body.messages ?? '').includes(QUESTION);

/** With a model configured, the "Ask an assistant" step gets the model's answer, written from the assistant's passages. */
describe('assistant triggers with a model', () => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let cookie: string;
  let userId: string;
  let assistantId: string;

  const call = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) => t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  async function waitForRun(runId: string): Promise<RunDetail> {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const run = ok<{ run: RunDetail }>(await call('GET', `/api/automation-runs/${runId}`), 200).run;
      if (run.status !== 'running') return run;
      if (Date.now() > deadline) throw new Error(`run ${runId} still running: ${JSON.stringify(run.progress)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  async function fire(automationId: string, secret: string): Promise<RunDetail> {
    const fired = await t.app.inject({
      method: 'POST',
      url: `/api/hooks/automations/${automationId}`,
      headers: { 'content-type': 'application/json', 'x-automation-secret': secret },
      payload: JSON.stringify({ claim: 'workers compensation' }),
    });
    expect(fired.statusCode, fired.body).toBe(202);
    return waitForRun((fired.json() as { runIds: string[] }).runIds[0]!);
  }

  beforeAll(async () => {
    fake = await startFakeOpenAi((request) => (asksQuestion(request) ? { status: 200, content: MODEL_ANSWER } : { status: 200, content: '{}' }));
    t = await createTestApp({ withWorker: true, ai: { apiKey: TEST_AI_KEY, baseUrl: fake.baseUrl, model: 'fake-model' } });
    const user = await signUpUser(t.app);
    cookie = user.cookie;
    userId = user.user.id;
    assistantId = (
      await t.database.db
        .insertInto('assistants')
        .values({ user_id: userId, name: 'Claims Helper', capabilities: [], file_ids: [], tools: JSON.stringify([]), metadata: JSON.stringify({}) })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const knowledge = knowledgeClient(t.app, cookie);
    const folder = await knowledge.createFolder({ name: 'Claims' });
    await t.database.db.updateTable('knowledge_folders').set({ assistant_ids: [assistantId] }).where('id', '=', folder.id).execute();
    const document = await knowledge.createDocument({ title: 'Filing deadlines', content: PASSAGE, folderId: folder.id });
    await knowledge.waitSettled(document.id);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('the step gives the model\'s answer, which was written from the linked document\'s passage, with its citation counted', async () => {
    const { trigger, webhook } = ok<CreatedAssistantTrigger>(await call('POST', '/api/assistant-triggers', { assistantId, question: QUESTION, event: { type: 'webhook' } }), 201);
    const run = await fire(trigger.automationId, webhook!.secret);
    expect(run.status, JSON.stringify(run.progress)).toBe('completed');
    const output = run.progress.nodes.ask?.output as { answer: string; model: string; sourceCount: number; citationCount: number };
    expect(output).toMatchObject({ answer: MODEL_ANSWER, model: 'fake-model', sourceCount: 1, citationCount: 1 });
    const asked = fake.requests.filter(asksQuestion);
    expect(asked).toHaveLength(1);
    expect(JSON.stringify(asked[0]!.body.messages)).toContain('one year from the date of injury');
  }, 120_000);

  it('an assistant deleted since fails the run at once with the assistant service\'s words (no retries)', async () => {
    const { id } = await t.database.db
      .insertInto('assistants')
      .values({ user_id: userId, name: 'Short-lived', capabilities: [], file_ids: [], tools: JSON.stringify([]), metadata: JSON.stringify({}) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { trigger, webhook } = ok<CreatedAssistantTrigger>(await call('POST', '/api/assistant-triggers', { assistantId: id, question: QUESTION, event: { type: 'webhook' } }), 201);
    await t.database.db.deleteFrom('assistants').where('id', '=', id).execute();
    const run = await fire(trigger.automationId, webhook!.secret);
    expect(run.status).toBe('failed');
    expect(run.progress.nodes.ask?.error).toContain(`Assistant with ID ${id} not found.`);
    // The action's activity ran once: its history records the attempt that ended it.
    const history = await t.temporal.client.workflow.getHandle(run.progress.nodes.ask!.childWorkflowId!).fetchHistory();
    const events = history.events ?? [];
    const runActivity = new Set(events.filter((event) => event.activityTaskScheduledEventAttributes?.activityType?.name === 'runAgentAction').map((event) => String(event.eventId)));
    const attempts = events.flatMap((event) => {
      const started = event.activityTaskStartedEventAttributes;
      return started && runActivity.has(String(started.scheduledEventId)) ? [started.attempt] : [];
    });
    expect(attempts).toEqual([1]);
    const listed = ok<{ triggers: Array<{ automationId: string; assistant: { name: string | null } }> }>(await call('GET', '/api/assistant-triggers'), 200).triggers;
    expect(listed.find((item) => item.automationId === trigger.automationId)?.assistant.name).toBeNull();
  }, 120_000);
});
