import type { ColumnType, Generated, JSONColumnType, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | undefined, Date>;
type TextArray = ColumnType<string[], string[] | undefined, string[]>;

export interface UserSettingsTable {
  user_id: string;
  time_zone: Generated<string>;
  calendar_overlays: ColumnType<Record<string, boolean>, string | undefined, string>;
  ical_token_hash: string | null;
  /** Professional mode (seed 001 §4): the legal research and drafting tools; off by default. */
  professional_mode: Generated<boolean>;
  updated_at: UpdatedAt;
}

export interface TaskTemplatesTable {
  id: Generated<string>;
  user_id: string;
  name: string;
  description: Generated<string>;
  default_priority: Generated<'Low' | 'Medium' | 'High' | 'Urgent'>;
  default_tags: TextArray;
  default_estimated_minutes: number | null;
  default_status: Generated<'To Do' | 'In Progress' | 'Done' | 'Blocked'>;
  default_due_in_days: number | null;
  default_assigned_to: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface CalendarSourcesTable {
  user_id: string;
  id: string;
  name: string;
  color: string;
  visible: Generated<boolean>;
  type: 'primary' | 'tasks' | 'automation' | 'timeblock' | 'deadlines' | 'custom';
  description: Generated<string>;
  created_at: CreatedAt;
}

export interface PlannedBlockJson {
  taskId: string;
  title: string;
  start: string;
  end: string;
  busy: boolean;
}
export interface AtRiskTaskJson {
  taskId: string;
  title: string;
  reason: string;
}
export interface PlanChangeJson {
  taskId: string;
  title: string;
  from: { start: string; end: string } | null;
  to: { start: string; end: string } | null;
}

export interface TimeBlockPlansTable {
  id: Generated<string>;
  user_id: string;
  status: Generated<'computing' | 'proposed' | 'accepted' | 'superseded' | 'dismissed' | 'failed'>;
  workflow_id: string;
  range_start: Date;
  range_end: Date;
  blocks: JSONColumnType<PlannedBlockJson[]>;
  at_risk: JSONColumnType<AtRiskTaskJson[]>;
  changes: JSONColumnType<PlanChangeJson[]>;
  replaces_plan_id: string | null;
  error: string | null;
  created_at: CreatedAt;
  decided_at: Date | null;
}

export type UserSettingsRow = Selectable<UserSettingsTable>;
export type TaskTemplateRow = Selectable<TaskTemplatesTable>;
export type CalendarSourceRow = Selectable<CalendarSourcesTable>;
export type TimeBlockPlanRow = Selectable<TimeBlockPlansTable>;
