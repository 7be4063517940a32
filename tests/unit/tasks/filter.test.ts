import { describe, expect, it } from 'vitest';
import { matchesTaskFilter, parseTaskFilter, type TaskFilter } from '../../../domain/tasks/filter';
import type { Task } from '../../../domain/tasks/task';

const zone = 'America/Los_Angeles';
const parse = (query: Record<string, string>) => parseTaskFilter(query, zone);
const filterOf = (query: Record<string, string>): TaskFilter => {
  const parsed = parse(query);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.filter;
};

describe('task filter (seed 000 §3) from the list query', () => {
  it('is empty without parameters, and blank values are ignored', () => {
    expect(filterOf({})).toEqual({});
    expect(filterOf({ status: '', search: '  ' })).toEqual({});
  });

  it('reads comma-separated statuses and priorities in either form', () => {
    expect(filterOf({ status: 'To Do, in_progress,Done', priority: 'high,Urgent' })).toEqual({ statuses: ['To Do', 'In Progress', 'Done'], priorities: ['High', 'Urgent'] });
  });

  it('reads the exact-match links', () => {
    expect(filterOf({ assigneeId: 'maria', projectId: 'p1', notebookId: 'n1', workflowId: 'w1', templateId: 'meeting' })).toEqual({
      assigneeId: 'maria',
      projectId: 'p1',
      notebookId: 'n1',
      workflowId: 'w1',
      templateId: 'meeting',
    });
  });

  it('reads completed, tags (without #), search and parent', () => {
    expect(filterOf({ completed: 'false', tags: '#court, msc', search: ' deposition ', parentTaskId: 'none' })).toEqual({
      completed: false,
      tags: ['court', 'msc'],
      search: 'deposition',
      parentTaskId: null,
    });
    expect(filterOf({ completed: 'TRUE', parentTaskId: '0B8E6C55-52A4-4F8C-A7F5-9D1C0E3B2A11' })).toEqual({ completed: true, parentTaskId: '0b8e6c55-52a4-4f8c-a7f5-9d1c0e3b2a11' });
  });

  it('reads a day as the whole day in the user zone, inclusive at both ends', () => {
    expect(filterOf({ dueAfter: '2026-12-01', dueBefore: '2026-12-01' })).toEqual({
      dueAfter: new Date('2026-12-01T08:00:00.000Z'),
      dueBefore: new Date('2026-12-02T07:59:59.999Z'),
    });
    expect(parseTaskFilter({ dueAfter: '2026-07-01' }, 'Europe/Berlin')).toEqual({ ok: true, filter: { dueAfter: new Date('2026-06-30T22:00:00.000Z') } });
  });

  it('reads instants with their offset, and times without one in the user zone', () => {
    expect(filterOf({ dueBefore: '2026-12-01T17:00:00Z' })).toEqual({ dueBefore: new Date('2026-12-01T17:00:00Z') });
    expect(filterOf({ dueBefore: '2026-12-01T17:00:00+01:00' })).toEqual({ dueBefore: new Date('2026-12-01T16:00:00Z') });
    expect(filterOf({ dueAfter: '2026-12-01T09:00' })).toEqual({ dueAfter: new Date('2026-12-01T17:00:00Z') });
  });

  it.each([
    [{ status: 'To Do,Doing' }, 'Unknown status "Doing". Use one of: To Do, In Progress, Done, Blocked.'],
    [{ priority: 'critical' }, 'Unknown priority "critical". Use one of: Low, Medium, High, Urgent.'],
    [{ completed: 'yes' }, 'completed must be true or false, not "yes".'],
    [{ dueBefore: 'next week' }, 'dueBefore must be a date such as 2026-12-01 or 2026-12-01T17:00:00Z, not "next week".'],
    [{ dueAfter: '2026-02-30' }, 'dueAfter must be a date such as 2026-12-01 or 2026-12-01T17:00:00Z, not "2026-02-30".'],
    [{ dueAfter: '2026-12-02', dueBefore: '2026-12-01' }, 'dueAfter must not be later than dueBefore.'],
    [{ parentTaskId: 'abc' }, 'parentTaskId must be a task id or "none", not "abc".'],
    [{ dueBefore: '1800-01-01' }, 'dueBefore must be a date such as 2026-12-01 or 2026-12-01T17:00:00Z, not "1800-01-01".'],
  ])('refuses %j with a clear text', (query, message) => {
    expect(parse(query)).toEqual({ ok: false, message });
  });
});

describe('the filter on a task in memory', () => {
  const task: Task = {
    id: 't1',
    title: 'Prepare MSC statement',
    description: 'Exhibits for the deposition',
    status: 'In Progress',
    priority: 'High',
    completed: false,
    order: 1,
    dueDate: '2026-12-01T20:00:00.000Z',
    tags: ['Court', 'msc'],
    assignedTo: 'maria',
    projectId: 'p1',
    notebookId: null,
    workflowId: null,
    templateId: 'review',
    parentTaskId: null,
    subTasks: [],
    estimatedDuration: null,
    calendarEventId: null,
    source: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
  };

  it.each([
    [{}],
    [{ status: 'In Progress,Done' }],
    [{ priority: 'high' }],
    [{ assigneeId: 'maria', projectId: 'p1', templateId: 'review' }],
    [{ completed: 'false' }],
    [{ tags: 'court,MSC' }],
    [{ search: 'DEPOSITION' }],
    [{ search: 'msc' }],
    [{ dueAfter: '2026-12-01', dueBefore: '2026-12-01' }],
    [{ parentTaskId: 'none' }],
  ])('matches %j', (query) => {
    expect(matchesTaskFilter(task, filterOf(query))).toBe(true);
  });

  it.each([
    [{ status: 'Done' }],
    [{ priority: 'Low,Medium' }],
    [{ assigneeId: 'sam' }],
    [{ notebookId: 'n1' }],
    [{ completed: 'true' }],
    [{ tags: 'court,urgent' }],
    [{ search: 'invoice' }],
    [{ dueBefore: '2026-11-30' }],
    [{ dueAfter: '2026-12-02' }],
    [{ parentTaskId: '0b8e6c55-52a4-4f8c-a7f5-9d1c0e3b2a11' }],
  ])('does not match %j', (query) => {
    expect(matchesTaskFilter(task, filterOf(query))).toBe(false);
  });

  it('a task without a due date is outside any due range', () => {
    expect(matchesTaskFilter({ ...task, dueDate: null }, filterOf({ dueBefore: '2030-01-01' }))).toBe(false);
  });
});
