/** What moved between two plans: per task, its blocks paired in time order (seed: "the user sees what moved"). */
import type { PlanChange, PlannedBlock } from './plan';

/**
 * Changes from `previous` to `next`. Blocks of the previous plan that ended before `since` (ISO; the
 * new plan's first usable instant) are history, not changes. Ordered by time, then task.
 */
export function diffPlans(previous: readonly PlannedBlock[], next: readonly PlannedBlock[], since?: string): PlanChange[] {
  const cutoff = since ? Date.parse(since) : Number.NEGATIVE_INFINITY;
  const before = byTask(previous.filter((block) => Date.parse(block.end) > cutoff));
  const after = byTask(next);
  const changes: PlanChange[] = [];
  for (const taskId of new Set([...before.keys(), ...after.keys()])) {
    const old = before.get(taskId) ?? [];
    const now = after.get(taskId) ?? [];
    for (let k = 0; k < Math.max(old.length, now.length); k++) {
      const from = old[k];
      const to = now[k];
      if (from && to && from.start === to.start && from.end === to.end) continue;
      changes.push({
        taskId,
        title: (to ?? from)!.title,
        from: from ? { start: from.start, end: from.end } : null,
        to: to ? { start: to.start, end: to.end } : null,
      });
    }
  }
  const when = (change: PlanChange) => (change.to ?? change.from)!.start;
  return changes.sort((a, b) => (when(a) < when(b) ? -1 : when(a) > when(b) ? 1 : a.taskId < b.taskId ? -1 : a.taskId > b.taskId ? 1 : 0));
}

function byTask(blocks: readonly PlannedBlock[]): Map<string, PlannedBlock[]> {
  const map = new Map<string, PlannedBlock[]>();
  for (const block of blocks) {
    const list = map.get(block.taskId);
    if (list) list.push(block);
    else map.set(block.taskId, [block]);
  }
  for (const list of map.values()) list.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  return map;
}
