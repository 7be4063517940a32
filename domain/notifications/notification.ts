import type { NotificationKind } from './kinds';

/** One notification as the API answers it. */
export interface Notification {
  id: string;
  kind: NotificationKind;
  title: string;
  message: string;
  /** An in-app path (e.g. '/audit') or null when there is nothing to open. */
  link: string | null;
  subject: Record<string, unknown>;
  read: boolean;
  createdAt: string;
  readAt: string | null;
}

export interface NotificationList {
  notifications: Notification[];
  /** Unread notifications of the user, all of them (not only this page). */
  unreadCount: number;
  /** Pass as `before` for the next, older page; null when there is none. */
  nextCursor: string | null;
}

export const NOTIFICATION_LIMITS = { title: 300, message: 2000, link: 2000, pageSize: 50, defaultPageSize: 30 } as const;

export const NOTIFICATION_MESSAGES = {
  notFound: 'Notification not found',
} as const;
