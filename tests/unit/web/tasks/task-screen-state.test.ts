import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { Task, TaskStatus } from '../../../../domain/tasks/task';
import { taskSearch } from '../../../../web/src/api/tasks';
import { dueLabel, fromPicker, toPicker, zonedDay } from '../../../../web/src/screens/tasks/state/dueDates';
import { calendarLink } from '../../../../web/src/screens/tasks/state/links';
import { applyMove, planDrop } from '../../../../web/src/screens/tasks/state/reorder';
import { EMPTY_FILTERS, hasFilters, readParams, toQuery, writeFilters } from '../../../../web/src/screens/tasks/state/taskParams';
import { sourceText } from '../../../../web/src/screens/tasks/state/taskText';

function task(id: string, status: TaskStatus = 'To Do'): Task {
  return {
    id,
    title: `Task ${id}`,
    description: '',
    status,
    priority: 'Medium',
    completed: status === 'Done',
    order: 0,
    dueDate: null,
    tags: [],
    assignedTo: null,
    projectId: null,
    notebookId: null,
    workflowId: null,
    templateId: null,
    parentTaskId: null,
    subTasks: [],
    estimatedDuration: null,
    calendarEventId: null,
    source: null,
    createdAt: '2026-11-24T00:00:00.000Z',
    updatedAt: '2026-11-24T00:00:00.000Z',
  };
}

const ids = (tasks: Task[]) => tasks.map((one) => one.id).join('');

describe('the tasks screen keeps its state in the address', () => {
  it('reads view, grouping, filters and the open task, ignoring what it does not know', () => {
    const params = readParams(
      new URLSearchParams('view=board&group=status&status=Done,Nope,To%20Do&priority=High&tags=work,court&q=answer&dueAfter=2026-12-01&dueBefore=bad&completed=open&task=t1'),
    );
    expect(params.view).toBe('board');
    expect(params.group).toBe('status');
    expect(params.taskId).toBe('t1');
    expect(params.filters).toEqual({
      ...EMPTY_FILTERS,
      status: ['Done', 'To Do'],
      priority: ['High'],
      tags: ['work', 'court'],
      search: 'answer',
      dueAfter: '2026-12-01',
      completed: 'open',
    });
  });

  it('falls back to the list with no filters', () => {
    const params = readParams(new URLSearchParams(''));
    expect(params.view).toBe('list');
    expect(params.group).toBe('none');
    expect(hasFilters(params.filters)).toBe(false);
  });

  it('writes filters back and leaves defaults out; a round trip gives the same filters', () => {
    const filters = { ...EMPTY_FILTERS, status: ['In Progress' as const], tags: ['work'], search: 'lee', completed: 'done' as const };
    const written = writeFilters(new URLSearchParams('view=board&priority=Low'), filters);
    expect(written.get('view')).toBe('board');
    expect(written.has('priority')).toBe(false);
    expect(readParams(written).filters).toEqual(filters);
  });

  it('asks the API for top-level tasks with the filters', () => {
    const query = toQuery({ ...EMPTY_FILTERS, status: ['To Do'], tags: ['work', 'court'], dueBefore: '2026-12-09', completed: 'open', search: '  answer ' });
    expect(query).toEqual({ parentTaskId: 'none', status: ['To Do'], tags: ['work', 'court'], dueBefore: '2026-12-09', completed: false, search: 'answer' });
    expect(taskSearch(query)).toBe('?status=To+Do&tags=work%2Ccourt&search=answer&dueBefore=2026-12-09&parentTaskId=none&completed=false');
  });
});

