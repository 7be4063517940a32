import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, TEST_AI_KEY, type ScriptedReply } from '../support/fake-openai';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';
import { createTask, LA } from './support';

const RULES_NOTE = 'Suggested by rules, not AI: no AI provider is set up.';

describe('AI suggestions without an AI key: rules that say so', () => {
  let t: TestApp;
  let cookie: string;
  let otherCookie: string;

  beforeAll(async () => {
    t = await createTestApp();
    cookie = (await signUpUser(t.app)).cookie;
    otherCookie = (await signUpUser(t.app)).cookie;
  });
  afterAll(async () => t?.close());

  const post = (url: string, payload: object = {}, as = cookie) => t.app.inject({ method: 'POST', url, headers: { cookie: as }, payload });

  it('documents every planning route with its replies, including 502 for the AI calls', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const paths = doc.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>;
    const routes = [
      ['post', '/api/planning/plans', ['202', '400', '401']],
      ['get', '/api/planning/plans/latest', ['200']],
      ['get', '/api/planning/plans/{planId}', ['200', '404']],
      ['post', '/api/planning/plans/{planId}/accept', ['200', '404', '409']],
      ['post', '/api/planning/plans/{planId}/dismiss', ['200', '404', '409']],
      ['post', '/api/tasks/{taskId}/enhance', ['200', '404', '502']],
      ['post', '/api/tasks/{taskId}/estimate', ['200', '404', '502']],
      ['post', '/api/planning/optimise', ['200', '502']],
      ['post', '/api/calendar/suggest-times', ['200', '502']],
    ] as const;
    for (const [method, path, statuses] of routes) {
      for (const status of statuses) expect(paths[path]?.[method]?.responses[status], `${method} ${path} ${status}`).toBeDefined();
    }
  });

  it('enhances a task by rules: tidy title, priority raised by a near due date, template tags and duration', async () => {
    const task = await createTask(t.app, cookie, { title: '  review   the lien claim ', priority: 'Low', dueDate: new Date(Date.now() + 6 * 3600_000).toISOString() });
    const response = await post(`/api/tasks/${task.id}/enhance`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      suggestion: { title: 'Review the lien claim', description: '', priority: 'Urgent', tags: ['review', 'feedback'], estimatedDuration: 45 },
      byAi: false,
      note: RULES_NOTE,
    });
    expect((await post(`/api/tasks/${task.id}/enhance`, {}, otherCookie)).json()).toEqual({ error: { code: 'not_found', message: 'Task not found' } });
  });

  it('estimates by the template durations (meeting 60, research 120, review 45)', async () => {
    const research = await createTask(t.app, cookie, { title: 'Research apportionment case law' });
    expect((await post(`/api/tasks/${research.id}/estimate`)).json()).toMatchObject({ minutes: 120, byAi: false });
    const meeting = await createTask(t.app, cookie, { title: 'Client call', tags: ['meeting'] });
    expect((await post(`/api/tasks/${meeting.id}/estimate`)).json()).toMatchObject({ minutes: 60, byAi: false });
    expect((await post(`/api/tasks/${meeting.id}/estimate`, {}, otherCookie)).statusCode).toBe(404);
  });

  it("orders by the planner's rule: urgent, high, medium, low, then the earliest due date", async () => {
    const low = await createTask(t.app, cookie, { title: 'Low one', priority: 'Low' });
    const urgent = await createTask(t.app, cookie, { title: 'Urgent one', priority: 'Urgent', dueDate: '2031-01-10T17:00:00Z' });
    const response = await post('/api/planning/optimise', { taskIds: [low.id, urgent.id] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ byAi: false, note: RULES_NOTE });
    expect(response.json().order.map((o: { title: string }) => o.title)).toEqual(['Urgent one', 'Low one']);
    expect(response.json().order[1].reason).toBe('Low priority, no due date');
    const foreign = await post('/api/planning/optimise', { taskIds: [urgent.id] }, otherCookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe(`Task not found: ${urgent.id}`);
  });

  it('suggests free times in working hours around existing events', async () => {
    const response = await post('/api/calendar/suggest-times', { title: 'Call with opposing counsel', durationMinutes: 30, withinDays: 3 });
    expect(response.statusCode, response.body).toBe(200);
    const { slots, byAi, note } = response.json();
    expect(byAi).toBe(false);
    expect(note).toBe(RULES_NOTE);
    expect(slots.length).toBeGreaterThan(0);
    for (const slot of slots) {
      const start = DateTime.fromISO(slot.start).setZone(LA);
      const end = DateTime.fromISO(slot.end).setZone(LA);
      expect(end.diff(start, 'minutes').minutes).toBe(30);
      expect(start.hour).toBeGreaterThanOrEqual(9);
      expect(end.hour * 60 + end.minute).toBeLessThanOrEqual(17 * 60);
      expect(start.weekday).toBeLessThanOrEqual(5);
      expect(start.toMillis()).toBeGreaterThan(Date.now());
    }
  });
});

