import type { ColumnType, Generated, JSONColumnType, Selectable } from 'kysely';
import type { AuditDetails } from '../../domain/agents/audit-details';

type CreatedAt = ColumnType<Date, Date | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | undefined, Date>;
type Json<T> = ColumnType<T, string, string>;
type TextArray = ColumnType<string[], string[] | undefined, string[]>;

export interface AgentsTable {
  id: Generated<string>;
  user_id: string;
  name: string;
  type: string;
  description: Generated<string>;
  status: Generated<'active' | 'idle' | 'inactive'>;
  autonomy_level: 'supervised' | 'semi-autonomous' | 'autonomous';
  capabilities: TextArray;
  config: JSONColumnType<{ model: string; temperature: number; maxTokens: number; systemPrompt: string; customPrompt?: string }>;
  triggers: ColumnType<string[], string | undefined, string>;
  working_hours: ColumnType<AgentWorkingHoursJson | null, string | null | undefined, string | null>;
  notification_preferences: ColumnType<AgentNotificationPreferencesJson, string | undefined, string>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** "HH:MM" in the user's time zone; an end before the start spans midnight. */
export interface AgentWorkingHoursJson {
  start: string;
  end: string;
}

export interface AgentNotificationPreferencesJson {
  frequency: 'immediate' | 'hourly' | 'daily';
  urgencyThreshold: 'low' | 'medium' | 'high';
}

export interface AgentStatusChangesTable {
  id: Generated<string>;
  agent_id: string;
  status: string;
  changed_at: CreatedAt;
}

export interface AgentFeedbackTable {
  id: Generated<string>;
  user_id: string;
  agent_id: string;
  action_id: string;
  rating: 'good' | 'bad';
  note: Generated<string>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SwarmsTable {
  id: Generated<string>;
  user_id: string;
  template_id: string;
  name: string;
  automation_id: string | null;
  created_at: CreatedAt;
}

export interface SwarmAgentsTable {
  swarm_id: string;
  agent_id: string;
  role: string;
}

export interface AgentActionsTable {
  id: string;
  user_id: string;
  agent_id: string;
  type: string;
  input: Json<Record<string, unknown>>;
  output: Json<unknown> | null;
  status: Generated<'pending' | 'completed' | 'failed'>;
  error: string | null;
  workflow_id: string;
  created_at: CreatedAt;
  started_at: Date | null;
  completed_at: Date | null;
}

export interface AuditEntriesTable {
  id: string;
  user_id: string;
  agent_id: string | null;
  /** Null for an automation's approval step, which is not an agent action. */
  action_id: string | null;
  action_type: string;
  status: 'pending' | 'approved' | 'rejected' | 'auto_approved' | 'completed' | 'failed' | 'expired';
  description: string;
  source_type: string | null;
  source_id: string | null;
  details: Json<AuditDetails>;
  expires_at: Date | null;
  decided_by: string | null;
  decided_at: Date | null;
  workflow_id: string;
  automation_run_id: string | null;
  automation_node_id: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** Who made a task that was not typed in on the tasks screen. */
export interface TaskSourceJson {
  kind: 'agent' | 'automation' | 'calendar';
  id: string;
  name: string;
}

export interface TasksTable {
  id: Generated<string>;
  user_id: string;
  title: string;
  description: Generated<string>;
  status: Generated<'To Do' | 'In Progress' | 'Done' | 'Blocked'>;
  priority: Generated<'Low' | 'Medium' | 'High' | 'Urgent'>;
  completed: Generated<boolean>;
  order: number;
  due_date: Date | null;
  tags: TextArray;
  assigned_to: string | null;
  parent_task_id: string | null;
  workflow_id: string | null;
  estimated_minutes: number | null;
  project_id: string | null;
  notebook_id: string | null;
  template_id: string | null;
  source: ColumnType<TaskSourceJson | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export type AgentRow = Selectable<AgentsTable>;
export type AuditEntryRow = Selectable<AuditEntriesTable>;
export type TaskRow = Selectable<TasksTable>;
