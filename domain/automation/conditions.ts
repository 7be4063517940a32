/**
 * Condition operators of seed 001 §3, evaluated against plain data.
 *
 * The rules, in the order they apply:
 * - `field` is a dot path into the data (path.ts). A field that is missing, null or undefined matches nothing.
 * - `exists` ignores `value`: it matches when the field is present and not null, '' or an empty list.
 * - When the field holds a list, the condition matches when any item matches (e.g. `email.to contains "@wcab"`).
 * - Text comparisons (`equals`, `contains`, `startsWith`, `endsWith`) ignore case: both sides are compared
 *   lower-cased. Numbers and yes/no values are compared by their text ('42', 'true').
 * - `equals` compares numerically when both sides are numbers (or text that is a number): 5 equals '5.0'.
 * - `greaterThan` / `lessThan` compare numbers when both sides are numbers (or numeric text); otherwise dates
 *   when both sides are ISO 8601 dates (a date without an offset is read as UTC); otherwise they do not match.
 */
import { DateTime } from 'luxon';
import type { Condition } from './definition';
import { getPath } from './data-path';
import { ISO_DATE_PATTERN } from './value-types';

function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = Number(value.trim());
  return Number.isFinite(parsed) ? parsed : null;
}

/** Milliseconds of an ISO 8601 date or date-time; null when it is not one. */
export function asDateMillis(value: unknown): number | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime();
  if (typeof value !== 'string' || !ISO_DATE_PATTERN.test(value.trim())) return null;
  const parsed = DateTime.fromISO(value.trim().replace(' ', 'T'), { zone: 'utc' });
  return parsed.isValid ? parsed.toMillis() : null;
}

function asText(value: unknown): string | null {
  if (typeof value === 'string') return value.toLowerCase();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value).toLowerCase();
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().toLowerCase();
  return null;
}

function compare(actual: unknown, expected: unknown): number | null {
  const a = asNumber(actual);
  const b = asNumber(expected);
  if (a !== null && b !== null) return a - b;
  const da = asDateMillis(actual);
  const db = asDateMillis(expected);
  if (da !== null && db !== null) return da - db;
  return null;
}

function isPresent(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return false;
  return !(Array.isArray(value) && value.length === 0);
}

function matchesOne(operator: Exclude<Condition['operator'], 'exists'>, actual: unknown, expected: unknown): boolean {
  if (operator === 'greaterThan' || operator === 'lessThan') {
    const order = compare(actual, expected);
    return order !== null && (operator === 'greaterThan' ? order > 0 : order < 0);
  }
  if (operator === 'equals') {
    const a = asNumber(actual);
    const b = asNumber(expected);
    if (a !== null && b !== null) return a === b;
  }
  const text = asText(actual);
  const wanted = asText(expected);
  if (text === null || wanted === null) return false;
  switch (operator) {
    case 'equals':
      return text === wanted;
    case 'contains':
      return text.includes(wanted);
    case 'startsWith':
      return text.startsWith(wanted);
    case 'endsWith':
      return text.endsWith(wanted);
  }
}

export function evaluateCondition(condition: Condition, data: unknown): boolean {
  const { operator, value } = condition;
  const actual = getPath(data, condition.field);
  if (operator === 'exists') return isPresent(actual);
  if (actual === undefined || actual === null || value === undefined || value === null) return false;
  if (Array.isArray(actual)) return actual.some((item) => matchesOne(operator, item, value));
  return matchesOne(operator, actual, value);
}

/** All must match; an empty list matches. */
export function evaluateConditions(conditions: readonly Condition[] | undefined, data: unknown): boolean {
  return (conditions ?? []).every((condition) => evaluateCondition(condition, data));
}
