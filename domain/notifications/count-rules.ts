import type { Notification } from './notification';

/**
 * The unread-count rules of seed 001 §4 over a loaded list: add (unread + 1), mark read, mark all read,
 * remove (the count drops only if the notification was unread), clear all. The server computes the count
 * from its rows; the bell applies the same rules to show a change at once, before the server answers.
 */
export interface NotificationsState {
  notifications: Notification[];
  unreadCount: number;
}

export function addNotification(state: NotificationsState, notification: Notification): NotificationsState {
  return {
    notifications: [notification, ...state.notifications.filter((existing) => existing.id !== notification.id)],
    unreadCount: state.unreadCount + (notification.read ? 0 : 1),
  };
}

export function markNotificationRead(state: NotificationsState, id: string, at: string): NotificationsState {
  const target = state.notifications.find((notification) => notification.id === id);
  if (!target || target.read) return state;
  return {
    notifications: state.notifications.map((notification) => (notification.id === id ? { ...notification, read: true, readAt: at } : notification)),
    unreadCount: Math.max(0, state.unreadCount - 1),
  };
}

export function markAllNotificationsRead(state: NotificationsState, at: string): NotificationsState {
  return {
    notifications: state.notifications.map((notification) => (notification.read ? notification : { ...notification, read: true, readAt: at })),
    unreadCount: 0,
  };
}

export function removeNotification(state: NotificationsState, id: string): NotificationsState {
  const target = state.notifications.find((notification) => notification.id === id);
  if (!target) return state;
  return {
    notifications: state.notifications.filter((notification) => notification.id !== id),
    unreadCount: target.read ? state.unreadCount : Math.max(0, state.unreadCount - 1),
  };
}

export function clearAllNotifications(): NotificationsState {
  return { notifications: [], unreadCount: 0 };
}
