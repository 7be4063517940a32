/** Agents, their actions and the audit log (seed 001 §3, §4, §9). */
import type { NotificationPreferences, WorkingHours } from './created-agent';

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
  /** The Created agent's customPrompt (seed 001 §3): the person's own instructions, added to the base prompt. */
  customPrompt?: string;
}

/** How people decided the agent's proposals (audit entries decided by a person). */
export interface AgentDecisionCounts {
  approvedUnchanged: number;
  /** Approved with parameters the person changed. */
  edited: number;
  rejected: number;
}

/** Computed from the agent's real history, never stored or invented; every ratio is 0–1. */
export interface AgentMetrics {
  /** Mean of the available of successRate, accuracy and the share of good feedback; null when none is. */
  performance: number | null;
  tasksCompleted: number;
  tasksTotal: number;
  /** Completed ÷ (completed + failed), 0–1; null before any action finished. */
  successRate: number | null;
  /** Mean time from start to completion, in ms; null before any action completed. */
  responseTimeMs: number | null;
  /** approvedUnchanged ÷ all decided by a person; null before any decision. */
  accuracy: number | null;
  decisions: AgentDecisionCounts;
  /** Share of the last 30 days (or since creation) the agent was active or idle. */
  uptime: number | null;
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
  /** What sets the agent to work (AGENT_TRIGGERS of created-agent.ts). */
  triggers: string[];
  /** In the user's time zone; null: any time. */
  workingHours: WorkingHours | null;
  notificationPreferences: NotificationPreferences;
  metrics: AgentMetrics;
  createdAt: string;
  updatedAt: string;
}

export const AUDIT_STATUSES = ['pending', 'approved', 'rejected', 'auto_approved', 'completed', 'failed', 'expired'] as const;
export type AuditStatus = (typeof AUDIT_STATUSES)[number];

export const AGENT_ACTION_STATUSES = ['pending', 'completed', 'failed'] as const;
export type AgentActionStatus = (typeof AGENT_ACTION_STATUSES)[number];
