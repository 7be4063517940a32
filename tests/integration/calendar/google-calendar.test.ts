import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildGoogleEventPayload, CALENDAR_MESSAGES, type CalendarEventInput } from '../../../activities/calendar/google-calendar';
import { FakeGoogle } from '../support/fake-google';
import { calendarOnFake } from '../support/google-fixture';

let fake: FakeGoogle;
beforeEach(async () => {
  fake = await FakeGoogle.start();
});
afterEach(async () => fake.close());

const eventsPath = '/calendar/v3/calendars/primary/events';

const hearing: CalendarEventInput = {
  title: 'MSC - Alvarez v. Acme Logistics',
  description: 'Mandatory settlement conference.',
  location: 'WCAB Van Nuys, 6150 Van Nuys Blvd',
  start: { dateTime: '2026-12-03T08:30:00', timeZone: 'America/Los_Angeles' },
  end: { dateTime: '2026-12-03T09:30:00' },
  caseNumber: 'ADJ12345678',
  sourceUrl: 'https://workspace.example-firm.com/email?message=abc',
  sourceTitle: 'Notice of Hearing',
};

const expectedPayload = {
  summary: 'MSC - Alvarez v. Acme Logistics',
  description: 'Mandatory settlement conference.',
  location: 'WCAB Van Nuys, 6150 Van Nuys Blvd',
  start: { dateTime: '2026-12-03T08:30:00', timeZone: 'America/Los_Angeles' },
  end: { dateTime: '2026-12-03T09:30:00', timeZone: 'America/Los_Angeles' },
  source: { title: 'Notice of Hearing', url: 'https://workspace.example-firm.com/email?message=abc' },
  extendedProperties: { private: { caseNumber: 'ADJ12345678' } },
};

describe('buildGoogleEventPayload', () => {
  it('builds the seed 000 §7 payload, America/Los_Angeles by default', () => {
    expect(buildGoogleEventPayload(hearing)).toEqual(expectedPayload);
  });

  it('leaves out location, source and the case number when there are none', () => {
    const payload = buildGoogleEventPayload({ ...hearing, location: null, caseNumber: null, sourceUrl: undefined });
    expect(payload).not.toHaveProperty('location');
    expect(payload).not.toHaveProperty('source');
    expect(payload).not.toHaveProperty('extendedProperties');
  });
});

