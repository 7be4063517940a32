import { NO_TASK_LINKS, type NewTask } from './task-input';

/** The event fields a task made from it takes. */
export interface EventForTask {
  id: string;
  title: string;
  description: string;
  start: Date;
  tags: string[];
}

/** Seed 000 §4: an event converted to a task becomes a To Do, Medium task, due when the event starts. */
export function taskFromEvent(event: EventForTask): NewTask {
  return {
    title: event.title,
    description: event.description,
    status: 'To Do',
    priority: 'Medium',
    dueDate: event.start,
    tags: event.tags,
    ...NO_TASK_LINKS,
    estimatedDuration: null,
    source: { kind: 'calendar', id: event.id, name: event.title },
  };
}
