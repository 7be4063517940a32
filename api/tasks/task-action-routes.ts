import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TASK_MESSAGES } from '../../domain/tasks/messages';
import { parseQuickAdd } from '../../domain/tasks/quick-add';
import { DEFAULT_TASK_PRIORITY } from '../../domain/tasks/task';
import type { AreaOptions } from '../area-options';
import { requireUserId } from '../plugins/session';
import { commonErrors } from '../schemas/common';
import { badRequest } from './errors';
import { BulkBody, BulkReply, MoveBody, QuickAddBody, TaskListReply, TaskParams, TaskReply } from './schemas';
import { bulkUpdate } from './task-bulk';
import { moveTask } from './task-move';
import { createTask, newTaskOf } from './task-service';
import { taskTimeZone } from './time-zone';
import { learnTaskCreated } from '../learning/learn-task';

/** Quick add, drag and drop, and bulk actions on the tasks screen. */
export const taskActionRoutes: FastifyPluginAsyncTypebox<AreaOptions> = async (app, options) => {
  const tags = ['tasks'];
  const security = [{ session: [] }];

  app.post('/api/tasks/quick-add', { schema: { tags, security, body: QuickAddBody, response: { 201: TaskReply, ...commonErrors } } }, async (request, reply) => {
    const userId = requireUserId(request);
    const parsed = parseQuickAdd(request.body.text, { now: new Date(), timeZone: await taskTimeZone(options.db, userId) });
    if (parsed.title === '') throw badRequest(TASK_MESSAGES.quickAddTitleRequired);
    const fields = { title: parsed.title, priority: parsed.priority ?? DEFAULT_TASK_PRIORITY, tags: parsed.tags, dueDate: parsed.dueDate?.toISOString() ?? null };
    const task = await createTask(options, userId, newTaskOf(fields));
    await learnTaskCreated(options.db, request, task, 'quick-add');
    return reply.status(201).send({ task });
  });

  app.post('/api/tasks/:taskId/move', { schema: { tags, security, params: TaskParams, body: MoveBody, response: { 200: TaskListReply, ...commonErrors } } }, async (request) => ({
    tasks: await moveTask(options, requireUserId(request), request.params.taskId, request.body),
  }));

  app.post('/api/tasks/bulk', { schema: { tags, security, body: BulkBody, response: { 200: BulkReply, ...commonErrors } } }, async (request) =>
    bulkUpdate(options, requireUserId(request), request.body),
  );
};
