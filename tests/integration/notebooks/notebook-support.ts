import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Notebook } from '../../../domain/notebooks/views';

export const OWN_ORIGIN = 'http://127.0.0.1:3000';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** The notebooks API as a signed-in person's browser uses it (state-changing requests always carry JSON). */
export function notebooksClient(app: FastifyInstance, cookie: string) {
  const call = (method: Method, url: string, payload: unknown = method === 'GET' ? undefined : {}) =>
    app.inject({ method, url, headers: { cookie, origin: OWN_ORIGIN }, ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    call,
    async create(body: Record<string, unknown> = {}): Promise<Notebook> {
      return notebookOf(await call('POST', '/api/notebooks', body), 201);
    },
    async get(id: string): Promise<Notebook> {
      return notebookOf(await call('GET', `/api/notebooks/${id}`), 200);
    },
    async addSection(id: string, body: Record<string, unknown> = {}): Promise<Notebook> {
      return notebookOf(await call('POST', `/api/notebooks/${id}/sections`, body), 201);
    },
    async addBlock(id: string, sectionId: string, body: Record<string, unknown>): Promise<Notebook> {
      return notebookOf(await call('POST', `/api/notebooks/${id}/sections/${sectionId}/blocks`, body), 201);
    },
  };
}

export type NotebooksClient = ReturnType<typeof notebooksClient>;

export function notebookOf(response: LightMyRequestResponse, status: number): Notebook {
  expect(response.statusCode, response.body).toBe(status);
  return (response.json() as { notebook: Notebook }).notebook;
}

export function errorOf(response: LightMyRequestResponse, status: number): { code: string; message: string } {
  expect(response.statusCode, response.body).toBe(status);
  return (response.json() as { error: { code: string; message: string } }).error;
}

/** A Tiptap document: a heading and paragraphs. */
export function doc(heading: string, ...paragraphs: string[]) {
  return {
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: heading }] },
      ...paragraphs.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
    ],
  };
}
