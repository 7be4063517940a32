import { dueInDays } from './due-time';
import type { NewTask } from './task-input';
import type { TaskPriority, TaskStatus } from './task';

/** Seed 000 §3 "Task template"; the due date is relative (days after the task is made). */
export interface TaskTemplate {
  id: string;
  name: string;
  description: string;
  defaultPriority: TaskPriority;
  defaultTags: string[];
  /** Minutes. */
  defaultEstimatedTime: number | null;
  defaultStatus: TaskStatus;
  defaultDueInDays: number | null;
  defaultAssignedTo: string | null;
  builtIn: boolean;
}

const builtIn = (id: string, name: string, description: string, defaultPriority: TaskPriority, minutes: number, tags: string[]): TaskTemplate => ({
  id,
  name,
  description,
  defaultPriority,
  defaultTags: tags,
  defaultEstimatedTime: minutes,
  defaultStatus: 'To Do',
  defaultDueInDays: null,
  defaultAssignedTo: null,
  builtIn: true,
});

/** Seed 000 §3: Meeting (Medium, 60 min), Research (Medium, 120 min), Review (High, 45 min), all To Do. */
export const BUILT_IN_TEMPLATES: readonly TaskTemplate[] = Object.freeze([
  builtIn('meeting', 'Meeting', 'Prepare, attend and note the outcome of a meeting.', 'Medium', 60, ['meeting', 'work']),
  builtIn('research', 'Research', 'Research a question and write down what was found.', 'Medium', 120, ['research', 'analysis']),
  builtIn('review', 'Review', 'Review a document or piece of work and give feedback.', 'High', 45, ['review', 'feedback']),
]);

export function builtInTemplate(id: string): TaskTemplate | undefined {
  return BUILT_IN_TEMPLATES.find((template) => template.id === id);
}

export interface FromTemplateInput {
  title?: string;
  dueDate?: Date | null;
  parentTaskId?: string | null;
}

/** A new task with the template's defaults; what the person typed wins over them. */
export function taskFromTemplate(template: TaskTemplate, input: FromTemplateInput, now: Date, timeZone: string): NewTask {
  const title = input.title?.trim() || template.name;
  const relativeDue = template.defaultDueInDays === null ? null : dueInDays(now, template.defaultDueInDays, timeZone);
  return {
    title,
    description: template.description,
    status: template.defaultStatus,
    priority: template.defaultPriority,
    dueDate: input.dueDate === undefined ? relativeDue : input.dueDate,
    tags: [...template.defaultTags],
    assignedTo: template.defaultAssignedTo,
    projectId: null,
    notebookId: null,
    workflowId: null,
    templateId: template.id,
    parentTaskId: input.parentTaskId ?? null,
    estimatedDuration: template.defaultEstimatedTime,
    source: null,
  };
}
