import type { Transaction } from 'kysely';
import { insertTask } from '../../activities/tasks/task-store';
import type { Database } from '../../db/schema';
import { NOTEBOOK_MESSAGES } from '../../domain/notebooks/messages';
import type { Notebook } from '../../domain/notebooks/views';
import type { Task } from '../../domain/tasks/task';
import type { AreaOptions } from '../area-options';
import { writerFor } from '../calendar/event-routes';
import { createEvent } from '../calendar/event-service';
import { HttpError, notFound } from '../http-error';
import { findTask } from '../tasks/task-repository';
import { newTaskOf } from '../tasks/task-service';
import { aiBlockMetadata } from './analysis-service';
import { editNotebook } from './edit';
import { blockNotFound } from './errors';
import { findBlock } from './repository';

const suggestionUsed = () => new HttpError(409, 'suggestion_used', NOTEBOOK_MESSAGES.suggestionUsed);

async function aiBlockOf(trx: Transaction<Database>, notebookId: string, blockId: string) {
  const block = await findBlock(trx, notebookId, blockId);
  if (!block || block.type !== 'ai') throw blockNotFound();
  return { block, metadata: aiBlockMetadata(block.metadata) };
}

/** A suggested task becomes a task linked to the notebook, through the tasks area's own writes (order, locking). */
export async function acceptSuggestedTask(options: AreaOptions, userId: string, notebookId: string, blockId: string, suggestionId: string): Promise<{ notebook: Notebook; task: Task }> {
  const { notebook, result } = await editNotebook(options.db, userId, notebookId, undefined, async ({ trx, now }) => {
    const { metadata } = await aiBlockOf(trx, notebookId, blockId);
    const suggestion = metadata.suggestedTasks.find((task) => task.id === suggestionId);
    if (!suggestion) throw notFound(NOTEBOOK_MESSAGES.suggestionNotFound);
    if (suggestion.taskId) throw suggestionUsed();
    const taskId = await insertTask(trx, userId, newTaskOf({ title: suggestion.title, description: suggestion.description, priority: suggestion.priority, notebookId }));
    const suggestedTasks = metadata.suggestedTasks.map((task) => (task.id === suggestionId ? { ...task, taskId } : task));
    await trx.updateTable('notebook_blocks').set({ metadata: JSON.stringify({ ...metadata, suggestedTasks }), updated_at: now }).where('id', '=', blockId).execute();
    const task = await findTask(trx, userId, taskId);
    if (!task) throw new Error('The new task could not be read back.');
    return task;
  });
  return { notebook, task: result };
}

export interface AcceptedEvent {
  id: string;
  title: string;
  start: string;
  end: string;
}

/** A suggested event becomes a calendar event (one hour, §3), through the calendar's own writes (mirror, re-planning). */
export async function acceptSuggestedEvent(options: AreaOptions, userId: string, notebookId: string, blockId: string, suggestionId: string): Promise<{ notebook: Notebook; event: AcceptedEvent }> {
  const writer = writerFor(options, userId);
  return options.outbox.transaction(async (trx, intents) => {
    const { notebook, result } = await editNotebook(trx, userId, notebookId, undefined, async ({ now }) => {
      const { metadata } = await aiBlockOf(trx, notebookId, blockId);
      const suggestion = metadata.suggestedCalendarEvents.find((event) => event.id === suggestionId);
      if (!suggestion) throw notFound(NOTEBOOK_MESSAGES.suggestionNotFound);
      if (suggestion.eventId) throw suggestionUsed();
      const row = await createEvent(writer(trx, intents), { title: suggestion.title, description: suggestion.description, start: suggestion.startDate, end: suggestion.endDate, tags: ['notebook'] });
      const suggestedCalendarEvents = metadata.suggestedCalendarEvents.map((event) => (event.id === suggestionId ? { ...event, eventId: row.id } : event));
      await trx.updateTable('notebook_blocks').set({ metadata: JSON.stringify({ ...metadata, suggestedCalendarEvents }), updated_at: now }).where('id', '=', blockId).execute();
      return { id: row.id, title: row.title, start: row.start_at.toISOString(), end: row.end_at.toISOString() };
    });
    return { notebook, event: result };
  });
}
