import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STICKY_NOTE_MESSAGES } from '../../../domain/sticky-notes/note';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';

/** Sticky notes (seed 001 §2–§5, §9), stored on the server per user. */
describe('sticky notes API', () => {
  let t: TestApp;
  let cookie: string;
  let userId: string;
  let otherCookie: string;

  beforeAll(async () => {
    t = await createTestApp();
    const user = await signUpUser(t.app);
    cookie = user.cookie;
    userId = user.user.id;
    otherCookie = (await signUpUser(t.app, { firstName: 'Dana' })).cookie;
  });
  afterAll(async () => t?.close());

  const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload: object = {}, as = cookie) => t.app.inject({ method, url, headers: { cookie: as }, payload });
  const notes = async (as = cookie) => (await t.app.inject({ method: 'GET', url: '/api/sticky-notes', headers: { cookie: as } })).json().notes as Array<{ id: string; content: string; color: string; createdAt: string; updatedAt: string }>;
  const rowCount = async () => Number((await t.database.db.selectFrom('sticky_notes').select((eb) => eb.fn.countAll<string>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow()).n);

  it('adds a note in cream by default, and lists notes newest first', async () => {
    const first = await send('POST', '/api/sticky-notes', { content: 'Call the WCAB clerk about the MSC date' });
    expect(first.statusCode).toBe(201);
    expect(first.json().note).toMatchObject({ content: 'Call the WCAB clerk about the MSC date', color: 'cream' });
    const second = await send('POST', '/api/sticky-notes', { content: 'Order the QME transcript', color: 'lavender' });
    expect(second.json().note.color).toBe('lavender');
    expect((await notes()).map((note) => note.content)).toEqual(['Order the QME transcript', 'Call the WCAB clerk about the MSC date']);
  });

  it('does not save an empty or whitespace-only note (seed 001 §5)', async () => {
    const before = await rowCount();
    for (const content of ['', '   ', '\n\t  \n']) {
      const response = await send('POST', '/api/sticky-notes', { content });
      expect(response.statusCode, JSON.stringify(content)).toBe(400);
      expect(response.json().error.message).toBe(STICKY_NOTE_MESSAGES.blank);
    }
    expect(await rowCount()).toBe(before);
  });

  it('updates the text and colour; a blank update is refused and changes nothing; an empty update answers the note as it is', async () => {
    const created = (await send('POST', '/api/sticky-notes', { content: 'Draft', color: 'yellow' })).json().note;
    const updated = await send('PATCH', `/api/sticky-notes/${created.id}`, { content: 'Draft the petition for reconsideration', color: 'green' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().note).toMatchObject({ id: created.id, content: 'Draft the petition for reconsideration', color: 'green', createdAt: created.createdAt });
    expect(Date.parse(updated.json().note.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));

    const blank = await send('PATCH', `/api/sticky-notes/${created.id}`, { content: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe(STICKY_NOTE_MESSAGES.blank);
    const unchanged = await send('PATCH', `/api/sticky-notes/${created.id}`, {});
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json().note.content).toBe('Draft the petition for reconsideration');
  });

  it('takes only the six colours and at most 5,000 characters', async () => {
    expect((await send('POST', '/api/sticky-notes', { content: 'x', color: 'neon' })).statusCode).toBe(400);
    expect((await send('POST', '/api/sticky-notes', { content: 'x'.repeat(5001) })).statusCode).toBe(400);
    const longest = await send('POST', '/api/sticky-notes', { content: 'x'.repeat(5000), color: 'pink' });
    expect(longest.statusCode).toBe(201);
    for (const color of ['cream', 'yellow', 'pink', 'blue', 'green', 'lavender']) {
      expect((await send('PATCH', `/api/sticky-notes/${longest.json().note.id}`, { color })).json().note.color).toBe(color);
    }
  });

  it('deletes a note', async () => {
    const created = (await send('POST', '/api/sticky-notes', { content: 'Gone soon' })).json().note;
    const response = await send('DELETE', `/api/sticky-notes/${created.id}`);
    expect(response.statusCode).toBe(204);
    expect((await notes()).some((note) => note.id === created.id)).toBe(false);
    expect((await send('DELETE', `/api/sticky-notes/${created.id}`)).statusCode).toBe(404);
  });

  it("keeps each user's notes to themselves: another user's note is 404 to read, edit or delete", async () => {
    const mine = (await send('POST', '/api/sticky-notes', { content: 'Private strategy note' })).json().note;
    expect((await notes(otherCookie)).some((note) => note.id === mine.id)).toBe(false);
    const edit = await send('PATCH', `/api/sticky-notes/${mine.id}`, { content: 'Hijacked' }, otherCookie);
    expect(edit.statusCode).toBe(404);
    expect(edit.json()).toEqual({ error: { code: 'not_found', message: 'Note not found' } });
    expect((await send('DELETE', `/api/sticky-notes/${mine.id}`, {}, otherCookie)).statusCode).toBe(404);
    expect((await notes()).find((note) => note.id === mine.id)?.content).toBe('Private strategy note');
  });

  it('publishes sticky-notes.changed on every change, so the other tabs update', async () => {
    const count = async () =>
      (await t.database.db.selectFrom('live_events').select('id').where('user_id', '=', userId).where('type', '=', 'sticky-notes.changed').execute()).length;
    const before = await count();
    const created = (await send('POST', '/api/sticky-notes', { content: 'Live' })).json().note;
    await send('PATCH', `/api/sticky-notes/${created.id}`, { color: 'blue' });
    await send('DELETE', `/api/sticky-notes/${created.id}`);
    await send('POST', '/api/sticky-notes', { content: '  ' });
    expect(await count()).toBe(before + 3);
  });
});
