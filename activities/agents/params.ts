import { ApplicationFailure } from '@temporalio/activity';

/** Reading an action's parameters: a missing or mistyped one is a validation failure, never retried. */
export function requireString(params: Record<string, unknown>, name: string): string {
  const value = params[name];
  if (typeof value !== 'string' || value.trim() === '') throw ApplicationFailure.nonRetryable(`The action needs the parameter "${name}".`, 'ValidationError');
  return value;
}

export function optionalString(params: Record<string, unknown>, name: string): string | undefined {
  const value = params[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw ApplicationFailure.nonRetryable(`The parameter "${name}" must be text.`, 'ValidationError');
  return value;
}

export function optionalDate(params: Record<string, unknown>, name: string): Date | undefined {
  const value = optionalString(params, name);
  if (value === undefined) return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw ApplicationFailure.nonRetryable(`The parameter "${name}" must be a date and time.`, 'ValidationError');
  return date;
}

export function optionalStrings(params: Record<string, unknown>, name: string): string[] | undefined {
  const value = params[name];
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) throw ApplicationFailure.nonRetryable(`The parameter "${name}" must be a list of text.`, 'ValidationError');
  return value as string[];
}
