/** Agents, their actions and the audit log (seed 001 §3, §4, §9). */

export const AGENT_TYPES = ['email', 'document', 'calendar', 'task', 'research', 'code'] as const;
export type AgentType = (typeof AGENT_TYPES)[number];

export const AUTONOMY_LEVELS = ['supervised', 'semi-autonomous', 'autonomous'] as const;
export type AutonomyLevel = (typeof AUTONOMY_LEVELS)[number];

export const AGENT_STATUSES = ['active', 'idle', 'inactive'] as const;
export type AgentStatus = (typeof AGENT_STATUSES)[number];

export interface AgentConfig {
  model: string;
  temperature: number;
  maxTokens: number;
  systemPrompt: string;
}

/** Computed from the agent's real action history, never stored or invented. */
export interface AgentMetrics {
  tasksCompleted: number;
  tasksTotal: number;
  /** Completed ÷ (completed + failed), 0–1; null before any action finished. */
  successRate: number | null;
  /** Mean time from start to completion, in ms; null before any action completed. */
  responseTimeMs: number | null;
  lastActive: string | null;
}

export interface Agent {
  id: string;
  name: string;
  type: AgentType;
  description: string;
  status: AgentStatus;
  autonomyLevel: AutonomyLevel;
  capabilities: string[];
  config: AgentConfig;
  metrics: AgentMetrics;
  createdAt: string;
  updatedAt: string;
}

export const AUDIT_STATUSES = ['pending', 'approved', 'rejected', 'auto_approved', 'completed', 'failed', 'expired'] as const;
export type AuditStatus = (typeof AUDIT_STATUSES)[number];

export const AGENT_ACTION_STATUSES = ['pending', 'completed', 'failed'] as const;
export type AgentActionStatus = (typeof AGENT_ACTION_STATUSES)[number];
