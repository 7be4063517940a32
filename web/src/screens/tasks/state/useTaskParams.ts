import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readParams, writeFilters, type TaskFilters, type TaskGrouping, type TaskScreenParams, type TaskView } from './taskParams';

export interface TaskParams extends TaskScreenParams {
  setView(view: TaskView): void;
  setGroup(group: TaskGrouping): void;
  setFilters(filters: TaskFilters): void;
  openTask(taskId: string | null): void;
}

/** ?view=board, ?group=status, the filters and ?task={id}: the screen's state is its URL. */
export function useTaskParams(): TaskParams {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const state = useMemo(() => readParams(params), [key]);

  const set = useCallback(
    (name: string, value: string | null) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      }),
    [setParams],
  );

  return useMemo(
    () => ({
      ...state,
      setView: (view) => set('view', view === 'board' ? 'board' : null),
      setGroup: (group) => set('group', group === 'status' ? 'status' : null),
      setFilters: (filters) => setParams((previous) => writeFilters(previous, filters), { replace: true }),
      openTask: (taskId) => set('task', taskId),
    }),
    [state, set, setParams],
  );
}
