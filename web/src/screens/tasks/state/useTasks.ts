import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchTask, fetchTasks, fetchTemplates } from '../../../api/tasks';
import { taskKeys } from './taskKeys';
import { toQuery, type TaskFilters } from './taskParams';

/** The top-level tasks that match the filters, in their order. */
export function useTaskList(filters: TaskFilters) {
  const query = toQuery(filters);
  return useQuery({
    queryKey: taskKeys.list(query),
    queryFn: ({ signal }) => fetchTasks(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useTask(taskId: string | null) {
  return useQuery({
    queryKey: taskKeys.detail(taskId ?? ''),
    queryFn: ({ signal }) => fetchTask(taskId!, signal),
    enabled: Boolean(taskId),
  });
}

export function useSubtasks(taskId: string | null) {
  return useQuery({
    queryKey: taskKeys.subtasks(taskId ?? ''),
    queryFn: ({ signal }) => fetchTasks({ parentTaskId: taskId! }, signal),
    enabled: Boolean(taskId),
  });
}

export function useTemplates() {
  return useQuery({ queryKey: taskKeys.templates(), queryFn: ({ signal }) => fetchTemplates(signal), staleTime: 60_000 });
}
