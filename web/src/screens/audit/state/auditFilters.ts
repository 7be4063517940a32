import type { AuditStatus } from '../../../../../domain/agents/types';
import type { AuditQuery } from '../../../api/audit';

/** What the queue shows: all entries by default, narrowed by status, agent, action type and days. */
export interface AuditFilters {
  status?: AuditStatus;
  agentId?: string;
  actionType?: string;
  /** Local calendar days, YYYY-MM-DD, both included. */
  fromDay?: string;
  toDay?: string;
}

/** The most entries one page shows; the pending queue always comes first. */
export const AUDIT_PAGE_SIZE = 200;

/** A local day's first or last moment as an ISO timestamp; undefined for an empty or unreadable day. */
function dayBoundary(day: string | undefined, edge: 'start' | 'end'): string | undefined {
  if (!day) return undefined;
  const date = new Date(`${day}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

export function queryOf(filters: AuditFilters): AuditQuery {
  const { fromDay, toDay, ...rest } = filters;
  return { ...rest, from: dayBoundary(fromDay, 'start'), to: dayBoundary(toDay, 'end'), limit: AUDIT_PAGE_SIZE };
}

export function hasFilters(filters: AuditFilters): boolean {
  return Object.values(filters).some((value) => value !== undefined && value !== '');
}
