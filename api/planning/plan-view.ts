import type { TimeBlockPlanRow } from '../../db/tables/planning';
import type { TimeBlockPlan } from '../../domain/planning/plan';

export function toTimeBlockPlan(row: TimeBlockPlanRow): TimeBlockPlan {
  return {
    id: row.id,
    status: row.status,
    rangeStart: row.range_start.toISOString(),
    rangeEnd: row.range_end.toISOString(),
    blocks: row.blocks,
    atRisk: row.at_risk,
    changes: row.changes,
    replacesPlanId: row.replaces_plan_id,
    error: row.error,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at ? row.decided_at.toISOString() : null,
  };
}
