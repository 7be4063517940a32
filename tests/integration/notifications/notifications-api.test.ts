import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifyUser } from '../../../api/notifications/notify';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';

/** The bell's API (seed 001 §4): list, mark read, mark all read, remove, clear all; scoped to the signed-in user. */
describe('notifications API', () => {
  let t: TestApp;
  let cookie: string;
  let userId: string;
  let other: { cookie: string; userId: string };

  beforeAll(async () => {
    t = await createTestApp();
    const user = await signUpUser(t.app);
    cookie = user.cookie;
    userId = user.user.id;
    const second = await signUpUser(t.app, { firstName: 'Dana' });
    other = { cookie: second.cookie, userId: second.user.id };
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await t.database.db.deleteFrom('notifications').execute();
  });

  const get = (url: string, as = cookie) => t.app.inject({ method: 'GET', url, headers: { cookie: as } });
  const post = (url: string, as = cookie) => t.app.inject({ method: 'POST', url, headers: { cookie: as }, payload: {} });
  const del = (url: string, as = cookie) => t.app.inject({ method: 'DELETE', url, headers: { cookie: as }, payload: {} });
  const list = async (as = cookie) => {
    const response = await get('/api/notifications', as);
    expect(response.statusCode).toBe(200);
    return response.json() as { notifications: Array<{ id: string; title: string; read: boolean; readAt: string | null; link: string | null; kind: string }>; unreadCount: number; nextCursor: string | null };
  };
  const mention = async (n: number, forUser = userId): Promise<string> => {
    const id = await notifyUser(t.database.db, { userId: forUser, kind: 'mention', title: `Dana mentioned you (${n})`, message: `@Maria see message ${n}`, link: `/teams/t/p#m${n}`, subject: { messageId: `m${n}` } });
    if (id === null) throw new Error('the mention was muted');
    return id;
  };
  const liveEvents = (type: string) =>
    t.database.db.selectFrom('live_events').select(['type', 'subject']).where('user_id', '=', userId).where('type', '=', type as never).orderBy('id').execute();

  it('answers 401 signed out', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/notifications' });
    expect(response.statusCode).toBe(401);
  });

  it('adds: the unread count goes up by 1 per notification, newest first, and notification.added is published', async () => {
    expect((await list()).unreadCount).toBe(0);
    const first = await mention(1);
    expect((await list()).unreadCount).toBe(1);
    const second = await mention(2);
    const after = await list();
    expect(after.unreadCount).toBe(2);
    expect(after.notifications.map((n) => n.id)).toEqual([second, first]);
    expect(after.notifications[0]).toMatchObject({ kind: 'mention', title: 'Dana mentioned you (2)', read: false, readAt: null, link: '/teams/t/p#m2' });
    expect((await liveEvents('notification.added')).map((event) => event.subject)).toEqual(expect.arrayContaining([{ notificationId: first }, { notificationId: second }]));
  });

  it('does not notify twice about the same subject while the first is unread, and again once it is read', async () => {
    const first = await mention(7);
    const again = await mention(7);
    expect(again).toBe(first);
    expect((await list()).unreadCount).toBe(1);
    expect((await post(`/api/notifications/${first}/read`)).statusCode).toBe(200);
    const later = await mention(7);
    expect(later).not.toBe(first);
    const after = await list();
    expect(after.notifications).toHaveLength(2);
    expect(after.unreadCount).toBe(1);
  });

  it('marks one read: the count drops by 1; marking it again leaves the count as it is', async () => {
    const id = await mention(1);
    await mention(2);
    const read = await post(`/api/notifications/${id}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ notification: { id, read: true }, unreadCount: 1 });
    expect(read.json().notification.readAt).not.toBeNull();
    const again = await post(`/api/notifications/${id}/read`);
    expect(again.json().unreadCount).toBe(1);
    expect((await list()).notifications.find((n) => n.id === id)?.read).toBe(true);
  });

  it('marks all read: the count is 0 and every notification is kept', async () => {
    await mention(1);
    await mention(2);
    await mention(3);
    const response = await post('/api/notifications/read-all');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ marked: 3, unreadCount: 0 });
    const after = await list();
    expect(after.unreadCount).toBe(0);
    expect(after.notifications).toHaveLength(3);
    expect(after.notifications.every((n) => n.read)).toBe(true);
  });

  it('removes one: the count drops only if it was unread', async () => {
    const readOne = await mention(1);
    const unreadOne = await mention(2);
    await mention(3);
    await post(`/api/notifications/${readOne}/read`);
    expect((await list()).unreadCount).toBe(2);

    const removedRead = await del(`/api/notifications/${readOne}`);
    expect(removedRead.statusCode).toBe(200);
    expect(removedRead.json()).toEqual({ removedWasUnread: false, unreadCount: 2 });

    const removedUnread = await del(`/api/notifications/${unreadOne}`);
    expect(removedUnread.json()).toEqual({ removedWasUnread: true, unreadCount: 1 });
    expect((await list()).notifications).toHaveLength(1);
    expect((await del(`/api/notifications/${unreadOne}`)).statusCode).toBe(404);
  });

  it('clears all, and publishes notifications.changed so other tabs update', async () => {
    await mention(1);
    await mention(2);
    const before = (await liveEvents('notifications.changed')).length;
    const response = await del('/api/notifications');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ removed: 2, unreadCount: 0 });
    expect(await list()).toEqual({ notifications: [], unreadCount: 0, nextCursor: null });
    expect((await liveEvents('notifications.changed')).length).toBe(before + 1);
  });

  it("answers 404 for another user's notification, and leaves it alone", async () => {
    const theirs = await mention(1, other.userId);
    expect((await post(`/api/notifications/${theirs}/read`)).statusCode).toBe(404);
    const removed = await del(`/api/notifications/${theirs}`);
    expect(removed.statusCode).toBe(404);
    expect(removed.json()).toEqual({ error: { code: 'not_found', message: 'Notification not found' } });
    expect((await list()).notifications).toEqual([]);
    await del('/api/notifications');
    expect(await list(other.cookie)).toMatchObject({ unreadCount: 1, notifications: [{ id: theirs, read: false }] });
    await post('/api/notifications/read-all');
    expect((await list(other.cookie)).unreadCount).toBe(1);
  });

  it('pages newest first with a cursor, at most 50 at a time', async () => {
    const ids: string[] = [];
    for (let n = 0; n < 5; n += 1) ids.push(await mention(n));
    const first = await get('/api/notifications?limit=2');
    expect(first.json().notifications.map((n: { id: string }) => n.id)).toEqual([ids[4], ids[3]]);
    expect(first.json().unreadCount).toBe(5);
    const second = await get(`/api/notifications?limit=2&before=${first.json().nextCursor}`);
    expect(second.json().notifications.map((n: { id: string }) => n.id)).toEqual([ids[2], ids[1]]);
    const third = await get(`/api/notifications?limit=2&before=${second.json().nextCursor}`);
    expect(third.json()).toMatchObject({ notifications: [{ id: ids[0] }], nextCursor: null });
    expect((await get('/api/notifications?limit=51')).statusCode).toBe(400);
    expect((await get('/api/notifications?before=not-a-cursor')).statusCode).toBe(400);
  });

  it('refuses an id that is not a uuid and a request without a JSON body', async () => {
    expect((await post('/api/notifications/123/read')).statusCode).toBe(400);
    const id = await mention(1);
    const noBody = await t.app.inject({ method: 'POST', url: `/api/notifications/${id}/read`, headers: { cookie } });
    expect(noBody.statusCode).toBeGreaterThanOrEqual(400);
    expect((await list()).unreadCount).toBe(1);
  });
});
