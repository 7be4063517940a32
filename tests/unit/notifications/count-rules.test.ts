import { describe, expect, it } from 'vitest';
import {
  addNotification,
  clearAllNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  removeNotification,
  type NotificationsState,
} from '../../../domain/notifications/count-rules';
import { isNotificationKind, NOTIFICATION_KINDS } from '../../../domain/notifications/kinds';
import type { Notification } from '../../../domain/notifications/notification';

const at = '2026-11-28T10:00:00.000Z';
const note = (id: string, read = false): Notification => ({ id, kind: 'approval', title: `Approval waiting: ${id}`, message: '', link: '/audit', subject: { auditEntryId: id }, read, createdAt: at, readAt: read ? at : null });
const empty: NotificationsState = { notifications: [], unreadCount: 0 };

describe('notification count rules (seed 001 §4)', () => {
  it('adds a notification newest first, the unread count plus 1', () => {
    const one = addNotification(empty, note('a'));
    const two = addNotification(one, note('b'));
    expect(two.notifications.map((n) => n.id)).toEqual(['b', 'a']);
    expect(two.unreadCount).toBe(2);
    expect(addNotification(two, note('c', true)).unreadCount).toBe(2);
  });

  it('marks one read (count minus 1), and marking it again changes nothing', () => {
    const state = addNotification(addNotification(empty, note('a')), note('b'));
    const once = markNotificationRead(state, 'a', at);
    expect(once.unreadCount).toBe(1);
    expect(once.notifications.find((n) => n.id === 'a')).toMatchObject({ read: true, readAt: at });
    expect(markNotificationRead(once, 'a', at)).toBe(once);
    expect(markNotificationRead(once, 'missing', at)).toBe(once);
  });

  it('marks all read: the count is 0 and every notification stays', () => {
    const state = markAllNotificationsRead(addNotification(addNotification(empty, note('a')), note('b', true)), at);
    expect(state.unreadCount).toBe(0);
    expect(state.notifications.every((n) => n.read)).toBe(true);
    expect(state.notifications).toHaveLength(2);
  });

  it('removes one: the count drops only if it was unread', () => {
    const state = addNotification(addNotification(empty, note('unread')), note('read', true));
    expect(state.unreadCount).toBe(1);
    const withoutRead = removeNotification(state, 'read');
    expect(withoutRead.unreadCount).toBe(1);
    expect(withoutRead.notifications.map((n) => n.id)).toEqual(['unread']);
    expect(removeNotification(withoutRead, 'unread')).toEqual(empty);
  });

  it('clears all', () => {
    expect(clearAllNotifications()).toEqual(empty);
  });

  it('knows the kinds of notification', () => {
    expect(NOTIFICATION_KINDS).toEqual(['approval', 'analysis', 'run-failed', 'mention', 'team-invitation', 'team-message']);
    expect(isNotificationKind('mention')).toBe(true);
    expect(isNotificationKind('spam')).toBe(false);
  });
});
