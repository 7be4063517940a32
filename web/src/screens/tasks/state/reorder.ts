import type { Task, TaskStatus } from '../../../../../domain/tasks/task';

/** Drag and drop as data: where a dropped task goes, and the list as it looks afterwards. */

export interface Move {
  status?: TaskStatus;
  /** The task it now stands before; null = last. */
  beforeTaskId: string | null;
}

export interface Drop {
  activeId: string;
  /** A task's id, or null when dropped on a column's empty space. */
  overId: string | null;
  /** The status column it was dropped in; null in the flat list. */
  column: TaskStatus | null;
}

/** What to ask the server for, or null when the drop changes nothing. */
export function planDrop(tasks: readonly Task[], drop: Drop): Move | null {
  const active = tasks.find((task) => task.id === drop.activeId);
  if (!active) return null;
  const status = drop.column ?? active.status;
  const inColumn = tasks.filter((task) => (drop.column ? task.status === status : true));
  const statusChange = status !== active.status ? { status } : {};

  let beforeTaskId: string | null;
  if (drop.overId === null || drop.overId === active.id) {
    if (!statusChange.status) return null;
    beforeTaskId = null;
  } else {
    const overIndex = inColumn.findIndex((task) => task.id === drop.overId);
    if (overIndex < 0) return null;
    const activeIndex = inColumn.findIndex((task) => task.id === active.id);
    if (activeIndex >= 0 && activeIndex < overIndex) {
      // Moving down within the column: it lands after the task it was dropped on.
      beforeTaskId = inColumn[overIndex + 1]?.id ?? null;
    } else {
      beforeTaskId = inColumn[overIndex]!.id;
    }
  }

  if (!statusChange.status) {
    const activeIndex = inColumn.findIndex((task) => task.id === active.id);
    const currentNext = inColumn[activeIndex + 1]?.id ?? null;
    if (currentNext === beforeTaskId) return null;
  }
  return { ...statusChange, beforeTaskId };
}

/** A status set by hand, with what it implies (Done is completed, seed 000 §4). */
export function withStatus(task: Task, status: TaskStatus): Task {
  return { ...task, status, completed: status === 'Done' };
}

/** The list after the move, for an optimistic update; lists without the task are left as they are. */
export function applyMove(tasks: readonly Task[], taskId: string, move: Move): Task[] {
  const task = tasks.find((one) => one.id === taskId);
  if (!task) return [...tasks];
  const moved = move.status ? withStatus(task, move.status) : task;
  const rest = tasks.filter((one) => one.id !== taskId);
  const index = move.beforeTaskId ? rest.findIndex((one) => one.id === move.beforeTaskId) : -1;
  if (index < 0) return [...rest, moved];
  return [...rest.slice(0, index), moved, ...rest.slice(index)];
}

/** Tasks of one status column, in order. */
export function columnOf(tasks: readonly Task[], status: TaskStatus): Task[] {
  return tasks.filter((task) => task.status === status);
}
