import type { TaskPriority } from '../../../domain/tasks/task';

/** Strict readers for model answers: anything off-shape gives undefined. */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function text(value: unknown, { min = 1, max = 2000 } = {}): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed.length >= min && trimmed.length <= max ? trimmed : undefined;
}

export function wholeNumber(value: unknown, min: number, max: number): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : undefined;
}

/** The agent form (low … urgent) or the task form (Low … Urgent). */
export function priority(value: unknown): TaskPriority | undefined {
  if (typeof value !== 'string') return undefined;
  const known: Record<string, TaskPriority> = { low: 'Low', medium: 'Medium', high: 'High', urgent: 'Urgent' };
  return known[value.trim().toLowerCase()];
}

export function tagList(value: unknown): string[] | undefined {
  if (!Array.isArray(value) || value.length > 20) return undefined;
  const tags = value.map((tag) => text(tag, { max: 40 })?.toLowerCase());
  return tags.every((tag): tag is string => tag !== undefined) ? [...new Set(tags)] : undefined;
}
