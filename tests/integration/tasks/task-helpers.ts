import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Task } from '../../../domain/tasks/task';

export const FOREIGN_ID = '0b8e6c55-52a4-4f8c-a7f5-9d1c0e3b2a11';

/** A signed-in client for the tasks API. */
export function tasksClient(app: FastifyInstance, cookie: string) {
  // State-changing requests carry a JSON body, as the web client's {} does.
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload: unknown = method === 'GET' ? undefined : {}) =>
    app.inject({ method, url, headers: { cookie }, ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}) });
  return {
    call,
    async create(body: Record<string, unknown>): Promise<Task> {
      const response = await call('POST', '/api/tasks', body);
      expect(response.statusCode, response.body).toBe(201);
      return response.json().task;
    },
    async get(taskId: string): Promise<Task> {
      const response = await call('GET', `/api/tasks/${taskId}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().task;
    },
    async list(query = ''): Promise<Task[]> {
      const response = await call('GET', `/api/tasks${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().tasks;
    },
  };
}

export const titles = (tasks: readonly Task[]) => tasks.map((task) => task.title);

/** The error reply's message, after checking its status. */
export function errorOf(response: { statusCode: number; json(): unknown; body: string }, status: number): string {
  expect(response.statusCode, response.body).toBe(status);
  return (response.json() as { error: { message: string } }).error.message;
}