describe('drag and drop', () => {
  const tasks = [task('a'), task('b'), task('c'), task('d', 'In Progress')];

  it('moving down in the flat list lands after the task dropped on', () => {
    expect(planDrop(tasks, { activeId: 'a', overId: 'c', column: null })).toEqual({ beforeTaskId: 'd' });
    expect(planDrop(tasks, { activeId: 'a', overId: 'd', column: null })).toEqual({ beforeTaskId: null });
  });

  it('moving up lands before the task dropped on', () => {
    expect(planDrop(tasks, { activeId: 'c', overId: 'a', column: null })).toEqual({ beforeTaskId: 'a' });
  });

  it('a drop where it already is changes nothing', () => {
    expect(planDrop(tasks, { activeId: 'b', overId: 'b', column: null })).toBeNull();
    expect(planDrop(tasks, { activeId: 'b', overId: null, column: 'To Do' })).toBeNull();
  });

  it('another column changes the status: before the card dropped on, or last on empty space', () => {
    expect(planDrop(tasks, { activeId: 'a', overId: 'd', column: 'In Progress' })).toEqual({ status: 'In Progress', beforeTaskId: 'd' });
    expect(planDrop(tasks, { activeId: 'a', overId: null, column: 'Blocked' })).toEqual({ status: 'Blocked', beforeTaskId: null });
  });

  it('within a column, the next task of that column counts, not the next of the whole list', () => {
    expect(planDrop(tasks, { activeId: 'a', overId: 'c', column: 'To Do' })).toEqual({ beforeTaskId: null });
  });

  it('the optimistic list puts the task in place, and Done means completed', () => {
    expect(ids(applyMove(tasks, 'a', { beforeTaskId: 'd' }))).toBe('bcad');
    expect(ids(applyMove(tasks, 'c', { beforeTaskId: 'a' }))).toBe('cabd');
    const moved = applyMove(tasks, 'b', { status: 'Done', beforeTaskId: null });
    expect(ids(moved)).toBe('acdb');
    expect(moved[3]).toMatchObject({ status: 'Done', completed: true });
    expect(ids(applyMove(tasks, 'zz', { beforeTaskId: null }))).toBe('abcd');
  });
});

describe('due dates in the user’s time zone', () => {
  const zone = 'America/Los_Angeles';
  const now = DateTime.fromISO('2026-11-24T10:00:00', { zone });

  it('say today, tomorrow, the weekday, or the date', () => {
    expect(dueLabel('2026-11-24T23:00:00.000Z', zone, false, now).text).toBe('Today 3:00 PM');
    expect(dueLabel('2026-11-25T23:00:00.000Z', zone, false, now).text).toBe('Tomorrow 3:00 PM');
    expect(dueLabel('2026-11-27T23:00:00.000Z', zone, false, now).text).toBe('Fri 3:00 PM');
    expect(dueLabel('2026-12-09T17:30:00.000Z', zone, false, now).text).toBe('Dec 9 9:30 AM');
    expect(dueLabel('2027-01-05T08:00:00.000Z', zone, false, now).text).toBe('Jan 5, 2027');
  });

  it('are overdue only when past and not done', () => {
    expect(dueLabel('2026-11-23T17:00:00.000Z', zone, false, now)).toMatchObject({ text: 'Yesterday 9:00 AM', overdue: true });
    expect(dueLabel('2026-11-23T17:00:00.000Z', zone, true, now).overdue).toBe(false);
  });

  it('go through the picker unchanged, whatever the browser’s zone', () => {
    const iso = '2026-11-25T23:00:00.000Z';
    expect(fromPicker(toPicker(iso, zone), zone)).toBe(iso);
    expect(toPicker(null, zone)).toBeNull();
  });

  it('link to the calendar on the event’s day in the zone', () => {
    expect(zonedDay('2026-11-26T05:00:00.000Z', zone)).toBe('2026-11-25');
    expect(calendarLink('e 1', '2026-11-26T05:00:00.000Z', zone)).toBe('/calendar?date=2026-11-25&event=e+1');
  });
});

describe('where a task came from', () => {
  it('is said in plain words', () => {
    expect(sourceText(null)).toBeNull();
    expect(sourceText({ kind: 'agent', id: 'a1', name: 'E-mail Agent' })).toBe('Created by E-mail Agent');
    expect(sourceText({ kind: 'automation', id: 'w1', name: 'New client intake' })).toBe('From automation “New client intake”');
  });
});
