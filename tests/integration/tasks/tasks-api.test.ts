import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';
import { errorOf, FOREIGN_ID, tasksClient, titles } from './task-helpers';

describe('tasks API', () => {
  let t: TestApp;
  let api: ReturnType<typeof tasksClient>;
  let other: ReturnType<typeof tasksClient>;
  let userId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const me = await signUpUser(t.app);
    userId = me.user.id;
    api = tasksClient(t.app, me.cookie);
    other = tasksClient(t.app, (await signUpUser(t.app)).cookie);
  });
  afterAll(async () => t?.close());

  it('creates a task as To Do, Medium, with the highest order plus one', async () => {
    const first = await api.create({ title: '  Prepare MSC statement  ' });
    expect(first).toMatchObject({
      title: 'Prepare MSC statement',
      description: '',
      status: 'To Do',
      priority: 'Medium',
      completed: false,
      dueDate: null,
      tags: [],
      subTasks: [],
      calendarEventId: null,
      source: null,
      parentTaskId: null,
      estimatedDuration: null,
    });
    const second = await api.create({ title: 'Call opposing counsel', priority: 'Urgent', tags: ['#court', 'Court', 'calls'], dueDate: '2026-12-01T17:00:00-08:00', estimatedDuration: 15 });
    expect(second).toMatchObject({ order: first.order + 1, priority: 'Urgent', tags: ['court', 'calls'], dueDate: '2026-12-02T01:00:00.000Z', estimatedDuration: 15 });
    expect(await api.get(second.id)).toEqual(second);
  });

  it('creates a task directly as Done as completed', async () => {
    expect(await api.create({ title: 'Already filed', status: 'Done' })).toMatchObject({ status: 'Done', completed: true });
  });

  it('orders concurrent creates without sharing an order', async () => {
    const created = await Promise.all(Array.from({ length: 6 }, (_, n) => api.create({ title: `Parallel ${n}` })));
    const orders = created.map((task) => task.order);
    expect(new Set(orders).size).toBe(6);
  });

  it('refuses bad input with clear texts and writes nothing', async () => {
    const before = (await api.list()).length;
    expect(errorOf(await api.call('POST', '/api/tasks', {}), 400)).toBe('title is required.');
    expect(errorOf(await api.call('POST', '/api/tasks', { title: '   ' }), 400)).toBe('A task needs a title.');
    expect(errorOf(await api.call('POST', '/api/tasks', { title: 'x', status: 'Doing' }), 400)).toMatch(/status/);
    expect(errorOf(await api.call('POST', '/api/tasks', { title: 'x', dueDate: 'tomorrow' }), 400)).toMatch(/dueDate/);
    expect(errorOf(await api.call('POST', '/api/tasks', { title: 'x', dueDate: '1800-01-01T00:00:00Z' }), 400)).toBe(
      'dueDate must be a date and time between the years 1900 and 2200, such as 2026-12-01T17:00:00Z.',
    );
    expect(errorOf(await api.call('POST', '/api/tasks', { title: 'x', extra: 1 }), 400)).toBe('Unexpected field "extra".');
    expect(errorOf(await api.call('POST', '/api/tasks', { title: 'x', parentTaskId: FOREIGN_ID }), 404)).toBe('Task not found');
    expect(await api.list()).toHaveLength(before);
  });

  it('answers 404 Task not found for another user task on every route', async () => {
    const mine = await api.create({ title: 'Mine only' });
    expect(errorOf(await other.call('GET', `/api/tasks/${mine.id}`), 404)).toBe('Task not found');
    expect(errorOf(await other.call('PATCH', `/api/tasks/${mine.id}`, { title: 'Taken' }), 404)).toBe('Task not found');
    for (const action of ['start', 'complete', 'cancel']) expect(errorOf(await other.call('POST', `/api/tasks/${mine.id}/${action}`, {}), 404)).toBe('Task not found');
    expect(errorOf(await other.call('POST', `/api/tasks/${mine.id}/move`, { beforeTaskId: null }), 404)).toBe('Task not found');
    expect(errorOf(await other.call('DELETE', `/api/tasks/${mine.id}`), 404)).toBe('Task not found');
    expect(errorOf(await other.call('POST', '/api/tasks', { title: 'Under yours', parentTaskId: mine.id }), 404)).toBe('Task not found');
    expect(await other.list()).toEqual([]);
    expect(await api.get(mine.id)).toMatchObject({ title: 'Mine only', status: 'To Do' });
  });

  it('starts, completes and cancels (seed 000 §4)', async () => {
    const task = await api.create({ title: 'Transitions' });
    const started = await api.call('POST', `/api/tasks/${task.id}/start`, {});
    expect(started.json().task).toMatchObject({ status: 'In Progress', completed: false });
    const completed = await api.call('POST', `/api/tasks/${task.id}/complete`, {});
    expect(completed.json().task).toMatchObject({ status: 'Done', completed: true });
    expect((await api.call('POST', `/api/tasks/${task.id}/complete`, {})).json().task).toMatchObject({ status: 'Done', completed: true });
    const cancelled = await api.call('POST', `/api/tasks/${task.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().task).toMatchObject({ status: 'Blocked', completed: false });
  });

  it('edits any field; completed always follows status Done', async () => {
    const task = await api.create({ title: 'Edit me' });
    const patch = async (body: Record<string, unknown>) => {
      const response = await api.call('PATCH', `/api/tasks/${task.id}`, body);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().task;
    };
    expect(
      await patch({ title: 'Edited', description: 'Notes', priority: 'High', tags: ['a', 'A', 'b'], assignedTo: 'maria', projectId: 'p1', notebookId: 'n1', workflowId: 'w1', templateId: 'review', estimatedDuration: 30 }),
    ).toMatchObject({ title: 'Edited', description: 'Notes', priority: 'High', tags: ['a', 'b'], assignedTo: 'maria', projectId: 'p1', notebookId: 'n1', workflowId: 'w1', templateId: 'review', estimatedDuration: 30 });
    expect(await patch({ completed: true })).toMatchObject({ status: 'Done', completed: true });
    expect(await patch({ completed: false })).toMatchObject({ status: 'To Do', completed: false });
    expect(await patch({ status: 'Done' })).toMatchObject({ status: 'Done', completed: true });
    expect(await patch({ dueDate: '2026-12-01T10:00:00Z' })).toMatchObject({ dueDate: '2026-12-01T10:00:00.000Z' });
    expect(await patch({ dueDate: null, assignedTo: null })).toMatchObject({ dueDate: null, assignedTo: null });
    expect(errorOf(await api.call('PATCH', `/api/tasks/${task.id}`, { status: 'Done', completed: false }), 400)).toBe(
      'Only a Done task is completed: send completed true with status Done, or false with another status.',
    );
    expect(errorOf(await api.call('PATCH', `/api/tasks/${task.id}`, {}), 400)).toMatch(/fewer than 1/);
    expect(errorOf(await api.call('PATCH', `/api/tasks/${task.id}`, { title: ' ' }), 400)).toBe('A task needs a title.');
  });

  it('nests subtasks under the user own tasks, without loops', async () => {
    const parent = await api.create({ title: 'Trial prep' });
    const childA = await api.create({ title: 'Exhibits', parentTaskId: parent.id });
    const childB = await api.create({ title: 'Witness list', parentTaskId: parent.id });
    const grandchild = await api.create({ title: 'Label exhibits', parentTaskId: childA.id });
    expect((await api.get(parent.id)).subTasks).toEqual([childA.id, childB.id]);
    expect(titles(await api.list(`?parentTaskId=${parent.id}`))).toEqual(['Exhibits', 'Witness list']);
    expect(errorOf(await api.call('PATCH', `/api/tasks/${parent.id}`, { parentTaskId: parent.id }), 400)).toBe('A task cannot be its own subtask.');
    expect(errorOf(await api.call('PATCH', `/api/tasks/${parent.id}`, { parentTaskId: grandchild.id }), 400)).toBe(
      'That task is already a subtask of this one; a task cannot be nested inside its own subtasks.',
    );
    expect(errorOf(await api.call('PATCH', `/api/tasks/${childB.id}`, { parentTaskId: FOREIGN_ID }), 404)).toBe('Task not found');
    const moved = await api.call('PATCH', `/api/tasks/${childB.id}`, { parentTaskId: null });
    expect(moved.json().task.parentTaskId).toBeNull();
    expect((await api.get(parent.id)).subTasks).toEqual([childA.id]);
  });

  it('deletes a task with its subtasks at every depth', async () => {
    const parent = await api.create({ title: 'Delete tree' });
    const child = await api.create({ title: 'Delete child', parentTaskId: parent.id });
    const grandchild = await api.create({ title: 'Delete grandchild', parentTaskId: child.id });
    const keep = await api.create({ title: 'Keep me' });
    const response = await api.call('DELETE', `/api/tasks/${parent.id}`);
    expect(response.statusCode).toBe(204);
    const left = await t.database.db.selectFrom('tasks').select('id').where('id', 'in', [parent.id, child.id, grandchild.id, keep.id]).execute();
    expect(left.map((row) => row.id)).toEqual([keep.id]);
    expect(errorOf(await api.call('GET', `/api/tasks/${parent.id}`), 404)).toBe('Task not found');
  });

  it('moves a linked calendar event with a new due date, keeping its length, in the same write', async () => {
    const task = await api.create({ title: 'Deposition', dueDate: '2026-12-01T17:00:00Z' });
    const event = await t.database.db
      .insertInto('calendar_events')
      .values({ user_id: userId, title: 'Deposition', start_at: new Date('2026-12-01T17:00:00Z'), end_at: new Date('2026-12-01T18:30:00Z'), attendees: '[]', email_source: 'null', task_id: task.id, updated_at: new Date('2026-11-01T00:00:00Z') })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await api.get(task.id)).calendarEventId).toBe(event.id);

    const response = await api.call('PATCH', `/api/tasks/${task.id}`, { dueDate: '2026-12-03T21:15:00Z' });
    expect(response.json().task).toMatchObject({ dueDate: '2026-12-03T21:15:00.000Z', calendarEventId: event.id });
    const row = await t.database.db.selectFrom('calendar_events').selectAll().where('id', '=', event.id).executeTakeFirstOrThrow();
    expect(row.start_at.toISOString()).toBe('2026-12-03T21:15:00.000Z');
    expect(row.end_at.toISOString()).toBe('2026-12-03T22:45:00.000Z');
    expect(row.updated_at.getTime()).toBeGreaterThan(new Date('2026-11-01T00:00:00Z').getTime());
    expect(row.edited_by_hand_at).toBeNull();

    await api.call('PATCH', `/api/tasks/${task.id}`, { dueDate: null });
    const kept = await t.database.db.selectFrom('calendar_events').select('start_at').where('id', '=', event.id).executeTakeFirstOrThrow();
    expect(kept.start_at.toISOString()).toBe('2026-12-03T21:15:00.000Z');
  });

  it('marks an analysed event moved through its task as edited by hand', async () => {
    const task = await api.create({ title: 'MSC', dueDate: '2026-12-01T17:00:00Z' });
    const emailSource = JSON.stringify({ accountId: 'a', messageId: 'm', subject: 'MSC notice', from: 'court@example.com' });
    const event = await t.database.db
      .insertInto('calendar_events')
      .values({ user_id: userId, title: 'MSC', start_at: new Date('2026-12-01T17:00:00Z'), end_at: new Date('2026-12-01T18:00:00Z'), attendees: '[]', email_source: emailSource, task_id: task.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await api.call('PATCH', `/api/tasks/${task.id}`, { dueDate: '2026-12-02T17:00:00Z' });
    const row = await t.database.db.selectFrom('calendar_events').select(['start_at', 'edited_by_hand_at']).where('id', '=', event.id).executeTakeFirstOrThrow();
    expect(row.start_at.toISOString()).toBe('2026-12-02T17:00:00.000Z');
    expect(row.edited_by_hand_at).not.toBeNull();
  });
});