describe('Google Calendar client on the Calendar API v3', () => {
  it('finds events on the primary calendar by the private caseNumber property, at most 5', async () => {
    const match = fake.calendar.add('primary', { summary: 'MSC', extendedProperties: { private: { caseNumber: 'ADJ12345678' } } });
    fake.calendar.add('primary', { summary: 'Other', extendedProperties: { private: { caseNumber: 'ADJ999' } } });
    const { client } = calendarOnFake(fake);
    const found = await client.findEventsByCaseNumber('ADJ12345678');
    expect(found.map((event) => event.id)).toEqual([match.id]);
    const [request] = fake.requestsTo(eventsPath, 'GET');
    expect(request!.query.getAll('privateExtendedProperty')).toEqual(['caseNumber=ADJ12345678']);
    expect(request!.query.get('maxResults')).toBe('5');
  });

  it('inserts with sendUpdates=none and exactly the payload', async () => {
    const { client } = calendarOnFake(fake);
    const created = await client.insertEvent(buildGoogleEventPayload(hearing));
    const [request] = fake.requestsTo(eventsPath, 'POST');
    expect(request!.query.get('sendUpdates')).toBe('none');
    expect(request!.body).toEqual(expectedPayload);
    expect(created).toMatchObject({ ...expectedPayload, status: 'confirmed' });
    expect(fake.calendar.eventsOf('primary').get(created.id)).toBeDefined();
  });

  it('patches with sendUpdates=none and exactly the payload', async () => {
    const existing = fake.calendar.add('primary', { summary: 'Old title' });
    const { client } = calendarOnFake(fake);
    const payload = buildGoogleEventPayload({ ...hearing, title: 'MSC (continued)' });
    const patched = await client.patchEvent(existing.id, payload);
    const [request] = fake.requestsTo(`${eventsPath}/${existing.id}`, 'PATCH');
    expect(request!.query.get('sendUpdates')).toBe('none');
    expect(request!.body).toEqual({ ...expectedPayload, summary: 'MSC (continued)' });
    expect(patched.summary).toBe('MSC (continued)');
  });

  it('gets one event', async () => {
    const existing = fake.calendar.add('primary', { summary: 'Deposition' });
    const { client } = calendarOnFake(fake);
    expect(await client.getEvent(existing.id)).toMatchObject({ id: existing.id, summary: 'Deposition' });
  });

  it('lists events of a calendar with timeMin, timeMax, maxResults and pageToken', async () => {
    const calendarId = 'hearings@group.calendar.google.com';
    for (const day of [1, 2, 3, 4]) fake.calendar.add(calendarId, { summary: `Day ${day}`, start: { dateTime: `2026-12-0${day}T09:00:00Z` }, end: { dateTime: `2026-12-0${day}T10:00:00Z` } });
    const { client } = calendarOnFake(fake);
    const page = await client.listEvents({ calendarId, timeMin: '2026-12-01T12:00:00Z', timeMax: '2026-12-31T00:00:00Z', maxResults: 2, pageToken: '0' });
    expect(page.events.map((event) => event.summary)).toEqual(['Day 2', 'Day 3']);
    expect(page.nextPageToken).toBe('2');
    const [request] = fake.requests;
    expect(request!.path).toBe('/calendar/v3/calendars/hearings%40group.calendar.google.com/events');
    expect(Object.fromEntries(request!.query)).toEqual({ timeMin: '2026-12-01T12:00:00Z', timeMax: '2026-12-31T00:00:00Z', maxResults: '2', pageToken: '0' });

    await client.listEvents();
    expect(fake.requests[1]!.path).toBe(eventsPath);
  });

  it('lists the calendars', async () => {
    const { client } = calendarOnFake(fake);
    expect((await client.listCalendars()).map((entry) => entry.summary)).toEqual(['attorney@example-firm.com', 'Hearings']);
    expect(fake.requests[0]!.path).toBe('/calendar/v3/users/me/calendarList');
  });

  it('says the service returned null when insert or patch answers without an event', async () => {
    const existing = fake.calendar.add('primary', { summary: 'x' });
    fake.respondOnce({ method: 'POST', path: eventsPath }, 200, '');
    fake.respondOnce({ method: 'PATCH', path: `${eventsPath}/${existing.id}` }, 200, 'null');
    const { client } = calendarOnFake(fake);
    await expect(client.insertEvent(buildGoogleEventPayload(hearing))).rejects.toThrow(CALENDAR_MESSAGES.createReturnedNull);
    await expect(client.patchEvent(existing.id, buildGoogleEventPayload(hearing))).rejects.toThrow(CALENDAR_MESSAGES.updateReturnedNull);
    expect(CALENDAR_MESSAGES.createReturnedNull).toBe('Failed to create event in calendar (service returned null).');
    expect(CALENDAR_MESSAGES.updateReturnedNull).toBe('Failed to update event in calendar (service returned null).');
  });

  it.each([
    [404, false],
    [401, false],
    [500, true],
    [429, true],
  ])('%i: "Calendar API error: %i", retryable %s', async (status, retryable) => {
    fake.respondOnce({ path: `${eventsPath}/evt1` }, status);
    const { client } = calendarOnFake(fake);
    await expect(client.getEvent('evt1')).rejects.toMatchObject({ name: 'GoogleCalendarError', message: `Calendar API error: ${status}`, status, retryable });
    expect(fake.requests).toHaveLength(1);
  });

  it('refreshes a token with under 10 minutes left before calling, and saves it', async () => {
    const { client, credentials, saved } = calendarOnFake(fake, { expiresInMinutes: 9 });
    await client.listCalendars();
    expect(fake.requests.map((request) => request.path)).toEqual(['/token', '/calendar/v3/users/me/calendarList']);
    expect(saved).toHaveLength(1);
    expect(saved[0]!.refreshToken).toBe(credentials.refreshToken);
    expect(fake.requests[1]!.headers.authorization).toBe(`Bearer ${saved[0]!.accessToken}`);
  });
});