describe('AI suggestions through an OpenAI-compatible model', () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let t: TestApp;
  let cookie: string;
  let next: ScriptedReply = { status: 500 };

  beforeAll(async () => {
    fake = await startFakeOpenAi(() => next);
    t = await createTestApp({ ai: { apiKey: TEST_AI_KEY, baseUrl: fake.baseUrl, model: 'fake-model' } });
    cookie = (await signUpUser(t.app)).cookie;
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const post = (url: string, payload: object = {}) => t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
  const answer = (content: unknown): ScriptedReply => ({ status: 200, content: typeof content === 'string' ? content : JSON.stringify(content) });

  it('uses a valid structured answer, asked with the text-completion defaults (1000 tokens, temperature 0.7)', async () => {
    const task = await createTask(t.app, cookie, { title: 'brief' });
    next = answer({ title: 'Draft the trial brief for Nguyen', description: 'A filed brief.', priority: 'high', tags: ['Trial', 'brief'], estimatedDuration: 150 });
    const response = await post(`/api/tasks/${task.id}/enhance`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      suggestion: { title: 'Draft the trial brief for Nguyen', description: 'A filed brief.', priority: 'High', tags: ['trial', 'brief'], estimatedDuration: 150 },
      byAi: true,
      note: 'Suggested by AI (fake-model). Check it before you apply it.',
    });
    const sent = fake.requests.at(-1)!.body;
    expect(sent).toMatchObject({ model: 'fake-model', max_tokens: 1000, temperature: 0.7, response_format: { type: 'json_schema' } });
  });

  it('answers the spec texts when the model returns invalid or empty data', async () => {
    const task = await createTask(t.app, cookie, { title: 'Call the QME' });
    next = answer('Sure! Here is your task: {');
    let response = await post(`/api/tasks/${task.id}/enhance`);
    expect(response.statusCode).toBe(502);
    expect(response.json().error.message).toBe('Failed to create task: AI service returned invalid data');

    next = answer({ minutes: 'about an hour', basis: 'Calls take time.' });
    response = await post(`/api/tasks/${task.id}/estimate`);
    expect(response.statusCode).toBe(502);
    expect(response.json().error.message).toBe('Failed to estimate duration: AI service returned invalid data');

    next = answer('');
    response = await post('/api/planning/optimise', { taskIds: [task.id] });
    expect(response.statusCode).toBe(502);
    expect(response.json().error.message).toBe('Failed to suggest schedule: AI service returned invalid data');

    next = answer({ order: [{ taskId: '00000000-0000-4000-8000-000000000000', reason: 'Made up' }] });
    response = await post('/api/planning/optimise', { taskIds: [task.id] });
    expect(response.json().error.message).toBe('Failed to suggest schedule: AI service returned invalid data');

    // A slot on a Sunday at midnight is not free working time.
    next = answer({ slots: [{ start: '2030-01-06T08:00:00.000Z', end: '2030-01-06T08:30:00.000Z' }] });
    response = await post('/api/calendar/suggest-times', { title: 'Call', durationMinutes: 30 });
    expect(response.statusCode).toBe(502);
    expect(response.json().error.message).toBe('Failed to suggest event times: AI service returned invalid data');
  });

  it('keeps valid AI estimates, orders and slots', async () => {
    const first = await createTask(t.app, cookie, { title: 'First', priority: 'Low' });
    const second = await createTask(t.app, cookie, { title: 'Second', priority: 'Urgent' });
    next = answer({ minutes: 40, basis: 'A short call and a note.' });
    expect((await post(`/api/tasks/${first.id}/estimate`)).json()).toEqual({ minutes: 40, byAi: true, basis: 'AI (fake-model): A short call and a note.' });

    next = answer({ order: [{ taskId: first.id, reason: 'Quick win' }, { taskId: second.id, reason: 'Needs the morning' }] });
    const order = (await post('/api/planning/optimise', { taskIds: [first.id, second.id] })).json();
    expect(order).toMatchObject({ byAi: true, order: [{ taskId: first.id, title: 'First', reason: 'Quick win' }, { taskId: second.id }] });

    // Tuesday of next week, 10:00 in Los Angeles: free working time on an empty calendar.
    const nextWeekday = DateTime.now().setZone(LA).plus({ days: 7 }).startOf('week').plus({ days: 1 }).set({ hour: 10 });
    const slot = { start: nextWeekday.toUTC().toISO()!, end: nextWeekday.plus({ minutes: 45 }).toUTC().toISO()! };
    next = answer({ slots: [slot] });
    const times = await post('/api/calendar/suggest-times', { title: 'Call', durationMinutes: 45, withinDays: 10 });
    expect(times.statusCode, times.body).toBe(200);
    expect(times.json()).toMatchObject({ byAi: true, slots: [{ start: new Date(slot.start).toISOString(), end: new Date(slot.end).toISOString() }] });
  });
});
