import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Task } from '../../../domain/tasks/task';
import type { TaskTemplate } from '../../../domain/tasks/templates';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';
import { errorOf, FOREIGN_ID, tasksClient } from './task-helpers';

describe('task templates API', () => {
  let t: TestApp;
  let api: ReturnType<typeof tasksClient>;
  let other: ReturnType<typeof tasksClient>;

  beforeAll(async () => {
    t = await createTestApp();
    api = tasksClient(t.app, (await signUpUser(t.app)).cookie);
    other = tasksClient(t.app, (await signUpUser(t.app)).cookie);
  });
  afterAll(async () => t?.close());

  const templates = async (client = api): Promise<TaskTemplate[]> => {
    const response = await client.call('GET', '/api/task-templates');
    expect(response.statusCode, response.body).toBe(200);
    return response.json().templates;
  };
  const fromTemplate = async (templateId: string, body: Record<string, unknown> = {}): Promise<Task> => {
    const response = await api.call('POST', `/api/task-templates/${templateId}/tasks`, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().task;
  };

  it('lists the three built-ins with the spec values', async () => {
    expect((await templates()).map(({ id, name, defaultPriority, defaultEstimatedTime, defaultTags, defaultStatus, builtIn }) => ({ id, name, defaultPriority, defaultEstimatedTime, defaultTags, defaultStatus, builtIn }))).toEqual([
      { id: 'meeting', name: 'Meeting', defaultPriority: 'Medium', defaultEstimatedTime: 60, defaultTags: ['meeting', 'work'], defaultStatus: 'To Do', builtIn: true },
      { id: 'research', name: 'Research', defaultPriority: 'Medium', defaultEstimatedTime: 120, defaultTags: ['research', 'analysis'], defaultStatus: 'To Do', builtIn: true },
      { id: 'review', name: 'Review', defaultPriority: 'High', defaultEstimatedTime: 45, defaultTags: ['review', 'feedback'], defaultStatus: 'To Do', builtIn: true },
    ]);
  });

  it('makes a task from a built-in', async () => {
    expect(await fromTemplate('review')).toMatchObject({ title: 'Review', priority: 'High', status: 'To Do', completed: false, tags: ['review', 'feedback'], estimatedDuration: 45, templateId: 'review', dueDate: null });
    expect(await fromTemplate('research', { title: 'Research statute of limitations', dueDate: '2026-12-01T17:00:00Z' })).toMatchObject({
      title: 'Research statute of limitations',
      dueDate: '2026-12-01T17:00:00.000Z',
      estimatedDuration: 120,
    });
  });

  it('creates, edits and deletes the user own templates', async () => {
    const response = await api.call('POST', '/api/task-templates', { name: '  Deposition prep  ', defaultPriority: 'Urgent', defaultTags: ['#depo', 'depo', 'court'], defaultEstimatedTime: 90, defaultDueInDays: 3, defaultAssignedTo: 'paralegal' });
    expect(response.statusCode, response.body).toBe(201);
    const template: TaskTemplate = response.json().template;
    expect(template).toMatchObject({ name: 'Deposition prep', description: '', defaultPriority: 'Urgent', defaultTags: ['depo', 'court'], defaultEstimatedTime: 90, defaultStatus: 'To Do', defaultDueInDays: 3, defaultAssignedTo: 'paralegal', builtIn: false });
    expect((await templates()).map((each) => each.id)).toEqual(['meeting', 'research', 'review', template.id]);

    const task = await fromTemplate(template.id);
    expect(task).toMatchObject({ title: 'Deposition prep', priority: 'Urgent', assignedTo: 'paralegal', templateId: template.id });
    const daysAhead = (Date.parse(task.dueDate!) - Date.now()) / 86_400_000;
    expect(daysAhead).toBeGreaterThan(2);
    expect(daysAhead).toBeLessThan(4.1);

    const edited = await api.call('PATCH', `/api/task-templates/${template.id}`, { name: 'Depo prep', defaultDueInDays: null, defaultStatus: 'In Progress' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().template).toMatchObject({ name: 'Depo prep', defaultDueInDays: null, defaultStatus: 'In Progress', defaultPriority: 'Urgent' });
    expect(await fromTemplate(template.id)).toMatchObject({ title: 'Depo prep', status: 'In Progress', dueDate: null });

    expect((await api.call('DELETE', `/api/task-templates/${template.id}`)).statusCode).toBe(204);
    expect(errorOf(await api.call('POST', `/api/task-templates/${template.id}/tasks`, {}), 404)).toBe('Template not found');
  });

  it('keeps the built-ins read-only', async () => {
    expect(errorOf(await api.call('PATCH', '/api/task-templates/meeting', { name: 'Standup' }), 400)).toBe('Built-in templates cannot be changed.');
    expect(errorOf(await api.call('DELETE', '/api/task-templates/review'), 400)).toBe('Built-in templates cannot be changed.');
    expect((await templates())[0]).toMatchObject({ id: 'meeting', name: 'Meeting' });
  });

  it('answers Template not found for unknown and other users templates', async () => {
    const theirs = await other.call('POST', '/api/task-templates', { name: 'Theirs' });
    const theirId = theirs.json().template.id as string;
    for (const id of [theirId, FOREIGN_ID, 'standup']) {
      expect(errorOf(await api.call('PATCH', `/api/task-templates/${id}`, { name: 'Mine now' }), 404)).toBe('Template not found');
      expect(errorOf(await api.call('DELETE', `/api/task-templates/${id}`), 404)).toBe('Template not found');
      expect(errorOf(await api.call('POST', `/api/task-templates/${id}/tasks`, {}), 404)).toBe('Template not found');
    }
    expect((await templates()).some((template) => template.id === theirId)).toBe(false);
    expect((await templates(other)).find((template) => template.id === theirId)).toMatchObject({ name: 'Theirs' });
  });

  it('refuses a template without a name, or one too long', async () => {
    expect(errorOf(await api.call('POST', '/api/task-templates', {}), 400)).toBe('name is required.');
    expect(errorOf(await api.call('POST', '/api/task-templates', { name: '   ' }), 400)).toBe('A template needs a name.');
    expect(errorOf(await api.call('POST', '/api/task-templates', { name: 'x'.repeat(201) }), 400)).toMatch(/name must NOT have more than 200 characters/);
    expect(errorOf(await api.call('POST', '/api/task-templates', { name: 'x', defaultPriority: 'Critical' }), 400)).toMatch(/defaultPriority/);
    expect((await templates()).filter((template) => !template.builtIn && template.name !== 'Theirs')).toEqual([]);
  });

  it('a task from a template under a parent must be under the user own task', async () => {
    expect(errorOf(await api.call('POST', '/api/task-templates/meeting/tasks', { parentTaskId: FOREIGN_ID }), 404)).toBe('Task not found');
    const parent = await api.create({ title: 'Client onboarding' });
    expect(await fromTemplate('meeting', { parentTaskId: parent.id })).toMatchObject({ parentTaskId: parent.id });
  });
});
