import { WorkflowNotFoundError } from '@temporalio/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { googleIdFor } from '../../../activities/calendar/event-mirror';
import { calendarMirrorWorkflowId } from '../../../api/calendar/mirror-intent';
import { FakeGoogle } from '../support/fake-google';
import { linkFakeGmail } from '../support/google-fixture';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';
import { apiAs, type Api } from './calendar-helpers';

/** Events made or edited here reach the user's Google Calendar through a durable workflow started with the write. */
describe('Google Calendar mirror of events made here', () => {
  let fake: FakeGoogle;
  let t: TestApp;
  let api: Api;
  let unlinked: Api;

  beforeAll(async () => {
    fake = await FakeGoogle.start();
    t = await createTestApp({ withWorker: true, google: fake.config() });
    const user = await signUpUser(t.app);
    api = apiAs(t.app, user.cookie);
    unlinked = apiAs(t.app, (await signUpUser(t.app)).cookie);
    await linkFakeGmail(t.database.db, user.user.id, fake);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const mirrored = (event: { id: string; updatedAt: string }, version = String(Date.parse(event.updatedAt))) =>
    t.temporal.client.workflow.getHandle(calendarMirrorWorkflowId(event.id, version)).result();
  const eventsPath = '/calendar/v3/calendars/primary/events';

  it('inserts a new event with its own id, then patches it when it is moved', async () => {
    const { event } = (await api.post('/api/calendar/events', { title: 'Deposition of Dr. Lee', start: '2031-05-06T17:00:00Z', location: 'Suite 400', caseNumber: 'ADJ1' })).json();
    const googleId = googleIdFor(event.id);
    expect(await mirrored(event)).toEqual({ outcome: 'saved', googleEventId: googleId });
    const [insert] = fake.requestsTo(eventsPath, 'POST').filter((request) => (request.body as { id?: string }).id === googleId);
    expect(insert!.query.get('sendUpdates')).toBe('none');
    expect(insert!.body).toMatchObject({
      id: googleId,
      summary: 'Deposition of Dr. Lee',
      location: 'Suite 400',
      start: { dateTime: '2031-05-06T10:00:00', timeZone: 'America/Los_Angeles' },
      end: { dateTime: '2031-05-06T11:00:00', timeZone: 'America/Los_Angeles' },
      extendedProperties: { private: { workspaceEventId: event.id } },
    });
    // A case number typed by hand is not the analysis's lookup key.
    expect((insert!.body as { extendedProperties: { private: Record<string, string> } }).extendedProperties.private).not.toHaveProperty('caseNumber');
    expect((await api.get(`/api/calendar/events/${event.id}`)).json().event.googleEventId).toBe(googleId);

    const moved = (await api.patch(`/api/calendar/events/${event.id}`, { start: '2031-05-07T18:00:00Z' })).json().event;
    await mirrored(moved);
    const [patch] = fake.requestsTo(`${eventsPath}/${googleId}`, 'PATCH');
    expect(patch!.query.get('sendUpdates')).toBe('none');
    expect(patch!.body).toMatchObject({ start: { dateTime: '2031-05-07T11:00:00', timeZone: 'America/Los_Angeles' } });
    expect(fake.calendar.eventsOf('primary').get(googleId)).toMatchObject({ start: { dateTime: '2031-05-07T11:00:00' } });
  });

  it('sends all-day events as dates and series with their RRULE', async () => {
    const { event } = (await api.post('/api/calendar/events', { title: 'Trial week', start: '2031-06-02', end: '2031-06-07', recurrence: 'FREQ=YEARLY' })).json();
    await mirrored(event);
    expect(fake.calendar.eventsOf('primary').get(googleIdFor(event.id))).toMatchObject({
      start: { date: '2031-06-02', timeZone: 'America/Los_Angeles' },
      end: { date: '2031-06-07' },
      recurrence: ['RRULE:FREQ=YEARLY'],
    });
  });

  it('deletes the Google copy when the event is deleted', async () => {
    const { event } = (await api.post('/api/calendar/events', { title: 'Cancelled call', start: '2031-05-08T17:00:00Z' })).json();
    await mirrored(event);
    const googleId = googleIdFor(event.id);
    fake.respondOnce({ method: 'DELETE', path: `${eventsPath}/${googleId}` }, 204);
    expect((await api.delete(`/api/calendar/events/${event.id}`)).statusCode).toBe(204);
    expect(await mirrored(event, 'deleted')).toEqual({ outcome: 'deleted' });
    const [request] = fake.requestsTo(`${eventsPath}/${googleId}`, 'DELETE');
    expect(request!.query.get('sendUpdates')).toBe('none');
  });

  it('starts no workflow for a user without a linked Google account', async () => {
    const { event } = (await unlinked.post('/api/calendar/events', { title: 'Local only', start: '2031-05-06T17:00:00Z' })).json();
    const handle = t.temporal.client.workflow.getHandle(calendarMirrorWorkflowId(event.id, String(Date.parse(event.updatedAt))));
    await expect(handle.describe()).rejects.toBeInstanceOf(WorkflowNotFoundError);
    expect(event.googleEventId).toBeNull();
  });
});
