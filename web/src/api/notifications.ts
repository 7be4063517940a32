import type { Notification, NotificationList } from '../../../domain/notifications/notification';
import { apiRequest } from './client';

/** The bell (seed 001 §4): the user's notifications, newest first, with the unread count. */

export type { Notification, NotificationList };

export function fetchNotifications(signal?: AbortSignal, limit = 30): Promise<NotificationList> {
  return apiRequest<NotificationList>(`/api/notifications?limit=${limit}`, signal ? { signal } : {});
}

export function markNotificationRead(notificationId: string): Promise<{ notification: Notification; unreadCount: number }> {
  return apiRequest(`/api/notifications/${encodeURIComponent(notificationId)}/read`, { method: 'POST' });
}

export function markAllNotificationsRead(): Promise<{ marked: number; unreadCount: number }> {
  return apiRequest('/api/notifications/read-all', { method: 'POST' });
}

export function removeNotification(notificationId: string): Promise<{ removedWasUnread: boolean; unreadCount: number }> {
  return apiRequest(`/api/notifications/${encodeURIComponent(notificationId)}`, { method: 'DELETE' });
}

export function clearNotifications(): Promise<{ removed: number; unreadCount: number }> {
  return apiRequest('/api/notifications', { method: 'DELETE' });
}
