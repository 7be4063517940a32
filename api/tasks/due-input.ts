import { readDueDate } from '../../domain/tasks/due-time';
import { TASK_MESSAGES } from '../../domain/tasks/messages';
import { badRequest } from './errors';

/** A due date from a request body: absent stays absent, null clears, anything else must be a plausible instant. */
export function dueInput(value: string | null | undefined, field = 'dueDate'): Date | null | undefined {
  if (value === undefined || value === null) return value;
  const date = readDueDate(value);
  if (!date) throw badRequest(TASK_MESSAGES.badDueDate(field));
  return date;
}
