import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { parseTaskFilter } from '../../domain/tasks/filter';
import { TASK_ACTIONS } from '../../domain/tasks/transitions';
import type { AreaOptions } from '../area-options';
import { requireUserId } from '../plugins/session';
import { commonErrors } from '../schemas/common';
import { badRequest, taskNotFound } from './errors';
import { CreateTaskBody, EmptyBody, TaskListQuery, TaskListReply, TaskParams, TaskReply, UpdateTaskBody } from './schemas';
import { findTask, listTasks } from './task-repository';
import { createTask, deleteTask, newTaskOf, transitionTask, updateTask } from './task-service';
import { taskTimeZone } from './time-zone';
import { learnTaskCreated } from '../learning/learn-task';

/** Tasks: list with the filters of seed 000 §3, create, read, edit, the §4 transitions, delete. */
export const taskRoutes: FastifyPluginAsyncTypebox<AreaOptions> = async (app, options) => {
  const { db } = options;
  const tags = ['tasks'];
  const security = [{ session: [] }];

  app.get('/api/tasks', { schema: { tags, security, querystring: TaskListQuery, response: { 200: TaskListReply, ...commonErrors } } }, async (request) => {
    const userId = requireUserId(request);
    const parsed = parseTaskFilter(request.query, await taskTimeZone(db, userId));
    if (!parsed.ok) throw badRequest(parsed.message);
    return { tasks: await listTasks(db, userId, parsed.filter) };
  });

  app.post('/api/tasks', { schema: { tags, security, body: CreateTaskBody, response: { 201: TaskReply, ...commonErrors } } }, async (request, reply) => {
    const task = await createTask(options, requireUserId(request), newTaskOf(request.body));
    await learnTaskCreated(options.db, request, task, 'tasks');
    return reply.status(201).send({ task });
  });

  app.get('/api/tasks/:taskId', { schema: { tags, security, params: TaskParams, response: { 200: TaskReply, ...commonErrors } } }, async (request) => {
    const task = await findTask(db, requireUserId(request), request.params.taskId);
    if (!task) throw taskNotFound();
    return { task };
  });

  app.patch('/api/tasks/:taskId', { schema: { tags, security, params: TaskParams, body: UpdateTaskBody, response: { 200: TaskReply, ...commonErrors } } }, async (request) => ({
    task: await updateTask(options, requireUserId(request), request.params.taskId, request.body),
  }));

  for (const action of TASK_ACTIONS) {
    app.post(
      `/api/tasks/:taskId/${action}`,
      {
        schema: { tags, security, params: TaskParams, body: EmptyBody, response: { 200: TaskReply, ...commonErrors } },
      },
      async (request) => ({ task: await transitionTask(options, requireUserId(request), request.params.taskId, action) }),
    );
  }

  app.delete('/api/tasks/:taskId', { schema: { tags, security, params: TaskParams, response: { 204: Type.Null(), ...commonErrors } } }, async (request, reply) => {
    await deleteTask(options, requireUserId(request), request.params.taskId);
    return reply.status(204).send(null);
  });
};
