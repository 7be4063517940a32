import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';
import { apiAs, type Api } from './calendar-helpers';

describe('calendar sources and tags', () => {
  let t: TestApp;
  let api: Api;
  let other: Api;

  beforeAll(async () => {
    t = await createTestApp();
    api = apiAs(t.app, (await signUpUser(t.app)).cookie);
    other = apiAs(t.app, (await signUpUser(t.app)).cookie);
  });
  afterAll(async () => t?.close());

  it('lists the five built-ins first (seed 000 §3, §9), made on first use', async () => {
    const response = await api.get('/api/calendar/sources');
    expect(response.statusCode).toBe(200);
    expect(response.json().sources).toEqual([
      expect.objectContaining({ id: 'primary', type: 'primary', name: 'My Calendar', visible: true, builtIn: true }),
      expect.objectContaining({ id: 'tasks', type: 'tasks', name: 'Tasks', builtIn: true }),
      expect.objectContaining({ id: 'automation', type: 'automation', name: 'Automations', builtIn: true }),
      expect.objectContaining({ id: 'timeblock', type: 'timeblock', name: 'Focus Blocks', color: '#673AB7', builtIn: true }),
      expect.objectContaining({ id: 'deadlines', type: 'deadlines', name: 'Deadlines', color: '#C62828', builtIn: true }),
    ]);
    // Asking again makes nothing twice.
    expect((await api.get('/api/calendar/sources')).json().sources).toHaveLength(5);
  });

  it('hides, renames and recolours a built-in but never deletes it', async () => {
    const hidden = await api.patch('/api/calendar/sources/timeblock', { visible: false, name: 'Deep work', color: '#112233' });
    expect(hidden.json().source).toMatchObject({ id: 'timeblock', visible: false, name: 'Deep work', color: '#112233' });
    const primary = await api.delete('/api/calendar/sources/primary');
    expect(primary.statusCode).toBe(400);
    expect(primary.json().error.message).toBe('The primary calendar "My Calendar" cannot be deleted.');
    expect((await api.delete('/api/calendar/sources/tasks')).statusCode).toBe(400);
    expect((await api.get('/api/calendar/sources')).json().sources).toHaveLength(5);
  });

  it('adds a custom source; deleting it moves its events to My Calendar', async () => {
    const created = await api.post('/api/calendar/sources', { name: 'Depositions', color: '#aa00cc', description: 'Out-of-office depositions' });
    expect(created.statusCode).toBe(201);
    const source = created.json().source;
    expect(source).toMatchObject({ name: 'Depositions', color: '#AA00CC', type: 'custom', builtIn: false, visible: true });
    const { event } = (await api.post('/api/calendar/events', { title: 'Deposition', start: '2031-02-03T18:00:00Z', sourceId: source.id })).json();
    expect(event.sourceId).toBe(source.id);

    expect((await other.patch(`/api/calendar/sources/${source.id}`, { name: 'x' })).statusCode).toBe(404);
    expect((await other.delete(`/api/calendar/sources/${source.id}`)).statusCode).toBe(404);
    expect((await other.post('/api/calendar/events', { title: 'x', start: '2031-02-03T18:00:00Z', sourceId: source.id })).statusCode).toBe(400);

    expect((await api.delete(`/api/calendar/sources/${source.id}`)).statusCode).toBe(204);
    expect((await api.get(`/api/calendar/events/${event.id}`)).json().event.sourceId).toBe('primary');
    expect((await api.get('/api/calendar/sources')).json().sources.map((s: { id: string }) => s.id)).not.toContain(source.id);
  });

  it('refuses a source without a valid colour or name', async () => {
    expect((await api.post('/api/calendar/sources', { name: 'x', color: 'blue' })).statusCode).toBe(400);
    expect((await api.post('/api/calendar/sources', { name: '  ', color: '#000000' })).statusCode).toBe(400);
    expect((await api.get('/api/calendar/sources')).json().sources).toHaveLength(5);
  });

  it('lists the tags work, personal, urgent and focus with colours', async () => {
    const { tags } = (await api.get('/api/calendar/tags')).json();
    expect(tags.map((tag: { name: string }) => tag.name)).toEqual(['work', 'personal', 'urgent', 'focus']);
    for (const tag of tags) expect(tag.color).toMatch(/^#[0-9A-F]{6}$/);
  });
});
