import { randomUUID } from 'node:crypto';
import { AiInvalidAnswerError, AiProviderError, askForJson } from '../../activities/ai/text-service';
import { userTimeZone } from '../../activities/settings/user-zone';
import { analysisText, notebookAnalysisTask, type NotebookAnalysis } from '../../domain/notebooks/analysis';
import { NOTEBOOK_MESSAGES } from '../../domain/notebooks/messages';
import type { AiBlockMetadata, AiContext, Notebook, SuggestedAction, SuggestedEvent, SuggestedTask } from '../../domain/notebooks/views';
import type { AreaOptions } from '../area-options';
import { HttpError } from '../http-error';
import { notebookModel } from './ai-status';
import { editNotebook } from './edit';
import { badRequest, blockNotFound } from './errors';
import { findBlock, findOwnNotebook } from './repository';
import { notebookText, relatedNotebooks } from './related';

export const aiBlockMetadata = (metadata: Record<string, unknown>): AiBlockMetadata => ({
  suggestedTasks: Array.isArray(metadata.suggestedTasks) ? (metadata.suggestedTasks as SuggestedTask[]) : [],
  suggestedCalendarEvents: Array.isArray(metadata.suggestedCalendarEvents) ? (metadata.suggestedCalendarEvents as SuggestedEvent[]) : [],
  relatedContent: Array.isArray(metadata.relatedContent) ? (metadata.relatedContent as AiBlockMetadata['relatedContent']) : [],
  summary: typeof metadata.summary === 'string' ? metadata.summary : null,
  keyTopics: Array.isArray(metadata.keyTopics) ? (metadata.keyTopics as string[]) : [],
  analyzedAt: typeof metadata.analyzedAt === 'string' ? metadata.analyzedAt : null,
  needs: typeof metadata.needs === 'string' ? metadata.needs : null,
});

const actionPriority = (priority: SuggestedTask['priority']): SuggestedAction['priority'] => (priority === 'Low' ? 'low' : priority === 'Medium' ? 'medium' : 'high');

/** Calls the model; its failures become seed 001 §8's texts (a 503 when it did not answer, a 502 when its answer is unusable). */
async function askModel(options: AreaOptions, userId: string, title: string, body: string): Promise<NotebookAnalysis | null> {
  const { model } = notebookModel(options.ai);
  if (!model) return null;
  const task = notebookAnalysisTask(new Date(), await userTimeZone(options.db, userId));
  try {
    return await askForJson(model, task, analysisText(title, body));
  } catch (error) {
    if (error instanceof AiProviderError) throw new HttpError(503, 'ai_generation_failed', `${NOTEBOOK_MESSAGES.generateAiResponse}: ${NOTEBOOK_MESSAGES.providerFailed}`, error);
    if (error instanceof AiInvalidAnswerError) throw new HttpError(502, 'ai_invalid_data', `${NOTEBOOK_MESSAGES.analyzeNotebook}: ${NOTEBOOK_MESSAGES.invalidAnswer}`, error);
    throw error;
  }
}

/**
 * An AI block analyses its notebook: related notebooks from the embedding search always; with a model, a
 * summary, topics, suggested tasks and events too. Suggestions already turned into tasks or events stay;
 * the others are replaced. Nothing is written when the model's answer is refused.
 */
export async function analyzeWithBlock(options: AreaOptions, userId: string, notebookId: string, blockId: string): Promise<Notebook> {
  const { db, embedder } = options;
  const head = await findOwnNotebook(db, userId, notebookId);
  const block = await findBlock(db, notebookId, blockId);
  if (!block) throw blockNotFound();
  if (block.type !== 'ai') throw badRequest(NOTEBOOK_MESSAGES.notAnAiBlock);
  const body = await notebookText(db, head);
  const analysis = await askModel(options, userId, head.title, body);
  const { related } = await relatedNotebooks(db, embedder, userId, notebookId);
  const { status } = notebookModel(options.ai);

  const { notebook } = await editNotebook(db, userId, notebookId, undefined, async ({ trx, now }) => {
    const current = await findBlock(trx, notebookId, blockId);
    if (!current) throw blockNotFound();
    const before = aiBlockMetadata(current.metadata);
    const tasks: SuggestedTask[] = [
      ...before.suggestedTasks.filter((task) => task.taskId),
      ...(analysis?.tasks ?? []).map((task) => ({ id: randomUUID(), ...task, taskId: null })),
    ];
    const events: SuggestedEvent[] = [
      ...before.suggestedCalendarEvents.filter((event) => event.eventId),
      ...(analysis?.events ?? []).map((event) => ({ id: randomUUID(), ...event, eventId: null })),
    ];
    const metadata: AiBlockMetadata = {
      suggestedTasks: analysis ? tasks : before.suggestedTasks,
      suggestedCalendarEvents: analysis ? events : before.suggestedCalendarEvents,
      relatedContent: related,
      summary: analysis?.summary ?? before.summary,
      keyTopics: analysis?.keyTopics ?? before.keyTopics,
      analyzedAt: now.toISOString(),
      needs: status.canGenerate ? null : status.reason,
    };
    await trx.updateTable('notebook_blocks').set({ metadata: JSON.stringify(metadata), updated_at: now }).where('id', '=', blockId).execute();
    const aiContext: AiContext = {
      summary: metadata.summary,
      keyTopics: metadata.keyTopics,
      relatedNotebooks: related,
      suggestedActions: [
        ...metadata.suggestedTasks.filter((task) => !task.taskId).map((task): SuggestedAction => ({ type: 'task', description: task.title, priority: actionPriority(task.priority) })),
        ...metadata.suggestedCalendarEvents.filter((event) => !event.eventId).map((event): SuggestedAction => ({ type: 'calendar', description: event.title, priority: 'medium' })),
      ],
    };
    await trx.updateTable('notebooks').set({ ai_context: JSON.stringify(aiContext) }).where('id', '=', notebookId).execute();
  });
  return notebook;
}
