import type { AgentDecisionCounts, AgentMetrics } from './types';

/** The window uptime is measured over (seed 001 §3 "uptime"): the last 30 days, or since creation if younger. */
export const UPTIME_WINDOW_DAYS = 30;

/** Counts over an agent's history, as the database aggregates them. */
export interface ActionHistoryTotals {
  total: number;
  completed: number;
  failed: number;
  /** Mean completion time of completed actions in ms, or null. */
  meanCompletionMs: number | null;
  lastStartedAt: string | null;
}

export interface AgentHistory extends ActionHistoryTotals {
  decisions: AgentDecisionCounts;
  feedback: { good: number; bad: number };
  /** Status changes in the window, and the last one before it (what the status was when it began). */
  statusChanges: ReadonlyArray<{ status: string; at: string }>;
  createdAt: string;
}

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/** approvedUnchanged ÷ (approvedUnchanged + edited + rejected), or null before any decision. */
export function accuracyOf(decisions: AgentDecisionCounts): number | null {
  return ratio(decisions.approvedUnchanged, decisions.approvedUnchanged + decisions.edited + decisions.rejected);
}

/**
 * Share of the window [max(now − 30 days, createdAt), now) during which the agent was active or idle, from its
 * status changes; time before its first known status counts as down. Null for a window of no length.
 */
export function uptimeOf(changes: ReadonlyArray<{ status: string; at: string }>, createdAt: string, now: Date): number | null {
  const end = now.getTime();
  const start = Math.max(end - UPTIME_WINDOW_DAYS * 24 * 60 * 60 * 1000, new Date(createdAt).getTime());
  if (end <= start) return null;
  const sorted = [...changes].map((change) => ({ status: change.status, at: new Date(change.at).getTime() })).sort((a, b) => a.at - b.at);
  let up = 0;
  sorted.forEach((change, index) => {
    if (change.status === 'inactive') return;
    const from = Math.max(change.at, start);
    const to = Math.min(sorted[index + 1]?.at ?? end, end);
    if (to > from) up += to - from;
  });
  return up / (end - start);
}

/** Mean of the ratios that exist; null when none does. */
export function performanceOf(parts: ReadonlyArray<number | null>): number | null {
  const present = parts.filter((part): part is number => part !== null);
  return present.length > 0 ? present.reduce((sum, part) => sum + part, 0) / present.length : null;
}

/** Metrics from what the agent actually did and how people judged it, nothing estimated. */
export function toAgentMetrics(history: AgentHistory, now = new Date()): AgentMetrics {
  const finished = history.completed + history.failed;
  const successRate = ratio(history.completed, finished);
  const accuracy = accuracyOf(history.decisions);
  const goodShare = ratio(history.feedback.good, history.feedback.good + history.feedback.bad);
  return {
    performance: performanceOf([successRate, accuracy, goodShare]),
    tasksCompleted: history.completed,
    tasksTotal: history.total,
    successRate,
    responseTimeMs: history.meanCompletionMs === null ? null : Math.round(history.meanCompletionMs),
    accuracy,
    decisions: history.decisions,
    uptime: uptimeOf(history.statusChanges, history.createdAt, now),
    lastActive: history.lastStartedAt,
  };
}
