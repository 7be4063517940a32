import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';
import { apiAs, type Api } from './calendar-helpers';

/** Task → event and event → task (seed 000 §4, §9): both keep their link and move together. */
describe('task ↔ event conversions', () => {
  let t: TestApp;
  let api: Api;
  let other: Api;
  let userId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const user = await signUpUser(t.app);
    userId = user.user.id;
    api = apiAs(t.app, user.cookie);
    other = apiAs(t.app, (await signUpUser(t.app)).cookie);
  });
  afterAll(async () => t?.close());

  let order = 100;
  const addTask = (values: { title: string; due_date?: Date | null; tags?: string[] }) =>
    t.database.db
      .insertInto('tasks')
      .values({ user_id: userId, title: values.title, order: (order += 1), due_date: values.due_date ?? null, tags: values.tags ?? [] })
      .returningAll()
      .executeTakeFirstOrThrow();
  const taskRow = (id: string) => t.database.db.selectFrom('tasks').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('puts a task with a due date on the calendar for one hour in the Tasks source', async () => {
    const task = await addTask({ title: 'File the petition', due_date: new Date('2031-04-01T17:00:00Z'), tags: ['work'] });
    const response = await api.post(`/api/tasks/${task.id}/event`);
    expect(response.statusCode).toBe(201);
    const { task: view, event } = response.json();
    expect(event).toMatchObject({ title: 'File the petition', start: '2031-04-01T17:00:00.000Z', end: '2031-04-01T18:00:00.000Z', sourceId: 'tasks', taskId: task.id, tags: ['work'] });
    expect(view).toMatchObject({ id: task.id, calendarEventId: event.id, dueDate: '2031-04-01T17:00:00.000Z' });

    const again = await api.post(`/api/tasks/${task.id}/event`);
    expect(again.statusCode).toBe(409);

    // Moving the event moves the task's due date, in the same write.
    const moved = await api.patch(`/api/calendar/events/${event.id}`, { start: '2031-04-03T20:00:00Z' });
    expect(moved.json().event).toMatchObject({ start: '2031-04-03T20:00:00.000Z', end: '2031-04-03T21:00:00.000Z', taskId: task.id });
    expect((await taskRow(task.id)).due_date?.toISOString()).toBe('2031-04-03T20:00:00.000Z');
  });

  it('says "Task must have a due date to convert to event" and "Task not found"', async () => {
    const undated = await addTask({ title: 'Someday' });
    const response = await api.post(`/api/tasks/${undated.id}/event`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Task must have a due date to convert to event');

    const dated = await addTask({ title: 'Mine', due_date: new Date('2031-04-01T17:00:00Z') });
    for (const id of [dated.id, '00000000-0000-4000-8000-000000000000']) {
      const missing = await other.post(`/api/tasks/${id}/event`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.message).toBe('Task not found');
    }
    const events = await t.database.db.selectFrom('calendar_events').select('id').where('task_id', 'in', [undated.id, dated.id]).execute();
    expect(events).toEqual([]);
  });

  it('makes a To Do, Medium task due at the event\'s start from an event', async () => {
    const { event } = (await api.post('/api/calendar/events', { title: 'Review medical report', start: '2031-05-10T16:30:00Z', description: 'QME report' })).json();
    const response = await api.post(`/api/calendar/events/${event.id}/task`);
    expect(response.statusCode).toBe(201);
    const { task, event: linked } = response.json();
    expect(task).toMatchObject({
      title: 'Review medical report',
      description: 'QME report',
      status: 'To Do',
      priority: 'Medium',
      completed: false,
      dueDate: '2031-05-10T16:30:00.000Z',
      calendarEventId: event.id,
      source: { kind: 'calendar', id: event.id, name: 'Review medical report' },
    });
    expect(linked.taskId).toBe(task.id);
    expect((await api.post(`/api/calendar/events/${event.id}/task`)).statusCode).toBe(409);
    const foreign = await other.post(`/api/calendar/events/${event.id}/task`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe(`Event with id ${event.id} not found`);

    await api.patch(`/api/calendar/events/${event.id}`, { start: '2031-05-11T16:30:00Z' });
    expect((await taskRow(task.id)).due_date?.toISOString()).toBe('2031-05-11T16:30:00.000Z');
  });
});
