import type { AuditStatus } from '../../../domain/agents/types';
import type { AuditEntry } from './auditTypes';
import { apiRequest } from './client';

/** The audit log: what agents did or propose, and the decisions on what waits for a person. */

export interface AuditQuery {
  status?: AuditStatus;
  agentId?: string;
  actionType?: string;
  /** ISO timestamps, inclusive. */
  from?: string;
  to?: string;
  limit?: number;
}

export interface AuditPage {
  entries: AuditEntry[];
  /** Over the whole log, whatever the filters. */
  pendingCount: number;
  /** Deadline chains waiting to be accepted or declined. */
  waitingChainCount: number;
}

/** What the sidebar badge counts: everything waiting for the person (actions and deadline chains). */
export const waitingCountOf = (page: Pick<AuditPage, 'pendingCount' | 'waitingChainCount'>) => page.pendingCount + page.waitingChainCount;

export type Decision = 'approve' | 'reject';

export interface DecisionOutcome {
  auditId: string;
  outcome: 'approved' | 'rejected' | 'conflict' | 'not_found';
  message: string | null;
}

const auditPath = (auditId: string) => `/api/audit/${encodeURIComponent(auditId)}`;

export function fetchAudit(query: AuditQuery, signal?: AbortSignal): Promise<AuditPage> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return apiRequest<AuditPage>(`/api/audit${text ? `?${text}` : ''}`, { signal });
}

export async function fetchPendingCount(signal?: AbortSignal): Promise<number> {
  const page = await fetchAudit({ status: 'pending', limit: 1 }, signal);
  return page.pendingCount;
}

/** Actions waiting for a decision plus deadline chains waiting for review: the sidebar badge. */
export async function fetchWaitingCount(signal?: AbortSignal): Promise<number> {
  return waitingCountOf(await fetchAudit({ status: 'pending', limit: 1 }, signal));
}

/** Approves one entry, with the parameters as edited (e.g. the reply's body); 409 when already decided. */
export async function approveEntry(auditId: string, params?: Record<string, unknown>): Promise<AuditStatus> {
  const reply = await apiRequest<{ status: AuditStatus }>(`${auditPath(auditId)}/approve`, { method: 'POST', body: params ? { params } : {} });
  return reply.status;
}

export async function rejectEntry(auditId: string): Promise<AuditStatus> {
  const reply = await apiRequest<{ status: AuditStatus }>(`${auditPath(auditId)}/reject`, { method: 'POST', body: {} });
  return reply.status;
}

/** Decides many entries, each on its own: the reply says what became of every one. */
export async function decideMany(decision: Decision, auditIds: string[]): Promise<DecisionOutcome[]> {
  const reply = await apiRequest<{ results: DecisionOutcome[] }>('/api/audit/decisions', { method: 'POST', body: { decision, auditIds } });
  return reply.results;
}

/** Deletes decided entries older than `days` days (pending ones stay); resolves with how many went. */
export async function purgeEntries(days: number): Promise<number> {
  const reply = await apiRequest<{ deleted: number }>(`/api/audit?olderThanDays=${days}`, { method: 'DELETE' });
  return reply.deleted;
}
