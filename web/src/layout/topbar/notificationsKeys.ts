/**
 * Query keys of the bell and the sticky notes panel. Every key starts with `notificationsKeys.all` or
 * `stickyNotesKeys.all`, so a live `notification.added` / `notifications.changed` or `sticky-notes.changed`
 * event (web/src/live/invalidations.ts) refreshes all of them at once — no polling.
 */
export const notificationsKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationsKeys.all, 'list'] as const,
};

export const stickyNotesKeys = {
  all: ['sticky-notes'] as const,
  list: () => [...stickyNotesKeys.all, 'list'] as const,
};
