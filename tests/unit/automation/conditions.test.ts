import { describe, expect, it } from 'vitest';
import { evaluateCondition, evaluateConditions } from '../../../domain/automation/conditions';
import { getPath, lookupPath } from '../../../domain/automation/data-path';
import type { Condition } from '../../../domain/automation/definition';

const data = {
  email: {
    subject: 'Notice of Hearing — Smith v. ACME',
    from: 'clerk@wcab.ca.gov',
    to: ['ann@firm.com', 'Bob@Firm.com'],
    date: '2025-03-10T16:00:00Z',
    attachments: 3,
    score: '7.5',
    urgent: true,
    cc: [],
    blank: '',
    nothing: null,
  },
  steps: { classify: { category: 'Hearing Notice' } },
};

const check = (field: string, operator: Condition['operator'], value?: Condition['value']) => evaluateCondition({ field, operator, value }, data);

describe('getPath', () => {
  it('follows dot paths, list indices, and gives undefined for anything missing', () => {
    expect(getPath(data, 'email.subject')).toBe('Notice of Hearing — Smith v. ACME');
    expect(getPath(data, 'email.to.1')).toBe('Bob@Firm.com');
    expect(getPath(data, 'steps.classify.category')).toBe('Hearing Notice');
    expect(getPath(data, 'email.missing.deeper')).toBeUndefined();
    expect(getPath(data, 'email.to.9')).toBeUndefined();
    expect(getPath(data, 'email.subject.length')).toBeUndefined();
    expect(getPath(data, '')).toBe(data);
  });
  it('never reaches prototype members', () => {
    expect(getPath({}, 'constructor')).toBeUndefined();
    expect(getPath({ a: {} }, 'a.__proto__')).toBeUndefined();
    expect(getPath([1], 'length')).toBeUndefined();
  });
  it('tells a present null apart from an absent field', () => {
    expect(lookupPath(data, 'email.nothing')).toEqual({ found: true, value: null });
    expect(lookupPath(data, 'email.absent')).toEqual({ found: false });
  });
});

describe('evaluateCondition — the seven operators (seed 001 §3)', () => {
  it('equals: case-insensitive text, numeric when both are numbers, yes/no by text', () => {
    expect(check('email.from', 'equals', 'CLERK@wcab.ca.gov')).toBe(true);
    expect(check('email.from', 'equals', 'clerk@wcab')).toBe(false);
    expect(check('email.attachments', 'equals', '3.0')).toBe(true);
    expect(check('email.attachments', 'equals', 4)).toBe(false);
    expect(check('email.urgent', 'equals', 'TRUE')).toBe(true);
    expect(check('email.urgent', 'equals', false)).toBe(false);
  });
  it('contains: case-insensitive substring', () => {
    expect(check('email.subject', 'contains', 'hearing')).toBe(true);
    expect(check('steps.classify.category', 'contains', 'HEARING')).toBe(true);
    expect(check('email.subject', 'contains', 'deposition')).toBe(false);
  });
  it('startsWith and endsWith: case-insensitive', () => {
    expect(check('email.subject', 'startsWith', 'notice of')).toBe(true);
    expect(check('email.subject', 'startsWith', 'hearing')).toBe(false);
    expect(check('email.from', 'endsWith', '.CA.GOV')).toBe(true);
    expect(check('email.from', 'endsWith', '.com')).toBe(false);
  });
  it('greaterThan and lessThan compare numbers, including numeric text', () => {
    expect(check('email.attachments', 'greaterThan', 2)).toBe(true);
    expect(check('email.attachments', 'greaterThan', 3)).toBe(false);
    expect(check('email.score', 'greaterThan', '10')).toBe(false);
    expect(check('email.score', 'lessThan', 10)).toBe(true);
    expect(check('email.attachments', 'lessThan', '3')).toBe(false);
  });
  it('greaterThan and lessThan compare ISO dates when both sides are dates', () => {
    expect(check('email.date', 'greaterThan', '2025-03-10')).toBe(true);
    expect(check('email.date', 'lessThan', '2025-03-10T17:00:00Z')).toBe(true);
    expect(check('email.date', 'lessThan', '2025-03-10T08:00:00-08:00')).toBe(false);
    expect(check('email.date', 'greaterThan', '2025-04-01')).toBe(false);
  });
  it('greaterThan and lessThan do not match text that is neither a number nor a date', () => {
    expect(check('email.subject', 'greaterThan', 'A')).toBe(false);
    expect(check('email.subject', 'lessThan', 'Z')).toBe(false);
    expect(check('email.date', 'greaterThan', 5)).toBe(false);
  });
  it('exists ignores the value; null, empty text and empty lists do not exist', () => {
    expect(check('email.subject', 'exists')).toBe(true);
    expect(check('email.subject', 'exists', 'ignored')).toBe(true);
    expect(check('email.attachments', 'exists')).toBe(true);
    expect(check('email.missing', 'exists')).toBe(false);
    expect(check('email.nothing', 'exists')).toBe(false);
    expect(check('email.blank', 'exists')).toBe(false);
    expect(check('email.cc', 'exists')).toBe(false);
  });
  it('matches a list when any item matches', () => {
    expect(check('email.to', 'contains', 'bob@')).toBe(true);
    expect(check('email.to', 'equals', 'ANN@FIRM.COM')).toBe(true);
    expect(check('email.to', 'endsWith', '@court.gov')).toBe(false);
  });
  it('a missing field or a missing value matches no operator but exists', () => {
    for (const operator of ['equals', 'contains', 'startsWith', 'endsWith', 'greaterThan', 'lessThan'] as const) {
      expect(check('email.missing', operator, 'x')).toBe(false);
      expect(check('email.subject', operator)).toBe(false);
      expect(check('email.nothing', operator, 'null')).toBe(false);
    }
  });
  it('objects are not compared as text', () => {
    expect(check('steps.classify', 'contains', 'object')).toBe(false);
  });
});

describe('evaluateConditions', () => {
  it('needs all to match, and an empty list matches', () => {
    expect(evaluateConditions([], data)).toBe(true);
    expect(evaluateConditions(undefined, data)).toBe(true);
    expect(evaluateConditions([{ field: 'email.subject', operator: 'contains', value: 'hearing' }, { field: 'email.attachments', operator: 'greaterThan', value: 1 }], data)).toBe(true);
    expect(evaluateConditions([{ field: 'email.subject', operator: 'contains', value: 'hearing' }, { field: 'email.attachments', operator: 'greaterThan', value: 5 }], data)).toBe(false);
  });
});
