import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Task } from '../../../domain/tasks/task';
import { agentStep, automationUser, createAutomation, line, manualTrigger, started, text, waitForRun } from '../automations/support';
import { propose } from '../support/agent-helpers';
import { createTestApp, type TestApp } from '../support/test-app';
import { tasksClient } from './task-helpers';

/** Tasks made by agents and automation steps go through the tasks rules and say who made them. */
describe('tasks made by agents and automations', () => {
  let t: TestApp;
  let user: Awaited<ReturnType<typeof automationUser>>;
  let api: ReturnType<typeof tasksClient>;
  let taskAgent: string;

  beforeAll(async () => {
    t = await createTestApp({ withWorker: true });
    user = await automationUser(t);
    api = tasksClient(t.app, user.cookie);
    taskAgent = await user.agentId('Task Agent');
  });
  afterAll(async () => t?.close());

  const runAction = async (type: string, params: Record<string, unknown>) => {
    const response = await propose(t.app, user.cookie, taskAgent, { type, params });
    expect(response.statusCode, response.body).toBe(202);
    return t.temporal.client.workflow.getHandle(response.json().workflowId).result() as Promise<{ state: string; result: { taskId: string } | null; error: string | null }>;
  };

  it('reads the agent-side form (seed 001 §3) and records the agent as the source', async () => {
    const outcome = await runAction('task.create', { title: 'Draft the reply brief', status: 'in_progress', priority: 'urgent', estimatedDuration: 90, tags: ['#court', 'court'], dueDate: '2026-12-01T17:00:00Z' });
    expect(outcome.state).toBe('completed');
    const task = await api.get(outcome.result!.taskId);
    expect(task).toMatchObject({
      title: 'Draft the reply brief',
      status: 'In Progress',
      priority: 'Urgent',
      completed: false,
      estimatedDuration: 90,
      tags: ['court'],
      dueDate: '2026-12-01T17:00:00.000Z',
      source: { kind: 'agent', id: taskAgent, name: 'Task Agent' },
    });
  });

  it('reads the screen form too, and completed status means completed', async () => {
    const outcome = await runAction('task.create', { title: 'Filed already', status: 'completed', priority: 'High' });
    expect(await api.get(outcome.result!.taskId)).toMatchObject({ status: 'Done', completed: true, priority: 'High' });
    const ui = await runAction('task.create', { title: 'Screen form', status: 'Blocked', priority: 'Low' });
    expect(await api.get(ui.result!.taskId)).toMatchObject({ status: 'Blocked', completed: false, priority: 'Low' });
  });

  it('refuses an unknown status in words, a parent that is not the user own, and an implausible due date', async () => {
    expect(await runAction('task.create', { title: 'x', status: 'doing' })).toMatchObject({ state: 'failed', error: 'Unknown task status: doing' });
    const missing = '0b8e6c55-52a4-4f8c-a7f5-9d1c0e3b2a11';
    expect(await runAction('task.create', { title: 'x', parentTaskId: missing })).toMatchObject({ state: 'failed', error: `Task not found: ${missing}` });
    expect(await runAction('task.update', { taskId: 'not-a-task', status: 'todo' })).toMatchObject({ state: 'failed', error: 'Task not found: not-a-task' });
    expect(await runAction('task.create', { title: 'x', dueDate: '1800-01-01T00:00:00Z' })).toMatchObject({
      state: 'failed',
      error: 'dueDate must be a date and time between the years 1900 and 2200, such as 2026-12-01T17:00:00Z.',
    });
  });

  it('an agent update with a new due date moves the linked event too', async () => {
    const task = await api.create({ title: 'Hearing prep', dueDate: '2026-12-01T17:00:00Z' });
    const event = await t.database.db
      .insertInto('calendar_events')
      .values({ user_id: user.userId, title: 'Hearing prep', start_at: new Date('2026-12-01T17:00:00Z'), end_at: new Date('2026-12-01T18:00:00Z'), attendees: '[]', email_source: 'null', task_id: task.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    const outcome = await runAction('task.update', { taskId: task.id, dueDate: '2026-12-02T19:00:00Z', status: 'completed' });
    expect(outcome.state).toBe('completed');
    expect(await api.get(task.id)).toMatchObject({ dueDate: '2026-12-02T19:00:00.000Z', status: 'Done', completed: true });
    const row = await t.database.db.selectFrom('calendar_events').select(['start_at', 'end_at']).where('id', '=', event.id).executeTakeFirstOrThrow();
    expect([row.start_at.toISOString(), row.end_at.toISOString()]).toEqual(['2026-12-02T19:00:00.000Z', '2026-12-02T20:00:00.000Z']);
  });

  it('records the automation as the source of a task its step made', async () => {
    const automationId = await createAutomation(t.database.db, user.userId, line(manualTrigger(), agentStep('file', taskAgent, 'task.create', { title: text('Calendar the deposition') })), { name: 'Deposition intake' });
    const run = await started(t.app, user.cookie, automationId);
    expect((await waitForRun(t.app, user.cookie, run.id)).status).toBe('completed');
    const made = (await api.list('?search=Calendar the deposition')) as Task[];
    expect(made).toHaveLength(1);
    expect(made[0]!.source).toEqual({ kind: 'automation', id: automationId, name: 'Deposition intake' });
  });
});
