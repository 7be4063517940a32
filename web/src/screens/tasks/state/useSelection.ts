import { useCallback, useMemo, useState } from 'react';
import type { Task } from '../../../../../domain/tasks/task';

/** The ticked tasks and the current one (the j/k cursor), kept to the tasks still on screen. */
export function useSelection(tasks: readonly Task[]) {
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [cursor, setCursor] = useState<string | null>(null);
  const ids = useMemo(() => new Set(tasks.map((task) => task.id)), [tasks]);
  const selected = useMemo(() => new Set([...picked].filter((id) => ids.has(id))), [picked, ids]);
  const cursorId = cursor && ids.has(cursor) ? cursor : null;

  const select = useCallback((taskId: string, on: boolean) => {
    setPicked((previous) => {
      const next = new Set(previous);
      if (on) next.add(taskId);
      else next.delete(taskId);
      return next;
    });
  }, []);

  const step = useCallback(
    (by: 1 | -1): string | null => {
      if (!tasks.length) return null;
      const index = cursorId ? tasks.findIndex((task) => task.id === cursorId) : -1;
      const next = index < 0 ? (by === 1 ? 0 : tasks.length - 1) : Math.min(tasks.length - 1, Math.max(0, index + by));
      const id = tasks[next]!.id;
      setCursor(id);
      return id;
    },
    [tasks, cursorId],
  );

  return { selected, cursorId, setCursor, select, step, clear: () => setPicked(new Set()) };
}
