import type { AnalysisConflict } from '../../domain/calendar/event';
import type { ColumnType, Generated, JSONColumnType, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | undefined, Date>;
type Json<T> = ColumnType<T, string, string>;

export interface CalendarEventsTable {
  id: Generated<string>;
  user_id: string;
  title: string;
  description: Generated<string>;
  start_at: Date;
  end_at: Date;
  time_zone: Generated<string>;
  all_day: Generated<boolean>;
  source_id: Generated<string>;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  completed: Generated<boolean>;
  color: string | null;
  location: string | null;
  url: string | null;
  attendees: JSONColumnType<string[]>;
  google_event_id: string | null;
  case_number: string | null;
  hearing_type: string | null;
  judge: string | null;
  category: string | null;
  email_source: JSONColumnType<{ accountId: string; messageId: string; subject: string; from: string } | null>;
  task_id: string | null;
  automation_id: string | null;
  time_block_id: string | null;
  plan_id: string | null;
  recurrence: string | null;
  edited_by_hand_at: Date | null;
  analysis_conflict: ColumnType<AnalysisConflict | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface EmailAnalysesTable {
  id: Generated<string>;
  user_id: string;
  account_id: string;
  message_id: string;
  workflow_id: string;
  analyser: string | null;
  priority: Generated<string>;
  category: Generated<string>;
  sentiment: Generated<string>;
  action_items: Json<Array<{ id: string; text: string }>>;
  summary: Generated<string>;
  keywords: Json<string[]>;
  is_court_document: Generated<boolean>;
  is_reply_required: Generated<boolean>;
  suggested_reply: string | null;
  follow_up_date: string | null;
  meeting_details: Json<unknown> | null;
  is_meeting: Generated<boolean>;
  calendar_event_id: string | null;
  calendar_event_status: Generated<string>;
  calendar_event_error: string | null;
  calendar_event_details: Json<unknown> | null;
  raw_ai_response: string | null;
  error: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export type CalendarEventRow = Selectable<CalendarEventsTable>;
export type EmailAnalysisRow = Selectable<EmailAnalysesTable>;
