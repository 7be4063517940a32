import { describe, expect, it } from 'vitest';
import { BUILT_IN_TEMPLATES, builtInTemplate, taskFromTemplate, type TaskTemplate } from '../../../domain/tasks/templates';

describe('built-in task templates (seed 000 §3)', () => {
  it('are Meeting, Research and Review with the spec values, all To Do', () => {
    expect(BUILT_IN_TEMPLATES.map(({ id, name, defaultPriority, defaultEstimatedTime, defaultTags, defaultStatus, builtIn }) => ({ id, name, defaultPriority, defaultEstimatedTime, defaultTags, defaultStatus, builtIn }))).toEqual([
      { id: 'meeting', name: 'Meeting', defaultPriority: 'Medium', defaultEstimatedTime: 60, defaultTags: ['meeting', 'work'], defaultStatus: 'To Do', builtIn: true },
      { id: 'research', name: 'Research', defaultPriority: 'Medium', defaultEstimatedTime: 120, defaultTags: ['research', 'analysis'], defaultStatus: 'To Do', builtIn: true },
      { id: 'review', name: 'Review', defaultPriority: 'High', defaultEstimatedTime: 45, defaultTags: ['review', 'feedback'], defaultStatus: 'To Do', builtIn: true },
    ]);
  });

  it('are found by id only', () => {
    expect(builtInTemplate('review')?.name).toBe('Review');
    expect(builtInTemplate('Review')).toBeUndefined();
    expect(builtInTemplate('standup')).toBeUndefined();
  });

  it('cannot be changed in memory', () => {
    expect(Object.isFrozen(BUILT_IN_TEMPLATES)).toBe(true);
  });
});

describe('a task from a template', () => {
  const now = new Date('2026-03-07T20:00:00Z');
  const zone = 'America/Los_Angeles';

  it('takes the template defaults and its name as the title', () => {
    expect(taskFromTemplate(builtInTemplate('meeting')!, {}, now, zone)).toMatchObject({
      title: 'Meeting',
      status: 'To Do',
      priority: 'Medium',
      tags: ['meeting', 'work'],
      estimatedDuration: 60,
      templateId: 'meeting',
      dueDate: null,
      parentTaskId: null,
    });
  });

  it('lets the typed title and due date win', () => {
    const due = new Date('2026-03-10T17:00:00Z');
    expect(taskFromTemplate(builtInTemplate('review')!, { title: '  Review the C&R  ', dueDate: due }, now, zone)).toMatchObject({ title: 'Review the C&R', priority: 'High', dueDate: due });
  });

  it('gives a relative due date at 17:00 in the user zone, across a DST change', () => {
    const own: TaskTemplate = { ...builtInTemplate('research')!, id: 'x', builtIn: false, defaultDueInDays: 2, defaultAssignedTo: 'paralegal', defaultStatus: 'In Progress' };
    // 7 March 2026 is PST (UTC-8); 9 March is PDT (UTC-7) after the 8 March change.
    expect(taskFromTemplate(own, {}, now, zone)).toMatchObject({ dueDate: new Date('2026-03-10T00:00:00Z'), assignedTo: 'paralegal', status: 'In Progress', templateId: 'x' });
    expect(taskFromTemplate({ ...own, defaultDueInDays: 0 }, {}, now, zone).dueDate).toEqual(new Date('2026-03-08T01:00:00Z'));
  });

  it('a due date given as null clears the relative one', () => {
    const own: TaskTemplate = { ...builtInTemplate('research')!, defaultDueInDays: 2 };
    expect(taskFromTemplate(own, { dueDate: null }, now, zone).dueDate).toBeNull();
  });
});
