import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssistantTriggerView, CreatedAssistantTrigger } from '../../../domain/assistant-triggers/views';
import type { RunDetail } from '../../../domain/automation/contract';
import { knowledgeClient } from '../knowledge/core-helpers';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';

const PASSAGE = 'A workers compensation claim must be filed within one year from the date of injury.';
const FOREIGN_ID = '0b8e6c55-52a4-4f8c-a7f5-9d1c0e3b2a11';

function ok<T>(response: LightMyRequestResponse, status: number): T {
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as T;
}

/** Assistant triggers: automations with an "Ask an assistant" step, made through the API and run by the engine. */
describe('assistant triggers', () => {
  let t: TestApp;
  let cookie: string;
  let userId: string;
  let assistantId: string;

  const call = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>, as = cookie) =>
    t.app.inject({ method, url, headers: { cookie: as }, ...(payload ? { payload } : {}) });
  const list = async (as = cookie) => ok<{ triggers: AssistantTriggerView[] }>(await call('GET', '/api/assistant-triggers', undefined, as), 200).triggers;

  async function waitForRun(runId: string): Promise<RunDetail> {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const run = ok<{ run: RunDetail }>(await call('GET', `/api/automation-runs/${runId}`), 200).run;
      if (run.status !== 'running') return run;
      if (Date.now() > deadline) throw new Error(`run ${runId} still running: ${JSON.stringify(run.progress)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  beforeAll(async () => {
    t = await createTestApp({ withWorker: true });
    const user = await signUpUser(t.app);
    cookie = user.cookie;
    userId = user.user.id;
    const assistant = await t.database.db
      .insertInto('assistants')
      .values({ user_id: userId, name: 'Claims Helper', capabilities: [], file_ids: [], tools: JSON.stringify([]), metadata: JSON.stringify({}) })
      .returning('id')
      .executeTakeFirstOrThrow();
    assistantId = assistant.id;
    // The assistant answers from a folder linked to it, holding one document.
    const knowledge = knowledgeClient(t.app, cookie);
    const folder = await knowledge.createFolder({ name: 'Claims' });
    await t.database.db.updateTable('knowledge_folders').set({ assistant_ids: [assistantId] }).where('id', '=', folder.id).execute();
    const document = await knowledge.createDocument({ title: 'Filing deadlines', content: PASSAGE, folderId: folder.id });
    expect((await knowledge.waitSettled(document.id)).status).not.toBe('pending');
  }, 120_000);
  afterAll(async () => t?.close());

  it('a webhook trigger asks the assistant when called; the run and its answer (from the linked document) are listed', async () => {
    const created = ok<CreatedAssistantTrigger>(
      await call('POST', '/api/assistant-triggers', {
        assistantId,
        question: 'How long do I have to file a workers compensation claim?',
        event: { type: 'webhook' },
      }),
      201,
    );
    const { trigger, webhook } = created;
    expect(trigger).toMatchObject({
      name: 'Ask Claims Helper when called from another app',
      enabled: true,
      assistant: { id: assistantId, name: 'Claims Helper' },
      question: 'How long do I have to file a workers compensation claim?',
      event: { type: 'webhook', conditions: [] },
      followUps: [],
      recentRuns: [],
    });
    expect(webhook?.url).toBe(`http://127.0.0.1:3000/api/hooks/automations/${trigger.automationId}`);

    // It is an ordinary automation, published as version 1, asking through an agent made for the purpose.
    const automation = ok<{ automation: { currentVersion: number; status: string; definition: { nodes: Array<{ id: string; parameters: { agentId?: string } }> } } }>(
      await call('GET', `/api/automations/${trigger.automationId}`),
      200,
    ).automation;
    expect(automation).toMatchObject({ currentVersion: 1, status: 'active' });
    const agents = await t.database.db.selectFrom('agents').select(['id', 'name', 'capabilities']).where('user_id', '=', userId).execute();
    const askers = agents.filter((agent) => agent.capabilities.includes('ai.ask_assistant'));
    expect(askers.map((agent) => agent.name)).toEqual(['Assistant Runner']);
    expect(askers[0]!.capabilities).toEqual(['ai.ask_assistant']);
    expect(automation.definition.nodes.find((node) => node.id === 'ask')?.parameters.agentId).toBe(askers[0]!.id);

    const fired = await t.app.inject({
      method: 'POST',
      url: `/api/hooks/automations/${trigger.automationId}`,
      headers: { 'content-type': 'application/json', 'x-automation-secret': webhook!.secret },
      payload: JSON.stringify({ claim: 'workers compensation' }),
    });
    expect(fired.statusCode, fired.body).toBe(202);
    const runId = (fired.json() as { runIds: string[] }).runIds[0]!;
    const run = await waitForRun(runId);
    expect(run.status, JSON.stringify(run.progress)).toBe('completed');
    const output = run.progress.nodes.ask?.output as { answer: string; sourceCount: number; sources: string[]; model: string };
    // No AI key: the answer is the retrieval-only text, quoting the linked document's passage.
    expect(output.answer).toContain('one year from the date of injury');
    expect(output.sourceCount).toBeGreaterThanOrEqual(1);
    expect(output.sources[0]).toContain('Filing deadlines');
    expect(output.model).toBe('retrieval only');
    expect(run.progress.nodes.ask?.input).toMatchObject({ assistantId, details: { claim: 'workers compensation' } });

    const [listed] = (await list()).filter((item) => item.automationId === trigger.automationId);
    expect(listed!.recentRuns).toEqual([expect.objectContaining({ runId, status: 'completed', answer: output.answer, sourceCount: output.sourceCount, error: null })]);
  }, 120_000);

  it('a follow-up task receives the answer through the Task Agent, as any agent action', async () => {
    const { trigger, webhook } = ok<CreatedAssistantTrigger>(
      await call('POST', '/api/assistant-triggers', { assistantId, question: 'What is the filing deadline for a workers compensation claim?', event: { type: 'webhook' }, followUp: 'task' }),
      201,
    );
    expect(trigger.followUps).toEqual(['Create a task']);
    const fired = await t.app.inject({
      method: 'POST',
      url: `/api/hooks/automations/${trigger.automationId}`,
      headers: { 'content-type': 'application/json', 'x-automation-secret': webhook!.secret },
      payload: JSON.stringify({}),
    });
    expect(fired.statusCode, fired.body).toBe(202);
    const run = await waitForRun((fired.json() as { runIds: string[] }).runIds[0]!);
    expect(run.status, JSON.stringify(run.progress)).toBe('completed');
    const answer = (run.progress.nodes.ask?.output as { answer: string }).answer;
    expect(answer).toContain('one year from the date of injury');
    const taskId = (run.progress.nodes['follow-up']?.output as { taskId: string }).taskId;
    const task = await t.database.db.selectFrom('tasks').select(['title', 'description']).where('id', '=', taskId).where('user_id', '=', userId).executeTakeFirstOrThrow();
    expect(task).toEqual({ title: 'Answer from Claims Helper', description: answer });
    // The action was recorded for the agent that did it, like any agent action.
    const actions = await t.database.db.selectFrom('agent_actions as x').innerJoin('agents as a', 'a.id', 'x.agent_id').select(['a.name', 'x.type', 'x.status']).where('x.user_id', '=', userId).where('x.type', '=', 'task.create').execute();
    expect(actions).toEqual([{ name: 'Task Agent', type: 'task.create', status: 'completed' }]);
  }, 120_000);

  it('an e-mail trigger with conditions and a task for the answer is listed with its event and follow-up', async () => {
    const { trigger, webhook } = ok<CreatedAssistantTrigger>(
      await call('POST', '/api/assistant-triggers', {
        name: 'Deadline questions',
        assistantId,
        question: 'Which deadline applies?',
        event: { type: 'email', conditions: [{ field: 'email.subject', operator: 'contains', value: 'claim' }] },
        followUp: 'task',
      }),
      201,
    );
    expect(webhook).toBeNull();
    expect(trigger).toMatchObject({
      name: 'Deadline questions',
      event: { type: 'email', accountId: null, conditions: [{ field: 'email.subject', operator: 'contains', value: 'claim' }] },
      followUps: ['Create a task'],
    });
    const names = (await list()).map((item) => item.name);
    expect(names).toContain('Deadline questions');
    // Only one agent was made for asking, whatever the number of triggers.
    const askers = await t.database.db.selectFrom('agents').select('id').where('user_id', '=', userId).where('name', '=', 'Assistant Runner').execute();
    expect(askers).toHaveLength(1);
  });

  it('a schedule trigger is listed with its schedule and next run, and switching it off pauses it', async () => {
    const schedule = { type: 'recurring', startDate: '2026-01-05', time: '08:30', recurrence: { frequency: 'daily', interval: 1 }, enabled: true };
    const { trigger } = ok<CreatedAssistantTrigger>(await call('POST', '/api/assistant-triggers', { assistantId, question: 'Any new filing deadlines this week?', event: { type: 'schedule', schedule } }), 201);
    expect(trigger).toMatchObject({ name: 'Ask Claims Helper on a schedule', event: { type: 'schedule', schedule }, enabled: true });
    expect(Date.parse(trigger.nextRun!)).toBeGreaterThan(Date.now());
    const info = ok<{ paused: boolean | null }>(await call('GET', `/api/automations/${trigger.automationId}/schedule`), 200);
    expect(info.paused).toBe(false);

    const off = await t.app.inject({ method: 'PATCH', url: `/api/automations/${trigger.automationId}`, headers: { cookie }, payload: { status: 'inactive' } });
    expect(off.statusCode, off.body).toBe(200);
    const [listed] = (await list()).filter((item) => item.automationId === trigger.automationId);
    expect(listed).toMatchObject({ enabled: false, nextRun: null });
    expect(ok<{ paused: boolean | null }>(await call('GET', `/api/automations/${trigger.automationId}/schedule`), 200).paused).toBe(true);
  });

  it('refuses an unknown or foreign assistant, a draft reply without an e-mail, and shows nothing to another user', async () => {
    const unknown = await call('POST', '/api/assistant-triggers', { assistantId: FOREIGN_ID, question: 'Q?', event: { type: 'webhook' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(`Assistant with ID ${FOREIGN_ID} not found.`);

    const draft = await call('POST', '/api/assistant-triggers', { assistantId, question: 'Q?', event: { type: 'webhook' }, followUp: 'draft_reply' });
    expect(draft.statusCode).toBe(400);
    expect(draft.json().error.message).toBe('A draft reply needs an e-mail to reply to: choose "A new e-mail arrives" as the event.');

    const other = await signUpUser(t.app);
    const foreign = await call('POST', '/api/assistant-triggers', { assistantId, question: 'Q?', event: { type: 'webhook' } }, other.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(await list(other.cookie)).toEqual([]);
  });
});
