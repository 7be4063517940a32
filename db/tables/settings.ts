import type { ColumnType } from 'kysely';
import type { NotificationKind } from '../../domain/notifications/kinds';

/** The kinds of notification a person turned off (no row: every kind on). */
export interface NotificationPreferencesTable {
  user_id: string;
  muted_kinds: ColumnType<NotificationKind[], NotificationKind[] | undefined, NotificationKind[]>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}
