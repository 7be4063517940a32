import type { AgentMetrics } from './types';

/** Counts over an agent's action history, as the database aggregates them. */
export interface ActionHistoryTotals {
  total: number;
  completed: number;
  failed: number;
  /** Mean completion time of completed actions in ms, or null. */
  meanCompletionMs: number | null;
  lastStartedAt: string | null;
}

/** Metrics from what the agent actually did, nothing estimated. */
export function toAgentMetrics(totals: ActionHistoryTotals): AgentMetrics {
  const finished = totals.completed + totals.failed;
  return {
    tasksCompleted: totals.completed,
    tasksTotal: totals.total,
    successRate: finished > 0 ? totals.completed / finished : null,
    responseTimeMs: totals.meanCompletionMs === null ? null : Math.round(totals.meanCompletionMs),
    lastActive: totals.lastStartedAt,
  };
}
