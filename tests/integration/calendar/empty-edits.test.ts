import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';
import { apiAs, type Api } from './calendar-helpers';

/** An edit that changes nothing (`{}`) never fails on the server: it answers the record as it is, or 400 where a field is required. */
describe('edits that change nothing', () => {
  let t: TestApp;
  let api: Api;

  beforeAll(async () => {
    t = await createTestApp();
    api = apiAs(t.app, (await signUpUser(t.app)).cookie);
  });
  afterAll(async () => t?.close());

  it('keeps a task, a template, an event, a calendar and the preferences as they were', async () => {
    const task = (await api.post('/api/tasks', { title: 'Serve the petition' })).json().task;
    const template = (await api.post('/api/task-templates', { name: 'Deposition prep' })).json().template;
    const event = (await api.post('/api/calendar/events', { title: 'Lien conference', start: '2031-03-04T17:00:00Z' })).json().event;
    const source = (await api.post('/api/calendar/sources', { name: 'Depositions', color: '#336699' })).json().source;

    // Task and template edits must name at least one field.
    for (const url of [`/api/tasks/${task.id}`, `/api/task-templates/${template.id}`]) {
      const empty = await api.patch(url, {});
      expect(empty.statusCode, url).toBe(400);
      expect(empty.json().error.message).toBe('body must NOT have fewer than 1 properties.');
    }
    expect((await api.get(`/api/tasks/${task.id}`)).json().task).toEqual(task);

    const cases: Array<[string, string, unknown]> = [
      [`/api/calendar/events/${event.id}`, 'event', event],
      [`/api/calendar/sources/${source.id}`, 'source', source],
      ['/api/calendar/sources/primary', 'source', expect.objectContaining({ id: 'primary', name: 'My Calendar' })],
      ['/api/settings/preferences', 'preferences', expect.objectContaining({ timeZone: 'America/Los_Angeles' })],
    ];
    for (const [url, key, expected] of cases) {
      const response = await api.patch(url, {});
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      expect(response.json()[key], url).toEqual(expected);
    }
  });
});
