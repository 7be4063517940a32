import type { ColumnType, Generated, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | undefined, Date>;
type Json<T> = ColumnType<T, string | undefined, string>;
type TextArray = ColumnType<string[], string[] | undefined, string[]>;

export interface BehaviourRecordsTable {
  id: Generated<string>;
  user_id: string;
  type: string;
  occurred_at: ColumnType<Date, Date | undefined, Date>;
  context: Json<Record<string, unknown>>;
  metadata: Json<Record<string, unknown>>;
}

export interface PatternActionJson {
  type: string;
  occurredAt: string;
  context: Record<string, unknown>;
}

export interface WorkflowPatternsTable {
  id: Generated<string>;
  user_id: string;
  key: string;
  name: string;
  description: string;
  type: Generated<string>;
  kind: 'context' | 'time';
  actions: Json<PatternActionJson[]>;
  frequency: number;
  confidence: number;
  category: string;
  required_capabilities: TextArray;
  triggers: Json<unknown[]>;
  complexity: number;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface AutomationSuggestionsTable {
  id: Generated<string>;
  user_id: string;
  pattern_id: string | null;
  pattern_key: string;
  description: string;
  confidence: number;
  potential_benefits: TextArray;
  estimated_time_saved: number;
  autonomy_points: Generated<number>;
  autonomy_level: 'supervised' | 'semi-autonomous' | 'autonomous';
  area: string;
  status: Generated<'pending' | 'accepted' | 'dismissed'>;
  automation_id: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  decided_at: Date | null;
}

export interface UserPersonalitiesTable {
  user_id: string;
  name: Generated<string>;
  traits: TextArray;
  communication_style: Json<Record<string, unknown>>;
  work_style: Json<Record<string, unknown>>;
  edited_fields: TextArray;
  evidence: Json<Record<string, unknown>>;
  updated_at: UpdatedAt;
  /** When the learning check last looked at this user's behaviours. */
  checked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export type BehaviourRecordRow = Selectable<BehaviourRecordsTable>;
export type WorkflowPatternRow = Selectable<WorkflowPatternsTable>;
export type AutomationSuggestionRow = Selectable<AutomationSuggestionsTable>;
export type UserPersonalityRow = Selectable<UserPersonalitiesTable>;
