import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  clearAllNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  removeNotification,
  type NotificationsState,
} from '../../../../domain/notifications/count-rules';
import type { NotificationList } from '../../../../domain/notifications/notification';
import { errorMessage } from '../../api/ApiError';
import * as api from '../../api/notifications';
import { useToast } from '../../toast/useToast';
import { notificationsKeys } from './notificationsKeys';

/**
 * The bell's list and unread count. New notifications arrive through the live channel (which invalidates
 * `notificationsKeys.all`), not by polling. Each change shows at once by the count rules of seed 001 §4
 * and is undone if the server refuses it.
 */
export function useNotifications() {
  return useQuery({ queryKey: notificationsKeys.list(), queryFn: ({ signal }) => api.fetchNotifications(signal) });
}

export function useNotificationActions() {
  const client = useQueryClient();
  const toast = useToast();
  const key = notificationsKeys.list();

  function optimistic<T>(apply: (state: NotificationsState, input: T) => NotificationsState) {
    return async (input: T) => {
      await client.cancelQueries({ queryKey: notificationsKeys.all });
      const previous = client.getQueryData<NotificationList>(key);
      if (previous) client.setQueryData<NotificationList>(key, { ...previous, ...apply(previous, input) });
      return { previous };
    };
  }
  const rollback = (what: string) => (error: unknown, _input: unknown, context: { previous: NotificationList | undefined } | undefined) => {
    if (context?.previous) client.setQueryData(key, context.previous);
    toast.error(`${what}: ${errorMessage(error)}`);
  };
  const refresh = () => client.invalidateQueries({ queryKey: notificationsKeys.all });
  const now = () => new Date().toISOString();

  const markRead = useMutation({
    mutationFn: (id: string) => api.markNotificationRead(id),
    onMutate: optimistic<string>((state, id) => markNotificationRead(state, id, now())),
    onError: rollback('Could not mark the notification as read'),
    onSettled: refresh,
  });
  const markAllRead = useMutation({
    mutationFn: () => api.markAllNotificationsRead(),
    onMutate: optimistic<void>((state) => markAllNotificationsRead(state, now())),
    onError: rollback('Could not mark the notifications as read'),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.removeNotification(id),
    onMutate: optimistic<string>((state, id) => removeNotification(state, id)),
    onError: rollback('Could not remove the notification'),
    onSettled: refresh,
  });
  const clearAll = useMutation({
    mutationFn: () => api.clearNotifications(),
    onMutate: optimistic<void>(() => clearAllNotifications()),
    onError: rollback('Could not clear the notifications'),
    onSettled: refresh,
  });
  return { markRead, markAllRead, remove, clearAll };
}
