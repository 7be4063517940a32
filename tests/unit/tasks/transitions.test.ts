import { describe, expect, it } from 'vitest';
import { TASK_STATUSES } from '../../../domain/tasks/task';
import { applyAction, editedState, initialState, stateOf } from '../../../domain/tasks/transitions';

describe('task transitions (seed 000 §4)', () => {
  it('creates a task as To Do by default', () => {
    expect(initialState(undefined)).toEqual({ status: 'To Do', completed: false });
  });

  it('creates a task directly as Done as completed', () => {
    expect(initialState('Done')).toEqual({ status: 'Done', completed: true });
  });

  it.each([['In Progress'], ['Blocked'], ['To Do']] as const)('creates a task as %s, not completed', (status) => {
    expect(initialState(status)).toEqual({ status, completed: false });
  });

  describe.each(TASK_STATUSES)('from %s', (from) => {
    const current = stateOf(from);
    it('Start gives In Progress', () => expect(applyAction(current, 'start')).toEqual({ status: 'In Progress', completed: false }));
    it('Complete gives Done and sets completed', () => expect(applyAction(current, 'complete')).toEqual({ status: 'Done', completed: true }));
    it('Cancel gives Blocked', () => expect(applyAction(current, 'cancel')).toEqual({ status: 'Blocked', completed: false }));
  });

  it('keeps completed equal to status Done for every status', () => {
    for (const status of TASK_STATUSES) expect(stateOf(status).completed).toBe(status === 'Done');
  });
});

describe('editing status and completed directly', () => {
  it('a new status decides completed', () => {
    expect(editedState(stateOf('To Do'), { status: 'Done' })).toEqual({ status: 'Done', completed: true });
    expect(editedState(stateOf('Done'), { status: 'In Progress' })).toEqual({ status: 'In Progress', completed: false });
  });

  it('ticking completes, unticking a Done task reopens it as To Do', () => {
    expect(editedState(stateOf('Blocked'), { completed: true })).toEqual({ status: 'Done', completed: true });
    expect(editedState(stateOf('Done'), { completed: false })).toEqual({ status: 'To Do', completed: false });
  });

  it('repeating the current completed value changes nothing', () => {
    expect(editedState(stateOf('In Progress'), { completed: false })).toEqual({ status: 'In Progress', completed: false });
    expect(editedState(stateOf('Blocked'), {})).toEqual({ status: 'Blocked', completed: false });
  });

  it('refuses a status and completed that contradict each other', () => {
    expect(editedState(stateOf('To Do'), { status: 'Done', completed: false })).toBeNull();
    expect(editedState(stateOf('To Do'), { status: 'Blocked', completed: true })).toBeNull();
    expect(editedState(stateOf('To Do'), { status: 'Done', completed: true })).toEqual({ status: 'Done', completed: true });
  });
});
