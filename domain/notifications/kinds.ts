/** What a notification is about; each links to its subject (issue 15, seed 001 §4). */
export const NOTIFICATION_KINDS = ['approval', 'analysis', 'run-failed', 'mention', 'team-invitation', 'team-message'] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export function isNotificationKind(value: unknown): value is NotificationKind {
  return typeof value === 'string' && (NOTIFICATION_KINDS as readonly string[]).includes(value);
}
