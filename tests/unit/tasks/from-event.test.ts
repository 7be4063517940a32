import { describe, expect, it } from 'vitest';
import { taskFromEvent } from '../../../domain/tasks/from-event';

describe('an event converted to a task (seed 000 §4)', () => {
  it('is To Do, Medium, due when the event starts, and says which event it came from', () => {
    const start = new Date('2031-02-03T17:00:00Z');
    const task = taskFromEvent({ id: 'event-1', title: 'Lien conference', description: 'Bring the lien file', start, tags: ['work'] });
    expect(task).toMatchObject({ title: 'Lien conference', description: 'Bring the lien file', status: 'To Do', priority: 'Medium', dueDate: start, tags: ['work'] });
    expect(task.source).toEqual({ kind: 'calendar', id: 'event-1', name: 'Lien conference' });
  });
});
