import type { ColumnType, Generated, Selectable } from 'kysely';
import type { NotificationKind } from '../../domain/notifications/kinds';
import type { StickyNoteColor } from '../../domain/sticky-notes/colors';

type CreatedAt = ColumnType<Date, Date | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | undefined, Date>;
/** jsonb: read as an object, written as its JSON text. */
type Json<T> = ColumnType<T, string | undefined, string>;

export interface NotificationsTable {
  id: Generated<string>;
  user_id: string;
  kind: NotificationKind;
  title: string;
  message: Generated<string>;
  link: string | null;
  subject: Json<Record<string, unknown>>;
  read: Generated<boolean>;
  created_at: CreatedAt;
  read_at: Date | null;
}

export interface StickyNotesTable {
  id: Generated<string>;
  user_id: string;
  content: string;
  color: ColumnType<StickyNoteColor, StickyNoteColor | undefined, StickyNoteColor>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export type NotificationRow = Selectable<NotificationsTable>;
export type StickyNoteRow = Selectable<StickyNotesTable>;
