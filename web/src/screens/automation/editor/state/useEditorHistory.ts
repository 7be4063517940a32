import { useCallback, useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import type { AutomationDefinition } from '../../../../../../domain/automation/definition';
import { canRedo, canUndo, createHistory, historyReducer, type Edit } from '../model/history';

export interface EditorHistory {
  definition: AutomationDefinition;
  canUndo: boolean;
  canRedo: boolean;
  /** Applies an edit to the present definition; edits with the same `mergeKey` in quick succession make one undo step. */
  edit(edit: Edit, mergeKey?: string): void;
  undo(): void;
  redo(): void;
}

/** The definition being edited, its undo/redo history, and `onChange` after every change of it. */
export function useEditorHistory(initialDefinition: AutomationDefinition, onChange: (definition: AutomationDefinition) => void): EditorHistory {
  const [history, dispatch] = useReducer(historyReducer, initialDefinition, createHistory);
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  });
  const reported = useRef(initialDefinition);
  useEffect(() => {
    if (history.present === reported.current) return;
    reported.current = history.present;
    onChangeRef.current(history.present);
  }, [history.present]);

  const edit = useCallback((apply: Edit, mergeKey?: string) => dispatch({ type: 'edit', edit: apply, at: Date.now(), mergeKey }), []);
  const undo = useCallback(() => dispatch({ type: 'undo' }), []);
  const redo = useCallback(() => dispatch({ type: 'redo' }), []);
  return { definition: history.present, canUndo: canUndo(history), canRedo: canRedo(history), edit, undo, redo };
}
