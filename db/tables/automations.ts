import type { ColumnType, Generated } from 'kysely';
import type { AutomationDefinition } from '../../domain/automation/definition';
import type { AutomationEventStatus } from '../../domain/automation/event-rules';
import type { Condition } from '../../domain/automation/definition';
import type { RuleAction } from '../../domain/automation/event-rules';
import type { NodeRunState, RunStatus, RunTriggerType } from '../../domain/automation/run-state';

type CreatedAt = ColumnType<Date, Date | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | undefined, Date>;
type Json<T> = ColumnType<T, string, string>;
type TextArray = ColumnType<string[], string[] | undefined, string[]>;

export interface AutomationsTable {
  id: Generated<string>;
  user_id: string;
  name: string;
  description: Generated<string>;
  status: Generated<'active' | 'inactive'>;
  /** 0 until the first version is saved. */
  current_version: Generated<number>;
  time_zone: Generated<string>;
  /** Sealed (SecretBox); null until the webhook is first revealed. */
  webhook_secret: string | null;
  template_name: string | null;
  /** The builder's draft (possibly invalid, never run); null when there is none. */
  draft_definition: ColumnType<unknown, string | null | undefined, string | null>;
  draft_saved_at: Date | null;
  /** The version the draft was started from (0 before the first version). */
  draft_base_version: number | null;
  last_run_at: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface AutomationVersionsTable {
  automation_id: string;
  version: number;
  definition: Json<AutomationDefinition>;
  note: Generated<string>;
  restored_from: number | null;
  created_by: string | null;
  created_at: CreatedAt;
}

export interface AutomationRunsTable {
  id: string;
  user_id: string;
  automation_id: string;
  version: number;
  workflow_id: string;
  trigger_type: RunTriggerType;
  trigger_data: Json<Record<string, unknown>>;
  status: Generated<RunStatus>;
  node_states: ColumnType<Record<string, NodeRunState>, string | undefined, string>;
  error: string | null;
  failed_node_id: string | null;
  retry_of: string | null;
  resumed_from_node_id: string | null;
  started_at: CreatedAt;
  ended_at: Date | null;
}

export interface AutomationEventsTable {
  id: string;
  user_id: string;
  automation_id: string | null;
  trigger_id: string;
  source_key: string;
  timestamp: ColumnType<Date, Date | undefined, never>;
  data: Json<unknown>;
  processed: Generated<boolean>;
  workflow_run_ids: TextArray;
  status: Generated<AutomationEventStatus>;
  error: string | null;
}

export interface AutomationRulesTable {
  id: Generated<string>;
  user_id: string;
  name: string;
  conditions: Json<Condition[]>;
  actions: Json<RuleAction[]>;
  enabled: Generated<boolean>;
  trigger_count: Generated<number>;
  last_triggered: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}
