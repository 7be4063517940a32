import { describe, expect, it } from 'vitest';
import { readPriority, readStatus, toAgentPriority, toAgentStatus, toAgentTask } from '../../../domain/tasks/agent-form';
import type { Task } from '../../../domain/tasks/task';

describe('agent-side task form (seed 001 §3) ↔ the screen form (seed 000 §3)', () => {
  it.each([
    ['todo', 'To Do'],
    ['in_progress', 'In Progress'],
    ['completed', 'Done'],
    ['blocked', 'Blocked'],
  ] as const)('agent status %s is %s, and back', (agent, ui) => {
    expect(readStatus(agent)).toBe(ui);
    expect(toAgentStatus(ui)).toBe(agent);
  });

  it.each([
    ['To Do', 'To Do'],
    ['to do', 'To Do'],
    ['In Progress', 'In Progress'],
    ['in progress', 'In Progress'],
    ['in-progress', 'In Progress'],
    ['DONE', 'Done'],
    [' Blocked ', 'Blocked'],
  ] as const)('reads status %j as %s', (value, expected) => {
    expect(readStatus(value)).toBe(expected);
  });

  it.each(['doing', '', 'finished', 'todo!'])('refuses status %j', (value) => {
    expect(readStatus(value)).toBeNull();
  });

  it.each([
    ['low', 'Low'],
    ['medium', 'Medium'],
    ['high', 'High'],
    ['urgent', 'Urgent'],
    ['HIGH', 'High'],
    ['Urgent', 'Urgent'],
  ] as const)('reads priority %s as %s', (value, expected) => {
    expect(readPriority(value)).toBe(expected);
    expect(toAgentPriority(expected)).toBe(expected.toLowerCase());
  });

  it.each(['critical', '', 'p1'])('refuses priority %j', (value) => {
    expect(readPriority(value)).toBeNull();
  });

  it('maps a task to the agent form with created, lastModified and estimatedDuration in minutes', () => {
    const task: Task = {
      id: 't1',
      title: 'Draft MSC brief',
      description: 'For ADJ12345678',
      status: 'In Progress',
      priority: 'Urgent',
      completed: false,
      order: 3,
      dueDate: '2026-12-01T01:00:00.000Z',
      tags: ['msc'],
      assignedTo: null,
      projectId: null,
      notebookId: null,
      workflowId: null,
      templateId: null,
      parentTaskId: null,
      subTasks: [],
      estimatedDuration: 90,
      calendarEventId: null,
      source: null,
      createdAt: '2026-11-20T10:00:00.000Z',
      updatedAt: '2026-11-21T10:00:00.000Z',
    };
    expect(toAgentTask(task)).toEqual({
      id: 't1',
      title: 'Draft MSC brief',
      description: 'For ADJ12345678',
      priority: 'urgent',
      status: 'in_progress',
      created: '2026-11-20T10:00:00.000Z',
      lastModified: '2026-11-21T10:00:00.000Z',
      dueDate: '2026-12-01T01:00:00.000Z',
      tags: ['msc'],
      estimatedDuration: 90,
    });
  });
});
