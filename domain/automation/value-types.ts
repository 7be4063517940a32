/**
 * The little type system the validator uses to check that a mapped value fits where it goes,
 * "where known": trigger data, action inputs and action outputs are described as shapes.
 */
import { splitPath } from './data-path';

export type ValueType = 'string' | 'number' | 'boolean' | 'date' | 'string[]' | 'object' | 'unknown';

/** A leaf type, or an object of named fields. An 'unknown' leaf accepts any deeper path. */
export type Shape = ValueType | { readonly [field: string]: Shape };

export type ShapeLookup = { found: true; shape: Shape; type: ValueType } | { found: false };

export function typeOfShape(shape: Shape): ValueType {
  return typeof shape === 'string' ? shape : 'object';
}

/** The shape at a dot path ('' is the whole shape). */
export function shapeAt(shape: Shape, path: string): ShapeLookup {
  let current: Shape = shape;
  for (const segment of splitPath(path)) {
    if (current === 'unknown') return { found: true, shape: 'unknown', type: 'unknown' };
    if (current === 'string[]' && /^\d+$/.test(segment)) {
      current = 'string';
      continue;
    }
    if (typeof current === 'string' || !Object.prototype.hasOwnProperty.call(current, segment)) return { found: false };
    current = current[segment]!;
  }
  return { found: true, shape: current, type: typeOfShape(current) };
}

/** Whether a value of type `actual` can go where `expected` is needed. Dates travel as ISO text. */
export function isCompatible(expected: ValueType, actual: ValueType): boolean {
  if (expected === 'unknown' || actual === 'unknown') return true;
  if (expected === 'string') return actual === 'string' || actual === 'date';
  return expected === actual;
}

const DESCRIPTIONS: Record<ValueType, string> = {
  string: 'text',
  number: 'a number',
  boolean: 'yes or no',
  date: 'a date and time',
  'string[]': 'a list of text',
  object: 'a group of fields',
  unknown: 'any value',
};

export function describeType(type: ValueType): string {
  return DESCRIPTIONS[type];
}

/** An ISO 8601 date or date-time, e.g. 2025-03-10 or 2025-03-10T09:00:00Z. */
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** The type of a literal value typed into the editor; text that reads as an ISO date counts as a date. */
export function typeOfValue(value: unknown): ValueType {
  if (typeof value === 'string') return ISO_DATE_PATTERN.test(value.trim()) ? 'date' : 'string';
  if (typeof value === 'number') return Number.isFinite(value) ? 'number' : 'unknown';
  if (typeof value === 'boolean') return 'boolean';
  if (Array.isArray(value)) return value.every((item) => typeof item === 'string') ? 'string[]' : 'unknown';
  if (value !== null && typeof value === 'object') return 'object';
  return 'unknown';
}
