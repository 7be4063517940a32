import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { NotificationRow } from '../../db/tables/notifications';
import type { Notification, NotificationList } from '../../domain/notifications/notification';

type Db = Kysely<Database>;

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    message: row.message,
    link: row.link,
    subject: row.subject,
    read: row.read,
    createdAt: row.created_at.toISOString(),
    readAt: row.read_at ? row.read_at.toISOString() : null,
  };
}

/** The count is computed from the rows, so every rule of seed 001 §4 holds by construction. */
export async function unreadCount(db: Db, userId: string): Promise<number> {
  const { count } = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .where('read', '=', false)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** A page position: the exact created_at (as Postgres writes it, microseconds kept) and id of the last row. */
interface Cursor {
  at: string;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function decodeCursor(value: string): Cursor | null {
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as unknown;
    if (!Array.isArray(parsed) || parsed.length !== 2) return null;
    const [at, id] = parsed as unknown[];
    if (typeof at !== 'string' || typeof id !== 'string' || !UUID.test(id) || Number.isNaN(Date.parse(at))) return null;
    return { at, id };
  } catch {
    return null;
  }
}

const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify([cursor.at, cursor.id]), 'utf8').toString('base64url');

/** Newest first, `limit` at a time. */
export async function listNotifications(db: Db, userId: string, limit: number, before: Cursor | null): Promise<NotificationList> {
  let query = db
    .selectFrom('notifications')
    .selectAll()
    .select(sql<string>`created_at::text`.as('cursor_at'))
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1);
  if (before) query = query.where(sql<boolean>`(created_at, id) < (${before.at}::timestamptz, ${before.id}::uuid)`);
  const rows = await query.execute();
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    notifications: page.map(toNotification),
    unreadCount: await unreadCount(db, userId),
    nextCursor: rows.length > limit && last ? encodeCursor({ at: last.cursor_at, id: last.id }) : null,
  };
}

export async function markRead(db: Db, userId: string, notificationId: string): Promise<NotificationRow | undefined> {
  const updated = await db
    .updateTable('notifications')
    .set({ read: true, read_at: new Date() })
    .where('id', '=', notificationId)
    .where('user_id', '=', userId)
    .where('read', '=', false)
    .returningAll()
    .executeTakeFirst();
  return updated ?? (await db.selectFrom('notifications').selectAll().where('id', '=', notificationId).where('user_id', '=', userId).executeTakeFirst());
}

export async function markAllRead(db: Db, userId: string): Promise<number> {
  const result = await db.updateTable('notifications').set({ read: true, read_at: new Date() }).where('user_id', '=', userId).where('read', '=', false).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The removed row's read flag, or undefined when the user has no such notification. */
export async function removeNotification(db: Db, userId: string, notificationId: string): Promise<{ read: boolean } | undefined> {
  return db.deleteFrom('notifications').where('id', '=', notificationId).where('user_id', '=', userId).returning('read').executeTakeFirst();
}

export async function clearNotifications(db: Db, userId: string): Promise<number> {
  const result = await db.deleteFrom('notifications').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
