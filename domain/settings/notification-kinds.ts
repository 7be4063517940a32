import { NOTIFICATION_KINDS, type NotificationKind } from '../notifications/kinds';

/** How each kind of notification is named on Settings → Notifications. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, { title: string; description: string }> = {
  approval: { title: 'Approvals waiting', description: 'An agent or automation action waits for your approval in the audit queue.' },
  analysis: { title: 'E-mail analyses', description: 'An e-mail analysis finished or found something to act on.' },
  'run-failed': { title: 'Failed automation runs', description: 'One of your automations stopped with an error.' },
  mention: { title: 'Mentions', description: 'Someone mentioned you in a team message.' },
  'team-invitation': { title: 'Team invitations', description: 'You were invited to a team.' },
  'team-message': { title: 'Team messages', description: 'A new message in one of your teams.' },
};

export interface NotificationKindSetting {
  kind: NotificationKind;
  enabled: boolean;
}

/** Every kind, on unless muted, in the product's order. */
export function notificationSettings(muted: readonly string[]): NotificationKindSetting[] {
  return NOTIFICATION_KINDS.map((kind) => ({ kind, enabled: !muted.includes(kind) }));
}

/** The muted list after a change: kinds switched on leave it, kinds switched off join it (no duplicates, product order). */
export function applyNotificationChange(muted: readonly string[], change: Partial<Record<NotificationKind, boolean>>): NotificationKind[] {
  return NOTIFICATION_KINDS.filter((kind) => (change[kind] === undefined ? muted.includes(kind) : change[kind] === false));
}
