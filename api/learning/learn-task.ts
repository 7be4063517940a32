import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { recordBehaviourSafely } from '../../activities/learning/record-behaviour';
import type { Database } from '../../db/schema';
import type { Task } from '../../domain/tasks/task';
import { requireUserId } from '../plugins/session';

/** A task the person created by hand, for learning (what kind, when, how long they expect it to take); never fails their request. */
export async function learnTaskCreated(db: Kysely<Database>, request: Parameters<typeof requireUserId>[0] & { log: FastifyBaseLogger }, task: Task, via: 'tasks' | 'quick-add'): Promise<void> {
  await recordBehaviourSafely(db, request.log, requireUserId(request), {
    type: 'task.create',
    context: { priority: task.priority, estimatedMinutes: task.estimatedDuration, tags: task.tags, via },
    metadata: { taskId: task.id },
  });
}
