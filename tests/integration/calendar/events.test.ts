import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';
import { apiAs, type Api } from './calendar-helpers';

/** Events by hand: create, edit, delete, all-day and recurring, scoped to their owner. */
describe('calendar events by hand', () => {
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

  const countEvents = async () => Number((await t.database.db.selectFrom('calendar_events').select((eb) => eb.fn.countAll().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow()).n);

  it('creates an event in the user\'s zone, one hour long when the end is missing', async () => {
    const response = await api.post('/api/calendar/events', { title: 'Deposition of Dr. Lee', start: '2031-05-06T17:00:00.000Z', tags: ['Work', 'work'], caseNumber: 'ADJ1' });
    expect(response.statusCode).toBe(201);
    const { event } = response.json();
    expect(event).toMatchObject({
      title: 'Deposition of Dr. Lee',
      start: '2031-05-06T17:00:00.000Z',
      end: '2031-05-06T18:00:00.000Z',
      timeZone: 'America/Los_Angeles',
      allDay: false,
      sourceId: 'primary',
      tags: ['work'],
      caseNumber: 'ADJ1',
      emailSource: null,
      taskId: null,
      recurrence: null,
      seriesId: null,
      editedByHand: false,
      analysisConflict: null,
    });
  });

  it('gives one hour when the end is not after the start (seed 000 §5)', async () => {
    const response = await api.post('/api/calendar/events', { title: 'Call', start: '2031-05-07T17:00:00Z', end: '2031-05-07T16:00:00Z' });
    expect(response.json().event.end).toBe('2031-05-07T18:00:00.000Z');
  });

  it('stores the user\'s own zone after they change it', async () => {
    expect((await api.patch('/api/settings/preferences', { timeZone: 'Europe/Berlin' })).statusCode).toBe(200);
    const { event } = (await api.post('/api/calendar/events', { title: 'Berlin day', start: '2031-05-08', allDay: true })).json();
    expect(event).toMatchObject({ timeZone: 'Europe/Berlin', allDay: true, start: '2031-05-07T22:00:00.000Z', end: '2031-05-08T22:00:00.000Z' });
    await api.patch('/api/settings/preferences', { timeZone: 'America/Los_Angeles' });
  });

  it('makes all-day events from dates, the end exclusive', async () => {
    const { event } = (await api.post('/api/calendar/events', { title: 'Trial', start: '2031-06-02', end: '2031-06-05' })).json();
    expect(event).toMatchObject({ allDay: true, start: '2031-06-02T07:00:00.000Z', end: '2031-06-05T07:00:00.000Z' });
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const before = await countEvents();
    const cases: Array<[unknown, RegExp]> = [
      [{ title: 'x', start: 'tomorrow' }, /start/],
      [{ title: '   ', start: '2031-05-06T17:00:00Z' }, /title/],
      [{ title: 'x', start: '2031-05-06T17:00:00Z', sourceId: 'nope' }, /Calendar source nope not found/],
      [{ title: 'x', start: '2031-05-06T17:00:00Z', recurrence: 'FREQ=HOURLY' }, /FREQ must be one of DAILY, WEEKLY, MONTHLY, YEARLY/],
      [{ title: 'x', start: '2031-05-06T17:00:00Z', recurrence: 'garbage' }, /not a valid RRULE/],
      [{ title: 'x', start: '2031-05-06T17:00:00Z', color: 'red' }, /color/],
    ];
    for (const [body, message] of cases) {
      const response = await api.post('/api/calendar/events', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.message).toMatch(message);
    }
    expect(await countEvents()).toBe(before);
  });

  it('leaves an event as it was when an edit is refused', async () => {
    const { event } = (await api.post('/api/calendar/events', { title: 'Hearing prep', start: '2031-07-01T16:00:00Z', tags: ['work'] })).json();
    for (const patch of [{ title: 'New', sourceId: 'nope' }, { title: 'New', recurrence: 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30' }, { title: 'New', start: '1700-01-01T00:00:00Z' }, { title: 'New', unknown: 1 }]) {
      const response = await api.patch(`/api/calendar/events/${event.id}`, patch);
      expect(response.statusCode, JSON.stringify(patch)).toBe(400);
    }
    expect((await api.get(`/api/calendar/events/${event.id}`)).json().event).toMatchObject({ title: 'Hearing prep', updatedAt: event.updatedAt, recurrence: null });
    const foreign = await other.post(`/api/calendar/events/${event.id}/conflict/accept`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe(`Event with id ${event.id} not found`);
    expect((await api.post(`/api/calendar/events/${event.id}/conflict/accept`)).statusCode).toBe(400);
  });

  it('moves an event keeping its length, and deletes it', async () => {
    const { event } = (await api.post('/api/calendar/events', { title: 'Meeting', start: '2031-07-01T16:00:00Z', end: '2031-07-01T17:30:00Z' })).json();
    const moved = await api.patch(`/api/calendar/events/${event.id}`, { start: '2031-07-02T18:00:00Z' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().event).toMatchObject({ start: '2031-07-02T18:00:00.000Z', end: '2031-07-02T19:30:00.000Z', editedByHand: false });
    const resized = await api.patch(`/api/calendar/events/${event.id}`, { end: '2031-07-02T20:00:00Z', completed: true, location: 'Room 4' });
    expect(resized.json().event).toMatchObject({ end: '2031-07-02T20:00:00.000Z', completed: true, location: 'Room 4' });
    expect((await api.delete(`/api/calendar/events/${event.id}`)).statusCode).toBe(204);
    expect((await api.get(`/api/calendar/events/${event.id}`)).statusCode).toBe(404);
  });

  it('answers 404 "Event with id … not found" for unknown and other users\' events', async () => {
    const { event } = (await api.post('/api/calendar/events', { title: 'Mine', start: '2031-08-01T16:00:00Z' })).json();
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const id of [event.id, unknown]) {
      for (const response of [await other.get(`/api/calendar/events/${id}`), await other.patch(`/api/calendar/events/${id}`, { title: 'x' }), await other.delete(`/api/calendar/events/${id}`)]) {
        expect(response.statusCode).toBe(404);
        expect(response.json().error.message).toBe(`Event with id ${id} not found`);
      }
    }
    expect((await other.get('/api/calendar/events?timeMin=2031-07-30T00:00:00Z&timeMax=2031-08-03T00:00:00Z')).json().events).toEqual([]);
    expect((await api.get(`/api/calendar/events/${event.id}`)).json().event.title).toBe('Mine');
  });

  it('expands a recurring event into occurrences in the range, at the same local time across DST', async () => {
    const { event } = (await api.post('/api/calendar/events', { title: 'Team sync', start: '2031-03-03T17:00:00Z', recurrence: 'RRULE:freq=weekly;byday=MO' })).json();
    expect(event.recurrence).toBe('FREQ=WEEKLY;BYDAY=MO');
    const { events } = (await api.get('/api/calendar/events?timeMin=2031-03-01T00:00:00Z&timeMax=2031-03-20T00:00:00Z')).json();
    const sync = events.filter((e: { seriesId: string | null }) => e.seriesId === event.id);
    // 9:00 in Los Angeles: PST (UTC-8) before 9 March 2031, PDT (UTC-7) after.
    expect(sync.map((e: { start: string }) => e.start)).toEqual(['2031-03-03T17:00:00.000Z', '2031-03-10T16:00:00.000Z', '2031-03-17T16:00:00.000Z']);
    expect(sync[1]).toMatchObject({ id: `${event.id}:2031-03-10T16:00:00.000Z`, end: '2031-03-10T17:00:00.000Z', title: 'Team sync' });

    expect((await api.patch(`/api/calendar/events/${event.id}`, { recurrence: 'FREQ=WEEKLY;BYDAY=MO;COUNT=2' })).statusCode).toBe(200);
    const limited = (await api.get('/api/calendar/events?timeMin=2031-03-01T00:00:00Z&timeMax=2031-04-20T00:00:00Z')).json().events;
    expect(limited.filter((e: { seriesId: string | null }) => e.seriesId === event.id)).toHaveLength(2);
    expect((await api.delete(`/api/calendar/events/${event.id}`)).statusCode).toBe(204);
  });

  it('refuses (409, nothing changed) a case number that another hearing read from mail already has', async () => {
    const hearing = (caseNumber: string) =>
      t.database.db
        .insertInto('calendar_events')
        .values({ user_id: userId, title: `MSC ${caseNumber}`, start_at: new Date('2031-06-02T16:30:00Z'), end_at: new Date('2031-06-02T17:30:00Z'), case_number: caseNumber, attendees: '[]', email_source: JSON.stringify({ accountId: 'a', messageId: caseNumber, subject: 'Notice of hearing', from: 'eams@dir.ca.gov' }) })
        .returning('id')
        .executeTakeFirstOrThrow();
    const first = await hearing('ADJ7001');
    const second = await hearing('ADJ7002');
    const response = await api.patch(`/api/calendar/events/${second.id}`, { caseNumber: 'ADJ7001', url: 'https://example.com' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('Another hearing from your mail already has case number ADJ7001. Change that hearing, or use a different case number here.');
    const kept = await t.database.db.selectFrom('calendar_events').select(['case_number', 'url']).where('id', 'in', [first.id, second.id]).orderBy('case_number').execute();
    expect(kept).toEqual([{ case_number: 'ADJ7001', url: null }, { case_number: 'ADJ7002', url: null }]);
    // An event typed in by hand may share it: only hearings read from mail are matched by case number.
    expect((await api.post('/api/calendar/events', { title: 'Prep call', start: '2031-06-01T17:00:00Z', caseNumber: 'ADJ7001' })).statusCode).toBe(201);
  });
});
