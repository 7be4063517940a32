import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NOTIFICATION_LIMITS, NOTIFICATION_MESSAGES } from '../../domain/notifications/notification';
import type { AreaOptions } from '../area-options';
import { HttpError, notFound } from '../http-error';
import { publishLive } from '../live/publish';
import { requireUserId } from '../plugins/session';
import { commonErrors } from '../schemas/common';
import { clearNotifications, decodeCursor, listNotifications, markAllRead, markRead, removeNotification, toNotification, unreadCount } from './repository';
import {
  ClearAllReply,
  EmptyBody,
  NotificationListQuery,
  NotificationListReply,
  NotificationParams,
  NotificationReadReply,
  ReadAllReply,
  RemoveReply,
} from './schemas';

const notificationNotFound = () => notFound(NOTIFICATION_MESSAGES.notFound);

/**
 * The bell (seed 001 §4): list, mark read, mark all read, remove, clear all. Each change is published as
 * `notifications.changed` in its transaction, so the user's other tabs update.
 */
export const notificationRoutes: FastifyPluginAsyncTypebox<AreaOptions> = async (app, { db }) => {
  const tags = ['notifications'];
  const security = [{ session: [] }];

  app.get('/api/notifications', { schema: { tags, security, querystring: NotificationListQuery, response: { 200: NotificationListReply, ...commonErrors } } }, async (request) => {
    const userId = requireUserId(request);
    const before = request.query.before === undefined ? null : decodeCursor(request.query.before);
    if (request.query.before !== undefined && !before) throw new HttpError(400, 'validation_error', 'That page of notifications does not exist.');
    return listNotifications(db, userId, request.query.limit ?? NOTIFICATION_LIMITS.defaultPageSize, before);
  });

  app.post(
    '/api/notifications/:notificationId/read',
    { schema: { tags, security, params: NotificationParams, body: EmptyBody, response: { 200: NotificationReadReply, ...commonErrors } } },
    async (request) => {
      const userId = requireUserId(request);
      return db.transaction().execute(async (trx) => {
        const row = await markRead(trx, userId, request.params.notificationId);
        if (!row) throw notificationNotFound();
        await publishLive(trx, userId, 'notifications.changed', {});
        return { notification: toNotification(row), unreadCount: await unreadCount(trx, userId) };
      });
    },
  );

  app.post('/api/notifications/read-all', { schema: { tags, security, body: EmptyBody, response: { 200: ReadAllReply, ...commonErrors } } }, async (request) => {
    const userId = requireUserId(request);
    return db.transaction().execute(async (trx) => {
      const marked = await markAllRead(trx, userId);
      if (marked > 0) await publishLive(trx, userId, 'notifications.changed', {});
      return { marked, unreadCount: await unreadCount(trx, userId) };
    });
  });

  app.delete(
    '/api/notifications/:notificationId',
    { schema: { tags, security, params: NotificationParams, response: { 200: RemoveReply, ...commonErrors } } },
    async (request) => {
      const userId = requireUserId(request);
      return db.transaction().execute(async (trx) => {
        const removed = await removeNotification(trx, userId, request.params.notificationId);
        if (!removed) throw notificationNotFound();
        await publishLive(trx, userId, 'notifications.changed', {});
        return { removedWasUnread: !removed.read, unreadCount: await unreadCount(trx, userId) };
      });
    },
  );

  app.delete('/api/notifications', { schema: { tags, security, response: { 200: ClearAllReply, ...commonErrors } } }, async (request) => {
    const userId = requireUserId(request);
    return db.transaction().execute(async (trx) => {
      const removed = await clearNotifications(trx, userId);
      if (removed > 0) await publishLive(trx, userId, 'notifications.changed', {});
      return { removed, unreadCount: await unreadCount(trx, userId) };
    });
  });
};
