/**
 * Undo/redo as a history of whole definitions. Edits are functions of the present definition, so an
 * edit never works on a stale copy. Typing into one field makes one undo step, not one per key:
 * edits with the same merge key within MERGE_WINDOW_MS of each other replace the present.
 */
import type { AutomationDefinition } from '../../../../../../domain/automation/definition';

export const HISTORY_LIMIT = 100;
export const MERGE_WINDOW_MS = 1000;

export interface EditHistory {
  past: readonly AutomationDefinition[];
  present: AutomationDefinition;
  future: readonly AutomationDefinition[];
  /** The merge key and time of the last edit, while it may still absorb the next one. */
  lastEdit: { mergeKey: string; at: number } | null;
}

export type Edit = (definition: AutomationDefinition) => AutomationDefinition;

export type HistoryAction =
  | { type: 'edit'; edit: Edit; /** ms since epoch */ at: number; mergeKey?: string }
  | { type: 'undo' }
  | { type: 'redo' };

export function createHistory(definition: AutomationDefinition): EditHistory {
  return { past: [], present: definition, future: [], lastEdit: null };
}

export const canUndo = (history: EditHistory) => history.past.length > 0;
export const canRedo = (history: EditHistory) => history.future.length > 0;

function applyEdit(history: EditHistory, edit: Edit, at: number, mergeKey: string | undefined): EditHistory {
  const next = edit(history.present);
  if (next === history.present) return history;
  const lastEdit = mergeKey === undefined ? null : { mergeKey, at };
  const merges = mergeKey !== undefined && history.lastEdit?.mergeKey === mergeKey && at - history.lastEdit.at <= MERGE_WINDOW_MS;
  if (merges) return { ...history, present: next, future: [], lastEdit };
  return { past: [...history.past, history.present].slice(-HISTORY_LIMIT), present: next, future: [], lastEdit };
}

export function historyReducer(history: EditHistory, action: HistoryAction): EditHistory {
  switch (action.type) {
    case 'edit':
      return applyEdit(history, action.edit, action.at, action.mergeKey);
    case 'undo': {
      const previous = history.past[history.past.length - 1];
      if (!previous) return history;
      return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future], lastEdit: null };
    }
    case 'redo': {
      const [next, ...rest] = history.future;
      if (!next) return history;
      return { past: [...history.past, history.present].slice(-HISTORY_LIMIT), present: next, future: rest, lastEdit: null };
    }
  }
}
