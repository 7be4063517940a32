import type { TaskSource } from '../../../../../domain/tasks/task';

/** Where a task came from, in plain words; null when a person made it here. */
export function sourceText(source: TaskSource | null): string | null {
  if (!source) return null;
  if (source.kind === 'agent') return `Created by ${source.name}`;
  if (source.kind === 'automation') return `From automation “${source.name}”`;
  return `From the calendar: ${source.name}`;
}

export function countText(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
