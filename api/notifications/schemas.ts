import { Type } from 'typebox';
import { NOTIFICATION_KINDS } from '../../domain/notifications/kinds';
import { NOTIFICATION_LIMITS } from '../../domain/notifications/notification';

const literals = <const T extends readonly string[]>(values: T) => Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });

export const NotificationSchema = Type.Object({
  id: Type.String(),
  kind: literals(NOTIFICATION_KINDS),
  title: Type.String(),
  message: Type.String(),
  link: Type.Union([Type.String({ description: 'An in-app path to what it is about' }), Type.Null()]),
  subject: Type.Record(Type.String(), Type.Unknown(), { description: 'Ids of what it is about, e.g. { auditEntryId }' }),
  read: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
  readAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

const UnreadCount = Type.Integer({ minimum: 0, description: 'Unread notifications of the user, all of them' });

export const NotificationListQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: NOTIFICATION_LIMITS.pageSize, default: NOTIFICATION_LIMITS.defaultPageSize })),
    before: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'The nextCursor of the previous page' })),
  },
  { additionalProperties: false },
);

export const NotificationListReply = Type.Object({
  notifications: Type.Array(NotificationSchema, { description: 'Newest first' }),
  unreadCount: UnreadCount,
  nextCursor: Type.Union([Type.String(), Type.Null()]),
});

export const NotificationParams = Type.Object({ notificationId: Type.String({ format: 'uuid' }) });

export const NotificationReadReply = Type.Object({ notification: NotificationSchema, unreadCount: UnreadCount });
export const ReadAllReply = Type.Object({ marked: Type.Integer({ minimum: 0, description: 'How many were unread' }), unreadCount: UnreadCount });
export const RemoveReply = Type.Object({ removedWasUnread: Type.Boolean(), unreadCount: UnreadCount });
export const ClearAllReply = Type.Object({ removed: Type.Integer({ minimum: 0 }), unreadCount: UnreadCount });

/** State-changing requests without fields still send a JSON body ({}). */
export const EmptyBody = Type.Object({}, { additionalProperties: false });
