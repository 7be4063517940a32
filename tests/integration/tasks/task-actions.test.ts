import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Task } from '../../../domain/tasks/task';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';
import { errorOf, FOREIGN_ID, tasksClient, titles } from './task-helpers';

describe('tasks API: filters, quick add, drag and drop, bulk actions', () => {
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

  describe('list filters (seed 000 §3)', () => {
    let parent: Task;
    beforeAll(async () => {
      parent = await api.create({ title: 'Filter: MSC statement', priority: 'High', tags: ['court', 'msc'], assignedTo: 'maria', projectId: 'p1', dueDate: '2026-12-01T20:00:00Z', description: 'Exhibits for the deposition' });
      await api.create({ title: 'Filter: invoice', priority: 'Low', status: 'Done', tags: ['billing'], notebookId: 'n1', workflowId: 'w1', dueDate: '2026-12-05T20:00:00Z' });
      await api.create({ title: 'Filter: 100% sure', status: 'Blocked', parentTaskId: parent.id });
      await api.call('POST', '/api/task-templates/meeting/tasks', { title: 'Filter: client meeting' });
    });
    const list = async (query: string) => titles(await api.list(query)).filter((title) => title.startsWith('Filter:'));

    it('filters by each field, in order', async () => {
      expect(await list('')).toEqual(['Filter: MSC statement', 'Filter: invoice', 'Filter: 100% sure', 'Filter: client meeting']);
      expect(await list('?status=Done,Blocked')).toEqual(['Filter: invoice', 'Filter: 100% sure']);
      expect(await list('?priority=high')).toEqual(['Filter: MSC statement']);
      expect(await list('?assigneeId=maria&projectId=p1')).toEqual(['Filter: MSC statement']);
      expect(await list('?notebookId=n1&workflowId=w1')).toEqual(['Filter: invoice']);
      expect(await list('?templateId=meeting')).toEqual(['Filter: client meeting']);
      expect(await list('?completed=true')).toEqual(['Filter: invoice']);
      expect(await list('?tags=COURT,msc')).toEqual(['Filter: MSC statement']);
      expect(await list('?tags=court,billing')).toEqual([]);
      expect(await list('?search=DEPOSITION')).toEqual(['Filter: MSC statement']);
      expect(await list('?search=100%25')).toEqual(['Filter: 100% sure']);
      expect(await list('?search=_')).toEqual([]);
      expect(await list('?dueAfter=2026-12-01&dueBefore=2026-12-01')).toEqual(['Filter: MSC statement']);
      expect(await list('?dueAfter=2026-12-02T00:00:00Z')).toEqual(['Filter: invoice']);
      expect(await list('?parentTaskId=none')).toEqual(['Filter: MSC statement', 'Filter: invoice', 'Filter: client meeting']);
      expect(await list(`?parentTaskId=${parent.id}`)).toEqual(['Filter: 100% sure']);
    });

    it('refuses bad filter values with the reason', async () => {
      expect(errorOf(await api.call('GET', '/api/tasks?status=Doing'), 400)).toBe('Unknown status "Doing". Use one of: To Do, In Progress, Done, Blocked.');
      expect(errorOf(await api.call('GET', '/api/tasks?priority=p0'), 400)).toBe('Unknown priority "p0". Use one of: Low, Medium, High, Urgent.');
      expect(errorOf(await api.call('GET', '/api/tasks?completed=maybe'), 400)).toBe('completed must be true or false, not "maybe".');
      expect(errorOf(await api.call('GET', '/api/tasks?dueBefore=soon'), 400)).toBe('dueBefore must be a date such as 2026-12-01 or 2026-12-01T17:00:00Z, not "soon".');
      expect(errorOf(await api.call('GET', '/api/tasks?dueAfter=2026-12-09&dueBefore=2026-12-01'), 400)).toBe('dueAfter must not be later than dueBefore.');
      expect(errorOf(await api.call('GET', '/api/tasks?parentTaskId=12'), 400)).toBe('parentTaskId must be a task id or "none", not "12".');
    });

    it('shows nothing of another user', async () => {
      expect(await other.list('?search=Filter')).toEqual([]);
    });
  });

  describe('quick add', () => {
    it('reads the due date in the user time zone, #tags and !priority, and leaves the title', async () => {
      await t.database.db.insertInto('user_settings').values({ user_id: userId, time_zone: 'Asia/Tokyo' }).onConflict((oc) => oc.column('user_id').doUpdateSet({ time_zone: 'Asia/Tokyo' })).execute();
      const response = await api.call('POST', '/api/tasks/quick-add', { text: 'Call Dr. Lee tomorrow 3pm #medical !high' });
      expect(response.statusCode, response.body).toBe(201);
      const task: Task = response.json().task;
      expect(task).toMatchObject({ title: 'Call Dr. Lee', tags: ['medical'], priority: 'High', status: 'To Do' });
      const tomorrow = DateTime.now().setZone('Asia/Tokyo').plus({ days: 1 }).set({ hour: 15, minute: 0, second: 0, millisecond: 0 });
      expect(task.dueDate).toBe(tomorrow.toUTC().toISO());
    });

    it('defaults to America/Los_Angeles without settings, and p1 is Urgent', async () => {
      const fresh = tasksClient(t.app, (await signUpUser(t.app)).cookie);
      const response = await fresh.call('POST', '/api/tasks/quick-add', { text: 'File reply brief tomorrow p1' });
      const task: Task = response.json().task;
      const due = DateTime.now().setZone('America/Los_Angeles').plus({ days: 1 }).set({ hour: 17, minute: 0, second: 0, millisecond: 0 });
      expect(task).toMatchObject({ title: 'File reply brief', priority: 'Urgent', dueDate: due.toUTC().toISO() });
    });

    it('keeps a line without date words as the title, Medium', async () => {
      const response = await api.call('POST', '/api/tasks/quick-add', { text: 'Review the lease' });
      expect(response.json().task).toMatchObject({ title: 'Review the lease', priority: 'Medium', dueDate: null, tags: [] });
    });

    it('refuses a line that is only a date, or blank', async () => {
      const before = (await api.list()).length;
      expect(errorOf(await api.call('POST', '/api/tasks/quick-add', { text: 'tomorrow 3pm #x' }), 400)).toBe('Type what the task is as well as when, e.g. "Call Dr. Lee tomorrow 3pm".');
      expect(errorOf(await api.call('POST', '/api/tasks/quick-add', { text: '   ' }), 400)).toMatch(/text/);
      expect(errorOf(await api.call('POST', '/api/tasks/quick-add', {}), 400)).toBe('text is required.');
      expect(await api.list()).toHaveLength(before);
    });
  });

  describe('drag and drop', () => {
    it('puts a task before another, in another column, and last', async () => {
      const parent = await api.create({ title: 'Board' });
      const [a, b, c] = [await api.create({ title: 'A', parentTaskId: parent.id }), await api.create({ title: 'B', parentTaskId: parent.id }), await api.create({ title: 'C', parentTaskId: parent.id })];
      const move = async (taskId: string, body: Record<string, unknown>) => {
        const response = await api.call('POST', `/api/tasks/${taskId}/move`, body);
        expect(response.statusCode, response.body).toBe(200);
        return response.json().tasks as Task[];
      };
      expect(titles(await move(c.id, { beforeTaskId: a.id }))).toEqual(['C', 'A', 'B']);
      const moved = await move(b.id, { beforeTaskId: c.id, status: 'In Progress' });
      expect(titles(moved)).toEqual(['B', 'C', 'A']);
      expect(moved[0]).toMatchObject({ status: 'In Progress', completed: false });
      const done = await move(b.id, { beforeTaskId: null, status: 'Done' });
      expect(titles(done)).toEqual(['C', 'A', 'B']);
      expect(done[2]).toMatchObject({ status: 'Done', completed: true });
      expect((await api.get(parent.id)).subTasks).toEqual([c.id, a.id, b.id]);
      expect(titles(await move(a.id, { beforeTaskId: a.id }))).toEqual(['C', 'A', 'B']);
    });

    it('refuses an unknown task to drop before, changing nothing', async () => {
      const task = await api.create({ title: 'Stay put', status: 'To Do' });
      expect(errorOf(await api.call('POST', `/api/tasks/${task.id}/move`, { beforeTaskId: FOREIGN_ID, status: 'Done' }), 404)).toBe('Task not found');
      expect(await api.get(task.id)).toMatchObject({ status: 'To Do', order: task.order });
      expect(errorOf(await api.call('POST', `/api/tasks/${task.id}/move`, { status: 'Done' }), 400)).toBe('beforeTaskId is required.');
    });
  });

  describe('bulk actions', () => {
    const bulk = (body: Record<string, unknown>) => api.call('POST', '/api/tasks/bulk', body);

    it('starts, completes, cancels, sets priority, adds tags and sets the due date', async () => {
      const [a, b] = [await api.create({ title: 'Bulk A', tags: ['court'] }), await api.create({ title: 'Bulk B', status: 'Done' })];
      const taskIds = [a.id, b.id];
      const run = async (body: Record<string, unknown>) => {
        const response = await bulk({ taskIds, ...body });
        expect(response.statusCode, response.body).toBe(200);
        return response.json() as { tasks: Task[]; deletedIds: string[] };
      };
      expect((await run({ action: 'start' })).tasks.map((task) => task.status)).toEqual(['In Progress', 'In Progress']);
      expect((await run({ action: 'complete' })).tasks.map((task) => [task.status, task.completed])).toEqual([['Done', true], ['Done', true]]);
      expect((await run({ action: 'cancel' })).tasks.map((task) => task.status)).toEqual(['Blocked', 'Blocked']);
      expect((await run({ action: 'setPriority', priority: 'Urgent' })).tasks.map((task) => task.priority)).toEqual(['Urgent', 'Urgent']);
      expect((await run({ action: 'addTags', tags: ['COURT', 'msc'] })).tasks.map((task) => task.tags)).toEqual([['court', 'msc'], ['COURT', 'msc']]);
      expect((await run({ action: 'setDueDate', dueDate: '2026-12-10T17:00:00Z' })).tasks.map((task) => task.dueDate)).toEqual(['2026-12-10T17:00:00.000Z', '2026-12-10T17:00:00.000Z']);
      expect((await run({ action: 'setDueDate', dueDate: null })).tasks.map((task) => task.dueDate)).toEqual([null, null]);
    });

    it('moves linked events when setting the due date', async () => {
      const task = await api.create({ title: 'Bulk event', dueDate: '2026-12-01T17:00:00Z' });
      const event = await t.database.db
        .insertInto('calendar_events')
        .values({ user_id: userId, title: 'Bulk event', start_at: new Date('2026-12-01T17:00:00Z'), end_at: new Date('2026-12-01T17:45:00Z'), attendees: '[]', email_source: 'null', task_id: task.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      await bulk({ taskIds: [task.id], action: 'setDueDate', dueDate: '2026-12-04T09:00:00Z' });
      const row = await t.database.db.selectFrom('calendar_events').select(['start_at', 'end_at']).where('id', '=', event.id).executeTakeFirstOrThrow();
      expect([row.start_at.toISOString(), row.end_at.toISOString()]).toEqual(['2026-12-04T09:00:00.000Z', '2026-12-04T09:45:00.000Z']);
    });

    it('deletes tasks with their subtasks and says which', async () => {
      const parent = await api.create({ title: 'Bulk delete' });
      const child = await api.create({ title: 'Bulk delete child', parentTaskId: parent.id });
      const alone = await api.create({ title: 'Bulk delete alone' });
      const response = await bulk({ taskIds: [parent.id, alone.id], action: 'delete' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().tasks).toEqual([]);
      expect([...response.json().deletedIds].sort()).toEqual([parent.id, child.id, alone.id].sort());
      expect(await t.database.db.selectFrom('tasks').select('id').where('id', 'in', [parent.id, child.id, alone.id]).execute()).toEqual([]);
    });

    it('with one id that is not the user own answers 404 and changes nothing', async () => {
      const mine = await api.create({ title: 'Bulk untouched', priority: 'Low' });
      const theirs = await other.create({ title: 'Theirs' });
      for (const action of ['complete', 'delete', 'setPriority', 'setDueDate']) {
        const response = await bulk({ taskIds: [mine.id, theirs.id], action, priority: 'High', dueDate: '2026-12-01T17:00:00Z' });
        expect(errorOf(response, 404)).toBe('Task not found');
      }
      expect(await api.get(mine.id)).toEqual(mine);
      expect(await other.get(theirs.id)).toEqual(theirs);
    });

    it('refuses an action without what it needs', async () => {
      const task = await api.create({ title: 'Bulk needs' });
      expect(errorOf(await bulk({ taskIds: [task.id], action: 'setPriority' }), 400)).toBe('The setPriority action needs a priority.');
      expect(errorOf(await bulk({ taskIds: [task.id], action: 'addTags', tags: [' '] }), 400)).toBe('The addTags action needs tags.');
      expect(errorOf(await bulk({ taskIds: [task.id], action: 'setDueDate' }), 400)).toBe('The setDueDate action needs dueDate (null clears it).');
      expect(errorOf(await bulk({ taskIds: [], action: 'start' }), 400)).toMatch(/taskIds/);
      expect(errorOf(await bulk({ taskIds: [task.id], action: 'archive' }), 400)).toMatch(/action/);
    });
  });
});
