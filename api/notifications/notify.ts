import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { NotificationKind } from '../../domain/notifications/kinds';
import { NOTIFICATION_LIMITS } from '../../domain/notifications/notification';
import { publishLive } from '../live/publish';

export type { NotificationKind } from '../../domain/notifications/kinds';

export interface NotifyInput {
  userId: string;
  kind: NotificationKind;
  title: string;
  message: string;
  link: string | null;
  /** Ids of what it is about; while a notification about the same subject is unread, no second one is made. */
  subject?: Record<string, unknown>;
}

/**
 * Tells a user something (a mention, a team invitation…): inserts a notification and publishes
 * `notification.added` on the live channel, both inside `db` — pass the caller's transaction to make it
 * part of the caller's write. While an unread notification of the same kind about the same (non-empty)
 * subject exists, that one is brought up to date instead (`notifications.changed`), so nothing floods.
 * Returns the notification's id, or null when the user turned this kind off (Settings; the insert is dropped by
 * a database trigger). The database triggers of the audit queue, runs and analyses do the same
 * through the SQL function notify_user().
 */
export async function notifyUser(db: Kysely<Database>, input: NotifyInput): Promise<string | null> {
  const subject = JSON.stringify(input.subject ?? {});
  const row = await db
    .insertInto('notifications')
    .values({
      user_id: input.userId,
      kind: input.kind,
      title: input.title.slice(0, NOTIFICATION_LIMITS.title),
      message: input.message.slice(0, NOTIFICATION_LIMITS.message),
      link: input.link,
      subject,
    })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'kind', 'subject'])
        .where(sql<boolean>`not read and subject <> '{}'::jsonb`)
        .doUpdateSet((eb) => ({ title: eb.ref('excluded.title'), message: eb.ref('excluded.message'), link: eb.ref('excluded.link') })),
    )
    .returning(['id', sql<boolean>`(xmax = 0)`.as('inserted')])
    .executeTakeFirst();
  if (!row) return null;
  if (row.inserted) await publishLive(db, input.userId, 'notification.added', { notificationId: row.id });
  else await publishLive(db, input.userId, 'notifications.changed', {});
  return row.id;
}
