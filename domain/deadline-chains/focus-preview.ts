import { diffPlans } from '../planning/diff';
import type { PlanChange, PlannedBlock } from '../planning/plan';
import { planTimeBlocks, type PlannerInput } from '../planning/planner';

export interface FocusPreviewInput {
  /** The blocks of the accepted focus-time plan: where the focus blocks are now. */
  acceptedBlocks: readonly PlannedBlock[];
  /** The planner's input as the calendar and the tasks are now (the accepted plan's range). */
  planner: PlannerInput;
  /** The tasks whose due dates the reschedule would move: task id → new due instant (ISO). */
  movedDues: ReadonlyMap<string, string>;
}

/**
 * The focus blocks a reschedule would move. The planner runs twice on the same calendar, with the
 * tasks' due dates as they are and as they would be; a task whose blocks differ between the two is
 * moved by the reschedule (not by anything else that changed since the plan was accepted), and is
 * shown from its accepted blocks to the blocks the new plan would give it.
 */
export function focusBlockMoves({ acceptedBlocks, planner, movedDues }: FocusPreviewInput): PlanChange[] {
  if (movedDues.size === 0) return [];
  const moved = planTimeBlocks({ ...planner, tasks: planner.tasks.map((task) => (movedDues.has(task.id) ? { ...task, dueDate: movedDues.get(task.id)! } : task)) });
  const current = planTimeBlocks(planner);
  const affected = new Set([...movedDues.keys()].filter((taskId) => !sameBlocks(ofTask(current.blocks, taskId), ofTask(moved.blocks, taskId))));
  if (affected.size === 0) return [];
  const since = new Date(Math.max(Date.parse(planner.now), Date.parse(planner.rangeStart))).toISOString();
  const from = acceptedBlocks.filter((block) => affected.has(block.taskId));
  const to = moved.blocks.filter((block) => affected.has(block.taskId));
  return diffPlans(from, to, since);
}

const ofTask = (blocks: readonly PlannedBlock[], taskId: string) => blocks.filter((block) => block.taskId === taskId);

function sameBlocks(a: readonly PlannedBlock[], b: readonly PlannedBlock[]): boolean {
  return a.length === b.length && a.every((block, index) => block.start === b[index]!.start && block.end === b[index]!.end);
}
