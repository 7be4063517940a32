import type { TaskStatus } from './task';

/** The two fields a transition decides; `completed` is always `status === 'Done'`. */
export interface TaskState {
  status: TaskStatus;
  completed: boolean;
}

export const TASK_ACTIONS = ['start', 'complete', 'cancel'] as const;
export type TaskAction = (typeof TASK_ACTIONS)[number];

const TARGET: Record<TaskAction, TaskStatus> = { start: 'In Progress', complete: 'Done', cancel: 'Blocked' };

export function stateOf(status: TaskStatus): TaskState {
  return { status, completed: status === 'Done' };
}

/** Seed 000 §4: created as To Do by default; created directly as Done means completed. */
export function initialState(status: TaskStatus | undefined): TaskState {
  return stateOf(status ?? 'To Do');
}

/**
 * Seed 000 §4: Start → In Progress, Complete → Done (completed), Cancel → Blocked. The spec names no
 * source states, so every action is allowed from every state (starting a Done task reopens it) and
 * repeating an action changes nothing.
 */
export function applyAction(_current: TaskState, action: TaskAction): TaskState {
  return stateOf(TARGET[action]);
}

/**
 * A direct edit of status and/or completed (the list's checkbox sends only `completed`). Unticking a
 * Done task reopens it as To Do; ticking any task completes it. Null when the two contradict.
 */
export function editedState(current: TaskState, edit: { status?: TaskStatus; completed?: boolean }): TaskState | null {
  if (edit.status !== undefined) {
    if (edit.completed !== undefined && edit.completed !== (edit.status === 'Done')) return null;
    return stateOf(edit.status);
  }
  if (edit.completed === undefined || edit.completed === current.completed) return stateOf(current.status);
  return edit.completed ? stateOf('Done') : stateOf('To Do');
}
