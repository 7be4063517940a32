import { isTaskPriority, TASK_STATUSES, type Task, type TaskPriority, type TaskStatus } from './task';

/** The agent-side task (seed 001 §3 "Task (in the agent service)"). */
export const AGENT_TASK_STATUSES = ['todo', 'in_progress', 'completed', 'blocked'] as const;
export type AgentTaskStatus = (typeof AGENT_TASK_STATUSES)[number];
export const AGENT_TASK_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type AgentTaskPriority = (typeof AGENT_TASK_PRIORITIES)[number];

export interface AgentTask {
  id: string;
  title: string;
  description: string;
  priority: AgentTaskPriority;
  status: AgentTaskStatus;
  created: string;
  lastModified: string;
  dueDate: string | null;
  tags: string[];
  /** Minutes. */
  estimatedDuration: number | null;
}

const STATUS_BY_AGENT: Record<AgentTaskStatus, TaskStatus> = { todo: 'To Do', in_progress: 'In Progress', completed: 'Done', blocked: 'Blocked' };
const AGENT_BY_STATUS: Record<TaskStatus, AgentTaskStatus> = { 'To Do': 'todo', 'In Progress': 'in_progress', Done: 'completed', Blocked: 'blocked' };

export function toAgentStatus(status: TaskStatus): AgentTaskStatus {
  return AGENT_BY_STATUS[status];
}

export function toAgentPriority(priority: TaskPriority): AgentTaskPriority {
  return priority.toLowerCase() as AgentTaskPriority;
}

/** A status in either form ('In Progress', 'in_progress', 'in progress', 'done', …); null when it is neither. */
export function readStatus(value: string): TaskStatus | null {
  const key = value.trim().toLowerCase();
  const ui = TASK_STATUSES.find((status) => status.toLowerCase() === key);
  if (ui) return ui;
  const agent = key.replace(/[\s-]+/g, '_');
  if (agent in STATUS_BY_AGENT) return STATUS_BY_AGENT[agent as AgentTaskStatus];
  if (agent === 'done') return 'Done';
  if (agent === 'to_do') return 'To Do';
  return null;
}

/** A priority in either form ('High', 'high', 'HIGH'); null when it is neither. */
export function readPriority(value: string): TaskPriority | null {
  const key = value.trim().toLowerCase();
  const named = key.charAt(0).toUpperCase() + key.slice(1);
  return isTaskPriority(named) ? named : null;
}

export function toAgentTask(task: Task): AgentTask {
  return {
    id: task.id,
    title: task.title,
    description: task.description,
    priority: toAgentPriority(task.priority),
    status: toAgentStatus(task.status),
    created: task.createdAt,
    lastModified: task.updatedAt,
    dueDate: task.dueDate,
    tags: task.tags,
    estimatedDuration: task.estimatedDuration,
  };
}
