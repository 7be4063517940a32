import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';
import { apiAs, type Api } from './calendar-helpers';

describe('the secret iCal feed', () => {
  let t: TestApp;
  let api: Api;
  let other: Api;

  beforeAll(async () => {
    t = await createTestApp();
    api = apiAs(t.app, (await signUpUser(t.app)).cookie);
    other = apiAs(t.app, (await signUpUser(t.app)).cookie);
  });
  afterAll(async () => t?.close());

  const fetchFeed = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname, headers: { origin: 'https://calendar.example.net' } });

  it('serves the user\'s events, series included, in their zone, to anyone holding the address; a new address replaces the old', async () => {
    expect((await api.get('/api/calendar/feed')).json()).toEqual({ active: false });
    const soon = new Date(Date.now() + 3 * 86_400_000);
    soon.setUTCHours(17, 0, 0, 0);
    await api.post('/api/calendar/events', { title: 'MSC – Alvarez', start: soon.toISOString(), caseNumber: 'ADJ12345678', judge: 'Hon. Delgado', hearingType: 'MSC', location: 'WCAB Van Nuys' });
    await api.post('/api/calendar/events', { title: 'Weekly review', start: '2020-01-06T17:00:00Z', recurrence: 'FREQ=WEEKLY;BYDAY=MO' });
    await api.post('/api/calendar/events', { title: 'Long ago', start: '2020-01-01T17:00:00Z' });
    await other.post('/api/calendar/events', { title: 'Not mine', start: soon.toISOString() });

    const created = await api.post('/api/calendar/feed');
    expect(created.statusCode).toBe(201);
    const { url } = created.json();
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:3000\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await api.get('/api/calendar/feed')).json()).toEqual({ active: true });

    const feed = await fetchFeed(url);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    const body = feed.body.replace(/\r\n[ \t]/g, '');
    expect(body).toContain('BEGIN:VCALENDAR');
    expect(body).toContain('SUMMARY:MSC – Alvarez');
    expect(body).toContain('Case: ADJ12345678\\nHearing: MSC\\nJudge: Hon. Delgado');
    expect(body).toMatch(/DTSTART;TZID=America\/Los_Angeles:\d{8}T(09|10)0000/);
    expect(body).toContain('RRULE:FREQ=WEEKLY;BYDAY=MO');
    expect(body).not.toContain('Long ago');
    expect(body).not.toContain('Not mine');

    // The token itself is never stored.
    const token = url.split('/ical/')[1].replace('.ics', '');
    const stored = await t.database.db.selectFrom('user_settings').select('ical_token_hash').execute();
    expect(stored.map((row) => row.ical_token_hash)).not.toContain(token);

    const rotated = (await api.post('/api/calendar/feed')).json().url;
    expect(rotated).not.toBe(url);
    expect((await fetchFeed(url)).statusCode).toBe(404);
    expect((await fetchFeed(rotated)).statusCode).toBe(200);

    expect((await api.delete('/api/calendar/feed')).statusCode).toBe(204);
    expect((await fetchFeed(rotated)).statusCode).toBe(404);
    expect((await api.get('/api/calendar/feed')).json()).toEqual({ active: false });
  });

  it('answers 404 for unknown or malformed addresses', async () => {
    for (const path of ['/ical/' + 'a'.repeat(43) + '.ics', '/ical/short.ics', '/ical/' + 'a'.repeat(43)]) {
      expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    }
  });
});

describe('the calendar command line', () => {
  let t: TestApp;
  let api: Api;

  beforeAll(async () => {
    t = await createTestApp();
    api = apiAs(t.app, (await signUpUser(t.app)).cookie);
  });
  afterAll(async () => t?.close());

  const command = async (text: string) => {
    const response = await api.post('/api/calendar/command', { text });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('schedules, lists, moves and cancels through the same writes as the calendar', async () => {
    const scheduled = await command('Schedule a meeting with Dr. Lee tomorrow at 3pm');
    expect(scheduled.reply).toMatch(/^Scheduled "Meeting with Dr\. Lee" for \w+, \w+ \d+ at 3:00 PM\.$/);
    expect(new Date(scheduled.event.end).getTime() - new Date(scheduled.event.start).getTime()).toBe(60 * 60 * 1000);
    expect(scheduled.event.timeZone).toBe('America/Los_Angeles');

    const agenda = await command('What do I have tomorrow?');
    expect(agenda.events.map((event: { id: string }) => event.id)).toEqual([scheduled.event.id]);
    expect(agenda.reply).toMatch(/3:00 PM Meeting with Dr\. Lee/);

    const moved = await command('Move my 3pm tomorrow to 4:30pm');
    expect(moved.reply).toMatch(/^Moved "Meeting with Dr\. Lee" to .* at 4:30 PM\.$/);
    expect(moved.event.id).toBe(scheduled.event.id);

    const missing = await command('Cancel my 3pm tomorrow');
    expect(missing.reply).toMatch(/^You have nothing at/);
    const cancelled = await command('Cancel my 4:30pm tomorrow');
    expect(cancelled.reply).toMatch(/^Cancelled "Meeting with Dr\. Lee"/);
    expect((await api.get(`/api/calendar/events/${scheduled.event.id}`)).statusCode).toBe(404);
  });

  it('answers anything else with the spec\'s text and example suggestions', async () => {
    const reply = await command('make me a sandwich');
    expect(reply.reply).toBe("I didn't quite understand that. Could you try rephrasing?");
    expect(reply.suggestions.length).toBeGreaterThan(2);
    expect(reply.event).toBeUndefined();
  });
});

describe('the calendar in the OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('documents the calendar and settings routes, the public feed with JSON errors', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const keys = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    expect(keys).toEqual(
      expect.arrayContaining([
        'POST /api/calendar/events',
        'PATCH /api/calendar/events/{eventId}',
        'DELETE /api/calendar/events/{eventId}',
        'POST /api/calendar/events/{eventId}/conflict/accept',
        'POST /api/calendar/events/{eventId}/conflict/dismiss',
        'POST /api/calendar/events/{eventId}/task',
        'POST /api/tasks/{taskId}/event',
        'GET /api/calendar/sources',
        'PATCH /api/calendar/sources/{sourceId}',
        'GET /api/calendar/tags',
        'GET /api/settings/preferences',
        'PATCH /api/settings/preferences',
        'POST /api/calendar/feed',
        'POST /api/calendar/command',
        'GET /ical/{file}',
      ]),
    );
    const feed = doc.paths['/ical/{file}'].get;
    expect(feed.security ?? []).toEqual([]);
    for (const status of ['400', '404', '414', '500']) expect(feed.responses[status].content['application/json'].schema.properties.error.required).toEqual(expect.arrayContaining(['code', 'message']));
  });
});
